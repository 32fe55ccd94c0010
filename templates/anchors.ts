// The ids templates always put on a page, declared here for each template, beside the templates that render them:
// the templates take their ids from here, and the build counts them as anchors a link may target. No React here,
// so checking site.yaml does not load the templates.
import type { Page, Product, TemplateName } from '../src/generated/site-types';

/** templates/PageFrame.tsx: the skip link's target on every page. */
export const FRAME_IDS = { main: 'main' } as const;

/** templates/ProductPage.tsx: the description (unless site.yaml names it), the key features, the brochure button. */
export const PRODUCT_IDS = { description: 'description', features: 'key', brochure: 'Brochure' } as const;

function productPageAnchors(product: Product): string[] {
  return [PRODUCT_IDS.features, ...(product.brochure ? [PRODUCT_IDS.brochure] : []), ...(product.descriptionId ? [] : [PRODUCT_IDS.description])];
}

export function templateAnchors(template: TemplateName, page: Pick<Page, 'product'>): string[] {
  return [FRAME_IDS.main, ...(template === 'ProductPage' && page.product ? productPageAnchors(page.product) : [])];
}
