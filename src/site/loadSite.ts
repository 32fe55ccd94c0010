import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseYamlSource } from './yamlSource.ts';
import { checkSchema } from './schemaCheck.ts';
import { resolveSite, type ResolvedSite } from './resolve/index.ts';
import type { Problem } from './problems.ts';
import type { SiteConfig } from '../generated/site-types';

export type { ResolvedSite };

export interface LoadResult {
  problems: Problem[];
  resolved?: ResolvedSite;
}

/** site.yaml text → page descriptors, or every problem found, each with its line and column. */
export function loadSiteText(text: string, options: { publicDir?: string } = {}): LoadResult {
  const source = parseYamlSource(text);
  if (source.problems.length) return { problems: source.problems };
  const { problems, refs } = checkSchema(source.data);
  if (problems.length) return { problems: problems.map((p) => ({ ...source.positionOf(p.path, { key: p.key }), message: p.message })) };
  return resolveSite(source.data as SiteConfig, refs, source, options);
}

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Reads a site file; its pictures and files live in the `public/` folder beside it. */
export function loadSiteFile(file = path.join(PROJECT_ROOT, 'site.yaml'), publicDir = path.join(path.dirname(file), 'public')): LoadResult & { file: string } {
  const text = readFileSync(file, 'utf8');
  return { file, ...loadSiteText(text, { publicDir }) };
}
