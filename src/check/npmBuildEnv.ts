// The environment and Node's options `npm run build`'s own script sets (package.json's "build": the memory allocator's
// limit, the garbage collector's), for the benchmarks that start builds themselves: a build measured there runs as
// `npm run build` runs it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../core/paths.ts';

const buildScript: string = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')).scripts.build;

/** The variables assigned before `node` in package.json's build script, such as { MALLOC_ARENA_MAX: '2' }. */
export const NPM_BUILD_ENV: Record<string, string> = Object.fromEntries(
  (/^((?:\w+=\S+\s+)*)node /.exec(buildScript)?.[1] ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((assignment) => assignment.split('=')),
);

/** The options given to `node` in package.json's build script, such as ['--expose-gc']. */
export const NPM_BUILD_NODE_OPTIONS: string[] = (/\bnode((?:\s+--\S+)*)/.exec(buildScript)?.[1] ?? '')
  .split(/\s+/)
  .filter(Boolean);
