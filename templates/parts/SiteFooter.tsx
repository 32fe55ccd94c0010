import { telHref } from '../../src/shared/links';
import { AddressText, addressParts, EmailText } from './AddressText';
import { Icon } from './Icon';
import { SiteLink } from './SiteLink';
import { useSiteLayout } from './siteLayout';
import { fill } from '../../src/shared/uiText';

/** The year when the page is shown, not when it was built: the HTML carries the build year until the site script runs. */
function CurrentYear() {
  return <span data-current-year="">{new Date().getFullYear()}</span>;
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
          <p className="footer-text">{site.tagline}. {fill(ui.foundedIn, { year: site.foundingYear })}</p>
        </div>
        <address className="footer-address">
          <AddressText parts={addressParts(site.address)} />
        </address>
        <ul className="footer-reach">
          <li><a href={telHref(main.number)}><Icon name="phone" size={18} /> {main.number}</a></li>
          <li><a href={`mailto:${mail.address}`}><Icon name="mail" size={18} /> <span><EmailText address={mail.address} /></span></a></li>
          {chatHref && <li><SiteLink to={chatHref}><Icon name="chat" size={18} /> {ui.chatWithUs}</SiteLink></li>}
        </ul>
      </div>
      <div className="container footer-groups">
        {footer.map((group) => (
          <nav key={group.title} aria-label={group.title} className="footer-group">
            <p className="footer-group-title">{group.title}</p>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}><SiteLink to={link.to}>{link.label}</SiteLink></li>
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
        <p className="copyright">© <CurrentYear /> {site.copyrightOwner.replace(/\.$/, "")}. {ui.allRightsReserved}</p>
      </div>
    </footer>
  );
}
