// Old addresses never vanish silently: a path the last commit's site.yaml published (the one before it, when the file
// is committed as it is), or that the last good build serves, and that is no longer a page or an alias, would answer
// "page not found" to every bookmark and search result. npm run validate names each one, with the `aliases:` line that
// keeps it working, on the page that most likely replaced it.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { NOT_FOUND_PATH } from './ids.ts';
import { didYouMeanPath, type Problem } from './problems.ts';
import type { ResolvedSite } from './resolve/index.ts';

interface OldPage { path: string; title?: string; where: string }

/** The pages (and aliases) of a site.yaml text, without checking it: an older file may hold what the schema now refuses. */
function publishedBy(text: string, where: string): OldPage[] {
  try {
    const pages = (parse(text, { maxAliasCount: 1000 }) as { pages?: { path?: unknown; title?: unknown; aliases?: unknown }[] })?.pages;
    if (!Array.isArray(pages)) return [];
    return pages.flatMap((p) => [
      ...(typeof p?.path === 'string' ? [{ path: p.path, title: typeof p.title === 'string' ? p.title : undefined, where }] : []),
      ...(Array.isArray(p?.aliases) ? p.aliases.filter((a): a is string => typeof a === 'string').map((a) => ({ path: a, where })) : []),
    ]);
  } catch {
    return [];
  }
}

/** site.yaml as the last commit has it, or the one before when the file is committed as it is (as in CI). */
function fromGit(siteFile: string, text: string): OldPage[] {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: path.dirname(siteFile), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  const name = `./${path.basename(siteFile)}`;
  try {
    const last = git('show', `HEAD:${name}`);
    if (last !== text) return publishedBy(last, 'in the last commit');
    return publishedBy(git('show', `HEAD~1:${name}`), 'in the commit before the last');
  } catch {
    return []; // not in git, or no earlier commit
  }
}

/** The routes a built site serves: each prerendered page, and each redirect's old address. */
function fromBuild(clientDir: string): OldPage[] {
  if (!existsSync(clientDir)) return [];
  const where = `served by the last build (${path.relative(process.cwd(), clientDir) || clientDir})`;
  const routes = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f === 'index.html' || (f.endsWith(`${path.sep}index.html`) && !f.startsWith(`assets${path.sep}`)))
    .map((f) => '/' + path.dirname(f).split(path.sep).join('/').replace(/^\.$/, ''));
  const redirects = existsSync(path.join(clientDir, '_redirects'))
    ? readFileSync(path.join(clientDir, '_redirects'), 'utf8').split('\n').map((l) => l.trim().split(/\s+/)[0]).filter((p) => p && p.startsWith('/') && !p.endsWith('/'))
    : [];
  return [...routes, ...redirects].map((p) => ({ path: p, where }));
}

/** Each old address that no page or alias answers any more, at the page that should keep it. */
export function vanishedAddresses(siteFile: string, text: string, site: ResolvedSite, clientDir?: string): Problem[] {
  const answered = new Set(site.pages.flatMap((p) => [p.path, ...(p.aliases ?? [])]));
  answered.add(NOT_FOUND_PATH);
  const old = [...fromGit(siteFile, text), ...(clientDir ? fromBuild(clientDir) : [])];
  const oldPaths = new Set(old.map((o) => o.path));
  const gone = new Map<string, OldPage>();
  for (const o of old) if (!answered.has(o.path) && !gone.has(o.path)) gone.set(o.path, o);
  if (!gone.size) return [];

  const lines = text.split('\n');
  const newPages = site.pages.filter((p) => !oldPaths.has(p.path));
  return [...gone.values()].map((o) => {
    // The page that replaced it: a new page with its title, else a new page with a near path, else a near path.
    const replacement = newPages.find((p) => o.title !== undefined && p.title === o.title)
      ?? byPath(o.path, newPages.map((p) => p.path), site)
      ?? byPath(o.path, site.pages.map((p) => p.path), site);
    const what = `the address "${o.path}" was a page ${o.where} and is no longer a page or an alias: links and bookmarks to it would get "page not found"`;
    if (!replacement) {
      return { line: lineOf(lines, /^pages:/), col: 1, message: `${what}. To keep it, add "aliases: [${o.path}]" to the page that answers it now` };
    }
    const line = lineOf(lines, new RegExp(`^(\\s*)- path: ${replacement.path.replace(/[/\\-]/g, '\\$&')}\\s*(#.*)?$`));
    const indent = /^(\s*)-/.exec(lines[line - 1] ?? '')?.[1].length ?? 2;
    const aliases = [...(replacement.aliases ?? []), o.path];
    const add = `${' '.repeat(indent + 2)}aliases: [${aliases.join(', ')}]`;
    const how = replacement.aliases ? `change its "aliases:" line to` : 'add this line under its path';
    return { line, col: indent + 3, message: `${what}. If "${replacement.path}" replaced it, ${how}:\n${add}` };
  });
}

function byPath(old: string, paths: string[], site: ResolvedSite) {
  const hint = didYouMeanPath(old, paths.filter((p) => p !== NOT_FOUND_PATH));
  const p = /"(.*)"/.exec(hint)?.[1];
  return p === undefined ? undefined : site.pages.find((x) => x.path === p);
}

function lineOf(lines: string[], pattern: RegExp): number {
  const i = lines.findIndex((l) => pattern.test(l));
  return i < 0 ? 1 : i + 1;
}
