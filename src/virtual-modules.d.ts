// Modules the site plugin (src/build/vitePlugin.ts) makes (server only). The pages and stylesheets are content: in a
// build they are the site the prerender was given (src/render/prerenderSite.ts), so the server bundle, built once,
// renders any site; on the dev server they are read from site.yaml and the templates' stylesheet, again on each edit.

/** Server only: every page's descriptor (in every language), the site's own language's layout, and each language's. */
declare module 'virtual:site/pages' {
  import type { PageDescriptor, SiteLayout } from './contract/descriptorTypes.ts';
  export function sitePages(): {
    pages: PageDescriptor[];
    layout: SiteLayout;
    layouts: Record<string, SiteLayout>;
    /** In a build: told each page's HTML as soon as it is rendered (src/render/prerenderSite.ts). */
    rendered?: (page: PageDescriptor, html: string) => void;
  };
}

/** Server only: the site's stylesheets, minified, inlined into the pages (their hashes are in the CSP). */
declare module 'virtual:site/style' {
  import type { SiteStyles } from './render/siteCss.ts';
  export function styles(): SiteStyles;
}

/** Server only: the site script's address: the built file, or on the dev server a module that loads its source. */
declare module 'virtual:site/site-script' {
  export const siteScript: string | undefined;
}
