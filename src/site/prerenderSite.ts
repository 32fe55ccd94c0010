// What a build hands to the prerender: the pages and layout it has loaded, by reference. The server bundle imports this
// very module (the site plugin keeps it out of the bundle), so the prerender renders the loaded descriptors themselves,
// with nothing serialised into the bundle or parsed again. Keyed by the build's output folder, so that two builds in one
// process never see each other's site.
import type { PageDescriptor, SiteLayout } from './descriptorTypes.ts';

export interface PrerenderSite { pages: PageDescriptor[]; layout: SiteLayout }

const sites = new Map<string, PrerenderSite>();

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
