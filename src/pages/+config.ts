import type { Config } from 'vike/types';

export default {
  // Pages are rendered 16 at a time. The build (src/build/build.ts) starts the prerender itself, into each site's own
  // folder, from code built once (src/build/codeBuild.ts), whose server build therefore stays where it was built. It
  // renders only the pages that changed since the last build of that folder (src/build/lastBuild.ts): `partial`, as
  // the list of addresses it gives Vike may be empty.
  prerender: { parallel: 16, disableAutoRun: true, keepDistServer: true, partial: true },
  // Pages are static HTML: no client-side rendering hooks, no client routing, no page data in the browser.
  // Vike adds no script: the site plugin builds the site script (src/browser/siteScript.ts), which each page loads
  // after its first paint and which hydrates the page's islands on its own.
  clientRouting: false,
  clientHooks: false,
} satisfies Config;
