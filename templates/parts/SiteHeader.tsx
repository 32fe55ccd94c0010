import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Picture } from './Picture';
import { SiteLink } from './SiteLink';
import { useSiteLayout } from './siteLayout';

/**
 * Logo and main navigation. The narrow-screen menu is a <details> disclosure, so it opens without JavaScript;
 * with JavaScript, Escape closes it and following a link folds it again. `active` is the nav id the page lights.
 */
export function SiteHeader({ active }: { active: string | null }) {
  const { site, nav } = useSiteLayout();
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.key]);
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || !menu.current?.open) return;
    menu.current.open = false;
    menu.current.querySelector('summary')?.focus();
  };
  return (
    <header className="site-header">
      <div className="container header-bar">
        <SiteLink to="/" className="brand">
          <Picture image={{ ...site.logo, alt: `${site.shortName}: home` }} eager />
        </SiteLink>
        <nav aria-label="Main" onKeyDown={onKeyDown}>
          <details className="menu" ref={menu}>
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
