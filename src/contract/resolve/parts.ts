// What the resolver's passes share: a site.yaml value being resolved (a "part"), where its pieces came from in
// site.yaml, the values the schema marks in it, and how a pass reports a problem.
import type { Kind, Page, SiteConfig } from '../../generated/site-types.ts';
import type { Ref } from '../../content/schemaCheck.ts';
import type { DataPath } from '../../content/yamlSource.ts';
import type { Coded } from '../../core/problems.ts';
import type { UiText } from '../../shared/uiText.ts';

/** Reports a problem at a site.yaml path (at its key with `key`), once. */
export type Report = (at: DataPath, problem: Coded, key?: boolean) => void;

/** A piece of the site being resolved: a copy that passes fill in, with the site.yaml path of every path inside it. */
export interface Part<T = unknown> {
  value: T;
  origin(path: DataPath): DataPath;
  /** The values the schema marks (links, pages, files, anchors, https addresses), by their path inside `value`. */
  refs: Ref[];
  /** The page the part belongs to (its #anchors and same-page links mean that page), or none for shared parts. */
  page: PageEntry | null;
}

/** One page after its kind's defaults, skeleton and blocks are applied. */
export interface PageEntry {
  index: number;
  page: Page;
  kind: Kind;
  /** A block or section of the page could not be made (reported); its ids are not all known, so links to them are not checked. */
  incomplete?: boolean;
  /** The page's own fields except its sections (title, image, product…). */
  fields: Part<Omit<Page, 'sections'>>;
  sections: Part<Record<string, unknown>>[];
}

/** Everything the passes work on. */
export interface Resolving {
  site: SiteConfig;
  pages: PageEntry[];
  /** site facts, nav and footer. */
  shared: { site: Part<SiteConfig['site']>; nav: Part<SiteConfig['nav']>; footer: Part<SiteConfig['footer']> };
  report: Report;
  /** Paths of pages that were reported and left out (an unknown kind): what links to them follows from that one mistake. */
  leftOut: Set<string>;
  /** Paths of pages written with draft: true: kept in site.yaml, not published; a link to one is refused. */
  drafts: Set<string>;
  /** Ids of vacancy cards past their closing day ("/CareerPage#Vacancy_QC" → "2026-01-31"): left off, so a link to one is refused. */
  closed: Map<string, string>;
  /** The templates' own words in the language being resolved ("Home" in a breadcrumb, "Other pages" on the sitemap). */
  ui: UiText;
}

export const under =
  (prefix: DataPath) =>
  (at: DataPath): DataPath => [...prefix, ...at];

/** The refs found under `prefix`, with paths made relative to it. */
export function refsUnder(refs: Ref[], prefix: DataPath): Ref[] {
  return refs
    .filter((r) => prefix.every((step, i) => r.path[i] === step))
    .map((r) => ({ ...r, path: r.path.slice(prefix.length) }));
}

/** Every part of the site, page parts first. */
export function allParts(r: Resolving): Part[] {
  return [...r.pages.flatMap((p) => [p.fields, ...p.sections] as Part[]), r.shared.site, r.shared.nav, r.shared.footer];
}
