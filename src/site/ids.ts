// Addresses the build gives things that are not pages in site.yaml.
export const NOT_FOUND_PATH = '/404';

/** The pages at an address of their own: every page but the 404 page, which hosts serve for unknown addresses. */
export function routedPages<Page extends { path: string }>(pages: Page[]): Page[] {
  return pages.filter((p) => p.path !== NOT_FOUND_PATH);
}
export const BROCHURE_DIR = '/brochures';

export function brochureHref(path: string): string {
  return `${BROCHURE_DIR}${path}.pdf`;
}

/** Where the browser build puts its content-hashed files (Vite's build.assetsDir). */
export const ASSETS_DIR = '/assets';
/** Names at the top of the built site that the build itself writes: no page may be there too. */
export const BUILD_NAMES = ['/_headers', '/_redirects', ASSETS_DIR, BROCHURE_DIR];
