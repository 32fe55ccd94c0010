import type { PageDescriptor } from '../src/contract/descriptorTypes';
import { Banner } from './parts/Banner';
import { SiteFooter } from './parts/SiteFooter';
import { SiteHeader } from './parts/SiteHeader';
import { useSiteLayout } from './parts/siteLayout';
import { fill } from '../src/shared/uiText';

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
