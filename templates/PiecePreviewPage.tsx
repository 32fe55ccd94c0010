import type { PageDescriptor } from '../src/contract/descriptorTypes.ts';
import { Banner } from './parts/Banner.tsx';
import { SiteFooter } from './parts/SiteFooter.tsx';
import { SiteHeader } from './parts/SiteHeader.tsx';
import { useSiteLayout } from './parts/siteLayout.tsx';
import { fill } from '../src/shared/uiText.ts';

/** Shows one shared piece (header or footer) on its own, as a preview for editors. */
export function PiecePreviewPage({ page }: { page: PageDescriptor }) {
  const { ui } = useSiteLayout();
  return (
    <>
      <Banner page={page} />
      <section className="section piece-preview" aria-label={fill(ui.piecePreview, { title: page.title })}>
        <div className="container">
          <p>{page.piece === 'header' ? ui.headerPiece : ui.footerPiece}</p>
        </div>
        <div className="piece-frame" inert>
          {page.piece === 'header' ? <SiteHeader active={null} alternates={page.alternates} preview /> : <SiteFooter />}
        </div>
      </section>
    </>
  );
}
