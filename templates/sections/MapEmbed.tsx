import { useState } from 'react';
import type { MapSection } from '../../src/generated/site-types';
import { Icon } from '../parts/Icon';
import { SectionShell } from '../parts/SectionShell';
import { SiteLink } from '../parts/SiteLink';
import { useSiteLayout } from '../parts/siteLayout';

/** The office on a map. The map service's frame loads only on request, so pages stay light and private by default. */
export function MapEmbed({ section }: { section: MapSection }) {
  const { site } = useSiteLayout();
  const [shown, setShown] = useState(false);
  return (
    <SectionShell {...section}>
      <div className="map-frame">
        {shown ? (
          <iframe src={site.map.embedUrl} title={site.map.title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
        ) : (
          <div className="map-placeholder">
            <Icon name="map" size={40} />
            <address>{site.address.lines.join(', ')}, {site.address.city} {site.address.postalCode}</address>
            <button type="button" className="button" onClick={() => setShown(true)}>Show the map</button>
          </div>
        )}
      </div>
      <p className="map-link"><SiteLink to={site.map.linkUrl}>Open the office location in a maps app</SiteLink></p>
    </SectionShell>
  );
}
