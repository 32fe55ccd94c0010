// A page copied and changed too little: two pages of a kind with the same title, description or summary show two
// tiles, cards or search results no one can tell apart, and a product whose text is another's describes the other.
// Warned at the second page's line, naming the first.
import { problem, type Coded } from '../../core/problems.ts';
import type { DataPath } from '../../content/yamlSource.ts';
import type { Page } from '../../generated/site-types.ts';
import type { Resolving } from './parts.ts';

/** The fields a copied page is told apart by, where each stands in its entry, and what it is called in the warning. */
const TOLD_APART: { at: string[]; name: string; value: (page: Page) => string | undefined }[] = [
  { at: ['title'], name: 'title', value: (page) => page.title },
  { at: ['description'], name: 'description', value: (page) => page.description },
  { at: ['summary'], name: 'summary', value: (page) => page.summary },
  { at: ['product', 'description'], name: "product's description", value: (page) => page.product?.description },
];

export function warnNearDuplicates(r: Resolving, warn: (at: DataPath, problem: Coded) => void): void {
  for (const { at, name, value } of TOLD_APART) {
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
      warn(
        ['pages', index, ...at],
        at[0] === 'product'
          ? problem('PAGE032', { earlier })
          : problem('PAGE021', { field: name, earlier, kind: page.kind }),
      );
    }
  }
}
