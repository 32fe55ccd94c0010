// The site search, loaded the first time a visitor opens it (src/browser/siteScript.ts): this code, then Pagefind's
// (https://pagefind.app), which reads the index the build made of the pages in the page's own language
// (src/build/outputs/searchIndex.ts). It runs the dialog every page carries (templates/parts/SiteSearch.tsx): type, and the
// pages found are listed as links; Down and Up move between the box and the links, Enter in the box follows the first.
import { SEARCH_RESULTS_OF } from '../shared/domHooks.ts';
import { SEARCH_DIR } from '../shared/outputNames.ts';
import { SEARCH_IDS } from '../shared/templateIds.ts';
import { fill } from '../shared/uiText.ts';
import { MARATHI, marathiSearchForm } from '../shared/marathiSearch.ts';

/** The most pages listed for one search: the best ones, on one phone screen or two. */
const MOST = 8;
/** How long typing must pause before a search runs, in ms. */
const PAUSE_MS = 120;

interface PagefindResult {
  data(): Promise<{ url: string; meta: { title?: string; description?: string }; excerpt: string }>;
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(query: string, options?: object, ms?: number): Promise<{ results: PagefindResult[] } | null>;
}

let pagefind: Promise<Pagefind> | undefined;
/** Pagefind's code, its WebAssembly and the language's index list: fetched once, on the first opening. */
function loadPagefind(): Promise<Pagefind> {
  return (pagefind ??= (async () => {
    const url = `/${SEARCH_DIR}/pagefind.js`;
    const pf = (await import(/* @vite-ignore */ url)) as Pagefind;
    await pf.options({ excerptLength: 22 });
    await pf.init();
    return pf;
  })());
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/**
 * Opens the search dialog over the page (templates/parts/SiteSearch.tsx), its box focused; the first time, wires its
 * keys and buttons and starts loading Pagefind. Closed, the browser gives the focus back to the search button.
 */
export function openSearch(): void {
  const dialog = byId<HTMLDialogElement>(SEARCH_IDS.dialog);
  if (dialog.dataset.ready === undefined) wire(dialog);
  dialog.showModal();
  byId<HTMLInputElement>(SEARCH_IDS.input).focus();
}

function wire(dialog: HTMLDialogElement) {
  dialog.dataset.ready = '';
  const input = byId<HTMLInputElement>(SEARCH_IDS.input);
  const status = byId<HTMLParagraphElement>(SEARCH_IDS.status);
  const list = byId<HTMLUListElement>(SEARCH_IDS.results);
  const words = dialog.dataset;
  const links = () => [...list.querySelectorAll('a')];

  let shown = ''; // the query whose results are listed
  const show = (query: string) => {
    shown = query;
    list.setAttribute(SEARCH_RESULTS_OF, query);
  };
  const search = async () => {
    const query = input.value.trim();
    if (query === shown) return;
    if (!query) {
      show('');
      list.replaceChildren();
      status.textContent = '';
      return;
    }
    let pf: Pagefind;
    try {
      pf = await loadPagefind();
    } catch {
      status.textContent = words.failed ?? '';
      return;
    }
    // On a Marathi page, the words as the Marathi index holds them (the build's searchIndex.ts, alike).
    const sought = document.documentElement.lang === MARATHI ? marathiSearchForm(query) : query;
    const found = await pf.debouncedSearch(sought, {}, PAUSE_MS);
    if (!found || input.value.trim() !== query) return; // a later search has taken its place
    const pages = await Promise.all(found.results.slice(0, MOST).map((r) => r.data()));
    if (input.value.trim() !== query) return;
    show(query);
    list.replaceChildren(...pages.map(resultItem));
    status.textContent = pages.length
      ? fill(words.found ?? '', { count: found.results.length })
      : fill(words.none ?? '', { query });
  };

  // The first opening: the search's files start loading now, while the visitor types.
  status.textContent = words.loading ?? '';
  loadPagefind().then(
    () => {
      if (status.textContent === words.loading) status.textContent = '';
    },
    () => {
      status.textContent = words.failed ?? '';
    },
  );

  input.addEventListener('input', () => void search());
  dialog.addEventListener('keydown', (event) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown' && all.length) {
      all[Math.min(at + 1, all.length - 1)].focus();
    } else if (event.key === 'ArrowUp' && at >= 0) {
      (at === 0 ? input : all[at - 1]).focus();
    } else if (event.key === 'Enter' && event.target === input) {
      // The first page found for what is in the box: a fast typist's Enter waits for its results, never follows those
      // of the letters before.
      const query = input.value.trim();
      if (query === shown) links()[0]?.click();
      else void search().then(() => shown === query && links()[0]?.click());
    } else if (event.key === 'Escape') {
      dialog.close(); // at once, also from the box, where the browser's first Escape would only empty it
    } else {
      return;
    }
    event.preventDefault();
  });
  dialog.querySelector('[data-search-close]')!.addEventListener('click', () => dialog.close());
  // A click on the dimmed page around the dialog closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
}

/** One page found: its title, then the words around what was found, those words marked. */
function resultItem(page: {
  url: string;
  meta: { title?: string; description?: string };
  excerpt: string;
}): HTMLLIElement {
  const item = document.createElement('li');
  const link = document.createElement('a');
  link.href = page.url;
  link.className = 'search-result';
  const title = document.createElement('span');
  title.className = 'search-result-title';
  title.textContent = page.meta.title ?? page.url;
  const excerpt = document.createElement('span');
  excerpt.className = 'search-result-excerpt';
  // A Marathi page's index holds its words in their search forms: its description stands for the excerpt.
  if (page.meta.description !== undefined) excerpt.textContent = page.meta.description;
  else excerpt.append(...excerptNodes(page.excerpt));
  link.append(title, excerpt);
  item.append(link);
  return item;
}

/**
 * Pagefind's excerpt is the page's text with <mark> around the words found, as HTML: read in a document of its own
 * (inert: nothing in it runs or loads), only its text and its marks are kept, as new text nodes and <mark>s.
 */
function excerptNodes(html: string): Node[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return [...body.childNodes].map((node) => {
    if (node.nodeName !== 'MARK') return document.createTextNode(node.textContent ?? '');
    const mark = document.createElement('mark');
    mark.textContent = node.textContent;
    return mark;
  });
}
