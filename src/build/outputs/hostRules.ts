// Reads _headers and _redirects back the way a static host (Netlify, Cloudflare Pages) applies them, so the local
// server (src/serve/staticServer.ts), the browser tests and the site checker all see what visitors will get.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface HeaderRule {
  from: string;
  pattern: RegExp;
  headers: [string, string][];
}
interface RedirectRule {
  from: string;
  pattern: RegExp;
  to: string;
  status: number;
}

/**
 * A rule's address as a regular expression, as the hosts read it: "/assets/*" → ^/assets/(.*)$ (a * matches anything),
 * "/:page" → ^/([^/]+)$ (a :name matches one step), the rest literally.
 */
export const patternSource = (text: string) =>
  `^${text
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\/:[A-Za-z]\w*/g, '/([^/]+)'))
    .join('(.*)')}$`;
const patternOf = (text: string) => new RegExp(patternSource(text));
const lines = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n') : []);

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ from: line.trim(), pattern: patternOf(line.trim()), headers: [] });
    else {
      const at = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

/** Every header the rules send for this path, as a host applies them: a header set by several rules is joined with ", ". */
export function headersMatching(rules: HeaderRule[], pathname: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const [name, value] of rule.headers) out.set(name, out.has(name) ? `${out.get(name)}, ${value}` : value);
  }
  return out;
}

/** A rule's address decoded, as the hosts compare it with the address asked for (decoded too). */
const decodedRule = (from: string) => {
  try {
    return decodeURIComponent(from);
  } catch {
    return from;
  }
};

export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [from, to, status = '301'] = l.split(/\s+/);
      return { from, pattern: patternOf(decodedRule(from)), to, status: Number(status) };
    });
}

export interface HostRules {
  /** Every header the host sends for this path (as the browser sent it); a header set by several matching rules is joined with ", ". */
  headersFor(pathname: string): Map<string, string>;
  /** Where the first matching rule sends this path (decoded). */
  redirectFor(pathname: string): { to: string; status: number } | undefined;
}

/**
 * The rules of a built site's _headers and _redirects (none when a file is missing), read again whenever a build has
 * changed them.
 */
export function readHostRules(root: string): HostRules {
  const files = [path.join(root, '_headers'), path.join(root, '_redirects')];
  let read: { key: string; rules: HostRules } | undefined;
  const current = () => {
    const key = files
      .map((file) => {
        try {
          const s = statSync(file);
          return `${s.mtimeMs}:${s.size}:${s.ino}`;
        } catch {
          return '-';
        }
      })
      .join('|');
    if (read?.key !== key) read = { key, rules: hostRules(lines(files[0]).join('\n'), lines(files[1]).join('\n')) };
    return read.rules;
  };
  return {
    headersFor: (pathname) => current().headersFor(pathname),
    redirectFor: (pathname) => current().redirectFor(pathname),
  };
}

export function hostRules(headersText: string, redirectsText: string): HostRules {
  const headers = parseHeaders(headersText);
  // Redirects only: a rule with another status (Netlify's "/mr/* /mr/404.html 404") names the page for a missing address.
  const redirects = parseRedirects(redirectsText).filter((rule) => rule.status >= 300 && rule.status < 400);
  // Rules for one exact address (most of them: a line per page and per old address) are looked up, not tried in turn.
  const exact = new Map<string, RedirectRule>();
  for (const rule of redirects)
    if (!/[*:]/.test(rule.from) && !exact.has(decodedRule(rule.from))) exact.set(decodedRule(rule.from), rule);
  const patterns = redirects.filter((rule) => /[*:]/.test(rule.from));
  return {
    headersFor: (pathname) => headersMatching(headers, pathname),
    redirectFor(pathname) {
      // The first rule in the file that matches, as the hosts apply them.
      const candidates = [exact.get(pathname), patterns.find((r) => r.pattern.test(pathname))].filter(
        (r) => r !== undefined,
      );
      const rule = candidates.sort((a, b) => redirects.indexOf(a) - redirects.indexOf(b))[0];
      if (!rule) return undefined;
      // The target's :name placeholders and :splat (what * matched) take what the address had in their place.
      const captured = rule.pattern.exec(pathname)!.slice(1);
      const names = [...rule.from.matchAll(/\/:([A-Za-z]\w*)|\*/g)].map((m) => m[1] ?? 'splat');
      const values = new Map(names.map((name, i) => [name, captured[i]]));
      return {
        to: rule.to.replace(/:([A-Za-z]\w*)/g, (text, name: string) => values.get(name) ?? text),
        status: rule.status,
      };
    },
  };
}
