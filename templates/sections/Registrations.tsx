import type { RegistrationsSection } from '../../src/contract/descriptorTypes.ts';
import { dateText, registrationRows } from '../../src/shared/registrations.ts';
import { fill } from '../../src/shared/uiText.ts';
import { SectionShell, Subheading } from '../parts/SectionShell.tsx';
import { useSiteLayout } from '../parts/siteLayout.tsx';

/**
 * The company's registration numbers, certificates and empanelments, from site facts: only those filled in and still
 * valid reach here (src/contract/resolve/registrations.ts), and with none the section is left out.
 */
export function Registrations({ section }: { section: RegistrationsSection }) {
  const { site, ui, language } = useSiteLayout();
  const rows = registrationRows(site);
  const certificates = site.certificates ?? [];
  const empanelments = site.empanelments ?? [];
  if (!rows.length && !certificates.length && !empanelments.length) return null;
  const until = (date: string) => fill(ui.validUntil, { date: dateText(date, language.code) });
  return (
    <SectionShell {...section}>
      <div className="contact-columns registrations">
        {rows.length > 0 && (
          <div>
            <Subheading>{ui.registrations}</Subheading>
            <dl className="facts-list">
              {rows.map(({ field, value }) => (
                <div key={field}>
                  <dt>{ui[field]}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
        <Entries
          heading={ui.certificates}
          entries={certificates.map((c) => ({
            name: c.name,
            details: [
              fill(ui.certificateNumber, { number: c.number }),
              fill(ui.issuedBy, { issuer: c.issuer }),
              until(c.validUntil),
            ],
          }))}
        />
        <Entries
          heading={ui.empanelments}
          entries={empanelments.map((e) => ({
            name: e.body,
            details: [
              e.category,
              fill(ui.empanelledSince, { year: e.since }),
              ...(e.validUntil ? [until(e.validUntil)] : []),
            ],
          }))}
        />
      </div>
    </SectionShell>
  );
}

/** A list of named entries (a certificate, an empanelment) under its heading, each its name and details; none, nothing. */
function Entries({ heading, entries }: { heading: string; entries: { name: string; details: string[] }[] }) {
  if (!entries.length) return null;
  return (
    <div>
      <Subheading>{heading}</Subheading>
      <ul className="plain-list facts-entries">
        {entries.map(({ name, details }) => (
          <li key={name + details.join()}>
            <strong>{name}</strong>
            <span>{details.join(', ')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
