// Pass 2: every file the schema marks (pictures, videos, captions) must be a file under public/, and every picture
// gets its width and height from the file. Written by hand they only override, and must keep the file's proportions.
// A picture over the byte or pixel limit, or an SVG that could run or fetch something, is refused here
// (src/media/pictures/inspect.ts), and an SVG whose words are text (drawn in the visitor's own typeface) warned of; the picture's first place in site.yaml is kept for the picture pipeline's messages.
import { existsSync, lstatSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { addressAsFiled } from '../../core/fileFacts.ts';
import path from 'node:path';
import { ARTWORK_DIR, drawingState, readArtworkRecord } from '../../media/artworkRecord.ts';
import { inspectPicture, type PictureFile } from '../../media/pictures/inspect.ts';
import { problem, type Coded, type Problem } from '../../core/problems.ts';
import type { DataPath } from '../../content/yamlSource.ts';
import { allParts, type Resolving } from './parts.ts';
import { getAt } from '../../content/dataPath.ts';

const PICTURE = /\.(svg|png|jpg|jpeg|webp|avif|gif)$/i;

/** Each picture file the site names: what it is, and where site.yaml first names it. */
export type PictureFiles = Map<string, PictureFile & { file: string; at: DataPath; generated?: boolean }>;

/**
 * `named` gets the site path of every file site.yaml names and that passed, which is what the build publishes;
 * `mentioned` every one it names. A file is where its link leads: a link out of public/ is refused here, at its line.
 */
export function checkFiles(
  r: Resolving,
  publicDir: string,
  named: Set<string> = new Set(),
  mentioned: Set<string> = new Set(),
  warn: (at: DataPath, found: Coded) => void = () => {},
): PictureFiles {
  const root = path.resolve(publicDir);
  const realRoot = existsSync(root) ? realpathSync(root) : root;
  const pictures: PictureFiles = new Map();
  // Each file's standing against its drawing in artwork/, found once however many pages name it.
  const record = readArtworkRecord(root);
  const drawingStates = new Map<string, ReturnType<typeof drawingState>>();
  const textWarned = new Set<string>();
  for (const part of allParts(r)) {
    for (const ref of part.refs) {
      if (ref.kind !== 'file') continue;
      const at = part.origin(ref.path);
      mentioned.add(ref.value);
      const file = path.resolve(root, '.' + ref.value);
      if (!file.startsWith(root + path.sep)) {
        r.report(at, problem('FILE026', { value: ref.value, value2: path.basename(ref.value) }));
        continue;
      }
      const oddName = oddFileName(ref.value);
      if (oddName) {
        r.report(at, oddName);
        continue;
      }
      // A camera's IMG_0042.JPG named as .jpg, or a folder named with a capital it does not have: hosts tell the two
      // apart (where Windows and macOS open either), so the address is written as the folders and the file have it.
      const filed = addressAsFiled(root, ref.value);
      const stat = filed === ref.value ? statSync(file) : undefined;
      if (!stat) {
        // A drawing saved as a source in artwork/ (beside public/), not yet drawn into public/ by npm run draw-artwork.
        const drawing = existsSync(path.join(root, '..', ARTWORK_DIR, ref.value));
        r.report(
          at,
          filed
            ? problem('FILE044', { value: ref.value, named: filed })
            : problem(drawing ? 'FILE054' : 'FILE045', { value: ref.value }),
        );
        continue;
      }
      const real = realpathSync(file);
      if (!real.startsWith(realRoot + path.sep)) {
        r.report(at, problem('FILE027', { value: ref.value, real }));
        continue;
      }
      if (!stat.isFile()) {
        // A folder, or a named pipe or a device, which would keep whatever reads it waiting for ever.
        const what = stat.isDirectory() ? 'a folder' : stat.isFIFO() ? 'a named pipe' : 'a device or socket';
        r.report(at, problem('FILE050', { value: ref.value, what }));
        continue;
      }
      // A drawing of artwork/ changed after npm run draw-artwork drew it, or its drawn file changed by hand in public/.
      const drawn = drawingStates.get(ref.value) ?? drawingState(root, ref.value, record);
      drawingStates.set(ref.value, drawn);
      if (drawn === 'drawing-changed') {
        r.report(at, problem('FILE055', { value: ref.value }));
        continue;
      }
      if (drawn === 'drawn-file-changed') {
        r.report(at, problem('FILE056', { value: ref.value }));
        continue;
      }
      named.add(ref.value);
      if (!PICTURE.test(file)) continue;
      const size = inspectPicture(file, ref.value);
      if ('problem' in size) {
        r.report(at, size.problem);
        continue;
      }
      // An SVG's words as text: once a file, where site.yaml first names it.
      if (size.text && !textWarned.has(ref.value)) {
        textWarned.add(ref.value);
        const { words, line, col } = size.text;
        warn(at, problem('FILE052', { words, at: { shown: ref.value, line, col } }));
      }
      if (ref.path.at(-1) !== 'src') continue;
      // The picture's own entry ({ src, alt } or a logo): its size comes from the file.
      const image = getAt(part.value, ref.path.slice(0, -1)) as {
        alt?: string;
        width?: number;
        height?: number;
        darkScheme?: true;
        onPlate?: true;
      };
      const noWords = image.alt !== undefined && altOfNoWords(image.alt, ref.value);
      if (noWords)
        r.report(
          part.origin([...ref.path.slice(0, -1), 'alt']),
          problem('FILE053', { alt: image.alt!, value: ref.value, what: noWords }),
        );
      if (!pictures.has(ref.value)) pictures.set(ref.value, { ...size, file, at });
      if (size.darkScheme) image.darkScheme = true;
      if (size.onPlate) image.onPlate = true;
      if (image.width === undefined && image.height === undefined)
        Object.assign(image, { width: size.width, height: size.height });
      else if (image.width === undefined || image.height === undefined) {
        r.report(
          part.origin([...ref.path.slice(0, -1), image.width === undefined ? 'height' : 'width']),
          problem('FILE028', { width: size.width, height: size.height }),
        );
      } else if (Math.abs(image.width / image.height - size.width / size.height) > 0.01 * (size.width / size.height)) {
        r.report(
          part.origin([...ref.path.slice(0, -1), 'width']),
          problem('FILE029', {
            width: image.width,
            height: image.height,
            value: ref.value,
            width2: size.width,
            height2: size.height,
          }),
        );
      }
    }
  }
  return pictures;
}

/** Words that say only that a picture is one. */
const PICTURE_WORDS = /^(?:an? )?(?:image|img|picture|pic|photo|photograph|graphic|icon|logo|banner)s?$/;

/**
 * What a picture's alt text is when it says no more than its file does: the file's name ("sopi.svg"), a name
 * as a camera gives one ("IMG_0042"), or a word that says only that it is a picture ("image", "logo").
 */
function altOfNoWords(alt: string, src: string): string | undefined {
  const words = alt.trim().toLowerCase();
  const name = src.slice(src.lastIndexOf('/') + 1).toLowerCase();
  // Not a name without its ending: the alt of a client's logo, tcs.svg, is rightly "TCS".
  if (words === name) return "the file's name";
  if (/\.(?:svg|png|jpe?g|webp|avif|gif|heic)$/.test(words)) return "a file's name";
  if (/^(?:img|dsc|pxl|vid)[_-]?\d/.test(words)) return "a camera's name for a file";
  if (PICTURE_WORDS.test(words)) return 'a word that says only that it is a picture';
  return undefined;
}

/**
 * What is wrong with how a file's address is written, or undefined: an empty folder name (/images//x.svg) or a name
 * that starts with a dot (/.hidden/x.svg, hidden, never published) gives a page whose picture is missing.
 */
function oddFileName(value: string): Coded | undefined {
  const folders = value.split('/').slice(1);
  if (folders.some((name) => name === '')) {
    return problem('FILE039', { value, written: value.replace(/\/{2,}/g, '/') });
  }
  if (folders.some((name) => name === '.' || name === '..')) {
    return problem('FILE040', { value, normalized: path.posix.normalize(value) });
  }
  const hidden = folders.find((name) => name.startsWith('.'));
  if (hidden) {
    return problem('FILE041', {
      value,
      what: hidden === folders.at(-1) ? 'file' : 'folder',
      hidden,
      plain: hidden.replace(/^\.+/, '') || 'a name',
    });
  }
  return undefined;
}

/**
 * Every picture at the top of public/ (favicon.svg), which is published without site.yaml naming it: checked as a
 * named picture is (its content as its name says, an SVG against the allow-list), each problem at its own file.
 */
export function checkTopPictures(publicDir: string): Problem[] {
  if (!existsSync(publicDir)) return [];
  const problems: Problem[] = [];
  for (const name of readdirSync(publicDir)) {
    const file = path.join(publicDir, name);
    if (name.startsWith('.') || !PICTURE.test(name) || !lstatSync(file).isFile()) continue;
    const facts = inspectPicture(file, `/${name}`);
    if ('problem' in facts)
      problems.push({
        file: path.relative(process.cwd(), file) || file,
        line: facts.line ?? 0,
        col: facts.col ?? 0,
        ...facts.problem,
      });
  }
  return problems;
}

/**
 * Every link in public/ that leads outside it and that site.yaml does not name (those are refused at their line),
 * each refused at the link itself: a folder linked from elsewhere must not carry files out with it.
 */
export function checkPublicLinks(publicDir: string, mentioned: ReadonlySet<string>): Problem[] {
  const root = path.resolve(publicDir);
  if (!existsSync(root)) return [];
  const realRoot = realpathSync(root);
  const problems: Problem[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      // Hidden names (an editor's lock link .#logo.svg, .git) are never published, wherever they lead.
      if (entry.name.startsWith('.')) continue;
      const file = path.join(dir, entry.name);
      const sitePath = '/' + path.relative(root, file).split(path.sep).join('/');
      if (entry.isSymbolicLink()) {
        let real: string;
        try {
          real = realpathSync(file);
        } catch {
          real = '(nothing: the link is broken)';
        }
        if (real.startsWith(realRoot + path.sep)) continue;
        if (![...mentioned].some((m) => m === sitePath || m.startsWith(sitePath + '/'))) {
          problems.push({
            line: 0,
            col: 0,
            file: path.relative(process.cwd(), file) || file,
            ...problem('FILE030', { real }),
          });
        }
      } else if (entry.isDirectory()) walk(file);
    }
  };
  walk(root);
  return problems;
}

/** The files of public/ the build publishes: the ones site.yaml names, and the files at its top (favicon, robots). */
export function filesToPublish(publicDir: string, named: Iterable<string>): string[] {
  const top = existsSync(publicDir)
    ? readdirSync(publicDir)
        .filter((name) => !name.startsWith('.') && lstatSync(path.join(publicDir, name)).isFile())
        .map((name) => `/${name}`)
    : [];
  return [...new Set([...top, ...named])].sort();
}
