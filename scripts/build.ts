// npm run build: checks site.yaml, then builds the site into a staging folder and swaps it into place only when it is
// complete. A mistake in site.yaml writes nothing; a build that is stopped or fails at any moment leaves the last good
// site exactly as it was. SITE_YAML and SITE_OUT build another site file into another folder (tests, benchmarks).
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSiteFile, PROJECT_ROOT } from '../src/site/loadSite.ts';
import { formatProblems } from '../src/site/problems.ts';
import { nginxConf } from '../src/site/nginxConf.ts';
import { generateTypes } from './gen-types.ts';
import { precompress } from './precompress.ts';

export interface BuildOptions {
  siteFile: string;
  /** The site goes to <outDir>/client, what hosts serve. (Every page is prerendered, so Vike keeps no server build.) */
  outDir: string;
}

/** The folders a build swaps: the built one, the one it replaces while the swap runs, the one being built. */
const folders = (outDir: string) => ({
  live: path.join(outDir, 'client'),
  previous: path.join(outDir, '.previous-client'),
  staging: path.join(outDir, '.staging'),
});

/**
 * A build stopped between the two renames of a swap leaves the last good site as .previous-client: put it back.
 * Run before each build, and by npm run serve.
 */
export function recoverInterruptedSwap(outDir: string): void {
  const { live, previous } = folders(outDir);
  if (!existsSync(live) && existsSync(previous)) renameSync(previous, live);
  rmSync(previous, { recursive: true, force: true });
}

/** Checks site.yaml; when it has problems, returns them as printed (site.yaml:LINE:COL  words) and touches nothing. */
export function checkBeforeBuild({ siteFile }: Pick<BuildOptions, 'siteFile'>): string | undefined {
  const shown = path.relative(process.cwd(), siteFile) || siteFile;
  const { problems, resolved } = loadSiteFile(siteFile);
  return problems.length || !resolved ? formatProblems(shown, problems) : undefined;
}

export async function buildSite({ siteFile, outDir }: BuildOptions): Promise<void> {
  const { live, previous, staging } = folders(outDir);
  recoverInterruptedSwap(outDir);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  process.env.SITE_YAML = siteFile; // read by vite.config.ts, as `vike build` reads it
  const { build } = await import('vike/api');
  await build({ viteConfig: { root: PROJECT_ROOT, build: { outDir: path.relative(PROJECT_ROOT, staging) }, logLevel: 'warn' } });
  const files = precompress(path.join(staging, 'client'));
  // nginx's equivalent of the host files, beside the site (not in it): docs/nginx.conf filled from them.
  const hostFile = (name: string) => readFileSync(path.join(staging, 'client', name), 'utf8');
  writeFileSync(path.join(staging, 'nginx.conf'), nginxConf(readFileSync(path.join(PROJECT_ROOT, 'docs/nginx.conf'), 'utf8'), hostFile('_headers'), hostFile('_redirects')));
  // The swap: two renames, the second of which is the moment the new site is there. Vike's other by-products (the
  // server build, assets.json) stay in staging and go with it.
  if (existsSync(live)) renameSync(live, previous);
  renameSync(path.join(staging, 'client'), live);
  renameSync(path.join(staging, 'nginx.conf'), path.join(outDir, 'nginx.conf'));
  rmSync(previous, { recursive: true, force: true });
  rmSync(staging, { recursive: true, force: true });
  console.log(`built ${path.relative(process.cwd(), live) || live} (${files} files precompressed)`);
}

/** What `npm run build` does: check, then build; on a problem prints it and returns 1, having written nothing. */
export async function buildCommand(options: BuildOptions, printProblems = (text: string) => console.error(text)): Promise<number> {
  const problems = checkBeforeBuild(options);
  if (problems) {
    printProblems(problems);
    return 1;
  }
  await buildSite(options);
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await generateTypes();
  process.exitCode = await buildCommand({
    siteFile: path.resolve(process.env.SITE_YAML ?? path.join(PROJECT_ROOT, 'site.yaml')),
    outDir: path.resolve(PROJECT_ROOT, process.env.SITE_OUT ?? 'dist'),
  });
}
