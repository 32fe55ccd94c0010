// The response headers and redirects the build writes for static hosts (_headers, _redirects) and for nginx
// (dist/nginx.conf from src/build/outputs/nginx.conf), from the real site.yaml and from the fixture with a report address added.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cspHash, SPECULATION_RULES } from '../src/render/inlineBlocks.ts';
import { headersFile, PAGES_FIXED_REDIRECTS, redirectsFile } from '../src/build/outputs/hostFiles.ts';
import type { ResolvedSite } from '../src/contract/loadSite.ts';
import { SITE_SCRIPT_LOADER } from '../src/shared/siteScriptLoader.ts';
import { hostRules, parseHeaders, parseRedirects } from '../src/build/outputs/hostRules.ts';
import { HEADERS_MARK, NGINX_TEMPLATE, nginxConf, REDIRECTS_MARK } from '../src/build/outputs/nginxConf.ts';
import { siteStyles } from '../src/render/siteCss.ts';
import { fixtureText, load, mutate } from './support/fixture.ts';
import { realSite } from './support/realSite.ts';

const styles = siteStyles();
const real = realSite().resolved!;
/** The headers every path gets, as a host reads them from _headers. */
const everyPath = (text: string) => new Map(parseHeaders(text).find((r) => r.pattern.test('/any/path'))!.headers);

