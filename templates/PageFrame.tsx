import type { PageDescriptor } from '../src/contract/descriptorTypes';
import { FRAME_IDS } from '../src/shared/templateIds';
import { PAGE_TEMPLATES } from './index';
import { SiteFooter } from './parts/SiteFooter';
import { SiteHeader } from './parts/SiteHeader';
import { useSiteLayout } from './parts/siteLayout';

/** Every page: skip link, header with the page's lit nav item, its template inside <main>, footer. */
export function PageFrame({ page }: { page: PageDescriptor }) {
  const Template = PAGE_TEMPLATES[page.template];
  const { ui } = useSiteLayout();
  return (
    <>
      <a className="skip-link" href={`#${FRAME_IDS.main}`}>{ui.skipToMain}</a>
      <SiteHeader active={page.nav} alternates={page.alternates} />
      <main id={FRAME_IDS.main} tabIndex={-1}>
        <Template page={page} />
      </main>
      <SiteFooter />
    </>
  );
}
