// The picture a shared link shows (WhatsApp, LinkedIn, Facebook, X): a 1200×630 JPEG per page, made at build time,
// since those apps show no SVG (each reads JPEG). The home page's is the site's own card (site.defaultImage) as a
// raster; every other page's is drawn from the site's artwork: its mark and name, the page's title (a product's name),
// and the page's own picture beside it when it has one. The words are set by Pango (through sharp's text input, with
// HarfBuzz shaping Devanagari as browsers do) in the brochure's font file (Noto Sans Devanagari, which carries Latin
// too), so a card looks the same whatever fonts the building computer has, in every language.
// Each card is named by a hash of what it is made from (the drawing's code, fonts, words and picture), so every page
// knows its card at once; the cards are drawn in a worker thread of their own while the build renders the pages. What
// every card of a site shows (the background, the mark, the site's name and address) is drawn once per build as
// pixels; a page's card lays only its title and picture onto a copy of them (`layOnto`, over their own rectangles only)
// and is packed as a JPEG. Cards are kept in node_modules/.cache by their name's hash, so a rebuild makes only those
// that changed and sets no words for the others.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { isMainThread, Worker, workerData } from 'node:worker_threads';
import { inParallel } from '../../core/inParallel.ts';
import { escapeHtml } from '../../core/escape.ts';
import { readCached, writeCached } from '../../core/writeWhole.ts';
import type { PageDescriptor, ShareCard, SizedImage } from '../../contract/descriptorTypes.ts';
import { fontFile, FONT_FILES } from '../../media/brochureFont.ts';
import { openPicture } from '../../media/pictures/encode.ts';
import { CACHE_DIR } from '../../core/paths.ts';
import { SOCIAL_DIR } from '../../shared/outputNames.ts';

export const CARD = { width: 1200, height: 630, type: 'image/jpeg', extension: 'jpg' } as const;
const CACHE = path.join(CACHE_DIR, 'social-cards');
const FAMILY = 'Noto Sans Devanagari';

type Pixels = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/** A picture to lay onto a card (RGBA, its alpha not premultiplied), and where its top left corner goes. */
interface Layer {
  pixels: Pixels;
  left: number;
  top: number;
}

/**
 * Lays each layer onto `base`'s pixels, blending by its alpha over its own rectangle only, into `out` (a copy of the
 * base, or `base` itself). sharp's composite works over the whole 1200×630 frame: it took about 7 ms a card, more than
 * packing the card as a JPEG; this takes about 1 ms.
 */
function layOnto(out: Buffer, base: Pixels, layers: Layer[]): void {
  const { width, height, channels } = base.info;
  for (const { pixels, left, top } of layers) {
    const { data, info } = pixels;
    for (let y = Math.max(0, -top); y < info.height && top + y < height; y++) {
      for (let x = Math.max(0, -left); x < info.width && left + x < width; x++) {
        const from = (y * info.width + x) * 4;
        const alpha = data[from + 3];
        if (alpha === 0) continue;
        const to = ((top + y) * width + left + x) * channels;
        for (let c = 0; c < 3; c++) out[to + c] = (data[from + c] * alpha + out[to + c] * (255 - alpha) + 127) / 255;
      }
    }
  }
}

/**
 * `base` with `layers` laid on, passed to `use` (which must be done with the pixels when it settles). The copies of a
 * base are reused from card to card, each put back as the base where layers changed it: a fresh 2.3 MB copy a card
 * kept the garbage collector busy for about as long as the drawing took.
 */
