// The brochure's fonts, and which characters they can draw: known to npm run validate without loading the PDF code
// (its font library takes most of a second to load), from a list kept beside node_modules' other caches.
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readCached, writeCached } from '../core/writeWhole.ts';

// Google's build of Noto Sans Devanagari (OFL) also carries Latin, so one family covers Marathi, Hindi and English copy.
export const FONT_PACKAGE = '@expo-google-fonts/noto-sans-devanagari';
export const FONT_FILES = {
  regular: '400Regular/NotoSansDevanagari_400Regular.ttf',
  bold: '700Bold/NotoSansDevanagari_700Bold.ttf',
};
/** Readable stand-ins for characters the font lacks that our copy does use; anything else missing becomes '?'. */
export const STAND_INS: Record<string, string> = { '→': '->', '←': '<-', '‑': '-' };

const require = createRequire(import.meta.url);
export const fontFile = (file: string) => require.resolve(`${FONT_PACKAGE}/${file}`);

/** Whether the brochure draws a character as itself (or a stand-in): a space, an invisible mark, or one both fonts have. */
export function drawsAs(ch: string, fonts: ReadonlySet<number>): boolean {
  return /\s|\p{Default_Ignorable_Code_Point}/u.test(ch) || fonts.has(ch.codePointAt(0)!) || ch in STAND_INS;
}

/** The code points both brochure fonts have, read with fontkit once per font version and then kept in a small file. */
export async function brochureCharacters(cacheDir: string): Promise<ReadonlySet<number>> {
  const files = Object.values(FONT_FILES).map(fontFile);
  const key = files.map((f) => `${f}:${statSync(f).size}:${statSync(f).mtimeMs}`).join('|');
  const cache = path.join(cacheDir, 'brochure-characters.json');
  const cached = readCached(cache);
  if (cached) {
    const kept = JSON.parse(cached.toString()) as { key: string; chars: number[] };
    if (kept.key === key) return new Set(kept.chars);
  }
  const { default: fontkit } = await import('@pdf-lib/fontkit');
  const sets = files.map((f) => new Set(fontkit.create(readFileSync(f)).characterSet));
  const chars = [...sets[0]].filter((c) => sets.every((s) => s.has(c)));
  writeCached(cache, JSON.stringify({ key, chars }));
  return new Set(chars);
}
