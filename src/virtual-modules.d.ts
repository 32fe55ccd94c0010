// Modules the site plugin (src/site/vitePlugin.ts) makes from site.yaml and the templates' stylesheet.

/** Server only: every page's descriptor and the shared layout. */
declare module 'virtual:site/pages' {
  import type { PageDescriptor, SiteLayout } from './generated/site-types';
  export const pages: PageDescriptor[];
  export const layout: SiteLayout;
}

/** Server only: the site's stylesheet, minified, inlined into every page (its hash is in the CSP). */
declare module 'virtual:site/style' {
  const css: string;
  export default css;
}

/** Server and browser: the address of the icon sprite (/assets/icons.<hash>.svg). */
declare module 'virtual:site/icon-sprite' {
  const href: string;
  export default href;
}
