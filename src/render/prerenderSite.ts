// What a build hands to the prerender: the pages and layout it has loaded, by reference, with nothing serialised into
// the server bundle or parsed again. The build's copy of this module and the server bundle's (Vite bundles it like any
// other) share one map on globalThis, which is per thread. Keyed by the build's output folder, so that two builds in
// one process never see each other's site.
import type { PageDescriptor, SiteLayout } from '../contract/descriptorTypes.ts';

export interface PrerenderSite { pages: PageDescriptor[]; layout: SiteLayout; layouts: Record<string, SiteLayout> }

const REGISTRY: unique symbol = Symbol.for('site.prerenderSites');
const sites = ((globalThis as { [REGISTRY]?: Map<string, PrerenderSite> })[REGISTRY] ??= new Map());

/** Called by the build before Vike runs; the returned function takes the site back once the build is over. */
export function providePrerenderSite(key: string, site: PrerenderSite): () => void {
  sites.set(key, site);
  return () => sites.delete(key);
}

/** The server bundle's side: the site the build with this key provided. */
export function prerenderSite(key: string): PrerenderSite {
  const site = sites.get(key);
  if (!site) throw new Error(`no site provided for the build into ${key}`);
  return site;
}
