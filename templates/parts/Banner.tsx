import type { PageDescriptor } from '../../src/contract/descriptorTypes.ts';
import { SiteLink } from './SiteLink.tsx';
import { useSiteLayout } from './siteLayout.tsx';

/** The heading banner: breadcrumb (Home → optional parent → this page) and the page's title, from its descriptor. */
export function Banner({ page }: { page: PageDescriptor }) {
  const { ui } = useSiteLayout();
  return (
    <div className="banner">
      <div className="container">
        <nav aria-label={ui.breadcrumb} className="breadcrumb">
          <ol>
            {page.breadcrumb.map((crumb, i) => (
              <li key={i}>
                {crumb.path !== undefined ? (
                  <SiteLink to={crumb.path}>{crumb.label}</SiteLink>
                ) : (
                  <span aria-current="page">{crumb.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1>{page.title}</h1>
        {page.summary && <p className="banner-summary">{page.summary}</p>}
      </div>
    </div>
  );
}