const spareCopies = new WeakMap<Pixels, Buffer[]>();
async function withLayers<T>(base: Pixels, layers: Layer[], use: (pixels: Pixels) => Promise<T>): Promise<T> {
  let spare = spareCopies.get(base);
  if (!spare) spareCopies.set(base, (spare = []));
  const out = spare.pop() ?? Buffer.from(base.data);
  layOnto(out, base, layers);
  try {
    return await use({ data: out, info: base.info });
  } finally {
    const row = base.info.width * base.info.channels;
    for (const { pixels, left, top } of layers) {
      const from = Math.max(0, left) * base.info.channels;
      const to = Math.min(base.info.width, left + pixels.info.width) * base.info.channels;
      for (let y = Math.max(0, top); y < Math.min(base.info.height, top + pixels.info.height); y++)
        base.data.copy(out, y * row + from, y * row + from, y * row + to);
    }
    spare.push(out);
  }
}

/** An SVG drawn at its own size as RGBA pixels, to lay onto a card. */
async function drawn(svg: string): Promise<Pixels> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg), { density: 72 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true }) as Promise<Pixels>;
}

/**
 * Words set in the card's font as transparent pixels (RGBA), `size` pixels (at 72 dpi a point is a pixel), wrapped at
 * `width` by words; its pixel height tells how many lines they took.
 */
async function words(text: string, size: number, weight: 'bold' | 'regular', colour: string, width: number) {
  const { default: sharp } = await import('sharp');
  return sharp({
    text: {
      text: `<span foreground="${colour}">${escapeHtml(text)}</span>`,
      font: `${FAMILY} ${weight === 'bold' ? 'Bold ' : ''}${size}`,
      fontfile: fontFile(FONT_FILES[weight]),
      width,
      dpi: 72,
      rgba: true,
      wrap: 'word',
    },
  })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true }) as Promise<Pixels>;
}

/** What every card of a site shows, in one language: the background, the site's mark and name, and its address. */
async function baseOf(siteName: string, host: string): Promise<Pixels> {
  const { default: sharp } = await import('sharp');
  const name = await words(siteName, 38, 'bold', '#ffffff', 900);
  const address = await words(host, 28, 'regular', '#dbe7f2', 1040);
  const art = `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}">
<rect width="1200" height="630" fill="#12355b"/>
<circle cx="1080" cy="90" r="250" fill="#0f7c7a" opacity=".35"/>
<circle cx="1150" cy="600" r="170" fill="#f2a33a" opacity=".18"/>
<rect x="80" y="70" width="72" height="72" rx="17" fill="#eef4f8"/>
<path d="M97 90l19 36 19-36" fill="none" stroke="#f2a33a" stroke-width="8.5" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="116" cy="87" r="5.5" fill="#0f7c7a"/>
</svg>`;
  const background = (await sharp(Buffer.from(art), { density: 72 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })) as Pixels;
  // The name beside the mark, centred on it; the address near the foot.
  layOnto(background.data, background, [
    { pixels: name, left: 176, top: Math.round(106 - name.info.height / 2) },
    { pixels: address, left: 80, top: Math.round(560 - address.info.height / 2) },
  ]);
  return background;
}

/** The base of each site's cards as pixels, made once per process and language (by its name and address). */
const bases = new Map<string, Promise<Pixels>>();
function baseFor(siteName: string, host: string): Promise<Pixels> {
  const key = JSON.stringify([siteName, host]);
  let base = bases.get(key);
  if (!base) bases.set(key, (base = baseOf(siteName, host)));
  return base;
}

/**
 * A page's title: the largest of three sizes at which it takes at most three lines, beside the picture or across the
 * card; one that takes more even at the smallest is set smaller still, to fit three lines' height.
 */
async function title(text: string, withPicture: boolean) {
  const width = withPicture ? 620 : 1000;
  for (const size of [68, 60, 52]) {
    const set = await words(text, size, 'bold', '#ffffff', width);
    if (set.info.height <= 3 * size * 1.45) return set;
  }
  for (let size = 46; ; size -= 4) {
    const set = await words(text, size, 'bold', '#ffffff', width);
    if (set.info.height <= 3 * 52 * 1.45 || size <= 24) return set;
  }
}

