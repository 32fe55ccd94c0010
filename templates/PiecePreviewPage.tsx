import type { PageDescriptor } from '../src/site/descriptorTypes';
import { Banner } from './parts/Banner';
import { SiteFooter } from './parts/SiteFooter';
import { SiteHeader } from './parts/SiteHeader';

/** Shows one shared piece (header or footer) on its own, as a preview for editors. */
export function PiecePreviewPage({ page }: { page: PageDescriptor }) {
  return (
    <>
      <Banner page={page} />
      <section className="section piece-preview" aria-label={`${page.title} preview`}>
        <div className="container">
          <p>This page shows the site's shared {page.piece} on its own, exactly as every page renders it from site.yaml.</p>
        </div>
        <div className="piece-frame" inert>
          {page.piece === 'header' ? <SiteHeader active={null} /> : <SiteFooter />}
        </div>
      </section>
    </>
  );
}
