// A page copied and changed too little: two pages of a kind with the same title, description or summary show two
// tiles, cards or search results no one can tell apart, and a product whose text is another's describes the other.
// Warned at the second page's line, naming the first.
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

export function warnNearDuplicates(r: Resolving, warn: (at: DataPath, problem: Coded) => void): void {
  for (const { at, value, left } of TOLD_APART) {
    const first = new Map<string, string>();
    for (const { page, index } of r.pages) {
      const text = value(page);
      if (!text) continue;
      const key = `${page.kind}\u0000${text.trim().toLowerCase().replace(/\s+/g, ' ')}`;
      const earlier = first.get(key);
      if (earlier === undefined) {
        first.set(key, page.path);
        continue;
      }
      warn(['pages', index, ...at], left(earlier, page.kind));
    }
  }
}