describe('_headers', () => {
  const headers = everyPath(headersFile(real, styles));

  it("sends HSTS for a year with subdomains, keeps resources to the site's own origin, and sends no opener policy", () => {
    expect(headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    // A visit from another page would start a new renderer in the page's own time (docs/decisions/no-opener-policy.md).
    expect(headers.has('Cross-Origin-Opener-Policy')).toBe(false);
    expect(headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('allows in the CSP only the origins of the map and form addresses in site.yaml, and inline scripts by their hashes', () => {
    const csp = new Map(
      headers
        .get('Content-Security-Policy')!
        .split('; ')
        .map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );
    const { map, forms } = real.layout.site;
    expect(csp.get('frame-src')).toEqual([new URL(map.embedUrl).origin]);
    // The service's origin, and the site itself: the service sends a visitor without JavaScript back to the thanks
    // page (site.forms.thanks), a redirect the browser holds to form-action too.
    expect(forms.thanks).toBe('/Thanks');
    expect(csp.get('form-action')).toEqual([
      "'self'",
      ...new Set([new URL(forms.contact!).origin, new URL(forms.application!).origin]),
    ]);
    // The site search's WebAssembly (compiling it, no eval of text); the site script's loader, the speculation rules.
    expect(csp.get('script-src')).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      cspHash(SITE_SCRIPT_LOADER),
      cspHash(SPECULATION_RULES),
    ]);
    // Inline styles: each page narrows these to its own, by their hashes, in a policy of its own (tests/check.test.ts).
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.has('report-to')).toBe(false);
    expect(headers.has('Reporting-Endpoints')).toBe(false);
  });

  it('names the report address of site.yaml in the CSP and in Reporting-Endpoints when there is one', () => {
    const text = mutate(
      fixtureText(),
      '  copyrightOwner: Fixture Software Pvt. Ltd.',
      '  copyrightOwner: Fixture Software Pvt. Ltd.\n  reportTo: https://reports.example/csp',
    );
    const site = load(text).resolved!;
    const withReports = everyPath(headersFile(site, styles));
    expect(withReports.get('Content-Security-Policy')).toMatch(
      /; report-to csp; report-uri https:\/\/reports\.example\/csp$/,
    );
    expect(withReports.get('Reporting-Endpoints')).toBe('csp="https://reports.example/csp"');
  });
});

describe('_headers and _redirects at any number of pages', () => {
  /** The real site with its pages copied until there are `n`, each at its own path. */
  const withPages = (n: number): ResolvedSite => ({
    ...real,
    pages: Array.from({ length: n }, (_, i) => ({ ...real.pages[i % real.pages.length], path: `/Page${i}` })),
  });

  it.each([real.pages.length, 10_000])('has a handful of rules at %i pages, the same ones', (n) => {
    const text = headersFile(withPages(n), styles);
    expect(parseHeaders(text).length).toBeLessThanOrEqual(20);
    expect(text).toBe(headersFile(real, styles));
  });

  // Cloudflare Pages reads at most 2,000 fixed redirects and 100 with placeholders.
  it("redirects each page's trailing slash with a line of its own while Pages can read them, and never with a rule that matches a missing page", () => {
    const withoutAliases = (count: number): ResolvedSite => ({
      ...real,
      pages: withPages(count).pages.map(({ aliases: _, ...page }) => page),
    });
    const few = withoutAliases(real.pages.length);
    const rules = parseRedirects(redirectsFile(few));
    expect(rules.filter((r) => r.from === `${r.to}/`).length).toBe(
      few.pages.filter((p) => p.path !== '/' && p.path !== '/404').length,
    );
    expect(rules.filter((r) => /[:*]/.test(r.from)).length).toBeLessThanOrEqual(
      1 + 2 * (Object.keys(few.layouts).length - 1),
    );
    const { redirectFor } = hostRules('', redirectsFile(few));
    expect(redirectFor(`${few.pages[5].path}/`)).toEqual({ to: few.pages[5].path, status: 301 });
    // Netlify reads a rule's trailing slash as optional: no rule may match an address without one (it would loop there),
    // but a language's folder, /mr → /mr/: its home page's file is there, and Netlify serves a file before any rule.
    // (A language's not-found page, /mr/* → /mr/404.html with status 404, is shown in place, not a redirect.)
    for (const rule of rules.filter((r) => r.status !== 404))
      expect(rule.pattern.test(rule.from.replace(/\/$/, '')), rule.from).toBe(
        rule.from.endsWith('index.html') || rule.to === `${rule.from}/`,
      );
    expect(redirectFor('/NoSuchPage/')).toBeUndefined();

    const many = withoutAliases(10_000);
    const text = redirectsFile(many);
    expect(parseRedirects(text).length).toBeLessThanOrEqual(PAGES_FIXED_REDIRECTS);
    expect(parseRedirects(text).length).toBeLessThanOrEqual(20); // past the limit, none per page
  });

  it('sets no header twice for one address, so no host joins two values (immutable assets stay immutable)', () => {
    const rules = parseHeaders(headersFile(real, styles));
    for (const address of [
      '/',
      '/WhoWeAre',
      '/assets/site-script.abc.js',
      '/assets/chunks/x.js',
      '/images/logo.svg',
      '/sitemap.xml',
      '/brochures/Sopi.pdf',
    ]) {
      const names = rules.filter((r) => r.pattern.test(address)).flatMap((r) => r.headers.map(([name]) => name));
      expect(names.length, address).toBe(new Set(names).size);
    }
    const cache = (address: string) =>
      rules
        .filter((r) => r.pattern.test(address))
        .flatMap((r) => r.headers)
        .find(([name]) => name === 'Cache-Control')?.[1];
    expect(cache('/WhoWeAre')).toBe('no-cache');
    expect(cache('/assets/chunks/x.js')).toBe('public, max-age=31536000, immutable');
    expect(cache('/images/logo.svg')).toBeUndefined();
  });
});

describe('dist/nginx.conf', () => {
  const template = readFileSync(NGINX_TEMPLATE, 'utf8');
  const headersText = headersFile(real, styles);
  const conf = nginxConf(template, headersText, redirectsFile(real));

  it('sends every header _headers sends for every path, exactly', () => {
    const added = new Map([...conf.matchAll(/^\s*add_header (\S+) (["'])(.*)\2 always;/gm)].map((m) => [m[1], m[3]]));
    for (const [name, value] of everyPath(headersText)) expect(added.get(name), name).toBe(value);
    expect(conf).not.toContain(HEADERS_MARK);
    expect(template).not.toMatch(/sha256-/); // the template holds no copy of anything the build derives
  });

  it('redirects each old address of site.yaml as _redirects does, with and without a trailing slash', () => {
    const aliases = real.pages.flatMap((p) => (p.aliases ?? []).map((alias) => [alias, p.path]));
    expect(aliases.length).toBeGreaterThan(0);
    for (const [alias, to] of aliases) {
      expect(mapValue('site_old_address', { uri: alias })).toBe(to);
      expect(mapValue('site_old_address', { uri: `${alias}/` })).toBe(to);
    }
    expect(mapValue('site_old_address', { uri: '/WhoWeAre' })).toBe('');
    expect(conf).not.toContain(REDIRECTS_MARK);
  });

  /** nginx's map blocks, evaluated as nginx does: exact strings first, then regexes in order, then default. */
  const mapValue = (variable: string, vars: Record<string, string>): string => {
    const block = new RegExp(`^map \\$(\\w+) \\$${variable} \\{\\n([\\s\\S]*?)\\n\\}`, 'm').exec(conf);
    if (!block) throw new Error(`no map sets $${variable}`);
    const input = vars[block[1]];
    const entries = block[2]
      .split('\n')
      .map((l) => (l.trim().startsWith('#') ? '' : l.replace(/;\s*#.*$/, ';').trim()))
      .filter(Boolean)
      .map((l) => /^("[^"]*"|\S+)\s+(.*);$/.exec(l)!)
      .map(([, key, value]) => [key.replace(/^"(.*)"$/, '$1'), value.replace(/^"(.*)"$/, '$1')]);
    const exact = entries.find(([key]) => key === input);
    const regex = entries.find(([key]) => key.startsWith('~') && new RegExp(key.slice(1)).test(input));
    const value = (exact ?? regex ?? entries.find(([key]) => key === 'default'))![1];
    return value.startsWith('$') ? mapValue(value.slice(1), vars) : value;
  };

  it('caches by the normalised path, and only what is found: a 404 under /assets/ is not kept', () => {
    const cacheControl = (path: string, status: string) => mapValue('site_cache_control', { site_path: path, status });
    expect(cacheControl('/assets/site-script.abc.js', '200')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('/assets/site-script.abc.js', '304')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('/assets/missing.js', '404')).toBe('no-store');
    expect(cacheControl('/WhoWeAre', '200')).toBe('no-cache');
    expect(cacheControl('/', '200')).toBe('no-cache');
    expect(cacheControl('/images/logo.svg', '200')).toBe('public, max-age=0, must-revalidate');
    expect(cacheControl('/WhoWeAre/', '301')).toBe('no-cache');
    expect(conf).toMatch(/^map \$site_path \$site_cache_by_address \{$/m);
    expect(conf).toMatch(/^\s*set \$site_path \$uri;$/m); // the path before try_files changes $uri
  });

  it('sends the security headers once on every answer: without `always` where nginx sends headers twice (a 416), with it on errors', () => {
    const blocks = conf.split(/\n(?=\s*location )/);
    const headerLines = (text: string) =>
      [...text.matchAll(/^\s*add_header Content-Security-Policy .*$/gm)].map((m) => m[0].trim());
    expect(headerLines(blocks[0]).map((l) => l.endsWith(' always;'))).toEqual([false]);
    for (const location of ['= /.site-method-refused', '= /404.html']) {
      const block = blocks.find((b) => b.trim().startsWith(`location ${location} `))!;
      expect(
        headerLines(block).map((l) => l.endsWith(' always;')),
        location,
      ).toEqual([true]);
    }
  });

  it('serves no file whose name starts with a dot, but does serve /.well-known/', () => {
    const refused = [...conf.matchAll(/^\s*location ~ (\S+) \{ return 404; \}/gm)].map((m) => new RegExp(m[1]));
    const isRefused = (uri: string) => refused.some((r) => r.test(uri));
    for (const uri of ['/.git/config', '/.env', '/images/.DS_Store', '/.htpasswd'])
      expect(isRefused(uri), uri).toBe(true);
    for (const uri of ['/.well-known/security.txt', '/images/logo.svg', '/a.b/c'])
      expect(isRefused(uri), uri).toBe(false);
  });
});
