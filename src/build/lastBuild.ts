// What a build takes from the last build of the same folder instead of making it again. A page whose inputs are
// unchanged (the built code, its descriptor, its language's layout and the site's styles: all that its render reads)
// keeps its HTML and its .br and .gz; the search index is kept when every page it reads was. What was made from what
// is recorded in <outDir>/.last-build.json, beside the site (not in it). A file is taken only while it is the very file
// recorded (its inode, size and modification time are unchanged), so a file edited or replaced since is made again;
// the record goes before a swap and is written after it, so a build stopped in between leaves none to trust. A file
// taken is a second name (a hard link) of the live site's file: the build writes nothing to it.
import { createHash } from 'node:crypto';
import { copyFileSync, linkSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeWhole } from '../core/writeWhole.ts';

/** A file as it was recorded: its size, modification time and inode. */
type Stamp = [size: number, modified: number, inode: number];

interface Made {
  /** A hash of all that the output was made from. */
  key: string;
  /** Its files, by their path in the site. */
  files: Record<string, Stamp>;
}

interface BuildRecord {
  version: typeof VERSION;
  made: { [output: string]: Made };
}

const VERSION = 1;

/** A precompressed copy of a file (src/build/precompress.ts). */
const COMPRESSED_COPY = /\.(br|gz)$/;

export const lastBuildRecordOf = (outDir: string) => path.join(outDir, '.last-build.json');

/** A hash of the parts, each ended so that no two lists of parts run together. */
export const keyOf = (...parts: string[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 32);
};

/** `to` as a second name of `from` (a hard link), or a copy where the file system has none. */
export function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/** The files under `folder` of `root` (none when it is not there), by their path in `root`. */
export function filesIn(root: string, folder: string): string[] {
  try {
    return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}

function stampOf(file: string): Stamp | undefined {
  // Without an error for a file not there (a page's compressed copies in a build without them): at 3,000 pages,
  // making those errors was 0.2 s of a build with nothing to do.
  const stat = lstatSync(file, { throwIfNoEntry: false });
  return stat?.isFile() ? [stat.size, stat.mtimeMs, stat.ino] : undefined;
}

const sameStamp = (a: Stamp | undefined, b: Stamp) => !!a && a.every((n, i) => n === b[i]);

function readRecord(outDir: string): BuildRecord['made'] {
  try {
    const record = JSON.parse(readFileSync(lastBuildRecordOf(outDir), 'utf8')) as BuildRecord;
    return record.version === VERSION ? record.made : {};
  } catch {
    return {};
  }
}

/** One build's view of the last one: what it takes from it, and what it records for the next. */
export class LastBuild {
  private readonly before: BuildRecord['made'];
  private readonly now: { [output: string]: { key: string; files: string[] } } = {};

  private readonly outDir: string;
  private readonly live: string;
  private readonly client: string;
  private readonly compress: boolean;

  /**
   * The last build of `outDir`, whose site is `live`; the new one is built into `client`, with compressed copies of its
   * files when `compress` (a build without takes none of the last one's).
   */
  constructor(outDir: string, live: string, client: string, compress: boolean) {
    this.outDir = outDir;
    this.live = live;
    this.client = client;
    this.compress = compress;
    this.before = readRecord(outDir);
  }

  /**
   * Puts into the new site the files `output` had in the last one, when they were made from the same `key` and are
   * still the files recorded. Returns the paths taken, or undefined when nothing was (the output is made again).
   */
  take(output: string, key: string): string[] | undefined {
    const files = this.unchanged(output, key);
    for (const file of files ?? []) {
      const target = path.join(this.client, file);
      mkdirSync(path.dirname(target), { recursive: true });
      linkOrCopy(path.join(this.live, file), target);
    }
    return files;
  }

  /** The files `take` would take, taking none. */
  unchanged(output: string, key: string): string[] | undefined {
    const made = this.before[output];
    if (made?.key !== key) return undefined;
    const files = Object.keys(made.files).filter((f) => this.compress || !COMPRESSED_COPY.test(f));
    if (!files.length || !files.every((f) => sameStamp(stampOf(path.join(this.live, f)), made.files[f])))
      return undefined;
    // A compressed copy only with its twin: precompression writes both where either is missing (src/build/precompress.ts).
    const all = new Set(files);
    const pairedCopies = files.every((f) => {
      const twin = f.endsWith('.br') ? `${f.slice(0, -3)}.gz` : f.endsWith('.gz') ? `${f.slice(0, -3)}.br` : f;
      return all.has(twin);
    });
    return pairedCopies ? files : undefined;
  }

  /** Notes that `output` was made from `key` as `files` (paths in the site; those not there are left out). */
  made(output: string, key: string, files: string[]): void {
    this.now[output] = { key, files };
  }

  /** Before the swap: the last build's record goes, as its files are about to. */
  forget(): void {
    rmSync(lastBuildRecordOf(this.outDir), { force: true });
  }

  /** After the swap: the record of this build, its files stamped where they now are (`live`). */
  record(): void {
    const made: BuildRecord['made'] = {};
    for (const [output, { key, files }] of Object.entries(this.now)) {
      const stamped: Made['files'] = {};
      for (const file of files) {
        const stamp = stampOf(path.join(this.live, file));
        if (stamp) stamped[file] = stamp;
      }
      made[output] = { key, files: stamped };
    }
    writeWhole(lastBuildRecordOf(this.outDir), JSON.stringify({ version: VERSION, made } satisfies BuildRecord));
  }
}
