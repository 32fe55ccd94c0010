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
/** Where the build writes the site search's index and the code that reads it (src/build/outputs/searchIndex.ts). */
export const SEARCH_DIR = '/pagefind';
/** Names at the top of the built site that the build itself writes: no page may be there too. */
export const BUILD_NAMES = ['/_headers', '/_redirects', ASSETS_DIR, BROCHURE_DIR, SEARCH_DIR];

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * An old address (an alias) as the one path it names: %-escapes decoded once (an owner copies /Old%20Page from the
 * address bar; written again as it stood, it became /Old%2520Page), and a trailing slash dropped (the build redirects
 * both forms). Undefined when the text cannot be a path: a malformed %-escape, or a lone UTF-16 surrogate, which no
 * address can carry.
 */
export function aliasAddress(alias: string): string | undefined {
  let address: string;
  try { address = decodeURIComponent(alias); } catch { return undefined; }
  if (LONE_SURROGATE.test(address)) return undefined;
  return address.length > 1 ? address.replace(/\/+$/, '') || '/' : address;
}

/**
 * A path as a _redirects line holds it: as it reads, but for what would end the field, start a comment or a query
 * (white space, #, ?) and % itself, which are %-escaped. Both hosts compare a rule so written with the address a browser
 * sends decoded ({ } arrive %-escaped), except that Netlify matches no rule for an address with a space (docs/deploy.md).
 */
export const redirectsPath = (address: string) => address.replace(/[\s#%?]/gu, (c) => encodeURIComponent(c));
