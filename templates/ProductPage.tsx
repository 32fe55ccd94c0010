import type { PageDescriptor } from '../src/contract/descriptorTypes.ts';
import { PRODUCT_IDS } from '../src/shared/templateIds.ts';
import { Banner } from './parts/Banner.tsx';
import { Paragraphs } from './parts/Paragraphs.tsx';
import { Picture } from './parts/Picture.tsx';
import { SectionShell } from './parts/SectionShell.tsx';
import { SiteLink } from './parts/SiteLink.tsx';
import { Cards } from './sections/Cards.tsx';
import { Sections } from './sections/index.tsx';
import { useSiteLayout } from './parts/siteLayout.tsx';
import { fill } from '../src/shared/uiText.ts';

/** A product: description, who uses it, key features, the brochure, then any extra sections. */
export function ProductPage({ page }: { page: PageDescriptor }) {
  const product = page.product!;
  const { ui } = useSiteLayout();
  return (
    <>
      <Banner page={page} />
      <SectionShell
        id={product.descriptionId ?? PRODUCT_IDS.description}
        heading={fill(ui.aboutProduct, { title: page.title })}
      >
        <div className={page.image ? 'prose-split image-right' : 'prose'}>
          <div className="prose-text">
            <Paragraphs text={product.description} />
            {product.users && (
              <>
                <h3>{ui.whoUsesIt}</h3>
                <ul className="checklist">
                  {product.users.map((u) => (
                    <li key={u}>{u}</li>
                  ))}
                </ul>
              </>
            )}
            {page.brochureHref && (
              <p className="actions">
                <SiteLink to={page.brochureHref} id={PRODUCT_IDS.brochure} className="button">
                  {ui.exploreBrochure}
                  <span className="visually-hidden"> {fill(ui.brochureOf, { title: page.title })}</span>
                </SiteLink>
              </p>
            )}
          </div>
          {/* As in Prose: a photo is fetched first, an illustration (after the text on a phone) loads as it nears. */}
          {page.image && (
            <Picture image={page.image} slot="prose" largest={Boolean(page.image.versions)} className="prose-image" />
          )}
        </div>
      </SectionShell>
      <Cards
        section={{
          type: 'cards',
          id: PRODUCT_IDS.features,
          heading: product.featuresHeading ?? ui.keyFeatures,
          layout: 'feature',
          cards: product.features,
          tone: 'tint',
        }}
      />
      <Sections sections={page.sections} afterOpening />
    </>
  );
}
