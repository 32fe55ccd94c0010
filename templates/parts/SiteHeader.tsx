import type { Alternate } from '../../src/contract/descriptorTypes.ts';
import { fill } from '../../src/shared/uiText.ts';
import { Picture } from './Picture.tsx';
import { SearchControl } from './SiteSearch.tsx';
import { SiteLink } from './SiteLink.tsx';
import { homePathOf, useSiteLayout } from './siteLayout.tsx';

/**
 * Logo and main navigation. The narrow-screen menu is a <details> disclosure, so it opens without JavaScript;
 * the site script closes it on Escape and on a click outside. `active` is the nav id the page lights. A `preview` (the
 * header shown on its own page) leaves out the search dialog, which the page's own header already has.
 */
export function SiteHeader({
  active,
  alternates,
  preview,
}: {
  active: string | null;
  alternates: Alternate[];
  preview?: boolean;
}) {
  const layout = useSiteLayout();
  const { site, nav, ui } = layout;
  return (
    <header className="site-header">
      <div className="container header-bar">
        <SiteLink to={homePathOf(layout)} className="brand">
          <Picture
            image={{ ...site.logo, alt: fill(ui.brandHome, { name: site.shortName }) }}
            slot="brand"
            loading="eager"
            small
          />
        </SiteLink>
        <LanguageSwitch alternates={alternates} />
        <nav aria-label={ui.mainMenu}>
          <details className="menu">
            <summary className="menu-toggle">
              <span className="menu-icon" aria-hidden="true" />
              {/* Open, the button says Close (and its icon is an ×): what pressing it does now. */}
              <span className="menu-label-open">{ui.menu}</span>
              <span className="menu-label-close">{ui.closeMenu}</span>
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
                          <SiteLink to={child.to} className="submenu-link">
                            {child.label}
                          </SiteLink>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </details>
        </nav>
        <SearchControl withDialog={!preview} />
      </div>
    </header>
  );
}

/**
 * The page in the site's other languages: a link to the same page in each language it is published in, and for one it
 * is not, that language's own words saying the page is in English only. Each name is written in its own language.
 */
function LanguageSwitch({ alternates }: { alternates: Alternate[] }) {
  const { language, languages, ui, onlyInOwnLanguage } = useSiteLayout();
  // The languages the site has pages in (one with nothing translated yet has none).
  const others = languages.filter((l) => l.code !== language.code && Object.hasOwn(onlyInOwnLanguage, l.code));
  if (!others.length) return null;
  return (
    <nav aria-label={ui.languages} className="language-switch">
      <ul>
        {others.map((l) => {
          const version = alternates.find((a) => a.lang === l.code);
          return (
            <li key={l.code} lang={l.code}>
              {version ? (
                <a href={version.path} hrefLang={l.code} className="language-link">
                  {l.name}
                </a>
              ) : (
                <span className="language-unavailable">
                  {/* A phone's header has room for a few words: those are shown there, and the sentence is read. */}
                  <span className="language-note">
                    {l.name}: {onlyInOwnLanguage[l.code].note}
                  </span>
                  <span className="language-note-short" aria-hidden="true">
                    {l.name}: {onlyInOwnLanguage[l.code].short}
                  </span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
