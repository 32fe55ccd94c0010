import { spawnSync, type SpawnSyncOptionsWithStringEncoding } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadSiteText } from '../../src/contract/loadSite.ts';
import { PROJECT_ROOT } from '../../src/core/paths.ts';

export const ROOT = PROJECT_ROOT;
export const FIXTURE_FILE = path.join(ROOT, 'tests/fixtures/mini-site.yaml');
export const FIXTURE_PUBLIC = path.join(ROOT, 'tests/fixtures/public');

export function fixtureText(): string {
  return readFileSync(FIXTURE_FILE, 'utf8');
}

/** The fixture with one exact piece of text replaced; fails loudly if the piece is not there exactly once. */
export function mutate(text: string, find: string, replace: string): string {
  const at = text.indexOf(find);
  if (at < 0 || text.indexOf(find, at + 1) >= 0)
    throw new Error(`fixture must contain exactly one ${JSON.stringify(find)}`);
  return text.slice(0, at) + replace + text.slice(at + find.length);
}

/** 1-based line and column where `needle` starts in `text`. */
export function positionOf(text: string, needle: string): { line: number; col: number } {
  const at = text.indexOf(needle);
  if (at < 0) throw new Error(`text has no ${JSON.stringify(needle)}`);
  const before = text.slice(0, at).split('\n');
  return { line: before.length, col: before[before.length - 1].length + 1 };
}

export function load(text: string) {
  return loadSiteText(text, { publicDir: FIXTURE_PUBLIC });
}

export function loadFixture() {
  const result = load(fixtureText());
  if (!result.resolved) throw new Error('fixture should be valid: ' + JSON.stringify(result.problems));
  return result.resolved;
}

/** A command of the project as its npm script runs it (`node scripts/NAME.ts ARGS`), without npm. */
export function runScript(
  script: string,
  args: string[],
  options: Omit<SpawnSyncOptionsWithStringEncoding, 'encoding'> = {},
) {
  return spawnSync(process.execPath, [path.join(ROOT, script), ...args], {
    cwd: ROOT,
    ...options,
    encoding: 'utf8',
  });
}
