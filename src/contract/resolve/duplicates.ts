// A page copied and changed too little: two pages of a kind with the same title, description, summary or picture show
// two tiles, cards or search results no one can tell apart, and a product whose text, features or users are another's
// describes the other. Warned at the second page's line, naming the first.
import { problem, type Coded } from '../../core/problems.ts';
import type { DataPath } from '../../content/yamlSource.ts';
import type { Page } from '../../generated/site-types.ts';
import type { Resolving } from './parts.ts';

/** The fields a copied page is told apart by, where each stands in its entry, and the warning of one left as it was. */
const TOLD_APART: {
  at: string[];
  value: (page: Page) => string | undefined;
  left: (earlier: string, kind: string) => Coded;
}[] = [
  {
    at: ['title'],
    value: (page) => page.title,
    left: (earlier, kind) => problem('PAGE021', { field: 'title', earlier, kind }),
  },
  {
    at: ['description'],
    value: (page) => page.description,
    left: (earlier, kind) => problem('PAGE021', { field: 'description', earlier, kind }),
  },
  {
    at: ['summary'],
    value: (page) => page.summary,
    left: (earlier, kind) => problem('PAGE021', { field: 'summary', earlier, kind }),
  },
  {
    at: ['product', 'description'],
    value: (page) => page.product?.description,
    left: (earlier) => problem('PAGE032', { earlier }),
  },
];

/**
 * A product's lists, copied from another product with the page: more than two thirds of one of them word for word
 * another product's. Entries two products truly share (a feature both have) stay unwarned while they are fewer: among
 * thousands of products whose features come from a few dozen, some share four of six by chance.
 */
const COPIED_LISTS: {
  at: string[];
  what: string;
  one: string;
  entries: (page: Page) => { key: string; shown: string }[] | undefined;
}[] = [
  {
    at: ['product', 'features'],
    what: 'features',
    one: 'feature',
    entries: (page) => page.product?.features.map((f) => ({ key: `${f.title}\u0000${f.text ?? ''}`, shown: f.title })),
  },
  {
    at: ['product', 'users'],
    what: 'users',
    one: 'user',
    entries: (page) => page.product?.users?.map((u) => ({ key: u, shown: u })),
  },
];

const sameWords = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

export function warnNearDuplicates(r: Resolving, warn: (at: DataPath, problem: Coded) => void): void {
  // The picture of a page of a kind: its tile and its share card, which show it wherever pages are listed.
  const pictured = new Map<string, string>();
  for (const { page, index } of r.pages) {
    if (!page.image) continue;
    const key = `${page.kind}\u0000${page.image.src}`;
    const earlier = pictured.get(key);
    if (earlier === undefined) pictured.set(key, page.path);
    else warn(['pages', index, 'image', 'src'], problem('PAGE037', { earlier, kind: page.kind }));
  }
  for (const { at, what, one, entries } of COPIED_LISTS) {
    /** Each entry's words, and the pages before that have it. */
    const havers = new Map<string, string[]>();
    for (const { page, index } of r.pages) {
      const list = entries(page) ?? [];
      const own = new Map(list.map((entry) => [sameWords(entry.key), entry.shown]));
      // How many of its entries each page before has, and the first of them.
      const shared = new Map<string, { count: number; first: string }>();
      for (const [key, shown] of own)
        for (const earlier of havers.get(key) ?? []) {
          const seen = shared.get(earlier);
          if (seen) seen.count++;
          else shared.set(earlier, { count: 1, first: shown });
        }
      let most: [string, { count: number; first: string }] | undefined;
      for (const entry of shared) if (!most || entry[1].count > most[1].count) most = entry;
      if (most && most[1].count * 3 > list.length * 2)
        warn(
          ['pages', index, ...at],
          problem('PAGE036', {
            what,
            one,
            count: most[1].count,
            total: list.length,
            earlier: most[0],
            first: most[1].first,
          }),
        );
      for (const key of own.keys()) {
        const pages = havers.get(key);
        if (pages) pages.push(page.path);
        else havers.set(key, [page.path]);
      }
    }
  }
  for (const { at, value, left } of TOLD_APART) {
    const first = new Map<string, string>();
    for (const { page, index } of r.pages) {
      const text = value(page);
      if (!text) continue;
      const key = `${page.kind}\u0000${sameWords(text)}`;
      const earlier = first.get(key);
      if (earlier === undefined) {
        first.set(key, page.path);
        continue;
      }
      warn(['pages', index, ...at], left(earlier, page.kind));
    }
  }
}

/** What a card or logo copied above it in its list still shares: its picture, its text, its link to another site. */
const SHARED: { what: string; at: string[]; value: (item: Record<string, unknown>) => unknown }[] = [
  { what: 'picture', at: ['image', 'src'], value: (item) => (item.image as { src?: unknown } | undefined)?.src },
  { what: 'picture', at: ['src'], value: (item) => item.src },
  { what: 'text', at: ['text'], value: (item) => (typeof item.text === 'string' ? sameWords(item.text) : undefined) },
  {
    what: 'link',
    at: ['link', 'to'],
    value: (item) => {
      const to = (item.link as { to?: unknown } | undefined)?.to;
      return typeof to === 'string' && /^https?:/i.test(to) ? to : undefined;
    },
  },
];

/**
 * A card or logo copied in its list and changed too little: a partner card with only its title changed shows the
 * other's logo, words and website. Warned once, at the first thing it still shares with one above it.
 */
export function warnCopiedItems(r: Resolving, warn: (at: DataPath, problem: Coded) => void): void {
  const lists: { at: DataPath; items: unknown }[] = [];
  const sectionLists = (section: unknown, at: DataPath) => {
    const s = section as Record<string, unknown> | undefined;
    for (const field of ['cards', 'logos'])
      if (Array.isArray(s?.[field])) lists.push({ at: [...at, field], items: s![field] });
  };
  for (const { page, index } of r.pages)
    (page.sections ?? []).forEach((section, i) => sectionLists(section, ['pages', index, 'sections', i]));
  for (const [name, block] of Object.entries(r.site.blocks ?? {})) sectionLists(block, ['blocks', name]);
  for (const { at, items } of lists) {
    const list = items as Record<string, unknown>[];
    list.forEach((item, k) => {
      if (!item || typeof item !== 'object') return;
      for (const earlier of list.slice(0, k)) {
        const shared = SHARED.filter(({ value }) => value(item) !== undefined && value(item) === value(earlier));
        if (!shared.length) continue;
        const whats = [...new Set(shared.map((s) => s.what))];
        warn(
          [...at, k, ...shared[0].at],
          problem('PAGE038', {
            item: at.at(-1) === 'logos' ? 'logo' : 'card',
            whats,
            earlier: String(earlier.title ?? earlier.name ?? ''),
          }),
        );
        return;
      }
    });
  }
}
