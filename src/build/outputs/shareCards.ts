// The picture a shared link shows (WhatsApp, LinkedIn, Facebook, X): a 1200×630 PNG per page, made at build time,
// since those apps show no SVG. The home page's is the site's own card (site.defaultImage) as a raster; every other
// page's is drawn from the site's artwork: its mark and name, the page's title (a product's name), and the page's own
// picture beside it when it has one. The words are drawn as outlines of the brochure's font (Noto Sans Devanagari,
// which carries Latin too), so a card looks the same whatever fonts the building computer has, in every language.
// Cards are kept in node_modules/.cache by what they are made from (the drawing's code, fonts, words and picture), so a
// rebuild makes only those that changed and lays out no words for the others.
// @pdf-lib/fontkit's Devanagari shaper calls a global regeneratorRuntime it does not ship (as in src/build/outputs/brochure.ts).
import 'regenerator-runtime/runtime.js';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inParallel } from '../../core/inParallel.ts';
import { readCached, writeCached } from '../../core/writeWhole.ts';
import type { PageDescriptor, ShareCard, SizedImage } from '../../contract/descriptorTypes.ts';
import { fontFile, FONT_FILES } from '../../media/brochureFont.ts';
import { openPicture } from '../../media/pictures/encode.ts';
import { CACHE_DIR } from '../../core/paths.ts';
import { SOCIAL_DIR } from '../../shared/outputNames.ts';

export const CARD = { width: 1200, height: 630 } as const;
const CACHE = path.join(CACHE_DIR, 'social-cards');

type Font = {
  unitsPerEm: number;
  layout(text: string): {
    glyphs: { path: { toSVG(): string } }[];
    positions: { xAdvance: number; xOffset: number; yOffset: number }[];
    advanceWidth: number;
  };
};
let fonts: Promise<{ bold: Font; regular: Font }> | undefined;
async function loadFonts() {
  const { default: fontkit } = await import('@pdf-lib/fontkit');
  const load = (file: string) => fontkit.create(readFileSync(fontFile(file))) as unknown as Font;
  return { bold: load(FONT_FILES.bold), regular: load(FONT_FILES.regular) };
}

/** A line of text as one SVG path, its baseline starting at (x, y). */
function textPath(font: Font, text: string, size: number, x: number, y: number, fill: string): string {
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  let pen = 0;
  const parts = run.glyphs.map((glyph, i) => {
    const p = run.positions[i];
    const d = glyph.path.toSVG();
    const at = `translate(${(x + (pen + p.xOffset) * scale).toFixed(1)} ${(y - p.yOffset * scale).toFixed(1)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})`;
    pen += p.xAdvance;
    return d ? `<path transform="${at}" d="${d}"/>` : '';
  });
  return `<g fill="${fill}">${parts.join('')}</g>`;
}

const widthOf = (font: Font, text: string, size: number) => (font.layout(text).advanceWidth * size) / font.unitsPerEm;

/** The title in at most three lines of the largest size that fits; a longer one ends with "…". */
function wrapTitle(font: Font, title: string, maxWidth: number): { lines: string[]; size: number } {
  const words = title.split(/\s+/);
  for (const size of [68, 60, 52]) {
    const lines: string[] = [];
    for (const word of words) {
      const last = lines.at(-1);
      if (last !== undefined && widthOf(font, `${last} ${word}`, size) <= maxWidth)
        lines[lines.length - 1] = `${last} ${word}`;
      else lines.push(word);
    }
    if (lines.length <= 3) return { lines, size };
  }
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && widthOf(font, `${last} ${word}`, 52) <= maxWidth)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return { lines: [...lines.slice(0, 2), `${lines[2]}…`], size: 52 };
}

const dataUri = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

/** The page's own picture, ready to embed: an SVG as it is, a photo made small first. */
async function embedded(publicDir: string, image: SizedImage): Promise<string> {
  const file = path.join(publicDir, image.src);
  if (image.src.endsWith('.svg')) return dataUri('image/svg+xml', readFileSync(file));
  return dataUri('image/png', await openPicture(file).rotate().resize(720, 660, { fit: 'inside' }).png().toBuffer());
}

/** The drawing of one page's card. */
async function cardSvg(page: PageDescriptor, siteName: string, host: string, publicDir: string): Promise<string> {
  const { bold, regular } = await (fonts ??= loadFonts());
  const picture = page.image ? await embedded(publicDir, page.image) : undefined;
  const { lines, size } = wrapTitle(bold, page.title, picture ? 620 : 1000);
  const lineHeight = Math.round(size * 1.18);
  const top = 315 - ((lines.length - 1) * lineHeight) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}" viewBox="0 0 ${CARD.width} ${CARD.height}">
