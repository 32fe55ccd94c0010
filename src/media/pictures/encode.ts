// The picture pipeline's encoder (sharp, on libvips): each planned version is encoded once into a content-addressed
// cache and copied into every build from there, so a rebuild, the dev server and the tests encode only what changed.
// Each version is turned as its EXIF orientation says, converted to sRGB and written with no metadata at all (sharp
// keeps none unless asked: no EXIF, XMP, IPTC, ICC profile, comments or text chunks). Encoding uses every core.
// Each cache entry is checked before it is used or published (src/core/writeWhole.ts): one that is a link, empty or
// not the bytes that were encoded is made again.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { inParallel } from '../../core/inParallel.ts';
import { config } from '../../core/config.ts';
import { CACHE_DIR } from '../../core/paths.ts';
import { problem, type Problem } from '../../core/problems.ts';
import { MAX_PICTURE_PIXELS } from './inspect.ts';
import { ENCODER, type PictureJob, type PictureOutput } from './plan.ts';
import { cachedBytes, diskFullOr, DiskFullError, readCached, writeCached } from '../../core/writeWhole.ts';

export const PICTURE_CACHE = config.pictureCache ?? path.join(CACHE_DIR, 'pictures');

// libvips' operation cache (up to 50 MB, one for the whole process: the share cards' thread too) keeps what a build
// never asks for twice. Measured here, nine versions of a 3000×2000 photo: the same time (4.6 s), 80 MB less memory;
// the 10,000-page build (share cards): about 50 MB less at its peak.
sharp.cache(false);

const cached = (o: PictureOutput) => path.join(PICTURE_CACHE, `${o.key}.${o.format}`);
const colourFile = (job: PictureJob) => path.join(PICTURE_CACHE, `${job.hash}.colour`);

/**
 * How every owner's picture is opened for decoding (here and for the share cards): refused over the pixel limit before
 * a pixel is read (src/media/pictures/inspect.ts refuses it at its line first), and failed on a damaged file. Read
 * afresh each time (no operation cache, above), so a file changed since the last build is read as it is now.
 */
export const openPicture = (file: string) => sharp(file, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'warning' });
const open = (job: PictureJob) => openPicture(job.file).autoOrient();

async function encode(job: PictureJob, o: PictureOutput): Promise<void> {
  const image = open(job).resize({ width: o.width, withoutEnlargement: true }).toColourspace('srgb');
  const encoded =
    o.format === 'avif'
      ? image.avif(ENCODER.avif)
      : o.format === 'webp'
        ? image.webp(ENCODER.webp)
        : o.format === 'jpeg'
          ? image.jpeg(ENCODER.jpeg)
          : o.format === 'png'
            ? image.png(ENCODER.png)
            : image.gif(ENCODER.gif);
  // Written whole (aside, then renamed) with its record: another build encoding it at the same moment never sees half.
  writeCached(cached(o), await encoded.toBuffer());
}

/** The most common colour of an opaque picture, shown in its box until it loads; none for a picture with transparency. */
async function dominantColour(job: PictureJob): Promise<void> {
  const small = open(job).resize(64, 64, { fit: 'inside' });
  const [{ hasAlpha }, { dominant }] = await Promise.all([openPicture(job.file).metadata(), small.stats()]);
  const hex = hasAlpha
    ? 'none'
    : [dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, '0')).join('');
  writeCached(colourFile(job), hex);
}

/** A picture's colour as its cache entry says: six hex digits, 'none', or undefined when there is no usable entry. */
function colourOf(job: PictureJob): string | undefined {
  const kept = readCached(colourFile(job))?.toString();
  return kept && /^([0-9a-f]{6}|none)$/.test(kept) ? kept : undefined;
}

/**
 * Encodes every version not in the cache yet and gives each picture its colour. A file that cannot be decoded is
 * reported at its site.yaml line; a disk that is full throws a DiskFullError. Returns how many versions were encoded.
 */
export async function encodePictures(jobs: PictureJob[], report: (problem: Problem) => void): Promise<number> {
  mkdirSync(PICTURE_CACHE, { recursive: true });
  const failed = new Set<PictureJob>();
  let full: DiskFullError | undefined;
  const attempt = (job: PictureJob, work: () => Promise<void>) => async () => {
    if (failed.has(job) || full) return;
    try {
      await work();
    } catch (error) {
      const cause = diskFullOr(error, PICTURE_CACHE + path.sep);
      if (cause instanceof DiskFullError) {
        full ??= cause;
        return;
      }
      if (failed.has(job)) return; // another version of the same file failed first
      failed.add(job);
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      report({ ...job.at, ...problem('FILE001', { src: job.src, reason }) });
    }
  };
  const tasks: (() => Promise<void>)[] = [];
  let encodes = 0;
  for (const job of jobs) {
    if (job.hasVersions && !colourOf(job)) tasks.push(attempt(job, () => dominantColour(job)));
    for (const o of job.outputs)
      if (!readCached(cached(o))) {
        tasks.push(attempt(job, () => encode(job, o)));
        encodes++;
      }
  }
  await inParallel(tasks);
  if (full) throw full;
  for (const job of jobs) {
    if (!job.hasVersions || failed.has(job)) continue;
    const hex = colourOf(job);
    if (!hex)
      throw new Error(
        `the colour of ${job.src} went from the build's cache while the build ran (another process removed or changed it): run the build again`,
      );
    if (hex !== 'none') job.versions.colorClass = `pc-${hex}`;
  }
  return encodes;
}

/** The rules behind each picture's colour class, for the site's stylesheet. */
export function pictureColourCss(jobs: PictureJob[]): string {
  const classes = new Set(jobs.map((j) => j.versions.colorClass).filter(Boolean));
  return [...classes].map((c) => `.${c}{background-color:#${c!.slice(3)}}`).join('');
}

/** Copies every version into the built site, and the cleaned copy over the original that public/ put there. */
export function writePictures(jobs: PictureJob[], siteDir: string): void {
  for (const job of jobs) {
    if (job.dark) {
      const target = path.join(siteDir, job.dark.name);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, job.dark.text);
    }
    for (const o of job.outputs) {
      const target = path.join(siteDir, o.name);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, cachedBytes(cached(o)));
    }
  }
}

/** The cached version behind a published name, checked, for the dev server. */
export function cachedPicture(jobs: PictureJob[], name: string): { bytes: Buffer; format: string } | undefined {
  for (const job of jobs) {
    if (job.dark?.name === name) return { bytes: Buffer.from(job.dark.text), format: 'svg+xml' };
    for (const o of job.outputs) {
      if (o.name !== name) continue;
      const bytes = readCached(cached(o));
      return bytes && { bytes, format: o.format };
    }
  }
  return undefined;
}
