import type { Logo, LogoGroupsSection } from '../../src/contract/descriptorTypes.ts';
import { Picture } from '../parts/Picture.tsx';
import { SectionShell, Subheading } from '../parts/SectionShell.tsx';

export function LogoGrid({ logos }: { logos: Logo[] }) {
  return (
    <ul className="logo-grid">
      {logos.map((logo) => (
        <li key={logo.name} className="logo-card">
          <Picture image={logo.image} slot="logo" className="logo" />
          <span className="logo-name">{logo.name}</span>
        </li>
      ))}
    </ul>
  );
}

/** Client logos in named groups, each entry a logo with its name. */
export function LogoGroups({ section }: { section: LogoGroupsSection }) {
  return (
    <SectionShell {...section}>
      {section.groups.map((group) => (
        <div key={group.heading} id={group.id} className="logo-group">
          <Subheading>
            {group.heading} <span className="count">({group.logos.length})</span>
          </Subheading>
          <LogoGrid logos={group.logos} />
        </div>
      ))}
    </SectionShell>
  );
}
