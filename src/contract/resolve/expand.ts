// Pass 1: each page as its kind makes it. The kind's defaults (template, lit nav item, breadcrumb parent) apply; its
// section skeleton is laid out, each skeleton section with the page's own fields for it added; shared blocks are
// copied in. Sections that were put together here are checked against the schema again, as a whole.
import type { Kind, Page, SiteConfig } from '../../generated/site-types.ts';
import { nearMiss, problem, nearPath } from '../../core/problems.ts';
import { checkSchema, type Ref } from '../../content/schemaCheck.ts';
import type { DataPath } from '../../content/yamlSource.ts';
import { UI_TEXT, type UiText } from '../../shared/uiText.ts';
import { refsUnder, under, type PageEntry, type Part, type Report, type Resolving } from './parts.ts';

type Entry = NonNullable<Page['sections']>[number];
type SectionValue = Record<string, unknown>;

const isUse = (e: Entry): e is { use: string } => 'use' in e;
const isFill = (e: Entry) => !isUse(e) && !('type' in e);

export function expand(site: SiteConfig, refs: Ref[], report: Report, ui: UiText = UI_TEXT): Resolving {
  // The refs by their first two steps (pages 3, blocks cta), so a part's own are found among its page's, not the site's.
  const head = (path: DataPath) => JSON.stringify(path.slice(0, 2));
  const refsByHead = new Map<string, Ref[]>();
  for (const r of refs) {
    const bucket = refsByHead.get(head(r.path));
    if (bucket) bucket.push(r);
    else refsByHead.set(head(r.path), [r]);
  }
  const refsAt = (at: DataPath) => refsUnder(at.length >= 2 ? (refsByHead.get(head(at)) ?? []) : refs, at);
  const part = <T>(value: T, at: DataPath, page: PageEntry | null = null): Part<T> => ({
    value: structuredClone(value),
    origin: under(at),
    refs: refsAt(at),
    page,
  });
  const kindNames = Object.keys(site.kinds);
  const blockNames = Object.keys(site.blocks ?? {});

  const blockPart = (name: string, at: DataPath, page: PageEntry): Part<SectionValue> | undefined => {
    // Own names only: every object also answers to "constructor", "toString" and the like.
    const block = site.blocks && Object.hasOwn(site.blocks, name) ? site.blocks[name] : undefined;
    if (!block) {
      report(
        at,
        problem('PAGE001', { name, suggestion: nearMiss(name, blockNames), blocks: blockNames.join(', ') || 'none' }),
      );
      page.incomplete = true;
      return undefined;
    }
    return part(block as unknown as SectionValue, ['blocks', name], page);
  };

  /** A skeleton section with the page's fields for it added; checked whole, since neither half is a section alone. */
  const filledPart = (
    skeleton: SectionValue,
    skeletonAt: DataPath,
    fill: SectionValue,
    fillAt: DataPath,
    page: PageEntry,
  ): Part<SectionValue> => {
    const value = { ...structuredClone(skeleton), ...structuredClone(fill) };
    const origin = (at: DataPath) =>
      typeof at[0] === 'string' && Object.hasOwn(fill, at[0]) ? [...fillAt, ...at] : [...skeletonAt, ...at];
    const checked = checkSchema(value, 'section');
    for (const { path: where, key, ...found } of checked.problems)
      report(where.length ? origin(where) : fillAt, found, key);
    return { value, origin, refs: checked.refs, page };
  };

  const pages: PageEntry[] = [];
  const leftOut = new Set<string>();
  const drafts = new Set<string>();
  const seen = new Map<string, number>();
  site.pages.forEach((page, index) => {
    const at = (...rest: DataPath) => ['pages', index, ...rest];
    const same = seen.get(page.path.toLowerCase());
    if (same !== undefined) {
      const other = site.pages[same];
      report(
        at('path'),
        other.path === page.path
          ? problem('PAGE022', { path: page.path, title: other.title, item: same + 1 })
          : problem('PAGE023', { path: page.path, other: other.path, title: other.title }),
      );
      leftOut.add(page.path);
      return;
    }
    seen.set(page.path.toLowerCase(), index);
    // A draft is off the site: not built, not in any list; its path stays taken, so it can come back as it was.
    if (page.draft) {
      drafts.add(page.path);
      return;
    }
    const kind: Kind | undefined = Object.hasOwn(site.kinds, page.kind) ? site.kinds[page.kind] : undefined;
    if (!kind) {
      report(
        at('kind'),
        problem('PAGE002', {
          kind: page.kind,
          suggestion: nearMiss(page.kind, kindNames),
          kinds: kindNames.join(', '),
        }),
      );
      leftOut.add(page.path);
      return;
    }

    const { sections: own = [], ...fields } = page;
    const entry: PageEntry = { index, page, kind, fields: part(fields, at()), sections: [] };
    entry.fields.page = entry;
    entry.fields.refs = entry.fields.refs.filter((r) => r.path[0] !== 'sections');
    const skeleton = kind.sections ?? [];
    const fills = new Map<string, number>();
    own.forEach((e, i) => {
      if (!isFill(e)) return;
      const id = String((e as unknown as SectionValue).id);
      if (!skeleton.some((s) => !isUse(s) && s.id === id)) {
        entry.incomplete = true;
        const ids = skeleton.flatMap((s) => (isUse(s) ? [] : s.id ? [s.id] : []));
        const suggestion = nearMiss(id, ids);
        report(
          at('sections', i),
          ids.length
            ? problem('PAGE024', { id, kind: page.kind, ...(suggestion !== undefined ? { suggestion } : {}), ids })
            : problem('PAGE025', { kind: page.kind }),
        );
      } else fills.set(id, i);
    });

    // The kind's skeleton in its order, each section filled by the page; then the page's own sections in its order.
    skeleton.forEach((s, i) => {
      const sAt: DataPath = ['kinds', page.kind, 'sections', i];
      if (isUse(s)) {
        const b = blockPart(s.use, [...sAt, 'use'], entry);
        if (b) entry.sections.push(b);
        return;
      }
      const fill = s.id !== undefined ? fills.get(s.id) : undefined;
      entry.sections.push(
        fill === undefined
          ? part(s as unknown as SectionValue, sAt, entry)
          : filledPart(
              s as unknown as SectionValue,
              sAt,
              own[fill] as unknown as SectionValue,
              at('sections', fill),
              entry,
            ),
      );
    });
    own.forEach((e, i) => {
      if (isFill(e)) return;
      if (isUse(e)) {
        const b = blockPart(e.use, at('sections', i, 'use'), entry);
        if (b) entry.sections.push(b);
        return;
      }
      entry.sections.push(part(e as unknown as SectionValue, at('sections', i), entry));
    });
    pages.push(entry);
  });

  // A kind or page parent that names no page is reported where it is written.
  const paths = site.pages.map((p) => p.path);
  for (const [name, kind] of Object.entries(site.kinds) as [string, Kind][]) {
    if (kind.parent && !paths.includes(kind.parent))
      report(
        ['kinds', name, 'parent'],
        problem('PAGE003', { parent: kind.parent, suggestion: nearPath(kind.parent, paths) }),
      );
  }

  return {
    site,
    pages,
    report,
    leftOut,
    drafts,
    ui,
    closed: new Map(),
    shared: { site: part(site.site, ['site']), nav: part(site.nav, ['nav']), footer: part(site.footer, ['footer']) },
  };
}
