import type { Config } from 'vike/types';

export default {
  // Pages are rendered 16 at a time: rendering is quick, so writing files side by side keeps the build busy.
  prerender: { parallel: 16 },
  // Pages are static HTML: no client-side rendering hooks, no client routing, no page data in the browser.
  // Vike adds no script: the site plugin builds the site script (src/browser/siteScript.ts), which each page loads
  // after its first paint and which hydrates the page's islands on its own.
  clientRouting: false,
  clientHooks: false,
} satisfies Config;