<rect width="1200" height="630" fill="#12355b"/>
<circle cx="1080" cy="90" r="250" fill="#0f7c7a" opacity=".35"/>
<circle cx="1150" cy="600" r="170" fill="#f2a33a" opacity=".18"/>
<rect x="80" y="70" width="72" height="72" rx="17" fill="#eef4f8"/>
<path d="M97 90l19 36 19-36" fill="none" stroke="#f2a33a" stroke-width="8.5" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="116" cy="87" r="5.5" fill="#0f7c7a"/>
${textPath(bold, siteName, 38, 176, 121, '#ffffff')}
${lines.map((line, i) => textPath(bold, line, size, 80, top + i * lineHeight + size * 0.35, '#ffffff')).join('\n')}
<rect x="80" y="${top + (lines.length - 1) * lineHeight + size * 0.35 + 34}" width="120" height="6" rx="3" fill="#f2a33a"/>
${textPath(regular, host, 28, 80, 570, '#dbe7f2')}
${picture ? `<rect x="740" y="150" width="390" height="350" rx="24" fill="#eef4f8"/><image x="765" y="175" width="340" height="300" preserveAspectRatio="xMidYMid meet" href="${picture}"/>` : ''}
</svg>`;
}

/** A card as a PNG, from the cache when one was made from the same `inputs` before; `draw` only otherwise. */
async function rendered(inputs: string, draw: () => Promise<string>): Promise<{ name: string; cached: string }> {
  const key = createHash('sha256').update(DRAWING_CODE).update(inputs).digest('hex');
  const cached = path.join(CACHE, `${key}.png`);
  if (!readCached(cached)) {
    const { default: sharp } = await import('sharp');
    // 256 colours, quantised with the least effort and half dithering: 17 KB a drawn card (50 KB with a photo in it,
    // where lossless would pass 300 KB) for about 20 ms of a core, where libimagequant's default effort took 45 ms.
    const png = await sharp(Buffer.from(await draw()), { density: 72 })
      .resize(CARD.width, CARD.height)
      .png({ compressionLevel: 6, palette: true, quality: 90, effort: 1, dither: 0.5 })
      .toBuffer();
    writeCached(cached, png);
  }
  return { name: `/${SOCIAL_DIR}/${key.slice(0, 20)}.png`, cached };
}

/** A hash of each file by its path, read once per build (pages share pictures, and all of them the fonts). */
function fileHashes(): (file: string) => string {
  const hashes = new Map<string, string>();
  return (file) => {
    let hash = hashes.get(file);
    if (!hash) hashes.set(file, (hash = createHash('sha256').update(readFileSync(file)).digest('hex')));
    return hash;
  };
}
/** The code that draws and packs a card, as text: a change to it makes every card again, with nothing to remember. */
const DRAWING_CODE =
  [cardSvg, textPath, wrapTitle, widthOf, embedded, rendered].map(String).join('\n') + JSON.stringify(CARD);
/**
 * Everything else a drawn card is made from, so a rebuild finds it without laying out its words again (fontkit's
 * layout of a thousand titles took half a second): the fonts, the words, and the picture's bytes.
 */
const cardInputs = (
  page: PageDescriptor,
  siteName: string,
  host: string,
  publicDir: string,
  hashOf: (file: string) => string,
) =>
  JSON.stringify([
    Object.values(FONT_FILES).map((f) => hashOf(fontFile(f))),
    siteName,
    host,
    page.title,
    page.image ? hashOf(path.join(publicDir, page.image.src)) : null,
  ]);

/** What a card shows of the site, in the page's language. */
export interface CardSite {
  shortName: string;
  origin: string;
  defaultImage: { src: string; alt: string };
}

/**
 * Gives every page its share card (page.meta.shareCard) and returns the files to publish, by their address. The home
 * pages (one per language) share the site's card, drawn from site.defaultImage when it is an SVG.
 */
export async function makeShareCards(
  pages: PageDescriptor[],
  siteOf: (page: PageDescriptor) => CardSite,
  publicDir: string,
): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const hashOf = fileHashes();
  // One card per core at a time: drawing and packing one takes a core for about 20 ms.
  const cards = await inParallel(
    pages.map((page) => async () => {
      const site = siteOf(page);
      const host = new URL(site.origin).host;
      const siteCard = site.defaultImage.src.endsWith('.svg')
        ? readFileSync(path.join(publicDir, site.defaultImage.src), 'utf8')
        : undefined;
      const home = page.path === '/' || page.path === `/${page.lang}/`;
      const alt = home && siteCard ? site.defaultImage.alt : `${page.title}: ${site.shortName}`;
      const card =
        home && siteCard
          ? await rendered(siteCard, async () => siteCard)
          : await rendered(cardInputs(page, site.shortName, host, publicDir, hashOf), () =>
              cardSvg(page, site.shortName, host, publicDir),
            );
      return { page, alt, ...card };
    }),
  );
  for (const { page, alt, name, cached } of cards) {
    files.set(name, cached);
    page.meta.shareCard = { src: name, width: CARD.width, height: CARD.height, alt } satisfies ShareCard;
  }
  return files;
}
