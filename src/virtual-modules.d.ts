declare module 'virtual:site/pages' {
  import type { PageDescriptor, SiteLayout } from './generated/site-types';
  export const pages: PageDescriptor[];
  export const layout: SiteLayout;
}
