// The site's stylesheets as pages carry them inline: templates/styles.css on every page, and the core rules of Swiper
// (the carousel island's library) only on pages with a carousel. Minified. Inline, they cost no request before first
// paint; the CSP allows exactly these texts by their hashes (src/render/inlineBlocks.ts), so they are made in one place.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { transform } from 'lightningcss';
import { PROJECT_ROOT } from './loadSite.ts';

export const STYLE_FILE = path.join(PROJECT_ROOT, 'templates/styles.css');
const require = createRequire(import.meta.url);

export interface SiteStyles {
  /** Every page (with the colour classes of the site's pictures, src/site/pictures/). */
  site: string;
  /** Pages with a carousel. */
  carousel: string;
  /** Pages with a gallery: PhotoSwipe's rules, for the lightbox island. */
  lightbox: string;
}

const minify = (files: string[]) =>
  transform({ filename: 'styles.css', code: Buffer.from(files.map((file) => readFileSync(file, 'utf8')).join('\n')), minify: true }).code.toString();

/** `pictureColours`: rules already minified, appended to the site's own. */
export function siteStyles(pictureColours = ''): SiteStyles {
  return {
    site: minify([STYLE_FILE]) + pictureColours,
    carousel: minify(['swiper/css', 'swiper/css/a11y'].map((id) => require.resolve(id))),
    lightbox: minify([require.resolve('photoswipe/style.css')]),
  };
}
