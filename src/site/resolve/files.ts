// Pass 2: every file the schema marks (pictures, videos, captions) must be a file under public/, and every picture
// gets its width and height from the file. Written by hand they only override, and must keep the file's proportions.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { allParts, getAt, type Resolving } from './parts.ts';

/** Sizes read once per process and file: a picture used on many pages is read once. */
const sizes = new Map<string, { width: number; height: number } | null>();
function sizeOf(file: string): { width: number; height: number } | null {
  if (!sizes.has(file)) {
    try {
      const { width, height } = imageSize(readFileSync(file));
      sizes.set(file, width && height ? { width, height } : null);
    } catch {
      sizes.set(file, null);
    }
  }
  return sizes.get(file)!;
}

const PICTURE = /\.(svg|png|jpg|jpeg|webp|avif)$/i;

export function checkFiles(r: Resolving, publicDir: string): void {
  const root = path.resolve(publicDir);
  for (const part of allParts(r)) {
    for (const ref of part.refs) {
      if (ref.kind !== 'file') continue;
      const at = part.origin(ref.path);
      const file = path.resolve(root, '.' + ref.value);
      if (!file.startsWith(root + path.sep)) {
        r.report(at, `the file "${ref.value}" is outside public/: a file is written from the site root, like /images/${path.basename(ref.value)}`);
        continue;
      }
      if (!existsSync(file) || !statSync(file).isFile()) {
        r.report(at, `the file "${ref.value}" does not exist; put it at public${ref.value}`);
        continue;
      }
      if (!PICTURE.test(file) || ref.path.at(-1) !== 'src') continue;
      // The picture's own entry ({ src, alt } or a logo): its size comes from the file.
      const image = getAt(part.value, ref.path.slice(0, -1)) as { width?: number; height?: number };
      const size = sizeOf(file);
      if (!size) { r.report(at, `the picture "${ref.value}" cannot be read: it is not a valid ${path.extname(file).slice(1).toUpperCase()} file, or an SVG without width, height or viewBox`); continue; }
      if (image.width === undefined && image.height === undefined) Object.assign(image, size);
      else if (image.width === undefined || image.height === undefined) {
        r.report(part.origin([...ref.path.slice(0, -1), image.width === undefined ? 'height' : 'width']), `give both width and height, or neither (the file is ${size.width}×${size.height})`);
      } else if (Math.abs(image.width / image.height - size.width / size.height) > 0.01 * (size.width / size.height)) {
        r.report(part.origin([...ref.path.slice(0, -1), 'width']), `${image.width}×${image.height} does not keep the proportions of "${ref.value}" (${size.width}×${size.height}); leave width and height out to use the file's size`);
      }
    }
  }
}
