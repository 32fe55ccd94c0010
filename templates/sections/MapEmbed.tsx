import type { MapSection } from '../../src/contract/descriptorTypes.ts';
import { addressParts } from '../parts/AddressText.tsx';
import { Island } from '../parts/Island.tsx';
import { SectionShell } from '../parts/SectionShell.tsx';
import { SiteLink } from '../parts/SiteLink.tsx';
import { useSiteLayout } from '../parts/siteLayout.tsx';

/**
 * The office on a map: the map island (a picture of the place until a visitor asks for the map), and a plain link to
 * the maps service that works without JavaScript.
 */
export function MapEmbed({ section }: { section: MapSection }) {
  const { site, ui } = useSiteLayout();
  return (
    <SectionShell {...section}>
      <Island
        name="map"
        props={{
          embedUrl: site.map.embedUrl,
          title: site.map.title,
          address: section.withAddress === false ? [] : addressParts(site.address, true),
          picture: site.map.picture,
          showLabel: ui.showMap,
        }}
      />
      <p className="map-link">
        <SiteLink to={site.map.linkUrl}>{ui.openMap}</SiteLink>
      </p>
    </SectionShell>
  );
}
