// The response headers and redirects the build writes for static hosts (_headers, _redirects) and for nginx
// (dist/nginx.conf from docs/nginx.conf), from the real site.yaml and from the fixture with a report address added.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteFile } from '../src/site/loadSite';
import { cspHash, headersFile, redirectsFile } from '../src/site/hostFiles';
import { SITE_SCRIPT_LOADER } from '../src/shared/siteScriptLoader';
import { parseHeaders } from '../src/site/hostRules';
import { HEADERS_MARK, nginxConf, REDIRECTS_MARK } from '../src/site/nginxConf';
import { siteStyles } from '../src/site/siteCss';
import { fixtureText, load, mutate, ROOT } from './support/fixture';

const styles = siteStyles();
const real = loadSiteFile().resolved!;
/** The headers every path gets, as a host reads them from _headers. */
const everyPath = (text: string) => new Map(parseHeaders(text).find((r) => r.pattern.test('/any/path'))!.headers);

describe('_headers', () => {
  const headers = everyPath(headersFile(real, styles));

  it('sends HSTS for a year with subdomains, and keeps windows and resources to the site\'s own origin', () => {
    expect(headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    expect(headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('allows in the CSP only the origins of the map and form addresses in site.yaml, and nothing inline but hashes', () => {
    const csp = new Map(headers.get('Content-Security-Policy')!.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    const { map, forms } = real.layout.site;
    expect(csp.get('frame-src')).toEqual([new URL(map.embedUrl).origin]);
    expect(csp.get('form-action')).toEqual([...new Set([new URL(forms.contact).origin, new URL(forms.application).origin])]);
    expect(csp.get('script-src')).toEqual(["'self'", cspHash(SITE_SCRIPT_LOADER)]); // the site script's loader
    expect(csp.get('style-src')!.filter((s) => !s.startsWith("'sha256-"))).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.has('report-to')).toBe(false);
    expect(headers.has('Reporting-Endpoints')).toBe(false);
  });

  it('names the report address of site.yaml in the CSP and in Reporting-Endpoints when there is one', () => {
    const text = mutate(fixtureText(), '  copyrightOwner: Fixture Software Pvt. Ltd.', '  copyrightOwner: Fixture Software Pvt. Ltd.\n  reportTo: https://reports.example/csp');
    const site = load(text).resolved!;
    const withReports = everyPath(headersFile(site, styles));
    expect(withReports.get('Content-Security-Policy')).toMatch(/; report-to csp; report-uri https:\/\/reports\.example\/csp$/);
    expect(withReports.get('Reporting-Endpoints')).toBe('csp="https://reports.example/csp"');
  });
});

describe('dist/nginx.conf', () => {
  const template = readFileSync(path.join(ROOT, 'docs/nginx.conf'), 'utf8');
  const headersText = headersFile(real, styles);
  const conf = nginxConf(template, headersText, redirectsFile(real));

  it('sends every header _headers sends for every path, exactly', () => {
    const added = new Map([...conf.matchAll(/^\s*add_header (\S+) (["'])(.*)\2 always;/gm)].map((m) => [m[1], m[3]]));
    for (const [name, value] of everyPath(headersText)) expect(added.get(name), name).toBe(value);
    expect(conf).not.toContain(HEADERS_MARK);
    expect(template).not.toMatch(/sha256-/); // the template holds no copy of anything the build derives
  });

  it('redirects each old address of site.yaml as _redirects does', () => {
    const aliases = real.pages.flatMap((p) => (p.aliases ?? []).map((alias) => [alias, p.path]));
    expect(aliases.length).toBeGreaterThan(0);
    for (const [alias, to] of aliases) expect(conf).toContain(`location = "${alias}" { return 301 ${to}; }`);
    expect(conf).not.toContain(REDIRECTS_MARK);
  });
});
