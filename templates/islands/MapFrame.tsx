import { useState } from 'react';
import { Icon } from '../parts/Icon';

export interface MapProps {
  /** The maps service's embed address (site.map.embedUrl). */
  embedUrl: string;
  title: string;
  address: string;
}

/** The office on a map. The map service's frame loads only when asked for, so pages stay light and private by default. */
export default function MapFrame({ embedUrl, title, address }: MapProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="map-frame">
      {shown ? (
        <iframe src={embedUrl} title={title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
      ) : (
        <div className="map-placeholder">
          <Icon name="map" size={40} />
          <address>{address}</address>
          <button type="button" className="button" onClick={() => setShown(true)}>Show the map</button>
        </div>
      )}
    </div>
  );
}
