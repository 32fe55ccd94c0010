// Each page loads the site script (src/browser/siteScript.ts) only after its first paint: the script never competes with
// the page's text and pictures, and a visitor with a slow connection reads the page sooner. The loader is inline, so
// it costs no request; the CSP allows it by its hash (src/site/hostFiles.ts). Its text never changes: the script's
// address, which does, is an attribute beside it.

/** The attribute of the loader's <script> element that holds the site script's address. */
export const SITE_SCRIPT_ATTRIBUTE = 'data-site-script';

/** Two frames' wait (a frame callback, then a task) puts the request after the first paint. */
export const SITE_SCRIPT_LOADER =
  `const s=document.querySelector("script[${SITE_SCRIPT_ATTRIBUTE}]");` +
  `requestAnimationFrame(()=>setTimeout(()=>import(s.getAttribute("${SITE_SCRIPT_ATTRIBUTE}"))));`;
