// Old addresses never vanish silently: a path the last commit's site.yaml published (the one before it, when the file
// is committed as it is), or that the last good build serves, and that is no longer a page or an alias, would answer
// "page not found" to every bookmark and search result. npm run validate names each one, with the `aliases:` line that
// keeps it working, on the page that most likely replaced it.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { NOT_FOUND_PATH } from './ids.ts';
import { didYouMeanPath, problem, type Problem } from '../core/problems.ts';
import type { ResolvedSite } from './resolve/index.ts';

interface OldPage {
  path: string;
  title?: string;
  where: string;
}

/**
 * The page paths (with their titles) and aliases of a site.yaml text, read line by line rather than parsed: an older
 * file may hold what the parser or the schema now refuses, and reading it must cost next to nothing.
 */
export function publishedBy(text: string, where: string): OldPage[] {
  const found: OldPage[] = [];
  let page: OldPage | undefined;
  let inAliases = false;
  for (const line of text.split('\n')) {
    const path = /^\s*-\s+(?:\{\s*)?path:\s*["']?(\/[^\s"',}#]*)/.exec(line);
    if (path) {
      page = { path: path[1], where };
      found.push(page);
    }
    const title = /^\s*(?:-\s+)?(?:\{.*\s)?title:\s*(?:"([^"]*)"|'([^']*)'|([^#{},]*[^\s#{},]))/.exec(line);
    if (page && page.title === undefined && title) page.title = title[1] ?? title[2] ?? title[3];
    const aliases = /\baliases:\s*(?:\[([^\]]*)\])?\s*(?:#.*)?$/.exec(line);
    if (aliases) {
      for (const a of (aliases[1] ?? '').split(','))
        if (a.trim()) found.push({ path: a.trim().replace(/^["']|["']$/g, ''), where });
      inAliases = aliases[1] === undefined;
      continue;
    }
    const item = inAliases ? /^\s*-\s+["']?(\/[^\s"']*)/.exec(line) : null;
    if (item) found.push({ path: item[1], where });
    else inAliases = false;
  }
  return found;
}

/** site.yaml as the last commit has it, or the one before when the file is committed as it is (as in CI). One git call. */
function fromGit(siteFile: string, text: string): OldPage[] {
  const name = `./${path.basename(siteFile)}`;
  let out: Buffer;
  try {
    out = execFileSync('git', ['cat-file', '--batch'], {
      cwd: path.dirname(siteFile),
      input: `HEAD:${name}\nHEAD~1:${name}\n`,
      stdio: ['pipe', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return []; // not in git
  }
  // Each answer: "<sha> blob <size>\n<content>\n", or "<name> missing\n".
  const versions: (string | undefined)[] = [];
  for (let at = 0; at < out.length && versions.length < 2; ) {
    const nl = out.indexOf(10, at);
    const header = out.subarray(at, nl).toString().split(' ');
    if (header[1] !== 'blob') {
      versions.push(undefined);
      at = nl + 1;
      continue;
    }
    const size = Number(header[2]);
    versions.push(out.subarray(nl + 1, nl + 1 + size).toString('utf8'));
    at = nl + 1 + size + 1;
  }
  const [last, before] = versions;
  if (last === undefined) return [];
  if (last !== text) return publishedBy(last, 'in the last commit');
  return before === undefined ? [] : publishedBy(before, 'in the commit before the last');
}

/** The routes a built site serves: each prerendered page, and each redirect's old address. */
function fromBuild(clientDir: string): OldPage[] {
  if (!existsSync(clientDir)) return [];
  const where = `served by the last build (${path.relative(process.cwd(), clientDir) || clientDir})`;
  const routes = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f === 'index.html' || (f.endsWith(`${path.sep}index.html`) && !f.startsWith(`assets${path.sep}`)))
    .map((f) => '/' + path.dirname(f).split(path.sep).join('/').replace(/^\.$/, ''));
  const redirects = existsSync(path.join(clientDir, '_redirects'))
    ? // The old addresses a redirect answers: one exact address each (not a rule with placeholders, such as
      // /:page/index.html, nor a trailing-slash or file-name form, /mr/index.html, which the build writes for every page).
      readFileSync(path.join(clientDir, '_redirects'), 'utf8')
        .split('\n')
        .map((l) => l.trim().split(/\s+/)[0])
        .filter((p) => p && p.startsWith('/') && !p.endsWith('/') && !p.endsWith('/index.html') && !/[:*]/.test(p))
        .map((p) => decodeURI(p))
    : [];
  return [...routes, ...redirects].map((p) => ({ path: p, where }));
}

/** Each old address that no page or alias answers any more, at the page that should keep it. */
export function vanishedAddresses(siteFile: string, text: string, site: ResolvedSite, clientDir?: string): Problem[] {
  // A language's home page (/mr/) answers /mr too, by a redirect.
  const answered = new Set(site.pages.flatMap((p) => [p.path, p.path.replace(/(.)\/$/, '$1'), ...(p.aliases ?? [])]));
  answered.add(NOT_FOUND_PATH);
  // A draft is off the site on purpose.
  for (const draft of site.drafts ?? []) answered.add(draft);
  const old = [...fromGit(siteFile, text), ...(clientDir ? fromBuild(clientDir) : [])];
  const oldPaths = new Set(old.map((o) => o.path));
  const gone = new Map<string, OldPage>();
  for (const o of old) if (!answered.has(o.path) && !gone.has(o.path)) gone.set(o.path, o);
  if (!gone.size) return [];

  const lines = text.split('\n');
  const newPages = site.pages.filter((p) => !oldPaths.has(p.path));
  const pageLine = (pagePath: string) => {
    const line = lineOf(lines, new RegExp(`^(\\s*)- path: ${pagePath.replace(/[/\\-]/g, '\\$&')}\\s*(#.*)?$`));
    return { line, indent: /^(\s*)-/.exec(lines[line - 1] ?? '')?.[1].length ?? 2 };
  };
  // The address of a page in another language (/mr/Sopi) that is no longer published there: the page itself is still
  // there in English, and its translation is what went; no other page should answer for it.
  const others = site.layout.languages.slice(1).map((l) => l.code);
  const languageOf = (address: string) => others.find((c) => address === `/${c}` || address.startsWith(`/${c}/`));
  const englishPageOf = (address: string) => {
    const code = languageOf(address);
    if (!code) return undefined;
    const english = address.slice(code.length + 1) || '/';
    const page = site.pages.find((p) => p.path === english && p.lang === site.layout.language.code);
    return page && { page, language: site.layout.languages.find((l) => l.code === code)!.name };
  };
  // An address in another language whose English page went too is reported with that page's own address, never with
  // advice to let another page answer for it.
  const reported = [...gone.values()].filter((o) => !languageOf(o.path) || englishPageOf(o.path));
  return reported.map((o) => {
    const untranslated = englishPageOf(o.path);
    if (untranslated) {
      const { line, indent } = pageLine(untranslated.page.path);
      return {
        line,
        col: indent + 3,
        ...problem('ADDR003', {
          path: o.path,
          where: o.where,
          page: untranslated.page.path,
          language: untranslated.language,
        }),
      };
    }
    // The page that replaced it: a new page with its title, else a new page with a near path, else a near path.
    const replacement =
      newPages.find((p) => o.title !== undefined && p.title === o.title) ??
      byPath(
        o.path,
        newPages.map((p) => p.path),
        site,
      ) ??
      byPath(
        o.path,
        site.pages.map((p) => p.path),
        site,
      );
    if (!replacement) {
      return { line: lineOf(lines, /^pages:/), col: 1, ...problem('ADDR001', { path: o.path, where: o.where }) };
    }
    const { line, indent } = pageLine(replacement.path);
    const aliases = [...(replacement.aliases ?? []), o.path];
    const add = `${' '.repeat(indent + 2)}aliases: [${aliases.join(', ')}]`;
    return {
      line,
      col: indent + 3,
      ...problem('ADDR002', {
        path: o.path,
        where: o.where,
        replacement: replacement.path,
        hasAliases: !!replacement.aliases,
        line: add,
      }),
    };
  });
}

function byPath(old: string, paths: string[], site: ResolvedSite) {
  const hint = didYouMeanPath(
    old,
    paths.filter((p) => p !== NOT_FOUND_PATH),
  );
  const p = /"(.*)"/.exec(hint)?.[1];
  return p === undefined ? undefined : site.pages.find((x) => x.path === p);
}

function lineOf(lines: string[], pattern: RegExp): number {
  const i = lines.findIndex((l) => pattern.test(l));
  return i < 0 ? 1 : i + 1;
}
