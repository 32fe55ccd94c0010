// The ids the templates always put on a page, declared beside the page kinds' template names (the schema's
// TemplateName) and section types, where the build can read them without loading templates/: the templates take their
// ids from here, and the build counts them as anchors a link may target and as ids no site.yaml id may repeat.
import type { Page, Product, TemplateName } from '../generated/site-types.ts';

/** templates/PageFrame.tsx: the skip link's target on every page. */
export const FRAME_IDS = { main: 'main' } as const;

/** templates/parts/SiteSearch.tsx: the search dialog every page carries, its box, its status line and its results. */
export const SEARCH_IDS = {
  dialog: 'site-search',
  label: 'site-search-label',
  input: 'site-search-input',
  status: 'site-search-status',
  results: 'site-search-results',
} as const;

/** templates/ProductPage.tsx: the description (unless site.yaml names it), the key features, the brochure button. */
export const PRODUCT_IDS = { description: 'description', features: 'key', brochure: 'Brochure' } as const;

/** templates/sections/Hero.tsx: the page's one heading, which names the hero for assistive technology. */
export const HERO_IDS = { heading: 'hero-heading' } as const;

function productPageIds(product: Product): string[] {
  return [
    PRODUCT_IDS.features,
    ...(product.brochure ? [PRODUCT_IDS.brochure] : []),
    ...(product.descriptionId ? [] : [PRODUCT_IDS.description]),
  ];
}

/** The ids a page's template puts on it, by the template its kind (or the page) names. */
export function templateIds(template: TemplateName, page: Pick<Page, 'product'>): string[] {
  return [
    FRAME_IDS.main,
    ...Object.values(SEARCH_IDS),
    ...(template === 'ProductPage' && page.product ? productPageIds(page.product) : []),
  ];
}

/** The ids a section puts on the page besides the one site.yaml gives it, by the section's type. */
export function sectionIds(type: unknown): string[] {
  return type === 'hero' ? [HERO_IDS.heading] : [];
}

/** templates/sections/ContactDetails.tsx: what a contact-details section shows when its `show:` names nothing. */
export const CONTACT_DETAILS_SHOWN = ['desks', 'address', 'phones', 'emails'] as const;
