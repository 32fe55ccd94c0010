// Runs one of the project's TypeScript files with plain Node, as `tsx FILE` would but without a loader:
//   node scripts/run.mjs src/build/build.ts [arguments]
// esbuild compiles the file and every project file it imports (never node_modules, which Node loads itself) into
// node_modules/.cache/compiled-scripts/, once, and again only when one of those files has changed. Why not tsx: its
// loader passes every module Node loads through a thread of its own, and a build loads Vite, Vike and rolldown
// (importing Vite took 1.0 s under tsx, 0.2 s without). Each compiled module keeps the import.meta.url of its source
// file, so paths found from it are the source's, and the file being run sees itself as process.argv[1].
import { build } from 'esbuild';
import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CACHE = path.join(ROOT, 'node_modules/.cache/compiled-scripts');
/** A compiled copy no manifest names any more is removed once it is this old (a process may still be running it). */
const STALE_COPY_MS = 24 * 60 * 60 * 1000;

const hash = (data) => createHash('sha256').update(data).digest('hex').slice(0, 24);
/** This file's own text is part of every copy's key: other compile options, another copy. */
const SELF = hash(readFileSync(fileURLToPath(import.meta.url)));

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Every file the copy was made from still has the content it had then. */
function isFresh(manifest) {
  if (manifest?.self !== SELF) return false;
  return Object.entries(manifest.inputs).every(([file, digest]) => {
    try {
      return hash(readFileSync(path.join(ROOT, file))) === digest;
    } catch {
      return false;
    }
  });
}

/**
 * Each project file's own URL, path and folder in place of import.meta.url, .filename and .dirname: the compiled code
 * finds what its source would find.
 */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.[mc]?tsx?$/ }, ({ path: file }) => ({
      contents: readFileSync(file, 'utf8')
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href))
        .replaceAll('import.meta.filename', JSON.stringify(file))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(file))),
      loader: file.endsWith('x') ? 'tsx' : 'ts',
    }));
  },
};

/** The compiled copy of a TypeScript file of this project, made now if it has none or its sources changed. */
export async function compiledScript(file) {
  const source = path.resolve(file);
  const manifestFile = path.join(CACHE, `${hash(source)}.json`);
  const manifest = readJson(manifestFile);
  if (isFresh(manifest)) return path.join(CACHE, manifest.dir, 'entry.mjs');

  const dir = randomUUID();
  const result = await build({
    entryPoints: { entry: source },
    outdir: path.join(CACHE, dir),
    absWorkingDir: ROOT,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Node reads a .js under node_modules/ as CommonJS: no package.json there says otherwise.
    outExtension: { '.js': '.mjs' },
    // What is imported with import() stays a file of its own, loaded only when it is needed (the PDF code).
    splitting: true,
    metafile: true,
    logLevel: 'error',
    plugins: [sourceUrls],
  });
  const inputs = Object.fromEntries(
    Object.keys(result.metafile.inputs).map((f) => [f, hash(readFileSync(path.join(ROOT, f)))]),
  );
  // Whole or absent for a process starting beside this one; the copy it replaces stays for processes still running it.
  const part = `${manifestFile}.${dir}.part`;
  writeFileSync(part, JSON.stringify({ self: SELF, source, dir, inputs }));
  renameSync(part, manifestFile);
  removeStaleCopies();
  return path.join(CACHE, dir, 'entry.mjs');
}

function removeStaleCopies() {
  const named = new Set(
    readdirSync(CACHE)
      .filter((f) => f.endsWith('.json'))
      .map((f) => readJson(path.join(CACHE, f))?.dir),
  );
  for (const entry of readdirSync(CACHE, { withFileTypes: true })) {
    if (!entry.isDirectory() || named.has(entry.name)) continue;
    const copy = path.join(CACHE, entry.name);
    if (Date.now() - statSync(copy).mtimeMs > STALE_COPY_MS) rmSync(copy, { recursive: true, force: true });
  }
}

/** Imports a TypeScript file of this project (a worker thread's way in, where no command line names it). */
export async function importScript(file) {
  return import(pathToFileURL(await compiledScript(file)).href);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, ...args] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node scripts/run.mjs FILE.ts [arguments]');
    process.exit(2);
  }
  // The file runs as if Node had been given it: process.argv[1] is its path and its arguments follow.
  process.argv = [process.argv[0], path.resolve(file), ...args];
  await importScript(file);
}
