// The site search's index, made at build time by Pagefind (https://pagefind.app) from the built pages: the text of each
// page's <main> (not the header, menu and footer every page repeats), one index per language, so a page in Marathi
// searches the Marathi pages. The browser loads it only when a visitor opens the search (src/browser/search.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PageDescriptor } from '../../contract/descriptorTypes.ts';
import { SEARCH_DIR } from '../../shared/outputNames.ts';

/**
 * What of Pagefind's output the site publishes: its search code (pagefind.js, which runs the search in
 * pagefind-worker.js), the WebAssembly that reads the index, and the index. Its ready-made interfaces (pagefind-ui.js
 * and the others) are left out: the search dialog is the site's own (templates/parts/SiteSearch.tsx).
 */
const PUBLISHED =
  /^(pagefind\.js|pagefind-worker\.js|pagefind-entry\.json|wasm\.[\w-]+\.pagefind|pagefind\.[\w-]+\.pf_meta|(index|fragment|filter)\/[\w-]+\.pf_\w+)$/;

/** The pages a search can find: those listed on the sitemap (not the 404 page, nor the header and footer previews). */
export const searchablePages = (pages: PageDescriptor[]) => pages.filter((p) => p.inSitemap);

/**
 * What of a page Pagefind reads: its <html> tag (the language, which decides its index) and its <main>, without the
 * page's stylesheet and header and footer, which it would parse only to leave out (3,000 pages: 2.0 → 1.6 s).
 */
const mainOf = (html: string) =>
  `<!DOCTYPE html>${html.match(/<html[^>]*>/)![0]}<body>${html.match(/<main[\s\S]*<\/main>/)?.[0] ?? ''}</body></html>`;

/** Writes the search index of the pages built in `client` into client/pagefind/; returns how many pages it holds. */
export async function writeSearchIndex(pages: PageDescriptor[], client: string): Promise<number> {
  const started = performance.now();
  const pagefind = await import('pagefind');
  try {
    const { index, errors } = await pagefind.createIndex({
      rootSelector: 'main',
      // The breadcrumb names other pages; a form's labels and options are not what the page is about.
      excludeSelectors: ['nav', 'form', '.visually-hidden'],
    });
    if (!index) throw new Error(`the search index could not be started: ${errors.join('; ')}`);
    const searchable = searchablePages(pages);
    const added = await Promise.all(
      searchable.map((page) =>
        index.addHTMLFile({
          // The page's own address (/Sopi, /mr/Sopi), not the file's folder (/Sopi/), which is a redirect.
          url: page.path,
          content: mainOf(readFileSync(path.join(client, page.path, 'index.html'), 'utf8')),
        }),
      ),
    );
    const failed = added.flatMap((r, n) => r.errors.map((e) => `${searchable[n].path}: ${e}`));
    if (failed.length) throw new Error(`the search index could not read a page:\n${failed.join('\n')}`);
    const { files, errors: writeErrors } = await index.getFiles();
    if (writeErrors.length) throw new Error(`the search index could not be written: ${writeErrors.join('; ')}`);
    for (const file of files) {
      if (!PUBLISHED.test(file.path)) continue;
      const target = path.join(client, SEARCH_DIR, file.path);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, file.content);
    }
    console.log(`search: ${searchable.length} pages indexed in ${((performance.now() - started) / 1000).toFixed(2)} s`);
    return searchable.length;
  } finally {
    await pagefind.close();
  }
}
