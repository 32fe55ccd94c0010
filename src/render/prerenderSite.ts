// What a build hands to the prerender: the pages, layouts and stylesheets it has loaded, by reference, with nothing
// serialised into the server bundle or parsed again. The server bundle is built once for many sites (it depends on code
// only, src/build/codeBuild.ts), so the site reaches it at run time: the build runs Vike's prerender inside
// `withPrerenderSite`, and the bundle's hooks ask `prerenderSite()` for the site of the prerender they run in. An
// AsyncLocalStorage keeps two prerenders in one thread apart; the build's copy of this module and the server bundle's
// (Vite bundles it like any other) share it through globalThis.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PageDescriptor, SiteLayout } from '../contract/descriptorTypes.ts';
import type { SiteStyles } from './siteCss.ts';

export interface PrerenderSite {
  pages: PageDescriptor[];
  layout: SiteLayout;
  layouts: Record<string, SiteLayout>;
  styles: SiteStyles;
  /** Told each page's HTML as soon as it is rendered (the build's search index reads it meanwhile). */
  rendered?: (page: PageDescriptor, html: string) => void;
}

const STORE: unique symbol = Symbol.for('site.prerenderSite');
const store = ((globalThis as { [STORE]?: AsyncLocalStorage<PrerenderSite> })[STORE] ??=
  new AsyncLocalStorage<PrerenderSite>());

/** Runs `prerender` (Vike's) with `site` as the site its hooks render. */
export function withPrerenderSite<T>(site: PrerenderSite, prerender: () => Promise<T>): Promise<T> {
  return store.run(site, prerender);
}

/** The server bundle's side: the site of the prerender this call is part of. */
export function prerenderSite(): PrerenderSite {
  const site = store.getStore();
  if (!site) throw new Error('no site was provided to this prerender: run it inside withPrerenderSite()');
  return site;
}
