// What the build reads from a file named in site.yaml (a picture's header, a video's), read once per process and
// version of the file: a file used on many pages is read once, and again only when it changes.
import { statSync } from 'node:fs';

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
