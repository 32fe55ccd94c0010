// One page as a complete HTML document: the template rendered to static HTML by React, the head tags, and the inline
// blocks of src/render/inlineBlocks.ts (stylesheets, the site script's loader, the speculation rules), which the CSP
// allows by their hashes.
import { renderToString } from 'react-dom/server';
import type { PageDescriptor, SiteLayout } from '../contract/descriptorTypes.ts';
import { PageFrame } from '../../templates/PageFrame.tsx';
import { SiteLayoutProvider } from '../../templates/parts/siteLayout.tsx';
import type { SiteStyles } from './siteCss.ts';
import { markEnglishTexts } from './englishTexts.ts';
import { headTags, structuredData } from './head.ts';
import { pageInlineBlocks } from './inlineBlocks.ts';
import { ICON_LINKS, THEME_COLOUR } from '../shared/appIconLinks.ts';
import { escapeHtml } from '../core/escape.ts';

/**
 * `siteScript` is the site script's address (built, or on the dev server its source); the page loads it after its first
 * paint. `ownPolicy`: the page's own Content-Security-Policy for its styles (off on the dev server, whose live reload
 * draws its error overlay with inline styles).
 */
export function pageDocument(
  page: PageDescriptor,
  layout: SiteLayout,
  styles: SiteStyles,
  siteScript?: string,
  { ownPolicy = true } = {},
): string {
  // The texts a page of another language still shows in English, marked as English.
  const body = markEnglishTexts(
    renderToString(
      <SiteLayoutProvider value={layout}>
        <PageFrame page={page} />
      </SiteLayoutProvider>,
    ),
    page.englishTexts,
  );
  const tags = headTags(page, layout).map(
    (t) =>
      `<${t.tag} ${Object.entries(t.attrs)
        .map(([k, v]) => `${k}="${escapeHtml(v)}"`)
        .join(' ')}>`,
  );
  // JSON-LD is data for search engines, never executed: serialised with "<" escaped so it cannot close the script.
  const data = structuredData(page, layout);
  const jsonLd = data
    ? [`<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`]
    : [];
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(page.meta.title)}</title>`,
    ...tags,
    // Light and dark (templates/styles.css follows the device's prefers-color-scheme): the browser's own parts too.
    '<meta name="color-scheme" content="light dark">',
    `<meta name="theme-color" content="${THEME_COLOUR}">`,
    ...ICON_LINKS.map(
      (attrs) =>
        `<link ${Object.entries(attrs)
          .map(([k, v]) => `${k}="${escapeHtml(v)}"`)
          .join(' ')}>`,
    ),
    ...pageInlineBlocks(page, styles, body, siteScript, ownPolicy),
    ...jsonLd,
  ];
  return `<!DOCTYPE html>\n<html lang="${escapeHtml(page.lang)}">\n<head>\n${head.join('\n')}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
}
