import { useState } from 'react';
import type { SizedImage } from '../../src/contract/descriptorTypes.ts';
import { AddressText } from '../parts/AddressText.tsx';
import { Picture } from '../parts/Picture.tsx';

export interface MapProps {
  /** The maps service's embed address (site.map.embedUrl). */
  embedUrl: string;
  title: string;
  /** The office address, part by part; empty where the page gives it beside the map. */
  address: string[];
  /** A still picture of the streets around the office (site.map.picture). */
  picture?: SizedImage;
  /** The button's words, in the page's language. */
  showLabel: string;
}

/**
 * The office on a map. Until a visitor asks for it, a still picture of the location with the address and a button;
 * the map service's frame loads only then, so pages stay light and private by default.
 */
export default function MapFrame({ embedUrl, title, address, picture, showLabel }: MapProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="map-frame">
      {shown ? (
        <iframe src={embedUrl} title={title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
      ) : (
        <div className="map-placeholder">
          {picture && <Picture image={picture} slot="map" className="map-picture" />}
          <div className="map-card">
            {address.length > 0 && (
              <address>
                <AddressText parts={address} />
              </address>
            )}
            <button type="button" className="button" onClick={() => setShown(true)}>
              {showLabel}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
