// Every name the build writes at the top of the built site (dist/client/) besides the pages and public/'s files, each
// as the address it has there. Each module that writes one takes its name from here, and no page path or alias may
// take one (src/contract/resolve/reservedPaths.ts reads OUTPUT_NAMES): a name added here is reserved by that alone.
// Browser-safe (the site search reads SEARCH_DIR).

export const OUTPUT_NAMES = {
  /** Vite's content-hashed scripts, styles and fonts (its default build.assetsDir). */
  assets: '/assets',
  /** Each product's brochure PDF (src/build/outputs/brochure.ts). */
  brochures: '/brochures',
  /** The site search's index and the code that reads it (src/build/outputs/searchIndex.ts). */
  search: '/pagefind',
  /** The picture pipeline's encoded versions (src/media/pictures/plan.ts). */
  pictures: '/_pictures',
  /** The video pipeline's versions, posters and captions (src/media/videos/plan.ts). */
  videos: '/_videos',
  /** The share cards (src/build/outputs/shareCards.ts). */
  shareCards: '/social',
  /** Files to download, published from public/downloads/ (src/contract/resolve/downloads.ts). */
  downloads: '/downloads',
  /** The host files (src/build/outputs/hostFiles.ts). */
  headers: '/_headers',
  redirects: '/_redirects',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  /** The icons made from public/favicon.svg, and the manifest that names them (src/build/outputs/appIcons.ts). */
  faviconIco: '/favicon.ico',
  appleTouchIcon: '/apple-touch-icon.png',
  icon192: '/icon-192.png',
  icon512: '/icon-512.png',
  manifest: '/manifest.webmanifest',
} as const;

/** Every name above: the build writes each itself, so no page may be there too. */
export const BUILD_NAMES: readonly string[] = Object.values(OUTPUT_NAMES);

export const ASSETS_DIR = OUTPUT_NAMES.assets;
export const BROCHURE_DIR = OUTPUT_NAMES.brochures;
export const SEARCH_DIR = OUTPUT_NAMES.search;
export const PICTURE_DIR = OUTPUT_NAMES.pictures;
export const VIDEO_DIR = OUTPUT_NAMES.videos;
export const SOCIAL_DIR = OUTPUT_NAMES.shareCards;
export const DOWNLOADS_DIR = OUTPUT_NAMES.downloads;
