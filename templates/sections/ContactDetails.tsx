import type { ContactDetailsSection } from '../../src/contract/descriptorTypes.ts';
import { telHref } from '../../src/shared/links.ts';
import { CONTACT_DETAILS_SHOWN } from '../../src/shared/templateIds.ts';
import { gridColumns } from '../parts/gridColumns.ts';
import { EmailText } from '../parts/AddressText.tsx';
import { Icon } from '../parts/Icon.tsx';
import { SectionShell, Subheading } from '../parts/SectionShell.tsx';
import { useSiteLayout } from '../parts/siteLayout.tsx';

/** Contact desks, the office's address (and any other office's), phones and e-mails, all from site facts. */
export function ContactDetails({ section }: { section: ContactDetailsSection }) {
  const { site, ui } = useSiteLayout();
  const show = new Set<string>(section.show ?? CONTACT_DETAILS_SHOWN);
  const phone = (id: string) => site.phones.find((p) => p.id === id)!;
  const email = (id: string) => site.emails.find((e) => e.id === id)!;
  // Those no desk on the page gives already (src/contract/resolve/lists.ts): each number once on the page.
  const phones = show.has('phones') ? (section.phoneIds ?? site.phones.map((p) => p.id)).map(phone) : [];
  const emails = show.has('emails') ? (section.emailIds ?? site.emails.map((e) => e.id)).map(email) : [];
  return (
    <SectionShell {...section}>
      {show.has('desks') && (
        <ul className={`card-grid ${gridColumns(site.contacts.length)} layout-feature`}>
          {site.contacts.map((desk) => (
            <li key={desk.title} className="card">
              {desk.icon && (
                <span className="card-icon">
                  <Icon name={desk.icon} size={28} />
                </span>
              )}
              <Subheading className="card-title">{desk.title}</Subheading>
              <p className="card-text">{desk.text}</p>
              <p>
                <a href={telHref(phone(desk.phone).number)}>{phone(desk.phone).number}</a>
              </p>
              <p>
                <a href={`mailto:${email(desk.email).address}`}>
                  <EmailText address={email(desk.email).address} />
                </a>
              </p>
            </li>
          ))}
        </ul>
      )}
      <div className="contact-columns">
        {show.has('address') && (
          <div>
            <Subheading>{ui.office}</Subheading>
            <address>
              {site.name}
              <br />
              {site.address.lines.map((l) => (
                <span key={l}>
                  {l}
                  <br />
                </span>
              ))}
              {site.address.city} {site.address.postalCode}
              <br />
              {site.address.region}, {site.address.country}
            </address>
          </div>
        )}
        {show.has('address') &&
          (site.offices ?? []).map((office) => {
            const officePhone = office.phone ? phone(office.phone) : undefined;
            return (
              <div key={office.id}>
                <Subheading>{office.title}</Subheading>
                <address>
                  {office.lines.map((l) => (
                    <span key={l}>
                      {l}
                      <br />
                    </span>
                  ))}
                  {office.city} {office.postalCode}
                  <br />
                  {office.region}, {office.country}
                  {officePhone && (
                    <>
                      <br />
                      <a href={telHref(officePhone.number)}>{officePhone.number}</a>
                    </>
                  )}
                </address>
              </div>
            );
          })}
        {phones.length > 0 && (
          <div>
            <Subheading>{ui.phone}</Subheading>
            <ul className="plain-list">
              {phones.map((p) => (
                <li key={p.id}>
                  {p.label}
                  {': '}
                  <a href={telHref(p.number)}>{p.number}</a>
                </li>
              ))}
            </ul>
          </div>
        )}
        {emails.length > 0 && (
          <div>
            <Subheading>{ui.email}</Subheading>
            <ul className="plain-list">
              {emails.map((e) => (
                <li key={e.id}>
                  {e.label}
                  {': '}
                  <a href={`mailto:${e.address}`}>
                    <EmailText address={e.address} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </SectionShell>
  );
}
