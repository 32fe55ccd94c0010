import { telHref } from '../../src/shared/links.ts';
import { AddressText, addressParts, EmailText } from './AddressText.tsx';
import { Icon } from './Icon.tsx';
import { SiteLink } from './SiteLink.tsx';
import { useSiteLayout } from './siteLayout.tsx';
import { fill } from '../../src/shared/uiText.ts';
import { registrationRows } from '../../src/shared/registrations.ts';
import { CURRENT_YEAR } from '../../src/shared/domHooks.ts';

/** The year when the page is shown, not when it was built: the HTML carries the build year until the site script runs. */
function CurrentYear() {
  return <span {...{ [CURRENT_YEAR]: '' }}>{new Date().getFullYear()}</span>;
}

/** Contact block, link groups, social links and copyright, shared by every page. */
export function SiteFooter() {
  const { site, footer, chatHref, ui } = useSiteLayout();
  const main = site.phones[0];
  const mail = site.emails[0];
  return (
    <footer className="site-footer">
      <div className="container footer-contact" role="group" aria-label={ui.footerContact}>
        <div>
          <p className="footer-title">{site.name}</p>
          <p className="footer-text">
            {site.tagline}. {fill(ui.foundedIn, { year: site.foundingYear })}
          </p>
          <FooterRegistrations />
        </div>
        <address className="footer-address">
          <AddressText parts={addressParts(site.address)} />
        </address>
        <ul className="footer-reach">
          <li>
            <a href={telHref(main.number)}>
              <Icon name="phone" size={18} /> {main.number}
            </a>
          </li>
          <li>
            <a href={`mailto:${mail.address}`}>
              <Icon name="mail" size={18} />{' '}
              <span>
                <EmailText address={mail.address} />
              </span>
            </a>
          </li>
          {chatHref && (
            <li>
              <SiteLink to={chatHref}>
                <Icon name="chat" size={18} /> {ui.chatWithUs}
              </SiteLink>
            </li>
          )}
        </ul>
      </div>
      <div className="container footer-groups">
        {footer.map((group) => (
          <nav key={group.title} aria-label={group.title} className="footer-group">
            <p className="footer-group-title">{group.title}</p>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <SiteLink to={link.to}>{link.label}</SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer-bottom">
        <ul className="social" aria-label={ui.followUs}>
          {site.social.map((link) => (
            <li key={link.label}>
              <SiteLink to={link.to} className="social-link" aria-label={link.label}>
                {link.icon ? <Icon name={link.icon} /> : link.label}
              </SiteLink>
            </li>
          ))}
        </ul>
        <p className="copyright">
          © <CurrentYear /> {site.copyrightOwner.replace(/\.$/, '')}. {ui.allRightsReserved}
        </p>
      </div>
    </footer>
  );
}

/**
 * The CIN and GSTIN on one line and the certificates' names on the next, as filled in and still valid (the build
 * leaves out the rest); nothing when none is.
 */
function FooterRegistrations() {
  const { site, ui } = useSiteLayout();
  const numbers = registrationRows(site).filter((r) => r.field === 'cin' || r.field === 'gstin');
  const certificates = site.certificates ?? [];
  if (!numbers.length && !certificates.length) return null;
  return (
    <dl className="footer-registrations">
      {numbers.map(({ field, value }) => (
        <div key={field}>
          <dt>{ui[field]}</dt> <dd>{value}</dd>
        </div>
      ))}
      {certificates.length > 0 && (
        <div className="footer-certificates">
          <dt className="visually-hidden">{ui.certificates}</dt> <dd>{certificates.map((c) => c.name).join(' · ')}</dd>
        </div>
      )}
    </dl>
  );
}
