// Modules the site plugin (src/build/vitePlugin.ts) makes from site.yaml and the templates' stylesheet (server only).

/** Server only: every page's descriptor (in every language), the site's own language's layout, and each language's. */
declare module 'virtual:site/pages' {
  import type { PageDescriptor, SiteLayout } from './contract/descriptorTypes';
  export const pages: PageDescriptor[];
  export const layout: SiteLayout;
  export const layouts: Record<string, SiteLayout>;
}

/** Server only: the site's stylesheets, minified, inlined into the pages (their hashes are in the CSP). */
declare module 'virtual:site/style' {
  import type { SiteStyles } from './render/siteCss';
  const styles: SiteStyles;
  export default styles;
}

/** Server only: the site script's address: the built file, or on the dev server a module that loads its source. */
declare module 'virtual:site/site-script' {
  export const siteScript: string | undefined;
}
