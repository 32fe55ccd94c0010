// What npm run draw-artwork last drew (artwork/drawn.json): for each drawing of artwork/, the SHA-256 of its source and
// of the file it wrote into public/ at the same path. Validate compares them with the files as they are, so a drawing
// changed after it was drawn, or a drawn file changed by hand in public/ (which the next draw-artwork would write
// over), is named at its line rather than shown as it was.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The folder of the site's own drawings, beside public/. */
export const ARTWORK_DIR = 'artwork';
/** The record's name in that folder. */
export const ARTWORK_RECORD = 'drawn.json';

/** Each drawing's path under artwork/ (as under public/), with the hashes of its source and of the file drawn from it. */
export type ArtworkRecord = Record<string, { source: string; drawn: string }>;

/** A drawing's hash, its line ends as LF: a checkout that turns them to CRLF (Git on Windows) changes no drawing. */
export const drawingHash = (data: string | Buffer): string =>
  createHash('sha256').update(String(data).replace(/\r\n/g, '\n')).digest('hex');

/** The record as the file holds it: sorted by path, one entry a line's worth, so a new drawing is a one-entry change. */
export function artworkRecordText(record: ArtworkRecord): string {
  const sorted = Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

/** The record of the artwork folder beside `publicDir`, or nothing when that folder has none (a site without drawings). */
export function readArtworkRecord(publicDir: string): ArtworkRecord | undefined {
  const file = path.join(publicDir, '..', ARTWORK_DIR, ARTWORK_RECORD);
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ArtworkRecord;
  } catch {
    return {};
  }
}

/**
 * How a file of public/ (its site path, "/images/…") stands against its drawing in artwork/: no drawing there, as
 * drawn, its drawing changed since (or never drawn by npm run draw-artwork), or the drawn file changed by hand.
 */
export function drawingState(
  publicDir: string,
  sitePath: string,
  record: ArtworkRecord | undefined,
): 'no-drawing' | 'as-drawn' | 'drawing-changed' | 'drawn-file-changed' {
  const source = path.join(publicDir, '..', ARTWORK_DIR, sitePath);
  if (!existsSync(source)) return 'no-drawing';
  const entry = record?.[sitePath.slice(1)];
  if (!entry || entry.source !== drawingHash(readFileSync(source))) return 'drawing-changed';
  return entry.drawn === drawingHash(readFileSync(path.join(publicDir, sitePath))) ? 'as-drawn' : 'drawn-file-changed';
}
