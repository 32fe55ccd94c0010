// Each page loads the site script (src/browser/siteScript.ts) only after its first paint: the script never competes with
// the page's text and pictures, and a visitor with a slow connection reads the page sooner. The loader is inline, so
// it costs no request; the CSP allows it by its hash (src/render/inlineBlocks.ts). Its text never changes: the script's
// address, which does, is an attribute beside it.

/** The attribute of the loader's <script> element that holds the site script's address. */
export const SITE_SCRIPT_ATTRIBUTE = 'data-site-script';

/**
 * The request waits for the first contentful paint as the browser reports it (so after the frame is on screen); where
 * paint timing is missing, for the frame after the first. After 3 s it goes anyway (a tab opened in the background).
 */
export const SITE_SCRIPT_LOADER =
  `const s=document.querySelector("script[${SITE_SCRIPT_ATTRIBUTE}]");let sent=0;` +
  `const go=()=>{if(!sent++)import(s.getAttribute("${SITE_SCRIPT_ATTRIBUTE}"))};` +
  'if(PerformanceObserver.supportedEntryTypes?.includes("paint"))' +
  'new PerformanceObserver((l)=>{if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});' +
  'else requestAnimationFrame(()=>setTimeout(go));' +
  'setTimeout(go,3e3);';
