import type { SitemapSection } from '../../src/contract/descriptorTypes.ts';
import { useDisclosure, ToggleButton } from '../parts/Disclosure.tsx';
import { SectionShell, Subheading } from '../parts/SectionShell.tsx';
import { SiteLink } from '../parts/SiteLink.tsx';

type Group = SitemapSection['groups'][number];

/** Link groups generated from the pages; a long group shows its first entries and the rest behind a toggle. */
export function Sitemap({ section }: { section: SitemapSection }) {
  return (
    <SectionShell {...section}>
      <div className="sitemap-grid">
        {section.groups.map((group) => (
          <SitemapGroup key={group.heading} group={group} toggle={section.toggle} />
        ))}
      </div>
    </SectionShell>
  );
}

function SitemapGroup({ group, toggle }: { group: Group; toggle?: SitemapSection['toggle'] }) {
  const { buttonProps, regionProps } = useDisclosure();
  const links = group.links ?? [];
  const limit = group.limit && toggle && links.length > group.limit ? group.limit : links.length;
  const item = (l: { label: string; to: string }) => (
    <li key={l.to}>
      <SiteLink to={l.to}>{l.label}</SiteLink>
    </li>
  );
  return (
    <div className="card sitemap-card">
      <Subheading className="card-title">{group.heading}</Subheading>
      <ul className="plain-list">{links.slice(0, limit).map(item)}</ul>
      {limit < links.length && (
        <>
          <ul {...regionProps} className="plain-list collapsible">
            {links.slice(limit).map(item)}
          </ul>
          <ToggleButton {...buttonProps} more={toggle!.more} less={toggle!.less} label={group.heading} />
        </>
      )}
    </div>
  );
}