/** Where a page's picture is shown: a light tile right of the title, the picture fitted inside it. */
const TILE = { left: 740, top: 150, width: 390, height: 350, inner: { width: 340, height: 300 } } as const;

/** The page's picture on its tile, as pixels: an SVG drawn at the tile's size, a photo turned upright and made small. */
async function pictureTile(publicDir: string, image: SizedImage): Promise<Pixels> {
  const { default: sharp } = await import('sharp');
  const picture = await openPicture(path.join(publicDir, image.src))
    .autoOrient()
    .resize(TILE.inner.width, TILE.inner.height, { fit: 'inside' })
    .png()
    .toBuffer();
  const tile = `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE.width}" height="${TILE.height}"><rect width="${TILE.width}" height="${TILE.height}" rx="24" fill="#eef4f8"/></svg>`;
  return sharp(Buffer.from(tile))
    .composite([{ input: picture, gravity: 'centre' }])
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true }) as Promise<Pixels>;
}

/** The accent under a page's title, drawn once per process. */
let accent: Promise<Pixels> | undefined;

/** What a page's card lays onto the base: its title centred on the card's middle, the accent under it, its picture's tile. */
async function pageLayers(page: Pick<PageDescriptor, 'title' | 'image'>, publicDir: string): Promise<Layer[]> {
  const set = await title(page.title, Boolean(page.image));
  const top = Math.round(300 - set.info.height / 2);
  accent ??= drawn(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="6"><rect width="120" height="6" rx="3" fill="#f2a33a"/></svg>',
  );
  return [
    { pixels: set, left: 80, top },
    { pixels: await accent, left: 80, top: top + set.info.height + 22 },
    ...(page.image ? [{ pixels: await pictureTile(publicDir, page.image), left: TILE.left, top: TILE.top }] : []),
  ];
}

/**
 * How a card is packed: quality 85, without optimising its Huffman tables, which took half of the packing's time (5.3
 * against 2.5 ms a card) for a file 15 % smaller (38 against 45 KB; the sharing services read either).
 */
const JPEG = { quality: 85, optimiseCoding: false } as const;

/** A card's address in the site and its entry in the cache, by a hash of what it is made from (`inputs`). */
function cardFile(inputs: string): { name: string; cached: string } {
  const key = createHash('sha256').update(DRAWING_CODE).update(inputs).digest('hex');
  return {
    name: `/${SOCIAL_DIR}/${key.slice(0, 20)}.${CARD.extension}`,
    cached: path.join(CACHE, `${key}.${CARD.extension}`),
  };
}

/**
 * Puts a card into the cache as a JPEG (about 50 KB, a few ms of a core to pack, where a palette PNG took about 20)
 * unless it is there: `draw` gives a whole drawing (the site's own card), or the base's pixels and what a page lays
 * onto them.
 */
