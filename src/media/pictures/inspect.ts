// What the build knows about a picture file before decoding any pixel: its size on disk, what it is by its first bytes
// (which must be what its name says), its dimensions from the header (turned as its EXIF orientation says), a hash of
// its bytes, and whether it is safe to publish (an SVG: src/media/pictures/svg.ts). A file over the byte, pixel or side
// limit is refused here, so it is never decoded.
import { problem, withValues, type Coded } from '../../core/problems.ts';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readOncePerVersion } from '../../core/fileFacts.ts';
import { imageSize } from 'image-size';
import { checkSvg, MAX_PICTURE_SIDE } from './svg.ts';

/** A sane upper bound for a photo straight from a camera. */
export const MAX_PICTURE_BYTES = 25 * 1024 * 1024;
/** 100 megapixels (12000×8000): larger is a mistake or a decompression bomb; it would take gigabytes to decode. */
export const MAX_PICTURE_PIXELS = 100_000_000;

export type RasterFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

export interface PictureFile {
  format: RasterFormat | 'svg';
  /** As shown: EXIF orientations 5–8 turn the picture a quarter, so width and height swap. */
  width: number;
  height: number;
  /** sha256 of the bytes, hex: the cache key of everything encoded from it. */
  hash: string;
  /** An SVG's first words written as text (src/media/pictures/svg.ts), where they are in the file. */
  text?: { line: number; col: number; words: string };
  /** An SVG with colours of its own for the dark scheme: shown without the light ground drawings are given. */
  darkScheme?: true;
  /** Its dark-scheme drawing, published beside it for the browsers that draw a picture's own rules in light only. */
  darkCopy?: string;
  /** Drawn on the illustrations' plate with their dark colours: the ground beside it is the plate's in either scheme. */
  onPlate?: true;
}

/** The format a picture's extension names (lower-cased). */
export const FORMAT_OF_EXTENSION: Record<string, RasterFormat | 'svg'> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
  svg: 'svg',
};
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** What each kind of file is called in a message, and the extension its name should have. */
export const PICTURE_KINDS: Record<Sniffed, { name: string; extension: string }> = {
  jpeg: { name: 'a JPEG photo', extension: 'jpg' },
  png: { name: 'a PNG picture', extension: 'png' },
  webp: { name: 'a WebP picture', extension: 'webp' },
  avif: { name: 'an AVIF picture', extension: 'avif' },
  gif: { name: 'a GIF picture', extension: 'gif' },
  svg: { name: 'an SVG drawing', extension: 'svg' },
  heic: { name: "a HEIC photo (an iPhone's own format)", extension: 'heic' },
};
export type Sniffed = RasterFormat | 'svg' | 'heic';

/** What a file is by its first bytes, whatever its name says (undefined: none of the pictures the site takes). */
export function sniffPicture(data: Buffer): Sniffed | undefined {
  const ascii = (from: number, to: number) => data.subarray(from, to).toString('latin1');
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp') {
    const size = Math.min(data.readUInt32BE(0), data.length, 64);
    const brands = [
      ascii(8, 12),
      ...Array.from({ length: Math.max(0, (size - 16) / 4) }, (_, i) => ascii(16 + 4 * i, 20 + 4 * i)),
    ];
    if (brands.some((b) => b === 'avif' || b === 'avis')) return 'avif';
    if (brands.some((b) => ['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1'].includes(b))) return 'heic';
    return undefined;
  }
  // Text: an SVG starts with "<" (after a byte-order mark and spaces) and has an <svg element near its start.
  const start = data
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (start.startsWith('<') && /<(?:[\w.-]+:)?svg[\s>/]/.test(start)) return 'svg';
  if ((data[0] === 0xfe && data[1] === 0xff) || (data[0] === 0xff && data[1] === 0xfe)) {
    return /<\0?s\0?v\0?g/.test(data.subarray(0, 8192).toString('latin1')) ? 'svg' : undefined;
  }
  return undefined;
}

/** The file's facts, or what is wrong with it in plain words (`shown` is the file as site.yaml names it), with its line in an SVG. */
export const inspectPicture = readOncePerVersion(inspect);

export type PictureProblem = { problem: Coded; line?: number; col?: number };

function inspect(file: string, shown: string, bytes: number): PictureFile | PictureProblem {
  if (bytes > MAX_PICTURE_BYTES) {
    return {
      problem: problem('FILE002', { shown, bytes: megabytes(bytes), MAX_PICTURE_BYTES: megabytes(MAX_PICTURE_BYTES) }),
    };
  }
  const data = readFileSync(file);
  const extension = path.extname(file).slice(1);
  const named = FORMAT_OF_EXTENSION[extension.toLowerCase()];
  const sniffed = sniffPicture(data);
  if (!sniffed) {
    return {
      problem: problem('FILE003', {
        shown,
        kind: named === 'svg' ? 'valid SVG (no <svg> element at its start)' : `valid ${extension.toUpperCase()} file`,
      }),
    };
  }
  if (sniffed !== named) {
    const { name, extension: right } = PICTURE_KINDS[sniffed];
    const renamed = path.posix.join(
      path.posix.dirname(shown),
      `${path.posix.basename(shown, path.extname(shown))}.${right}`,
    );
    return {
      problem:
        sniffed === 'heic'
          ? problem('FILE034', {
              shown,
              kind: name,
              named: PICTURE_KINDS[named as Sniffed].name,
              jpeg: `${path.posix.basename(renamed, '.heic')}.jpg`,
            })
          : problem('FILE035', {
              shown,
              kind: name,
              named: PICTURE_KINDS[named as Sniffed].name,
              file: path.posix.basename(renamed),
              renamed,
            }),
    };
  }
  const hash = createHash('sha256').update(data).digest('hex');
  if (sniffed === 'svg') {
    const svg = checkSvg(data);
    if ('problem' in svg)
      return {
        problem: withValues(svg.problem, { at: { shown, line: svg.line, col: svg.col } }),
        line: svg.line,
        col: svg.col,
      };
    return { format: 'svg', ...svg, hash };
  }
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(data);
  } catch {
    size = { width: 0, height: 0 };
  }
  if (!size.width || !size.height) {
    return { problem: problem('FILE005', { shown, format: extension.toUpperCase() }) };
  }
  const turned = (size.orientation ?? 1) >= 5;
  const width = turned ? size.height : size.width;
  const height = turned ? size.width : size.height;
  if (width * height > MAX_PICTURE_PIXELS) {
    return {
      problem: problem('FILE006', {
        shown,
        width,
        height,
        megapixels: Math.round((width * height) / 1e6),
        limit: MAX_PICTURE_PIXELS / 1e6,
      }),
    };
  }
  if (width > MAX_PICTURE_SIDE || height > MAX_PICTURE_SIDE) {
    return { problem: problem('FILE007', { shown, width, height, MAX_PICTURE_SIDE }) };
  }
  return { format: sniffed, width, height, hash };
}
