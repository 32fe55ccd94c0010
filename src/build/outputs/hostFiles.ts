// Files for search engines, browsers and static hosts, written beside the prerendered pages in dist/client/:
// sitemap.xml, robots.txt, _headers and _redirects (the format Netlify and Cloudflare Pages read; the build writes
// nginx.conf from them). Pure functions of the descriptors and the stylesheet, so what the build writes is what the
// checker expects.
import { escapeHtml } from '../../core/escape.ts';
import { inlineScriptHashes } from '../../render/inlineBlocks.ts';
import { redirectsPath, routedPages } from '../../contract/ids.ts';
import type { SiteStyles } from '../../render/siteCss.ts';
import type { ResolvedSite } from '../../contract/resolve/index.ts';
import {
  ASSETS_DIR,
  HEADERS_FILE,
  PICTURE_DIR,
  REDIRECTS_FILE,
  ROBOTS_FILE,
  SITEMAP_FILE,
  SOCIAL_DIR,
  VIDEO_DIR,
} from '../../shared/outputNames.ts';
import { embedsYouTube, YOUTUBE_EMBED_ORIGIN } from '../../shared/youtube.ts';
import { formActions } from '../../shared/formProviders.ts';

const unique = (items: string[]) => [...new Set(items)];

/**
 * The sitemap lists canonical URLs, the same ones each page names in its <link rel="canonical">; a page in more than
 * one language lists each version, with every version (its own included) as an alternate, as its head does.
 */
export function sitemapXml({ pages, layout }: ResolvedSite): string {
  const urls = pages
    .filter((p) => p.inSitemap)
    .map((p) => {
      const alternates =
        p.alternates.length < 2
          ? []
          : [
              ...p.alternates.map((a) => [a.lang, a.path]),
              ['x-default', p.alternates.find((a) => a.lang === layout.languages[0].code)!.path],
            ].map(
              ([lang, path]) =>
                `\n    <xhtml:link rel="alternate" hreflang="${lang}" href="${escapeHtml(layout.site.origin + path)}"/>`,
            );
      return `  <url><loc>${escapeHtml(p.meta.canonical)}</loc>${alternates.join('')}${alternates.length ? '\n  ' : ''}</url>`;
    });
  const xhtml = pages.some((p) => p.alternates.length > 1) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt({ layout }: ResolvedSite): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${layout.site.origin}/${SITEMAP_FILE}\n`;
}

/** The name the CSP's report-to directive and the Reporting-Endpoints header share. */
const REPORT_GROUP = 'csp';

/**
 * Allows exactly what the pages use: own scripts, pictures and videos; the inline scripts of src/render/inlineBlocks.ts
 * (the site script's loader, the speculation rules) by their hashes; inline styles, which each page narrows to its own
 * by their hashes in a policy of its own (its stylesheet is cut to the page, src/render/pageCss.ts); the map frame
 * and, when a page shows a YouTube video, YouTube's player;
 * the two form services. The JSON-LD block is data, never executed. Every address is reduced to its origin by the URL
 * parser, after the resolver has refused any address with a character that could end a directive or a source
 * (src/contract/resolve/links.ts).
 */
/** Asks the browser to fetch every address of the page over https: right where the site is published with TLS. */
const UPGRADE_INSECURE_REQUESTS = 'upgrade-insecure-requests';

/**
 * The policy as the local servers send it, over plain http on purpose (`npm run serve`, `npm run dev`, opened from a
 * phone on the office network): without upgrade-insecure-requests, which WebKit (Safari) applies even to a LAN
 * address, so that every picture, script and font would be asked for over https and fail. Chromium and Firefox spare
 * only loopback. The published policy (_headers, nginx.conf) keeps it.
 */
export const policyOverPlainHttp = (policy: string): string =>
  policy
    .split('; ')
    .filter((directive) => directive !== UPGRADE_INSECURE_REQUESTS)
    .join('; ');

export function contentSecurityPolicy({ layout, pages }: ResolvedSite, styles: SiteStyles): string {
  const { forms, map, reportTo } = layout.site;
  // A form sent to a path (the own receiver, Netlify Forms, the dev server's receiver) goes to the page's own origin,
  // which 'self' allows; so does a service's redirect back to the thanks or failure page after a post without
  // JavaScript, which the browser holds to form-action too.
  const actions = formActions(forms, layout.formReturn.thanksPath);
  const formOrigins = unique(actions.map((u) => (u.startsWith('/') ? "'self'" : new URL(u).origin)));
  const returns = layout.formReturn.thanksPath || layout.formReturn.failedPath ? ["'self'"] : [];
  const inline = inlineScriptHashes(styles);
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval': the site search (Pagefind) compiles its WebAssembly, fetched from this site, once a visitor
    // opens the search; it allows no eval of text and no script from anywhere else (docs/decisions/wasm-unsafe-eval.md).
    `script-src 'self' 'wasm-unsafe-eval' ${inline.join(' ')}`,
    // Each page's own policy (src/render/inlineBlocks.ts) allows only its styles, by their hashes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "media-src 'self'",
    // data: for the language switcher's few letters, inline in the pages that name a language in its own script.
    "font-src 'self' data:",
    // YouTube's privacy-enhanced player when a page shows a video; the pages without one take it back (src/render/head.ts).
    `frame-src ${new URL(map.embedUrl).origin}${pages.some(embedsYouTube) ? ` ${YOUTUBE_EMBED_ORIGIN}` : ''}`,
    `form-action ${unique([...returns, ...formOrigins]).join(' ')}`,
    `connect-src ${unique(["'self'", ...formOrigins]).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    UPGRADE_INSECURE_REQUESTS,
    // report-to for browsers with the Reporting API, report-uri for the others.
    ...(reportTo ? [`report-to ${REPORT_GROUP}`, `report-uri ${new URL(reportTo).href}`] : []),
  ].join('; ');
}

