// Every inline block a page's <head> may carry, in one registry: the page document emits them from here
// (src/render/document.tsx), the Content-Security-Policy allows them by the hashes made here, and the site checker
// verifies the built pages against the same rules (src/check/checkSite.ts). A script's text is the same on every page
// that carries it, so one hash in the site-wide policy (src/build/outputs/hostFiles.ts) allows it; what differs per page (the
// site script's address) is an attribute beside the text, never in it. The stylesheet differs per page (each keeps the
// rules that can apply to it, src/render/pageCss.ts): the site-wide policy allows inline styles, and each page narrows
// that to its own styles' hashes with a policy of its own, first in its <head> (both policies apply).
import { createHash } from 'node:crypto';
import type { PageDescriptor } from '../contract/descriptorTypes.ts';
import type { SiteStyles } from './siteCss.ts';
import { pageSiteCss } from './pageCss.ts';
import { escapeHtml } from '../core/escape.ts';
import { NOSCRIPT_CSS } from '../shared/noscriptStyle.ts';
import { SITE_SCRIPT_ATTRIBUTE, SITE_SCRIPT_LOADER } from '../shared/siteScriptLoader.ts';

export type CspDirective = 'script-src' | 'style-src';

interface InlineBlock {
  /** The policy directive that must allow the block's text by its hash. */
  directive: CspDirective;
  /** Its text on the page whose <body> is `body`. */
  text(styles: SiteStyles, body: string): string;
  /** Whether a page carries the block; `siteScript` is the site script's address, when the page loads it. */
  on(page: PageDescriptor, siteScript: string | undefined, styles: SiteStyles): boolean;
  /** The element around the text. */
  element(text: string, siteScript: string | undefined): string;
}

/**
 * Links between pages are plain links; the browser makes them instant by prerendering a page when the visitor's
 * pointer rests on its link (moderate eagerness). Files (brochures, anything with a dot) and links that open a new
 * tab are left alone. Inline, so they cost the page no request of their own.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/*.*' } },
          { not: { selector_matches: '[target=_blank]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});

/** In the order they stand in <head>. */
const BLOCKS: InlineBlock[] = [
  // The site's stylesheet, the rules that can apply to the page: no request blocks the first paint.
  { directive: 'style-src', text: pageSiteCss, on: () => true, element: (t) => `<style>${t}</style>` },
  // The face the language switcher names a language in a script of its own, where it names one.
  {
    directive: 'style-src',
    text: (s) => s.switcher.css,
    on: (p, _, s) => s.switcher.css !== '' && !s.switcher.languages.includes(p.lang),
    element: (t) => `<style>${t}</style>`,
  },
  // Swiper's core rules, only where a carousel is.
  {
    directive: 'style-src',
    text: (s) => s.carousel,
    on: (p) => p.sections.some((s) => s.type === 'carousel'),
    element: (t) => `<style>${t}</style>`,
  },
  // PhotoSwipe's rules, only where a gallery (the lightbox island) is.
  {
    directive: 'style-src',
    text: (s) => s.lightbox,
    on: (p) => p.sections.some((s) => s.type === 'gallery'),
    element: (t) => `<style>${t}</style>`,
  },
  // Without JavaScript collapsed content opens and toggles hide.
  {
    directive: 'style-src',
    text: () => NOSCRIPT_CSS,
    on: () => true,
    element: (t) => `<noscript><style>${t}</style></noscript>`,
  },
  // The site script's loader: fetches the site script after the first paint.
  {
    directive: 'script-src',
    text: () => SITE_SCRIPT_LOADER,
    on: (_, siteScript) => siteScript !== undefined,
    element: (t, siteScript) =>
      `<script type="module" ${SITE_SCRIPT_ATTRIBUTE}="${escapeHtml(siteScript!)}">${t}</script>`,
  },
  {
    directive: 'script-src',
    text: () => SPECULATION_RULES,
    on: () => true,
    element: (t) => `<script type="speculationrules">${t}</script>`,
  },
];

/**
 * The inline blocks of one page, as HTML, in their order, after the page's own policy allowing its styles by their
 * hashes (a policy in a <meta> governs only what follows it).
 */
export function pageInlineBlocks(
  page: PageDescriptor,
  styles: SiteStyles,
  body: string,
  siteScript?: string,
  ownPolicy = true,
): string[] {
  const blocks = BLOCKS.filter((b) => b.on(page, siteScript, styles)).map((b) => ({
    block: b,
    text: b.text(styles, body),
  }));
  const styleHashes = blocks.filter(({ block }) => block.directive === 'style-src').map(({ text }) => cspHash(text));
  return [
    ...(ownPolicy
      ? [`<meta http-equiv="Content-Security-Policy" content="style-src 'self' ${styleHashes.join(' ')}">`]
      : []),
    ...blocks.map(({ block, text }) => block.element(text, siteScript)),
  ];
}

/** 'sha256-…' of an inline <style> or <script> text, as CSP hash sources spell it. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The hash of every inline script any page may carry: what the site-wide policy lists (the styles are per page). */
export function inlineScriptHashes(styles: SiteStyles): string[] {
  return BLOCKS.filter((b) => b.directive === 'script-src').map((b) => cspHash(b.text(styles, '')));
}

/** Script types that are data (JSON-LD for search engines), never executed: no policy governs them. */
const DATA_SCRIPT_TYPES = new Set(['application/json', 'application/ld+json']);

/** The directive that governs an inline element of a built page, or none for data. */
export function directiveOf(tag: string, type = ''): CspDirective | undefined {
  if (tag === 'style') return 'style-src';
  if (tag === 'script' && !DATA_SCRIPT_TYPES.has(type.trim().toLowerCase())) return 'script-src';
  return undefined;
}
