// What the build reads from a file named in site.yaml (a picture's header, a video's), read once per process and
// version of the file: a file used on many pages is read once, and again only when it changes.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** `read(file, shown, bytes)` memoised by the file's size and modification time. */
export function readOncePerVersion<T>(
  read: (file: string, shown: string, bytes: number) => T,
): (file: string, shown: string) => T {
  const known = new Map<string, { stamp: string; result: T }>();
  return (file, shown) => {
    const stat = statSync(file);
    const stamp = `${stat.size}:${stat.mtimeMs}`;
    const found = known.get(file);
    if (found?.stamp === stamp) return found.result;
    const result = read(file, shown, stat.size);
    known.set(file, { stamp, result });
    return result;
  };
}

/**
 * The address under `root` of the file `sitePath` names, written with the capitals the folders and the file have
 * (`/images/Products/AMS.svg` for public/images/products/ams.svg gives `/images/products/ams.svg`), or undefined where
 * no file or folder has that name in any capitals. Read from the folders' listings, not from whether the path opens:
 * Windows and macOS open a path written with other capitals, the hosts the site is published on do not.
 */
export function addressAsFiled(root: string, sitePath: string): string | undefined {
  let dir = root;
  const filed: string[] = [];
  for (const name of path.posix.normalize(sitePath).split('/').filter(Boolean)) {
    const names = listing(dir);
    const found = names.includes(name) ? name : names.find((n) => n.toLowerCase() === name.toLowerCase());
    if (found === undefined) return undefined;
    filed.push(found);
    dir = path.join(dir, found);
  }
  return `/${filed.join('/')}`;
}

/** A folder's names, or none where it is not a folder. */
function listing(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
