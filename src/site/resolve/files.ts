// Pass 2: every file the schema marks (pictures, videos, captions) must be a file under public/, and every picture
// gets its width and height from the file. Written by hand they only override, and must keep the file's proportions.
// A picture over the byte or pixel limit, or an SVG that could run or fetch something, is refused here
// (src/site/pictures/inspect.ts); the picture's first place in site.yaml is kept for the picture pipeline's messages.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { inspectPicture, type PictureFile } from '../pictures/inspect.ts';
import type { DataPath } from '../yamlSource.ts';
import { allParts, getAt, type Resolving } from './parts.ts';

const PICTURE = /\.(svg|png|jpg|jpeg|webp|avif|gif)$/i;

/** Each picture file the site names: what it is, and where site.yaml first names it. */
export type PictureFiles = Map<string, PictureFile & { file: string; at: DataPath }>;

export function checkFiles(r: Resolving, publicDir: string): PictureFiles {
  const root = path.resolve(publicDir);
  const pictures: PictureFiles = new Map();
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
      const size = inspectPicture(file, ref.value);
      if ('problem' in size) { r.report(at, size.problem); continue; }
      if (!pictures.has(ref.value)) pictures.set(ref.value, { ...size, file, at });
      if (image.width === undefined && image.height === undefined) Object.assign(image, { width: size.width, height: size.height });
      else if (image.width === undefined || image.height === undefined) {
        r.report(part.origin([...ref.path.slice(0, -1), image.width === undefined ? 'height' : 'width']), `give both width and height, or neither (the file is ${size.width}×${size.height})`);
      } else if (Math.abs(image.width / image.height - size.width / size.height) > 0.01 * (size.width / size.height)) {
        r.report(part.origin([...ref.path.slice(0, -1), 'width']), `${image.width}×${image.height} does not keep the proportions of "${ref.value}" (${size.width}×${size.height}); leave width and height out to use the file's size`);
      }
    }
  }
  return pictures;
}
