// The code of the site, built once per change of code: Vite's browser build (the site script, the islands) and its
// server build (Vike's hooks, the renderer, the templates) depend on no site.yaml and no file of public/, so they are
// built by Vike's documented build() into a folder of the cache named by a hash of every source they are made from, and
// every site is then prerendered from that folder (src/build/build.ts). A change to site.yaml runs no Vite build.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { InlineConfig } from 'vite';
import { codeHash } from '../core/codeInputs.ts';
import { PROJECT_ROOT } from '../core/paths.ts';
import { withBuildLock } from './buildLock.ts';
import { codePlugin } from './vitePlugin.ts';

/** Where built code is kept: inside the project, where Vike writes (SITE_CACHE does not move it). */
const CODE_CACHE = path.join(PROJECT_ROOT, 'node_modules/.cache/code');
/**
 * The key of the project's last Vite build. Vike's prerender renders with the server build that the last `vike build`
 * of the project recorded (its server-entry plugin's "auto importer", written into node_modules), whatever build it
 * is handed: a kept build is used only while it is that one, and any other code (a checkout of an earlier commit,
 * a copy of the project sharing node_modules) is built again, which records it.
 */
export const LAST_BUILT = path.join(CODE_CACHE, 'last-built');
/** Builds of older code (used again only by a prerender still running) beyond this many go, oldest first. */
const KEEP = 4;

export interface BuiltCode {
  /** The folder Vike built into: its `client/` and `server/`, as `vike build` leaves them, and code.json. */
  dir: string;
  /** The browser build's files the site publishes: the site script and what it loads (Vike's own entries are not). */
  published: string[];
  /** Whether this call ran Vite (false: the code was unchanged and its build was kept). */
  built: boolean;
  /** The hash of every source the code is made from (what the pages it renders were made with). */
  key: string;
}

/** The Vite configuration of the code build: the site plugin with no site; no vite.config.ts, no environment. */
function codeConfig(outDir: string, onPublished: (files: string[]) => void): InlineConfig {
  return {
    configFile: false,
    root: PROJECT_ROOT,
    mode: 'production',
    logLevel: 'warn',
    plugins: [codePlugin({ onPublished })],
    // No gzip sizes in the build log: precompression and the benchmarks measure what is sent. Relative to the project:
    // Vike misplaces its output when given an absolute folder outside the project.
    build: { target: 'es2022', outDir: path.relative(PROJECT_ROOT, outDir), reportCompressedSize: false },
  };
}

/** Older kept builds beyond the newest KEEP go. */
function removeOldBuilds(): void {
  const kept = readdirSync(CODE_CACHE, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(CODE_CACHE, e.name, 'code.json')))
    .map((e) => ({
      dir: path.join(CODE_CACHE, e.name),
      at: JSON.parse(readFileSync(path.join(CODE_CACHE, e.name, 'code.json'), 'utf8')).builtAt as number,
    }))
    .sort((a, b) => b.at - a.at);
  for (const { dir } of kept.slice(KEEP)) rmSync(dir, { recursive: true, force: true });
}

/**
 * The site's built code: the kept build when the code has not changed since it was made, else a new one (one at a time:
 * a second build of the same code waits for the first and uses its result).
 */
export async function builtCode(): Promise<BuiltCode> {
  const key = codeHash();
  const dir = path.join(CODE_CACHE, key);
  const manifest = path.join(dir, 'code.json');
  const kept = (): BuiltCode | undefined =>
    existsSync(manifest) && lastBuilt() === key
      ? { dir, published: JSON.parse(readFileSync(manifest, 'utf8')).published, built: false, key }
      : undefined;
  const found = kept();
  if (found) return found;
  mkdirSync(CODE_CACHE, { recursive: true });
  return withBuildLock(CODE_CACHE, async () => {
    const meanwhile = kept();
    if (meanwhile) return meanwhile;
    // Built in place (Vike records where its server build is); whole once code.json is written.
    rmSync(dir, { recursive: true, force: true });
    let published: string[] | undefined;
    const { build } = await import('vike/api');
    await build({
      viteConfig: codeConfig(dir, (files) => {
        published = files;
      }),
    });
    if (!published) throw new Error('the browser build named no files to publish');
    writeFileSync(manifest, JSON.stringify({ published, builtAt: Date.now() }));
    writeFileSync(LAST_BUILT, key);
    removeOldBuilds();
    return { dir, published, built: true, key };
  });
}

/**
 * Runs a Vike command of a build (its prerender) holding the code's lock, the one the code's build holds: Vike reads
 * src/pages/+config.ts through a temporary file beside it, which two builds reading at the same moment delete under
 * each other. Builds into different folders thus go side by side, and take turns only here.
 */
export function withVike<T>(command: () => Promise<T>): Promise<T> {
  return withBuildLock(CODE_CACHE, command, { say: () => {} });
}

/** The key of the project's last Vite build, or '' before the first. */
function lastBuilt(): string {
  try {
    return readFileSync(LAST_BUILT, 'utf8');
  } catch {
    return '';
  }
}

/** Puts the browser files the site publishes into `<outDir>/client`, where the prerender then writes the pages. */
export function placeBuiltCode(code: BuiltCode, outDir: string): void {
  for (const file of code.published) {
    const target = path.join(outDir, 'client', file);
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(path.join(code.dir, 'client', file), target);
  }
}
