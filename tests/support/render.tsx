import { load as parseHtml } from 'cheerio';
import type { ResolvedSite } from '../../src/contract/loadSite.ts';
import { pageDocument } from '../../src/render/document.tsx';
import { ISLANDS } from '../../templates/islands/index.ts';

/** Renders one route of a resolved site exactly as the prerenderer does (without the stylesheet), parsed for queries. */
export function renderRoute(site: ResolvedSite, url: string) {
  const path = url.split(/[?#]/)[0];
  const page = site.pages.find((p) => p.path === path) ?? site.layout.notFound;
  return parseHtml(
    pageDocument(page, site.layouts?.[page.lang] ?? site.layout, {
      site: '',
      carousel: '',
      lightbox: '',
      switcher: { css: '', languages: [] },
      runtimeClasses: { site: [], islands: Object.fromEntries(Object.keys(ISLANDS).map((name) => [name, []])) },
    }),
  );
}
