// The project's own folders and files, each found from this file's place (src/core/), never from the folder a command
// runs in: the project root, the site file every command reads unless told another, where builds go and where the
// build keeps what it can reuse.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { config } from './config.ts';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The site file every command reads unless told another. */
export const DEFAULT_SITE_FILE = path.join(PROJECT_ROOT, 'site.yaml');

/** Where `npm run build` writes: the site in client/ (what hosts serve), nginx.conf beside it. */
export const DIST_DIR = path.join(PROJECT_ROOT, 'dist');
/** The built site in a build's folder. */
export const clientDirOf = (outDir: string) => path.join(outDir, 'client');
/** The real site as `npm run build` writes it, what serve, check and the benchmarks read unless told another. */
export const DIST_CLIENT = clientDirOf(DIST_DIR);

/**
 * Where the build keeps what it made and can reuse (encoded pictures, brochures, the brochure fonts' characters);
 * SITE_CACHE for another folder (tests). Each entry is checked before use (src/core/writeWhole.ts).
 */
export const CACHE_DIR = config.siteCache
  ? path.resolve(config.siteCache)
  : path.join(PROJECT_ROOT, 'node_modules/.cache/site');

/**
 * Where the editor keeps the versions its saves replaced (src/edit/history.ts): beside the site file, in a folder git
 * ignores and the build never reads (it publishes public/ only), one folder a site file (`.edit-history/site/`).
 */
export const editHistoryOf = (siteFile: string) =>
  path.join(path.dirname(siteFile), '.edit-history', path.basename(siteFile, '.yaml'));

/** Scratch space of commands, benchmarks and tests (not in git). */
export const TMP_DIR = path.join(PROJECT_ROOT, '.tmp');
