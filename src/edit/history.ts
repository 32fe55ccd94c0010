// The editor's history of saves. Before a save writes, the files it replaces (site.yaml and its translation files, as
// they are then) are kept as one version in a folder beside site.yaml that git ignores and the build never reads
// (editHistoryOf, src/core/paths.ts); the newest HISTORY_SIZE versions are kept. A version is a folder named by when it
// was kept, with the files and, written last (a version cut short by a crash is never listed), when its site.yaml had
// been saved. Restoring one is a save like any other (src/edit/server.ts), so what it replaces is kept too.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeNew } from '../core/writeWhole.ts';

/** How many versions are kept. */
export const HISTORY_SIZE = 20;

/** A version's name: when it was kept (2026-05-01T10-15-32-123Z, -2 for a second one in the same millisecond). */
const VERSION = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z(-\d+)?$/;
const ABOUT = 'version.json';

export interface Version {
  id: string;
  /** When its site.yaml was saved (by the editor or in a text editor). */
  savedAt: Date;
  /** Each file by its name (site.yaml, site.mr.yaml) with its text. */
  files: Map<string, string>;
}

/** The versions kept in `dir`, newest first. */
export function versions(dir: string): Version[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return newestFirst(names)
    .map((id) => readVersion(dir, id))
    .filter((v) => v !== undefined);
}

/** The version `id` of `dir`, if it is there and whole. */
export function readVersion(dir: string, id: string): Version | undefined {
  if (!VERSION.test(id)) return undefined;
  try {
    const folder = path.join(dir, id);
    const { savedAt } = JSON.parse(readFileSync(path.join(folder, ABOUT), 'utf8')) as { savedAt: string };
    const files = new Map(
      readdirSync(folder)
        .filter((name) => name !== ABOUT)
        .sort()
        .map((name) => [name, readFileSync(path.join(folder, name), 'utf8')]),
    );
    return { id, savedAt: new Date(savedAt), files };
  } catch {
    return undefined;
  }
}

/** Keeps `files` (each name with its text), whose site.yaml was saved at `savedAt`, as the newest version of `dir`. */
export function keepVersion(dir: string, files: Map<string, string>, savedAt: Date): void {
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  let id = stamp;
  for (let n = 2; !makeFolder(path.join(dir, id)); n++) id = `${stamp}-${n}`;
  for (const [name, text] of files) writeNew(path.join(dir, id, name), text, { flush: true });
  writeNew(path.join(dir, id, ABOUT), JSON.stringify({ savedAt: savedAt.toISOString() }), { flush: true });
  for (const old of newestFirst(readdirSync(dir)).slice(HISTORY_SIZE))
    rmSync(path.join(dir, old), { recursive: true, force: true });
}

/**
 * The versions among `names`, newest first: by when each was kept, then by its number within that millisecond (by
 * value: the 10th of one millisecond is newer than the 9th, where their names sort the other way).
 */
function newestFirst(names: string[]): string[] {
  const count = (name: string) => Number(/-(\d+)$/.exec(name.slice(name.indexOf('Z')))?.[1] ?? 1);
  const stamp = (name: string) => name.slice(0, name.indexOf('Z') + 1);
  return names
    .filter((name) => VERSION.test(name))
    .sort((a, b) => (stamp(a) === stamp(b) ? count(b) - count(a) : stamp(a) < stamp(b) ? 1 : -1));
}

/** Makes a new folder; false when the name is taken. */
function makeFolder(folder: string): boolean {
  try {
    mkdirSync(folder);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}
