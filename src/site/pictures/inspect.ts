// What the build knows about a picture file before decoding any pixel: its size on disk, its format and dimensions
// from the header (turned as its EXIF orientation says), a hash of its bytes, and whether it is safe to publish.
// A file over the byte or pixel limit is refused here, so it is never decoded.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readOncePerVersion } from '../fileFacts.ts';
import { imageSize } from 'image-size';

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
}

const FORMATS: Record<string, RasterFormat | 'svg'> = { jpg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif', heif: 'avif', gif: 'gif', svg: 'svg' };
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The file's facts, or what is wrong with it in plain words (`shown` is the file as site.yaml names it). */
export const inspectPicture = readOncePerVersion(inspect);

function inspect(file: string, shown: string, bytes: number): PictureFile | { problem: string } {
  if (bytes > MAX_PICTURE_BYTES) {
    return { problem: `the picture "${shown}" is ${megabytes(bytes)}, more than the ${megabytes(MAX_PICTURE_BYTES)} a picture may be; export it again as a JPEG of at most 4000 px across` };
  }
  const data = readFileSync(file);
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(data);
  } catch {
    size = { width: 0, height: 0 };
  }
  const format = FORMATS[size.type ?? ''] ?? FORMATS[path.extname(file).slice(1).toLowerCase()];
  if (!size.width || !size.height || !format) {
    return { problem: `the picture "${shown}" cannot be read: it is not a valid ${path.extname(file).slice(1).toUpperCase()} file, or an SVG without width, height or viewBox` };
  }
  const turned = (size.orientation ?? 1) >= 5;
  const width = turned ? size.height : size.width;
  const height = turned ? size.width : size.height;
  if (format !== 'svg' && width * height > MAX_PICTURE_PIXELS) {
    return { problem: `the picture "${shown}" is ${width}×${height} pixels (${Math.round((width * height) / 1e6)} megapixels), more than the ${MAX_PICTURE_PIXELS / 1e6} megapixels a picture may have; export it smaller: 4000 px across is more than any place on the site needs` };
  }
  if (format === 'svg') {
    const unsafe = unsafeSvg(data.toString('utf8'));
    if (unsafe) return { problem: `the SVG "${shown}" contains ${unsafe}, which could run or fetch something in a visitor's browser; save it again from the drawing program as a plain SVG (no scripts, no links to other files)` };
  }
  return { format, width, height, hash: createHash('sha256').update(data).digest('hex') };
}

/** What makes an SVG more than a drawing: script, event handlers, or references to anything outside itself. */
export function unsafeSvg(text: string): string | undefined {
  const checks: [RegExp, string][] = [
    [/<script[\s>/]/i, 'a script (<script>)'],
    [/<!ENTITY/i, 'an entity declaration (<!ENTITY>)'],
    [/<foreignObject[\s>/]/i, 'embedded HTML (<foreignObject>)'],
    [/\son[a-z]+\s*=/i, 'an event handler (an on… attribute)'],
    [/javascript:/i, 'a javascript: link'],
    [/\s(?:xlink:)?href\s*=\s*["']\s*(?!#)[^"']/i, 'a reference to another file (href not starting with #)'],
    [/\ssrc\s*=\s*["']/i, 'a reference to another file (src)'],
    [/url\(\s*["']?\s*(?!#)[^)]/i, 'a reference to another file (url() not starting with #)'],
    [/@import/i, 'a stylesheet import (@import)'],
  ];
  return checks.find(([pattern]) => pattern.test(text))?.[1];
}
