// The site's stylesheets as pages carry them inline: templates/styles.css on every page (each page keeps the rules that
// can apply to it, src/render/pageCss.ts), and the core rules of Swiper (the carousel island's library) only on pages
// with a carousel. Minified. Inline, they cost no request before first paint; each page's CSP allows exactly its texts by
// their hashes (src/render/inlineBlocks.ts), so they are made in one place.
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { transform } from 'lightningcss';
import { PROJECT_ROOT } from '../core/paths.ts';
import type { SwitcherFont } from '../media/fonts.ts';

export const STYLE_FILE = path.join(PROJECT_ROOT, 'templates/styles.css');
const require = createRequire(import.meta.url);

export interface SiteStyles {
  /** Every page (with the colour classes of the site's pictures, src/media/pictures/). */
  site: string;
  /** Pages with a carousel. */
  carousel: string;
  /** Pages with a gallery: PhotoSwipe's rules, for the lightbox island. */
  lightbox: string;
  /** The face the language switcher names `languages` in (src/media/fonts.ts), on pages in the other languages. */
  switcher: SwitcherFont;
  /**
   * Class names the site's own browser code may give an element after the page has loaded (words in the string
   * literals of its sources): the site script's, on every page, and each island's, where that island is. A page keeps
   * the rules that name them although its HTML has none yet.
   */
  runtimeClasses: { site: string[]; islands: Record<string, string[]> };
}

const minify = (files: string[]) =>
  transform({
    filename: 'styles.css',
    code: Buffer.from(files.map((file) => readFileSync(file, 'utf8')).join('\n')),
    minify: true,
  }).code.toString();

/** `pictureColours`: rules already minified, appended to the site's own; `switcher`: the switcher's face (src/media/fonts.ts). */
export function siteStyles(pictureColours = '', switcher: SwitcherFont = { css: '', languages: [] }): SiteStyles {
  return {
    site: minify([STYLE_FILE]) + pictureColours,
    carousel: minify(['swiper/css', 'swiper/css/a11y'].map((id) => require.resolve(id))),
    lightbox: minify([require.resolve('photoswipe/style.css')]),
    switcher,
    runtimeClasses: runtimeClasses(),
  };
}

const SITE_SCRIPT = path.join(PROJECT_ROOT, 'src/browser/siteScript.ts');
const ISLANDS_DIR = path.join(PROJECT_ROOT, 'templates/islands');

/** The words of the string literals in `entry` and in the files it imports code from by a relative path, but those under `skip`. */
function literalWords(entry: string, skip?: string): string[] {
  const words = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || (skip && file.startsWith(skip + path.sep))) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const literal of source.match(/'[^'\n]*'|"[^"\n]*"|`[^`]*`/g) ?? [])
      for (const word of literal.match(/-?[A-Za-z_][\w-]*/g) ?? []) words.add(word);
    // A type-only import brings no code to the browser (`import type { FormProps } from './index'`), so no classes.
    const code = source.replace(/^\s*(?:import|export)\s+type\s[^;]*;/gm, '');
    for (const [, relative] of code.matchAll(/(?:from\s*|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const base = path.resolve(path.dirname(file), relative);
      const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
        (f) => /\.tsx?$/.test(f) && statSync(f, { throwIfNoEntry: false })?.isFile(),
      );
      if (found) visit(found);
    }
  };
  visit(entry);
  return [...words].sort();
}

/** The site script's words (without the islands it loads), and each island's, by its name in templates/islands/index.ts. */
function runtimeClasses(): SiteStyles['runtimeClasses'] {
  const registry = readFileSync(path.join(ISLANDS_DIR, 'index.ts'), 'utf8');
  const islands = Object.fromEntries(
    [...registry.matchAll(/(\w+):\s*\(\)\s*=>\s*import\(\s*['"]\.\/([\w-]+)(?:\.tsx)?['"]\s*\)/g)].map(
      ([, name, file]) => [name, literalWords(path.join(ISLANDS_DIR, `${file}.tsx`))],
    ),
  );
  return { site: literalWords(SITE_SCRIPT, ISLANDS_DIR), islands };
}
