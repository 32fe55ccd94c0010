import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseYamlSource } from './yamlSource.ts';
import { checkSchema } from './schemaCheck.ts';
import { resolveSite, type ResolvedSite, type ResolveOptions } from './resolve/index.ts';
import { formatProblems, type Problem } from './problems.ts';
import { applyFormEndpointOverride } from './formEndpoints.ts';
import type { SiteConfig } from '../generated/site-types';

export type { ResolvedSite };

export interface LoadResult {
  problems: Problem[];
  /** What builds but looks worse than it could (a picture too small for its place), each at its line. */
  warnings?: Problem[];
  resolved?: ResolvedSite;
}

/** site.yaml text → page descriptors, or every problem found, each with its line and column. */
export function loadSiteText(text: string, options: ResolveOptions = {}): LoadResult {
  const source = parseYamlSource(text);
  if (source.problems.length) return { problems: source.problems };
  const { problems, refs } = checkSchema(source.data);
  if (problems.length) return { problems: problems.map((p) => ({ ...source.positionOf(p.path, { key: p.key }), message: p.message })) };
  return resolveSite(source.data as SiteConfig, refs, source, options);
}

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the build keeps what it made and can reuse (encoded pictures, brochures, the brochure fonts' characters). */
export const CACHE_DIR = path.join(PROJECT_ROOT, 'node_modules/.cache/site');

/** The site file every command reads unless told another. */
export const DEFAULT_SITE_FILE = path.join(PROJECT_ROOT, 'site.yaml');

/** The site file a command was told to read: SITE_YAML (tests, benchmarks), else the project's site.yaml. */
export function siteFileFromEnv(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.SITE_YAML ?? DEFAULT_SITE_FILE);
}

/** A site file's pictures and files live in the `public/` folder beside it. */
export const publicDirOf = (siteFile: string) => path.join(path.dirname(siteFile), 'public');

/** The site file's name as problems show it: relative to where the command runs. */
export const shownNameOf = (siteFile: string) => path.relative(process.cwd(), siteFile) || siteFile;

/** Reads a site file; its pictures and files live in the `public/` folder beside it. */
export function loadSiteFile(file = DEFAULT_SITE_FILE, publicDir = publicDirOf(file)): LoadResult & { file: string } {
  const text = readFileSync(file, 'utf8');
  return { file, ...loadSiteText(text, { publicDir }) };
}

/** A site file read and checked once, with everything the build derives from where it lives. */
export interface LoadedSite extends ResolvedSite {
  file: string;
  publicDir: string;
  /** What builds but looks worse than it could (a picture too small for its place), each at its line. */
  warnings: Problem[];
}

export interface LoadSiteOptions {
  /** Send the two forms to `<base>/contact` and `<base>/apply` (the local form receiver) instead of site.forms. */
  formsEndpointBase?: string;
}

/**
 * What a command loads, once: the site, or its problems as printed (`site.yaml:LINE:COL  words`). The build, the
 * Vite plugin, the host files, the brochures, nginx.conf and the checker all take this one result.
 */
export function loadSite(file = DEFAULT_SITE_FILE, options: LoadSiteOptions = {}): { site: LoadedSite; problems?: undefined } | { site?: undefined; problems: string } {
  const publicDir = publicDirOf(file);
  const { problems, warnings = [], resolved } = loadSiteFile(file, publicDir);
  if (problems.length || !resolved) return { problems: formatProblems(shownNameOf(file), problems) };
  const layout = applyFormEndpointOverride(resolved.layout, options.formsEndpointBase);
  return { site: { pages: resolved.pages, layout, pictures: resolved.pictures, videos: resolved.videos, files: resolved.files, file, publicDir, warnings } };
}
