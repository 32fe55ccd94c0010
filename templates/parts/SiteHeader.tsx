import { Picture } from './Picture';
import { SiteLink } from './SiteLink';
import { useSiteLayout } from './siteLayout';

/**
 * Logo and main navigation. The narrow-screen menu is a <details> disclosure, so it opens without JavaScript;
 * the site script closes it on Escape and on a click outside. `active` is the nav id the page lights.
 */
export function SiteHeader({ active }: { active: string | null }) {
  const { site, nav } = useSiteLayout();
  return (
    <header className="site-header">
      <div className="container header-bar">
        <SiteLink to="/" className="brand">
          <Picture image={{ ...site.logo, alt: `${site.shortName}: home` }} slot="brand" loading="eager" small />
        </SiteLink>
        <nav aria-label="Main">
          <details className="menu">
            <summary className="menu-toggle">
              <span className="menu-icon" aria-hidden="true" />
              Menu
            </summary>
            <ul className="menu-list">
              {nav.map((item) => (
                <li key={item.id} className={item.children ? 'has-sub' : undefined}>
                  <SiteLink to={item.to} className="menu-link" aria-current={item.id === active ? 'page' : undefined}>
                    {item.label}
                  </SiteLink>
                  {item.children && (
                    <ul className="submenu" aria-label={item.label}>
                      {item.children.map((child) => (
                        <li key={child.to}>
                          <SiteLink to={child.to} className="submenu-link">{child.label}</SiteLink>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </details>
        </nav>
      </div>
    </header>
  );
}
