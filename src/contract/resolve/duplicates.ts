// A page copied and changed too little: two pages of a kind with the same title or the same description show two
// tiles, cards or search results no one can tell apart. Warned at the second page's line, naming the first.
import { problem, type Coded } from '../../core/problems.ts';
import type { DataPath } from '../../content/yamlSource.ts';
import type { Resolving } from './parts.ts';

export function warnNearDuplicates(r: Resolving, warn: (at: DataPath, problem: Coded) => void): void {
  for (const field of ['title', 'description'] as const) {
    const first = new Map<string, string>();
    for (const { page, index } of r.pages) {
      const value = page[field];
      if (!value) continue;
      const key = `${page.kind}\u0000${value.trim().toLowerCase().replace(/\s+/g, ' ')}`;
      const earlier = first.get(key);
      if (earlier === undefined) {
        first.set(key, page.path);
        continue;
      }
      warn(['pages', index, field], problem('PAGE021', { field, earlier, kind: page.kind }));
    }
  }
}
