// The last pass for a language other than the site's own: its pages at their own addresses (/mr/Sopi, /mr/ for the
// home page), only those whose every text is translated (no English under a Marathi address), and each link to a
// page at that page's address in the language when it has one, else at its English address (which the templates mark
// as English). English addresses stay exactly where they are.
import type { Alternate, Crumb, FormReturn, Language, PageDescriptor, SiteLayout } from '../descriptorTypes.ts';
import { NOT_FOUND_PATH } from '../ids.ts';

/** A page's address in a language other than the site's own: /mr/Sopi; the home page /mr/. */
export const languagePath = (code: string, path: string) => (path === '/' ? `/${code}/` : `/${code}${path}`);

/** The thanks and failure pages of the forms, by path and by full address on `origin` (a path alone when it is ''). */
export function formReturn(origin: string, thanksPath: string | undefined, failedPath: string | undefined): FormReturn {
  return {
    thanksPath,
    failedPath,
    thanks: thanksPath && `${origin}${thanksPath}`,
    failed: failedPath && `${origin}${failedPath}`,
  };
}

/** The language code an address is in, by its first step (/mr/…), or the site's own. */
export function languageOfPath(path: string, languages: Language[]): string {
  const first = path.split('/')[1];
  return languages.slice(1).find((l) => l.code === first)?.code ?? languages[0].code;
}

export interface LanguagePass {
  language: Language;
  /** The English paths of the pages published in this language. */
  published: ReadonlySet<string>;
  /** The texts each published page (by its English path) shows in English, having no translation yet. */
  englishTexts: ReadonlyMap<string, string[]>;
}

/**
 * Rewrites every link to a page inside a value (`to` of links, tiles, cards, menu and footer entries, and links
 * written in texts) for pages of
 * `code`: to the page's address there when it is published there. Anything else (files, anchors, other sites) is kept.
 */
function localizeLinks(value: unknown, href: (to: string) => string): void {
  if (Array.isArray(value)) {
    for (const item of value) localizeLinks(item, href);
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    if (key === 'to' && typeof child === 'string') (value as Record<string, unknown>).to = href(child);
    // A link written in a text, [words](/Page): to the page in this language too (a form's notice to the privacy policy).
    else if (typeof child === 'string' && child.includes('](/'))
      (value as Record<string, unknown>)[key] = child.replace(
        /\]\((\/[^)\s]*)\)/g,
        (_, to: string) => `](${href(to)})`,
      );
    else localizeLinks(child, href);
  }
}

export function localize(
  { pages, layout }: { pages: PageDescriptor[]; layout: SiteLayout },
  { language, published, englishTexts }: LanguagePass,
  allPaths: ReadonlySet<string>,
  languages: Language[],
): { pages: PageDescriptor[]; layout: SiteLayout } {
  const { code } = language;
  const at = (path: string) => (published.has(path) ? languagePath(code, path) : path);
  const href = (to: string) => {
    if (!to.startsWith('/')) return to;
    const [path, anchor] = to.split('#') as [string, string | undefined];
    return allPaths.has(path) ? `${at(path)}${anchor !== undefined ? `#${anchor}` : ''}` : to;
  };
  const localized = (page: PageDescriptor): PageDescriptor => {
    const path = languagePath(code, page.path);
    localizeLinks(page.sections, href);
    if (page.product) localizeLinks(page.product, href);
    return {
      ...page,
      path,
      lang: code,
      ...(englishTexts.get(page.path)?.length ? { englishTexts: englishTexts.get(page.path) } : {}),
      breadcrumb: page.breadcrumb.map((c): Crumb => (c.path !== undefined ? { ...c, path: at(c.path) } : c)),
      meta: { ...page.meta, canonical: `${layout.site.origin}${path}` },
      // Its old addresses in this language's folder too: /mr/Sopi leads to /mr/PensionCases once /Sopi is renamed.
      aliases: page.aliases?.map((alias) => languagePath(code, alias)),
      // Its brochure in its language, beside its pages: /mr/brochures/Sopi.pdf.
      brochureHref: page.brochureHref && `/${code}${page.brochureHref}`,
    };
  };
  localizeLinks(layout.nav, href);
  localizeLinks(layout.footer, href);
  const notFound = localized(layout.notFound);
  return {
    pages: pages.filter((p) => p.path !== NOT_FOUND_PATH && published.has(p.path)).map(localized),
    layout: {
      ...layout,
      language,
      languages,
      notFound,
      sitemapPath: layout.sitemapPath && href(layout.sitemapPath),
      formReturn: formReturn(
        layout.site.origin,
        layout.formReturn.thanksPath && href(layout.formReturn.thanksPath),
        layout.formReturn.failedPath && href(layout.formReturn.failedPath),
      ),
    },
  };
}

/** Every page's versions in all languages (its own included), once all languages are made. */
export function linkAlternates(pages: PageDescriptor[], languages: Language[]): void {
  const englishPathOf = (page: PageDescriptor) =>
    page.lang === languages[0].code ? page.path : page.path.slice(page.lang.length + 1) || '/';
  const versions = new Map<string, Alternate[]>();
  for (const page of pages) {
    const key = englishPathOf(page);
    versions.set(key, [...(versions.get(key) ?? []), { lang: page.lang, path: page.path }]);
  }
  const order = (a: Alternate, b: Alternate) =>
    languages.findIndex((l) => l.code === a.lang) - languages.findIndex((l) => l.code === b.lang);
  for (const page of pages) page.alternates = [...versions.get(englishPathOf(page))!].sort(order);
}
