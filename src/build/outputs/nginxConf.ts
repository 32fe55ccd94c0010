// dist/nginx.conf: nginx.conf beside this file with the headers, caching and redirects of the build's own _headers and _redirects put in,
// so nginx sends exactly what Netlify or Cloudflare Pages would, with nothing copied by hand.
import path from 'node:path';
import { PROJECT_ROOT } from '../../core/paths.ts';
import { parseHeaders, parseRedirects, patternSource } from './hostRules.ts';

/** The template: nginx's server block with a mark where each part the build fills in goes. */
export const NGINX_TEMPLATE = path.join(PROJECT_ROOT, 'src/build/outputs/nginx.conf');

export const HEADERS_MARK = '# @headers';
/** Where the same headers go for the error answers of a location (nginx sends headers without `always` on 2xx and 3xx only). */
export const ERROR_HEADERS_MARK = '# @headers always';
export const REDIRECTS_MARK = '# @redirects';
export const CACHE_MARK = '# @cache';

/** A value as an nginx string: in double quotes, or single quotes when it holds a double quote. */
function nginxString(value: string): string {
  if (!value.includes('"')) return `"${value}"`;
  if (!value.includes("'")) return `'${value}'`;
  throw new Error(`a header value holds both kinds of quote and cannot be written for nginx: ${value}`);
}

export const LANGUAGES_MARK = '# @languages';
export const NOT_FOUND_MARK = '# @not-found';

/** `languages`: the codes of the site's languages after its own (their pages are under /<code>/). */
export function nginxConf(
  template: string,
  headersText: string,
  redirectsText: string,
  languages: string[] = [],
): string {
  const everyPath = parseHeaders(headersText).find((rule) => rule.pattern.test('/') && rule.pattern.test('/any/path'));
  if (!everyPath) throw new Error('_headers has no rule for every path (/*)');
  const indentOf = (mark: string) => {
    const line = template.split('\n').find((l) => l.trim() === mark);
    if (line === undefined) throw new Error(`${path.relative(PROJECT_ROOT, NGINX_TEMPLATE)} has no line "${mark}"`);
    return line.slice(0, line.indexOf('#'));
  };
  const headersIndent = indentOf(HEADERS_MARK);
  const redirectsIndent = indentOf(REDIRECTS_MARK);
  const cacheIndent = indentOf(CACHE_MARK);
  const languagesIndent = indentOf(LANGUAGES_MARK);
  const notFoundIndent = indentOf(NOT_FOUND_MARK);

  const headerLines = (indent: string, always: boolean) =>
    everyPath.headers
      .map(([name, value]) => `${indent}add_header ${name} ${nginxString(value)}${always ? ' always' : ''};`)
      .join('\n');
  // Each language's home page is its folder (/mr/), and its 404 page answers the addresses under it as /404.html does.
  const languageLocations = languages.map((code) =>
    [
      `location = /${code}/ { try_files /${code}/index.html =404; }`,
      `location = /${code}/index.html { return 301 /${code}/$is_args$args; }`,
      `location = /${code}/404.html {`,
      `${headerLines('    ', true)}`,
      `    add_header Cache-Control $site_cache_control always;`,
      `    if ($request_uri ~ "^/${code}/404\\.html(\\?|$)") { return 308 /${code}/404$is_args$args; }`,
      '}',
    ]
      .join('\n')
      .replace(/^/gm, languagesIndent),
  );
  // Cache-Control by the normalised path, one map entry per _headers rule that sets it.
  const cache = parseHeaders(headersText).flatMap((rule) =>
    rule.headers
      .filter(([name]) => name === 'Cache-Control')
      .map(
        ([, value]) =>
          `${cacheIndent}${nginxString(`~${patternSource(rule.from)}`)} ${nginxString(value)};  # ${rule.from}`,
      ),
  );
  // Old addresses only: nginx redirects a page's trailing slash and its file names with rules of its own.
  const aliases = parseRedirects(redirectsText)
    .filter((r) => !/[:*]/.test(r.from) && r.from !== `${r.to}/`)
    .map((r) => `${redirectsIndent}${nginxString(decodeURIComponent(r.from))} ${nginxString(r.to)};`);
  return template
    .replace(
      `${languagesIndent}${LANGUAGES_MARK}`,
      () => languageLocations.join('\n') || `${languagesIndent}# (one language)`,
    )
    .replace(
      `${notFoundIndent}${NOT_FOUND_MARK}`,
      () =>
        languages.map((code) => `${notFoundIndent}~^/${code}/ /${code}/404.html;`).join('\n') ||
        `${notFoundIndent}# (one language)`,
    )
    .replace(`${cacheIndent}${CACHE_MARK}`, () => cache.join('\n'))
    .replace(`${headersIndent}${HEADERS_MARK}\n`, () => `${headerLines(headersIndent, false)}\n`)
    .replace(new RegExp(`^( *)${ERROR_HEADERS_MARK}$`, 'gm'), (_, indent: string) => headerLines(indent, true))
    .replace(
      `${redirectsIndent}${REDIRECTS_MARK}`,
      () => aliases.join('\n') || `${redirectsIndent}# (no old addresses)`,
    );
}