async function drawUnlessCached(
  cached: string,
  draw: () => Promise<{ svg: string } | { base: Pixels; layers: Layer[] }>,
): Promise<void> {
  if (readCached(cached)) return;
  const { default: sharp } = await import('sharp');
  const drawing = await draw();
  const packed =
    'svg' in drawing
      ? sharp(Buffer.from(drawing.svg), { density: 72 })
          .resize(CARD.width, CARD.height)
          .flatten({ background: '#ffffff' })
          .jpeg(JPEG)
          .toBuffer()
      : withLayers(drawing.base, drawing.layers, ({ data, info }) => sharp(data, { raw: info }).jpeg(JPEG).toBuffer());
  writeCached(cached, await packed);
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
  [layOnto, withLayers, drawn, words, baseOf, baseFor, title, pictureTile, pageLayers, drawUnlessCached, drawCards]
    .map(String)
    .join('\n') + JSON.stringify([CARD, FAMILY, TILE, JPEG]);
/**
 * Everything else a drawn card is made from, so a rebuild finds it without setting its words again: the fonts, the
 * words, and the picture's bytes.
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

/** What the drawing of one card needs, sent to the thread that draws: the site's own card, or a page's. */
type CardJob = { cached: string } & (
  | { svg: string }
  | { shortName: string; host: string; title: string; image: SizedImage | undefined }
);

/** Draws each card into the cache unless it is there, four per core at a time. */
async function drawCards(jobs: CardJob[], publicDir: string): Promise<void> {
  // A card's words, its layers and its packing take turns between this thread and libvips' threads; one card a core
  // left them waiting on each other (1,200 cards on 2 cores: 4.1 s 2 at a time, 2.3 s 8).
  await inParallel(
    jobs.map(
      (job) => () =>
        drawUnlessCached(job.cached, async () =>
          'svg' in job
            ? { svg: job.svg }
            : {
                base: await baseFor(job.shortName, job.host),
                layers: await pageLayers({ title: job.title, image: job.image }, publicDir),
              },
        ),
    ),
    availableParallelism() * 4,
  );
}

/**
 * Draws the cards in a thread of their own (this module, started as a worker), so that the pages' rendering, on the
 * build's main thread, goes on meanwhile: a card is about 2.5 ms of its thread's time (its words, its layers, the
 * cache's files) besides libvips' own threads.
 */
function drawCardsInWorker(jobs: CardJob[], publicDir: string): Promise<void> {
  if (!jobs.length) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { shareCardJobs: jobs, publicDir },
      // None of the build's own flags (an --input-type for its -e script would stop this file loading).
      execArgv: [],
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the share cards' drawing stopped (exit code ${code})`)),
    );
  });
}

if (!isMainThread && workerData?.shareCardJobs) await drawCards(workerData.shareCardJobs, workerData.publicDir);

/**
 * Gives every page its share card (page.meta.shareCard) at once, by the name of what it is made from, and returns the
 * files to publish by their address, and `drawn`, which settles once every card is in the cache (drawn in a thread of
 * its own while the pages are rendered, where it was not there). The home pages (one per language) share the site's
 * card, drawn from site.defaultImage when it is an SVG. `published`: the cards (by their address) the site being
 * replaced has as they were made, which the build takes from it (src/build/lastBuild.ts): they are neither looked up
 * nor drawn.
 */
export function makeShareCards(
  pages: PageDescriptor[],
  siteOf: (page: PageDescriptor) => CardSite,
  publicDir: string,
  published: (name: string) => boolean = () => false,
): { files: Map<string, string>; drawn: Promise<void> } {
  const files = new Map<string, string>();
  const hashOf = fileHashes();
  const siteCards = new Map<string, string | undefined>();
  const siteCardOf = (src: string) => {
    if (!siteCards.has(src))
      siteCards.set(src, src.endsWith('.svg') ? readFileSync(path.join(publicDir, src), 'utf8') : undefined);
    return siteCards.get(src);
  };
  const jobs: CardJob[] = [];
  for (const page of pages) {
    const site = siteOf(page);
    const host = new URL(site.origin).host;
    const siteCard = siteCardOf(site.defaultImage.src);
    const home = page.path === '/' || page.path === `/${page.lang}/`;
    const { name, cached } =
      home && siteCard ? cardFile(siteCard) : cardFile(cardInputs(page, site.shortName, host, publicDir, hashOf));
    page.meta.shareCard = {
      src: name,
      type: CARD.type,
      width: CARD.width,
      height: CARD.height,
      alt: home && siteCard ? site.defaultImage.alt : `${page.title}: ${site.shortName}`,
    } satisfies ShareCard;
    // A card two pages share (the home pages' site card) is drawn once.
    if (files.has(name)) continue;
    files.set(name, cached);
    if (published(name)) continue;
    jobs.push(
      home && siteCard
        ? { cached, svg: siteCard }
        : { cached, shortName: site.shortName, host, title: page.title, image: page.image },
    );
  }
  return { files, drawn: drawCardsInWorker(jobs, publicDir) };
}
