import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file under a folder, as full paths, sorted. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** Every file under a folder (by its path inside it) with its bytes, so two sites compare exactly. */
export const snapshot = (dir: string) =>
  new Map(listFiles(dir).map((f) => [path.relative(dir, f), readFileSync(f).toString('base64')]));