/**
 * The headers every response carries: the CSP, HSTS, resources kept to the site's own origin, and the rest. No
 * Cross-Origin-Opener-Policy: a visit that arrives from another page would be moved into a new browsing context
 * group, and the new renderer's start lands in the page's own first seconds (docs/decisions/no-opener-policy.md).
 */
export function securityHeaders(site: ResolvedSite, styles: SiteStyles): Record<string, string> {
  const { reportTo } = site.layout.site;
  return {
    'Content-Security-Policy': contentSecurityPolicy(site, styles),
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    ...(reportTo ? { 'Reporting-Endpoints': `${REPORT_GROUP}="${new URL(reportTo).href}"` } : {}),
  };
}

export const CACHE = {
  /** Vite puts a content hash in every file name under /assets/: a new build means a new name. */
  hashedAsset: 'public, max-age=31536000, immutable',
  /** HTML changes in place on every build: revalidate each time (cheap with ETags). Redirects too. */
  html: 'no-cache',
  /** A file no _headers rule names (pictures, brochures): what Cloudflare Pages and Netlify send, revalidated by ETag. */
  revalidate: 'public, max-age=0, must-revalidate',
  /** A 404: never stored, since the address may have a file after the next deploy (as Cloudflare Pages sends it). */
  missing: 'no-store',
} as const;

/**
 * A handful of rules, the same for 10 pages or 10,000 (hosts limit their number: Cloudflare Pages to 100). No two
 * rules that match one address set the same header, since hosts join such values with a comma: pages are the one-step
 * addresses (a page path is one step, "/:page"; the files at the top, such as sitemap.xml, revalidate too), hashed
 * assets are two steps under /assets/. Pictures and brochures keep the host's own caching (revalidated by ETag).
 */
