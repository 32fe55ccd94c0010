import type { PageDescriptor } from '../src/contract/descriptorTypes.ts';
import { FRAME_IDS } from '../src/shared/templateIds.ts';
import { PAGE_TEMPLATES } from './index.ts';
import { SiteFooter } from './parts/SiteFooter.tsx';
import { SiteHeader } from './parts/SiteHeader.tsx';
import { useSiteLayout } from './parts/siteLayout.tsx';

/** Every page: skip link, header with the page's lit nav item, its template inside <main>, footer. */
export function PageFrame({ page }: { page: PageDescriptor }) {
  const Template = PAGE_TEMPLATES[page.template];
  const { ui } = useSiteLayout();
  return (
    <>
      <a className="skip-link" href={`#${FRAME_IDS.main}`}>
        {ui.skipToMain}
      </a>
      <SiteHeader active={page.nav} alternates={page.alternates} />
      <main id={FRAME_IDS.main} tabIndex={-1}>
        <Template page={page} />
      </main>
      <SiteFooter />
    </>
  );
}
