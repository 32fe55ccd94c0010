// The site search's index, made at build time by Pagefind (https://pagefind.app) from the built pages: the text of each
// page's <main> (not the header, menu and footer every page repeats), one index per language, so a page in Marathi
// searches the Marathi pages. The browser loads it only when a visitor opens the search (src/browser/search.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PageDescriptor, SearchWord } from '../../contract/descriptorTypes.ts';
import { MARATHI, marathiSearchForm } from '../../shared/marathiSearch.ts';
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

/** What Pagefind leaves out of a page's <main>: the breadcrumb names other pages; a form is not what the page is about. */
const NOT_INDEXED = ['nav', 'form', '.visually-hidden'];

/** Words one space apart, to find a phrase in, whole words only. */
const spaced = (text: string) =>
  ` ${text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ')} `;

/** A search word in its search form, and its meanings as `spaced` writes theirs: made once a build, not once a page. */
interface SearchWordForms {
  word: string;
  means: string[];
}
const searchWordForms = (searchWords: SearchWord[]): SearchWordForms[] =>
  searchWords.map(({ word, means }) => ({
    word: marathiSearchForm(word),
    means: means.map((m) => spaced(marathiSearchForm(m))),
  }));

/**
 * A Marathi page as the index holds it (src/shared/marathiSearch.ts): the words of its <main> in their search forms,
 * and for each of the language's search words (site.mr.yaml's searchWords) whose word the page says, the search word
 * too; its title and description as they are, which the search lists (its excerpt would be the search forms).
 */
function marathiRecord(
  parseHtml: typeof import('cheerio').load,
  page: PageDescriptor,
  html: string,
  searchWords: SearchWordForms[],
) {
  const $ = parseHtml(html.match(/<main[\s\S]*<\/main>/)?.[0] ?? '');
  $(NOT_INDEXED.join(', ')).remove();
  const texts: string[] = [];
  $('main')
    .find('*')
    .addBack()
    .contents()
    .each((_, node) => {
      if (node.type === 'text') texts.push(node.data);
    });
  const words = marathiSearchForm(texts.join(' '));
  const said = spaced(words);
  // Each search word as often as the page says what it means, so that the page that says it most comes first.
  const also = searchWords.flatMap(({ word, means }) =>
    Array(means.reduce((n, m) => n + said.split(m).length - 1, 0)).fill(word),
  );
  return {
    url: page.path,
    content: [words, ...also].join(' '),
    language: MARATHI,
    meta: { title: page.title, description: page.meta.description },
  };
}

/**
 * Writes the search index of the pages into `client`/pagefind/; returns how many pages it holds. `searchWords`: the
 * words readers search with that the pages of a language say otherwise, by the language's code; `htmlOf`: a page's
 * HTML, once it is there.
 */
export async function writeSearchIndex(
  pages: PageDescriptor[],
  searchWords: Record<string, SearchWord[]>,
  htmlOf: (page: PageDescriptor) => Promise<string>,
  client: string,
): Promise<number> {
  const started = performance.now();
  const pagefind = await import('pagefind');
  try {
    const { index, errors } = await pagefind.createIndex({
      rootSelector: 'main',
      excludeSelectors: NOT_INDEXED,
    });
    if (!index) throw new Error(`the search index could not be started: ${errors.join('; ')}`);
    const searchable = searchablePages(pages);
    const marathiWords = searchWordForms(searchWords[MARATHI] ?? []);
    // cheerio (and the HTTP client it brings, 0.1 s to load) only for a site with Marathi pages.
    const parseHtml = searchable.some((page) => page.lang === MARATHI) ? (await import('cheerio')).load : undefined;
    // In the pages' order, which the index depends on, each as soon as its HTML is there: the build's pages are still
    // being rendered meanwhile.
    const adding = [];
    try {
      for (const page of searchable) {
        const html = await htmlOf(page);
        adding.push(
          page.lang === MARATHI
            ? index.addCustomRecord(marathiRecord(parseHtml!, page, html, marathiWords))
            : // The page's own address (/Sopi, /mr/Sopi), not the file's folder (/Sopi/), which is a redirect.
              index.addHTMLFile({ url: page.path, content: mainOf(html) }),
        );
      }
    } finally {
      // When a page's HTML never comes (its render failed), Pagefind finishes what it was given before it is stopped.
      await Promise.allSettled(adding);
    }
    const added = await Promise.all(adding);
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
