// One way to write a file that others may be reading: aside first, then renamed over it; and the caches the build
// keeps what it made in (pictures, videos, fonts, share cards, app icons, brochures), each entry checked before use.
import { createHash, randomUUID } from 'node:crypto';
import {
  closeSync,
  constants,
  fstatSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statfsSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** Writes `file` whole or not at all (its folder made if need be): a reader, or a build running beside this one, never sees half of it. */
export function writeWhole(file: string, data: string | Uint8Array): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const part = `${file}.${randomUUID()}.part`;
  try {
    writeFileSync(part, data);
    renameSync(part, file);
  } catch (error) {
    rmSync(part, { force: true }); // a disk that filled up mid-write leaves no half of the file
    throw diskFullOr(error, file);
  }
}

/**
 * Writes `data` as the new file `file`, never over a file there nor through a link there (O_EXCL, O_NOFOLLOW): false
 * when the name is taken. `flush`: on the disk before it returns.
 */
export function writeNew(file: string, data: string | Uint8Array, { mode = 0o666, flush = false } = {}): boolean {
  let fd: number;
  try {
    fd = openSync(file, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0), mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeFileSync(fd, data);
    if (flush) fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** A write that failed because the disk (or the user's quota) is full. */
export class DiskFullError extends Error {
  readonly folder: string;
  constructor(folder: string) {
    super(`the disk is full at ${folder}`);
    this.folder = folder;
  }
}

const FULL = /\b(ENOSPC|EDQUOT)\b|No space left on device|Disk quota exceeded/i;

/** `error` as a DiskFullError when it says the disk is full (a Node error's code, or the words of sharp or ffmpeg). */
export function diskFullOr(error: unknown, file: string): unknown {
  if (error instanceof DiskFullError) return error;
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return FULL.test(`${code ?? ''} ${message ?? ''}`) ? new DiskFullError(path.dirname(file)) : error;
}

/** The one line a full disk is reported with: how much to free and where, and how much is free there now. */
export function diskFullMessage(folder: string, neededBytes: number): string {
  let free = '';
  try {
    const fs = statfsSync(folder);
    free = ` (${Math.floor((fs.bavail * fs.bsize) / 1e6)} MB free there now)`;
  } catch {
    /* the folder may be gone */
  }
  return `the disk is full: free ${Math.max(1, Math.ceil(neededBytes / 1e6))} MB at ${folder}${free}, then run the build again; nothing half-written was kept`;
}

// A cache entry is the file the build made and, beside it as <entry>.sha256, the SHA-256 of its bytes recorded when it
// was made. It is used only as a regular file (not a link, opened without following one), not empty, with those very
// bytes; anything else (a link planted in the cache, a file put over it, an emptied one) is removed, said in one line,
// and made again. An entry with no record (made before records were kept, or its record removed) is made again too.

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
const recordOf = (entry: string) => `${entry}.sha256`;

/** Makes `made` (a file a tool wrote beside the cache, such as ffmpeg's output) the cache entry `entry`, with its record. */
export function keepCached(made: string, entry: string): void {
  try {
    const bytes = readFileSync(made);
    renameSync(made, entry);
    writeWhole(recordOf(entry), sha256(bytes));
  } catch (error) {
    rmSync(made, { force: true });
    throw diskFullOr(error, entry);
  }
}

/** Writes a cache entry whole, then its record. */
export function writeCached(entry: string, data: string | Uint8Array): void {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  writeWhole(entry, bytes);
  writeWhole(recordOf(entry), sha256(bytes));
}

/** The bytes of a regular file, without following a link; throws 'link', 'not a file' or the error of opening it. */
export function readRegular(file: string): Buffer {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') throw new Error('is a link');
    throw error;
  }
  try {
    if (!fstatSync(fd).isFile()) throw new Error('is not a file');
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Where the notices of entries made again go (the tests listen). */
export const cacheNotices = { say: (line: string) => console.warn(line) };

/**
 * The bytes of a cache entry as they were made; undefined when there is none, or when it is not what was made (then
 * it is removed, with a one-line notice, for the caller to make again).
 */
export function readCached(entry: string): Buffer | undefined {
  let bytes: Buffer;
  try {
    bytes = readRegular(entry);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    return discard(entry, (error as Error).message);
  }
  let recorded: string;
  try {
    recorded = readRegular(recordOf(entry)).toString();
  } catch {
    return discard(entry);
  }
  if (!bytes.length) return discard(entry, 'is empty');
  if (sha256(bytes) !== recorded) return discard(entry, 'is not the file the build made (its bytes changed)');
  return bytes;
}

/** Removes a cache entry and its record. */
export function removeCached(entry: string): void {
  rmSync(entry, { force: true, recursive: true });
  rmSync(recordOf(entry), { force: true, recursive: true });
}

/** Removes an entry that cannot be used, and its record; says why unless it merely had no record. */
function discard(entry: string, why?: string): undefined {
  removeCached(entry);
  if (why) cacheNotices.say(`cache: ${path.relative(process.cwd(), entry) || entry} ${why}; removed, and made again`);
  return undefined;
}

/** The entry's bytes, which must be there and whole (checked once already in this build); for copying into the site. */
export function cachedBytes(entry: string): Buffer {
  const bytes = readCached(entry);
  if (!bytes)
    throw new Error(
      `${entry} went from the build's cache while the build ran (another process removed or changed it): run the build again`,
    );
  return bytes;
}
