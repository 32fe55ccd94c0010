// The picture pipeline's plan, made from the page descriptors: which template slots show each raster picture, so which
// widths to encode (1x and 2x of the slot's width at 360, 768 and 1366 px, never wider than the file), and the
// <picture> versions each descriptor picture gets. Every version is named by its content (the file's hash and the
// encoder settings) before anything is encoded, so names are known at once and a cached encode is never redone.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { PICTURE_DIR } from '../../shared/outputNames.ts';
import { PICTURE_SLOTS, testimonialSlot, widestIn, type PictureSlotName } from '../../shared/pictureSlots.ts';
import type {
  PageDescriptor,
  PictureVersions,
  Section,
  SiteLayout,
  SizedImage,
} from '../../contract/descriptorTypes.ts';
import type { PictureFiles } from '../../contract/resolve/files.ts';
import { problem, type Problem } from '../../core/problems.ts';
import type { DataPath } from '../../content/yamlSource.ts';
import type { RasterFormat } from './inspect.ts';

/** Encoder settings. Part of every output's name: changing one gives new names, so nothing stale is ever served. */
export const ENCODER = {
  version: 1,
  avif: { quality: 50, effort: 2 },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 78, mozjpeg: true },
  png: { compressionLevel: 9, palette: true, quality: 90, effort: 4 },
  gif: { effort: 4 },
  /** The lightbox's size: no screen it opens on needs more. */
  largeWidth: 1920,
  /** The copy published at the picture's own address (social cards, links to the file): cleaned, at most this wide. */
  copyWidth: 2048,
  /** Of two widths this close, only the larger is made: a browser takes the next larger one anyway. */
  mergeRatio: 0.88,
} as const;

export interface PictureOutput {
  /** Content address: the cache's file name, and part of the published name. */
  key: string;
  /** Where the site serves it: /_pictures/… , or the picture's own address for the cleaned copy. */
  name: string;
  format: RasterFormat;
  width: number;
}

/** One raster file named in site.yaml, and all that is made from it. */
export interface PictureJob {
  src: string;
  file: string;
  hash: string;
  /** Where site.yaml first names it. */
  at: { line: number; col: number };
  hasVersions: boolean;
  /** Shared by every descriptor picture of this file; the encoder fills in the colour. */
  versions: PictureVersions;
  outputs: PictureOutput[];
  /** An SVG's dark-scheme drawing (src/media/pictures/svg.ts, darkSchemeCopy): where the site serves it, and its text. */
  dark?: { name: string; text: string };
}

const EXTENSION: Record<RasterFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png', gif: 'gif' };
/** The fallback format for <img src>: the file's own, except that a still GIF is better as PNG, and AVIF as WebP. */
const FALLBACK: Record<RasterFormat, RasterFormat> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'png',
  webp: 'webp',
  avif: 'webp',
};

/** A picture's file name as the start of its versions' names: lower case, letters, digits and dashes. */
const stemOf = (src: string) =>
  path
    .basename(src, path.extname(src))
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');

function output(src: string, hash: string, format: RasterFormat, width: number, name?: string): PictureOutput {
  const settings = JSON.stringify({ v: ENCODER.version, format, width, options: ENCODER[format] });
  const key = createHash('sha256').update(`${hash}:${settings}`).digest('hex').slice(0, 20);
  return {
    key,
    name: name ?? `/${PICTURE_DIR}/${stemOf(src)}-${width}-${key.slice(0, 10)}.${EXTENSION[format]}`,
    format,
    width,
  };
}

/** 1x and 2x of each slot's widths, none wider than the file; of close widths only the larger. */
export function widthsFor(slots: Iterable<PictureSlotName>, fileWidth: number): number[] {
  const wanted = new Set<number>();
  for (const slot of slots)
    for (const w of PICTURE_SLOTS[slot].widths) for (const x of [w, 2 * w]) wanted.add(Math.min(x, fileWidth));
  const kept: number[] = [];
  for (const w of [...wanted].sort((a, b) => b - a))
    if (!kept.length || w < kept.at(-1)! * ENCODER.mergeRatio) kept.push(w);
  return kept.reverse();
}

/** Every picture a descriptor holds, with the slot that shows it (null: not drawn in a slot, e.g. a social card). */
function shownPictures(pages: PageDescriptor[], layout: SiteLayout): [SizedImage, PictureSlotName | null][] {
  const found: [SizedImage, PictureSlotName | null][] = [];
  const add = (image: SizedImage | undefined, slot: PictureSlotName | null) => {
    if (image) found.push([image, slot]);
  };
  const inSection: { [T in Section['type']]?: (s: Extract<Section, { type: T }>) => void } = {
    // A video's poster is drawn where the video is; the hero's frame for phones (its portrait cut) only on phones.
    hero: (s) => {
      add(s.image, 'hero');
      add(s.video?.poster, 'hero');
      add(s.video?.narrowPoster, 'heroPhone');
    },
    prose: (s) => add(s.image, 'prose'),
    cards: (s) => s.cards.forEach((c) => add(c.image, s.layout === 'media' ? 'mediaCard' : 'card')),
    productTiles: (s) => s.tiles.forEach((t) => add(t.image, 'tile')),
    testimonials: (s) =>
      s.items.forEach((i) => {
        add(i.image, testimonialSlot(s.items.length));
        add(i.video?.poster, testimonialSlot(s.items.length));
      }),
    gallery: (s) => s.groups.forEach((g) => g.photos.forEach((p) => add(p, 'gallery'))),
    carousel: (s) => s.logos.forEach((l) => add(l.image, 'carouselLogo')),
    logoGroups: (s) => s.groups.forEach((g) => g.logos.forEach((l) => add(l.image, 'logo'))),
  };
  add(layout.site.logo, 'brand');
  add(layout.site.map.picture, 'map');
  add(layout.site.defaultImage, null);
  for (const page of pages) {
    add(page.meta.image, null);
    add(page.image, page.template === 'ProductPage' ? 'prose' : null);
    for (const section of page.sections) (inSection[section.type] as ((s: Section) => void) | undefined)?.(section);
  }
  return found;
}

