// Addresses the build gives things that are not pages in site.yaml (the names it writes at the top: src/shared/outputNames.ts).
import { BROCHURE_DIR } from '../shared/outputNames.ts';

export const NOT_FOUND_PATH = '/404';

/** The pages at an address of their own: every page but the 404 page, which hosts serve for unknown addresses. */
export function routedPages<Page extends { path: string }>(pages: Page[]): Page[] {
  return pages.filter((p) => p.path !== NOT_FOUND_PATH);
}

export function brochureHref(path: string): string {
  return `/${BROCHURE_DIR}${path}.pdf`;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * An old address (an alias) as the one path it names: %-escapes decoded once (an owner copies /Old%20Page from the
 * address bar; written again as it stood, it became /Old%2520Page), and a trailing slash dropped (the build redirects
 * both forms). Undefined when the text cannot be a path: a malformed %-escape, or a lone UTF-16 surrogate, which no
 * address can carry.
 */
export function aliasAddress(alias: string): string | undefined {
  let address: string;
  try {
    address = decodeURIComponent(alias);
  } catch {
    return undefined;
  }
  if (LONE_SURROGATE.test(address)) return undefined;
  return address.length > 1 ? address.replace(/\/+$/, '') || '/' : address;
}

/**
 * A path as a _redirects line holds it: as it reads, but for what would end the field, start a comment or a query
 * (white space, #, ?) and % itself, which are %-escaped. Both hosts compare a rule so written with the address a browser
 * sends decoded ({ } arrive %-escaped), except that Netlify matches no rule for an address with a space (docs/deploy.md).
 */
export const redirectsPath = (address: string) => address.replace(/[\s#%?]/gu, (c) => encodeURIComponent(c));
