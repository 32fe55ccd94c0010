// Every name the build writes at the top of the built site (dist/client/) besides the pages and public/'s files, as
// the name of the file or folder there (its address is / and the name). Each module that writes one takes its name
// from here, and no page path or alias may take one (src/contract/resolve/reservedPaths.ts reads BUILD_NAMES; a test
// holds every name of this module to be in it). Plain constants, so the browser bundle keeps only the one it reads.

/** Vite's content-hashed scripts, styles and fonts (its default build.assetsDir). */
export const ASSETS_DIR = 'assets';
/** Each product's brochure PDF (src/build/outputs/brochure.ts). */
export const BROCHURE_DIR = 'brochures';
/** The site search's index and the code that reads it (src/build/outputs/searchIndex.ts). */
export const SEARCH_DIR = 'pagefind';
/** The picture pipeline's encoded versions (src/media/pictures/plan.ts). */
export const PICTURE_DIR = '_pictures';
/** The video pipeline's versions, posters and captions (src/media/videos/plan.ts). */
export const VIDEO_DIR = '_videos';
/** The share cards (src/build/outputs/shareCards.ts). */
export const SOCIAL_DIR = 'social';
/** Files to download, published from public/downloads/ (src/contract/resolve/downloads.ts). */
export const DOWNLOADS_DIR = 'downloads';

/** The host files (src/build/outputs/hostFiles.ts). */
export const HEADERS_FILE = '_headers';
export const REDIRECTS_FILE = '_redirects';
export const SITEMAP_FILE = 'sitemap.xml';
export const ROBOTS_FILE = 'robots.txt';

/** The icons made from public/favicon.svg, and the manifest that names them (src/build/outputs/appIcons.ts). */
export const FAVICON_ICO = 'favicon.ico';
export const APPLE_TOUCH_ICON = 'apple-touch-icon.png';
export const ICON_192 = 'icon-192.png';
export const ICON_512 = 'icon-512.png';
export const MANIFEST_FILE = 'manifest.webmanifest';

/** Every name above: the build writes each itself, so no page may be there too. */
export const BUILD_NAMES: readonly string[] = [
  ASSETS_DIR,
  BROCHURE_DIR,
  SEARCH_DIR,
  PICTURE_DIR,
  VIDEO_DIR,
  SOCIAL_DIR,
  DOWNLOADS_DIR,
  HEADERS_FILE,
  REDIRECTS_FILE,
  SITEMAP_FILE,
  ROBOTS_FILE,
  FAVICON_ICO,
  APPLE_TOUCH_ICON,
  ICON_192,
  ICON_512,
  MANIFEST_FILE,
];