/**
 * Plans every raster picture the descriptors hold and gives each its versions (in place: the descriptors are this
 * build's own). Warns, at the picture's site.yaml line, when a file is too small to look sharp where it is shown.
 */
export function planPictures(
  pages: PageDescriptor[],
  layout: SiteLayout,
  files: PictureFiles,
  positionOf: (at: DataPath) => PictureJob['at'],
  warn: (warning: Problem) => void,
): PictureJob[] {
  const shown = shownPictures(pages, layout);
  const slotsOf = new Map<string, Set<PictureSlotName>>();
  for (const [image, slot] of shown) {
    if (!slotsOf.has(image.src)) slotsOf.set(image.src, new Set());
    if (slot) slotsOf.get(image.src)!.add(slot);
  }
  const jobs = new Map<string, PictureJob>();
  for (const [src, slots] of slotsOf) {
    const file = files.get(src);
    if (file?.format === 'svg' && file.darkCopy) {
      const dark = file.darkCopy;
      jobs.set(src, {
        src,
        file: file.file,
        hash: file.hash,
        at: positionOf(file.at),
        hasVersions: false,
        versions: { sources: [], fallback: src },
        outputs: [],
        dark: {
          name: `/${PICTURE_DIR}/${stemOf(src)}-dark-${createHash('sha256').update(dark).digest('hex').slice(0, 10)}.svg`,
          text: dark,
        },
      });
    }
    if (!file || file.format === 'svg') continue;
    const at = positionOf(file.at);
    const widest = [...slots].sort((a, b) => widestIn(b) - widestIn(a))[0];
    // A video's poster frame is as sharp as its video: the video pipeline says what to supply.
    if (widest && !file.generated && file.width < 2 * widestIn(widest)) {
      const needed = 2 * widestIn(widest);
      // The hero is a wide band (a picture is cut to fill it): an upright photo is cut to its middle strip, and a
      // larger upright one would be no better. What to supply is a landscape picture, at 16:9.
      const upright = widest === 'hero' && file.height > file.width;
      const height = widest === 'hero' ? Math.ceil((needed * 9) / 16) : Math.ceil((needed * file.height) / file.width);
      const values = {
        src,
        width: file.width,
        height: file.height,
        place: PICTURE_SLOTS[widest].label,
        wide: widestIn(widest),
        needed,
        neededHeight: height,
      };
      warn({ ...at, ...problem(upright ? 'FILE048' : 'FILE049', values) });
    }
    // A video's poster frame (file.generated) has no file of its own to publish a cleaned copy of.
    const outputs: PictureOutput[] = file.generated
      ? []
      : [output(src, file.hash, file.format, Math.min(file.width, ENCODER.copyWidth), src)];
    const versions: PictureVersions = { sources: [], fallback: src };
    if (slots.size) {
      const widths = widthsFor(slots, file.width);
      for (const format of ['avif', 'webp'] as const) {
        const made = widths.map((w) => output(src, file.hash, format, w));
        outputs.push(...made);
        versions.sources.push({ type: `image/${format}`, srcset: made.map((o) => `${o.name} ${o.width}w`).join(', ') });
      }
      const fallbackWidth = Math.min(file.width, Math.max(...[...slots].map(widestIn)));
      const fallback = output(src, file.hash, FALLBACK[file.format], fallbackWidth);
      outputs.push(fallback);
      versions.fallback = fallback.name;
      if ([...slots].some((slot) => 'opensLarge' in PICTURE_SLOTS[slot])) {
        const large = output(src, file.hash, 'webp', Math.min(file.width, ENCODER.largeWidth));
        outputs.push(large);
        versions.large = {
          src: large.name,
          width: large.width,
          height: Math.round((large.width * file.height) / file.width),
        };
      }
    }
    const unique = [...new Map(outputs.map((o) => [o.name, o])).values()];
    jobs.set(src, {
      src,
      file: file.file,
      hash: file.hash,
      at,
      hasVersions: slots.size > 0,
      versions,
      outputs: unique,
    });
  }
  for (const [image] of shown) {
    const job = jobs.get(image.src);
    if (job?.hasVersions) image.versions = job.versions;
    if (job?.dark) image.darkSrc = job.dark.name;
  }
  return [...jobs.values()];
}
