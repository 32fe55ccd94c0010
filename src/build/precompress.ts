// After the build: a .br and a .gz copy of every text file, so any static host (and npm run serve) can send them
// compressed without compressing on each request. Files run through zlib's thread pool a few at a time, so every core
// works; a file with the same bytes as in the site being replaced (compared by their SHA-256) keeps that site's copies
// instead of being compressed again, so a rebuild after a small edit compresses only what changed. Such a copy is
// reused only when it is a regular file (not a link) that decompresses to the file exactly; any other (emptied, cut,
// replaced) is made again, with a one-line notice.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { inParallel } from '../core/inParallel.ts';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from 'node:zlib';
import { cacheNotices, readRegular } from '../core/writeWhole.ts';

const TEXT = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const unbrotli = promisify(brotliDecompress);
const gunzipAsync = promisify(gunzip);

/** The previous site's .br and .gz of a file, when both are regular files that decompress to `body` exactly. */
async function reusable(before: string, body: Buffer): Promise<{ br: Buffer; gz: Buffer } | undefined> {
  const copies: Buffer[] = [];
  for (const [suffix, decompress] of [
    ['.br', unbrotli],
    ['.gz', gunzipAsync],
  ] as const) {
    let why: string;
    try {
      const copy = readRegular(before + suffix);
      if ((await decompress(copy)).equals(body)) {
        copies.push(copy);
        continue;
      }
      why = 'does not decompress to the file';
    } catch (error) {
      why = (error as Error).message.startsWith('is ') ? (error as Error).message : 'cannot be decompressed';
    }
    cacheNotices.say(`precompress: ${path.relative(process.cwd(), before + suffix)} ${why}; compressed again`);
    return undefined;
  }
  return { br: copies[0], gz: copies[1] };
}

/**
 * Brotli's best (11) for the scripts and styles under assets/, which are few and cached for good, and for pages of
 * 48 KB up to 256 KB; 8 for the other pages and files. Measured on this site's pages: 8 is 10% larger than 11 but 40 times
 * faster (1.5 against 57 ms a page); 9 and 10 cost 10 to 13 times as much as 8 for 0.1% and 7%. At 11 a 10,000-page
 * site spent minutes here. A page of 48 KB is about 12 KB at 8, near what the first round trip of a connection carries
 * with the headers (10 segments, 14.6 KB), which decides whether a phone on a slow line draws it a round trip sooner:
 * /CareerPage 15.4 KB at 8, 13.8 KB at 11; /Products 12.7 KB and 11.4 KB. Such pages are few (37 of this site's 132),
 * and a rebuild reuses the .br of every page that did not change.
 */
const LARGE_PAGE = 48 * 1024;
/**
 * A page far beyond the first round trip at any quality (a listing of 3,000 products, 577 KB: 31.7 KB at 8, 27.4 KB
 * at 11) gains little from 11 and costs most: 18 against 910 ms, on each edit of any product the listing shows. This
 * site's largest page is 128 KB.
 */
const HUGE_PAGE = 256 * 1024;
const qualityOf = (relative: string, bytes: number) =>
  relative.startsWith(`assets${path.sep}`) || (relative.endsWith('.html') && bytes >= LARGE_PAGE && bytes < HUGE_PAGE)
    ? 11
    : 8;

/**
 * Brotli's window: the smallest that holds the whole file (brotli allows 2^10 to 2^24 bytes). A larger one compresses
 * a file no better, yet its encoder takes memory for all of it: with the default (4 MB) compressing 10,000 pages
 * raised a build's peak memory by about 150 MB.
 */
const windowBitsFor = (bytes: number) =>
  Math.min(
    constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 16))),
  );

export interface PrecompressResult {
  files: number;
  reused: number;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Writes file.br and file.gz beside every text file of 1 KB or more under `root`. `previous` is the site this build
 * replaces: where a file's bytes are unchanged there, its .br and .gz are copied from it. `kept`: the files (by their
 * path in `root`) whose .br and .gz are already in place, taken from the last build (src/build/lastBuild.ts). `only`:
 * the files to compress, by their path in `root` (all by default).
 */
export async function precompress(
  root: string,
  {
    previous,
    kept = new Set(),
    only = () => true,
    parallel = Math.max(2, availableParallelism()),
  }: { previous?: string; kept?: Set<string>; only?: (file: string) => boolean; parallel?: number } = {},
): Promise<PrecompressResult> {
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && TEXT.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .filter(only);
  let done = 0;
  let reused = 0;
  const one = async (relative: string) => {
    if (kept.has(relative)) {
      done++;
      reused++;
      return;
    }
    const file = path.join(root, relative);
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) return;
    done++;
    const before = previous && path.join(previous, relative);
    if (
      before &&
      existsSync(`${before}.br`) &&
      existsSync(`${before}.gz`) &&
      existsSync(before) &&
      sha256(readFileSync(before)) === sha256(body)
    ) {
      const copies = await reusable(before, body);
      if (copies) {
        writeFileSync(`${file}.br`, copies.br);
        writeFileSync(`${file}.gz`, copies.gz);
        reused++;
        return;
      }
    }
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: qualityOf(relative, body.length),
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_LGWIN]: windowBitsFor(body.length),
        },
      }),
      gzipAsync(body, { level: 9 }),
    ]);
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
  };
  // A few files at a time per core: enough to keep zlib's threads busy, never the whole site in memory at once.
  await inParallel(
    files.map((relative) => () => one(relative)),
    parallel,
  );
  return { files: done, reused };
}
