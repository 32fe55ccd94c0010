import type { Config } from 'vike/types';

export default {
  prerender: true,
  // Pages are static HTML: no client-side rendering hooks, no client routing, no page data in the browser.
  // The browser gets only +client.ts (the site script), which hydrates the page's islands on its own.
  clientRouting: false,
  clientHooks: false,
} satisfies Config;
