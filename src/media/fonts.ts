// A typeface for Devanagari text (Marathi pages), served by the site itself: Noto Sans Devanagari (the font Android shows
// Marathi in; its files come with the brochures' font package), cut down at build time to the characters the site's
// Marathi pages use, as WOFF2, in the two weights the pages draw. Its @font-face covers Devanagari characters only
// (unicode-range), and only pages in a Devanagari language name it, so no other page fetches it; those pages preload it,
// and with font-display: optional a page is drawn once, in this font or (on a very slow line) the device's own, never
// swapped after it is shown: no layout shift.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readCached, writeCached } from '../core/writeWhole.ts';
import { ASSETS_DIR } from '../shared/outputNames.ts';
import { CACHE_DIR, PROJECT_ROOT } from '../core/paths.ts';
import type { PageDescriptor, SiteLayout } from '../contract/descriptorTypes.ts';

/** Languages written in Devanagari. */
const DEVANAGARI_LANGUAGES = new Set(['mr', 'hi', 'sa', 'ne', 'kok']);
/** Devanagari and its extensions, the joiners its words need, and the dotted circle a lone mark is drawn on. */
const UNICODE_RANGE = 'U+0900-097F, U+1CD0-1CFF, U+200C-200D, U+25CC, U+A8E0-A8FF';
const IN_RANGE = /[\u0900-\u097F\u1CD0-\u1CFF\u200C\u200D\u25CC\uA8E0-\uA8FF]/gu;
const FAMILY = 'Site Devanagari';
const FONT_DIR = 'node_modules/@expo-google-fonts/noto-sans-devanagari';
const WEIGHTS = [
  { weight: 400, file: `${FONT_DIR}/400Regular/NotoSansDevanagari_400Regular.ttf` },
  { weight: 700, file: `${FONT_DIR}/700Bold/NotoSansDevanagari_700Bold.ttf` },
];
const CACHE = path.join(CACHE_DIR, 'fonts');

export interface SiteFonts {
  /** @font-face rules and the font stack of pages in a Devanagari language; "" when the site has none. */
  css: string;
  /** The files, by their site path (/assets/fonts/…), to write into the built site. */
  files: Map<string, Buffer>;
  /** What such pages preload, by language code. */
  preload: Record<string, string[]>;
  /** The face the language switcher names these languages in, on the pages of the other languages. */
  switcher: SwitcherFont;
}

/**
 * Its few letters inline (a data: address, about 1 KB), so no page waits for a font file before its first paint: the
 * @font-face and the rule giving the switcher's names that face ("" when the site has no such language).
 */
export interface SwitcherFont {
  css: string;
  languages: string[];
}

export const usesDevanagari = (lang: string) => DEVANAGARI_LANGUAGES.has(lang);

/** The fonts for the pages of `layouts`' Devanagari languages, subset to what those pages and layouts say. */
export async function siteFonts(pages: PageDescriptor[], layouts: Record<string, SiteLayout>): Promise<SiteFonts> {
  const codes = Object.keys(layouts).filter(usesDevanagari);
  if (!codes.length) return { css: '', files: new Map(), preload: {}, switcher: { css: '', languages: [] } };
  const text = JSON.stringify([
    pages.filter((p) => codes.includes(p.lang)),
    codes.map((c) => ({ ...layouts[c], notFound: layouts[c].notFound })),
  ]);
  const characters = [...new Set(text.match(IN_RANGE) ?? [])].sort().join('');
  const files = new Map<string, Buffer>();
  const faces: string[] = [];
  for (const { weight, file } of WEIGHTS) {
    const font = await subsetCached(path.join(PROJECT_ROOT, file), characters);
    const name = `/${ASSETS_DIR}/fonts/devanagari-${weight}.${createHash('sha256').update(font).digest('hex').slice(0, 10)}.woff2`;
    files.set(name, font);
    faces.push(
      `@font-face{font-family:"${FAMILY}";src:url(${name}) format("woff2");font-weight:${weight};font-style:normal;font-display:optional;unicode-range:${UNICODE_RANGE}}`,
    );
  }
  // The language switcher of every page in another language names these languages in their own script: those few
  // letters in a face of their own, inline. Where a page is in English only, the switcher says so in the language's
  // own words, in the page face above (one face for the whole phrase, so its conjuncts are shaped together).
  const names = Object.values(layouts)
    .flatMap((l) => l.languages.filter((x) => codes.includes(x.code)).map((x) => x.name))
    .join('');
  const namesFont = await subsetCached(
    path.join(PROJECT_ROOT, WEIGHTS[0].file),
    [...new Set(names.match(IN_RANGE) ?? [])].sort().join(''),
  );
  // The device's own Devanagari fonts follow, for a page drawn before the font has come.
  const stack = `"${FAMILY}",system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Devanagari","Nirmala UI","Kohinoor Devanagari",Mangal,sans-serif`;
  const rules = codes
    .map(
      (code) =>
        `html[lang="${code}"]{--font:${stack}}.language-switch [lang="${code}"] .language-unavailable{font-family:"${FAMILY}",var(--font)}`,
    )
    .join('');
  const switcherCss =
    `@font-face{font-family:"${FAMILY} Names";src:url(data:font/woff2;base64,${namesFont.toString('base64')}) format("woff2");font-weight:100 900;font-display:swap;unicode-range:${UNICODE_RANGE}}` +
    codes
      .map((code) => `.language-switch [lang="${code}"] .language-link{font-family:"${FAMILY} Names",var(--font)}`)
      .join('');
  // Pages in such a language fetch both weights at once: text in either is drawn in the font from the first paint.
  return {
    css: faces.join('') + rules,
    files,
    preload: Object.fromEntries(codes.map((c) => [c, [...files.keys()]])),
    switcher: { css: switcherCss, languages: codes },
  };
}

/** The font cut down to `characters` (and what shaping them needs), made again only when either changes. */
async function subsetCached(fontFile: string, characters: string): Promise<Buffer> {
  const source = readFileSync(fontFile);
  const key = createHash('sha256').update(source).update(characters).update(UNICODE_RANGE).digest('hex');
  const cached = path.join(CACHE, `${key}.woff2`);
  const kept = readCached(cached);
  if (kept) return kept;
  const { default: subsetFont } = await import('subset-font');
  const font = await subsetFont(source, characters, { targetFormat: 'woff2' });
  writeCached(cached, font);
  return font;
}
