import type { RegistrationsSection } from '../../src/site/descriptorTypes';
import { dateText, registrationRows } from '../../src/shared/registrations';
import { fill } from '../../src/shared/uiText';
import { SectionShell, Subheading } from '../parts/SectionShell';
import { useSiteLayout } from '../parts/siteLayout';

/**
 * The company's registration numbers, certificates and empanelments, from site facts: only those filled in and still
 * valid reach here (src/site/resolve/registrations.ts), and with none the section is left out.
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
              {rows.map(({ field, value }) => <div key={field}><dt>{ui[field]}</dt><dd>{value}</dd></div>)}
            </dl>
          </div>
        )}
        {certificates.length > 0 && (
          <div>
            <Subheading>{ui.certificates}</Subheading>
            <ul className="plain-list facts-entries">
              {certificates.map((c) => (
                <li key={c.name + c.number}>
                  <strong>{c.name}</strong>
                  <span>{[fill(ui.certificateNumber, { number: c.number }), fill(ui.issuedBy, { issuer: c.issuer }), until(c.validUntil)].join(', ')}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {empanelments.length > 0 && (
          <div>
            <Subheading>{ui.empanelments}</Subheading>
            <ul className="plain-list facts-entries">
              {empanelments.map((e) => (
                <li key={e.body + e.category}>
                  <strong>{e.body}</strong>
                  <span>{[e.category, fill(ui.empanelledSince, { year: e.since }), ...(e.validUntil ? [until(e.validUntil)] : [])].join(', ')}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </SectionShell>
  );
}