export function headersFile(site: ResolvedSite, styles: SiteStyles): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    `${pattern}\n${Object.entries(headers)
      .map(([k, v]) => `  ${k}: ${v}`)
      .join('\n')}\n`;
  return [
    '# Response headers for static hosts that read _headers (Netlify, Cloudflare Pages); the build writes nginx.conf from them.',
    block('/*', securityHeaders(site, styles)),
    block('/', { 'Cache-Control': CACHE.html }),
    block('/:page', { 'Cache-Control': CACHE.html }),
    // A page's address with a trailing slash is a redirect (_redirects): revalidated like the page.
    block('/:page/', { 'Cache-Control': CACHE.html }),
    // The same for the pages of each other language, under /<code>/ (its home page, /mr/, is a one-step address with a slash, as above).
    ...otherLanguages(site).flatMap((code) =>
      [`/${code}/:page`, `/${code}/:page/`].map((pattern) => block(pattern, { 'Cache-Control': CACHE.html })),
    ),
    block(`/${ASSETS_DIR}/*`, { 'Cache-Control': CACHE.hashedAsset }),
    // The picture pipeline names each version by its content too (src/media/pictures/plan.ts).
    block(`/${PICTURE_DIR}/*`, { 'Cache-Control': CACHE.hashedAsset }),
    // So does the share cards' (src/build/outputs/shareCards.ts).
    block(`/${SOCIAL_DIR}/*`, { 'Cache-Control': CACHE.hashedAsset }),
    // So do the video pipeline's versions, posters and captions (src/media/videos/plan.ts); hosts answer their Range requests.
    block(`/${VIDEO_DIR}/*`, { 'Cache-Control': CACHE.hashedAsset }),
  ].join('\n');
}

/** The languages besides the site's own that have pages (a language with none translated yet has no folder). */
export const otherLanguages = (site: Pick<ResolvedSite, 'layout' | 'layouts'>) =>
  Object.keys(site.layouts).filter((code) => code !== site.layout.language.code);

/** Cloudflare Pages reads at most 2,000 redirects without placeholders (and 100 with). */
export const PAGES_FIXED_REDIRECTS = 2000;

/**
 * Old addresses (aliases) with and without a trailing slash, then one line per page for its trailing-slash address, all
 * 301 and kept query strings (the hosts append them). A line per page rather than one "/:page/ /:page" rule: Netlify
 * reads a rule's trailing slash as optional, so that rule also sent a missing /NoSuchPage to itself, endlessly; a
 * fixed line for a page that exists is passed over there (Netlify serves the file, then redirects the slash itself),
 * and Cloudflare Pages follows it exactly. Past Pages' limit of fixed lines the per-page lines are left out: Pages then
 * serves /Page/ with the page's own bytes (its canonical link names /Page) rather than ignore the file's rules.
 */
export function redirectsFile(site: ResolvedSite): string {
  const lines = [
    '# Redirects for static hosts that read _redirects (Netlify, Cloudflare Pages); the build writes nginx.conf from them.',
  ];
  const aliases = site.pages.flatMap((page) =>
    (page.aliases ?? []).flatMap((alias) =>
      [alias, `${alias}/`].map((from) => `${redirectsPath(from)} ${page.path} 301`),
    ),
  );
  if (aliases.length)
    lines.push('# Old addresses (pages[].aliases in site.yaml), with and without a trailing slash.', ...aliases);
  // A language's home page is its folder, /mr/ (as / is the site's own): /mr goes there.
  const homes = otherLanguages(site).flatMap((code) => [`/${code} /${code}/ 301`, `/${code}/index.html /${code}/ 301`]);
  const slashed = routedPages(site.pages)
    .filter((page) => !page.path.endsWith('/'))
    .map((page) => `${redirectsPath(page.path)}/ ${page.path} 301`);
  if (homes.length) lines.push("# Each language's home page.", ...homes);
  if (aliases.length + homes.length + slashed.length <= PAGES_FIXED_REDIRECTS)
    lines.push('# Each page has one address, without a trailing slash.', ...slashed);
  // Vike writes every page as Page/index.html too (a plain static host serves /Page/ from it): that address is not the page's either.
  const others = otherLanguages(site);
  lines.push(
    '# The file names a host may answer for a page.',
    '/:page/index.html /:page 301',
    ...others.map((code) => `/${code}/:page/index.html /${code}/:page 301`),
  );
  // An unknown address under a language's folder gets that language's 404 page (Cloudflare Pages finds the nearest 404.html itself).
  if (others.length)
    lines.push("# Each language's own not-found page.", ...others.map((code) => `/${code}/* /${code}/404.html 404`));
  return lines.join('\n') + '\n';
}

/** Every file this module writes, by its name in dist/client/. */
export function hostFiles(site: ResolvedSite, styles: SiteStyles): Record<string, string> {
  return {
    [SITEMAP_FILE]: sitemapXml(site),
    [ROBOTS_FILE]: robotsTxt(site),
    [HEADERS_FILE]: headersFile(site, styles),
    [REDIRECTS_FILE]: redirectsFile(site),
  };
}
