// Pass 3: the ids on each page that a link may target: those written in site.yaml (the schema marks them) and those
// its template and sections always put there (src/shared/templateIds.ts). No id twice on a page.
import { problem } from '../../core/problems.ts';
import { sectionIds, templateIds } from '../../shared/templateIds.ts';
import type { DataPath } from '../../content/yamlSource.ts';
import type { PageEntry, Resolving } from './parts.ts';

/** Anchors by page path. */
export type Anchors = Map<string, Set<string>>;

export const templateOf = (p: PageEntry) => p.page.template ?? p.kind.template;

export function collectAnchors(r: Resolving): Anchors {
  const anchors: Anchors = new Map();
  for (const entry of r.pages) {
    const ids: { id: string; at: DataPath }[] = templateIds(templateOf(entry), entry.page).map((id) => ({
      id,
      at: ['pages', entry.index, 'path'],
    }));
    for (const section of entry.sections)
      ids.push(...sectionIds(section.value.type).map((id) => ({ id, at: section.origin(['type']) })));
    for (const part of [entry.fields, ...entry.sections]) {
      for (const ref of part.refs) if (ref.kind === 'anchor') ids.push({ id: ref.value, at: part.origin(ref.path) });
    }
    const seen = new Set<string>();
    for (const { id, at } of ids) {
      if (seen.has(id)) r.report(at, problem('LINK014', { id, path: entry.page.path }));
      seen.add(id);
    }
    anchors.set(entry.page.path, seen);
  }
  return anchors;
}
