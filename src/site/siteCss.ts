// The site's stylesheet as every page carries it inline: templates/styles.css plus the core rules of Swiper (the
// carousel island's library), minified. Inline, it costs no request before first paint; the CSP allows exactly this
// text by its hash (src/site/hostFiles.ts), so it is made in one place.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { transform } from 'lightningcss';
import { PROJECT_ROOT } from './loadSite.ts';

export const STYLE_FILE = path.join(PROJECT_ROOT, 'templates/styles.css');
const require = createRequire(import.meta.url);
const LIBRARY_CSS = ['swiper/css', 'swiper/css/a11y'];

export function siteCss(): string {
  const sources = [...LIBRARY_CSS.map((id) => require.resolve(id)), STYLE_FILE];
  const code = sources.map((file) => readFileSync(file, 'utf8')).join('\n');
  return transform({ filename: 'styles.css', code: Buffer.from(code), minify: true }).code.toString();
}
