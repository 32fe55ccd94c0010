// The built site as published on each host, judged by the hosts' own runtimes: Cloudflare Pages (`wrangler pages dev`),
// Netlify (`netlify dev`) and nginx (with the dist/nginx.conf the build writes), beside `npm run serve`. One list of
// addresses goes to every runtime; what a visitor can tell of each answer (status, where redirects lead and how many,
// every header _headers sets, Cache-Control, the bytes) must be the same everywhere, except for the differences
// docs/deploy.md lists by name ("Where the hosts differ"), each of which must still happen.
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherLanguages, redirectsFile } from '../src/build/outputs/hostFiles.ts';
import { parseHeaders, patternSource } from '../src/build/outputs/hostRules.ts';
import { loadSiteText, publicDirOf } from '../src/contract/loadSite.ts';
import { DEFAULT_SITE_FILE } from '../src/core/paths.ts';
import { NGINX_TEMPLATE, nginxConf } from '../src/build/outputs/nginxConf.ts';
import { DIST } from './support/browser.ts';
import { mutate, ROOT } from './support/fixture.ts';
import { startNetlifyDev, startNginx, startPagesDev, startServe, type Runtime } from './support/hostRuntimes.ts';
import { ask, type Answer } from './support/http.ts';

/**
 * Old addresses only hosts' own matching can judge, written as aliases of /WhoWeAre in a copy of the real site.yaml,
 * whose _redirects (and nginx.conf) the hosts then serve: one copied from an address bar (%20), one typed with a slash,
 * one with braces, one in Devanagari.
 */
const EXTRA_ALIASES = ['/Old%20Page', '/AboutUs/', '/{team}Page', '/आमच्याबद्दल'];
let work = '';
let runtimes: Runtime[] = [];

/** What a visitor can tell of an address on one host. */
interface Seen {
  /** Each answer's status, the redirects followed (a browser follows at most 20; a loop shows as 6 here). */
  statuses: number[];
  /** Where it ended: path and query. */
  at: string;
  headers: Record<string, string | undefined>;
  /** sha256 of the final answer's body, first 12 characters; "" for an empty body. */
  body: string;
}

let headerNames: string[] = [];
const COMPARED_HEADERS = ['cache-control', 'access-control-allow-origin', 'content-range', 'allow'];

async function visit(
  base: string,
  address: string,
  init: { method?: string; headers?: Record<string, string> } = {},
): Promise<Seen> {
  const statuses: number[] = [];
  let at = address;
  let answer: Answer;
  for (;;) {
    answer = await ask(base, at, init);
    statuses.push(answer.status);
    const location = answer.headers.location as string | undefined;
    if (
      !location ||
      answer.status < 300 ||
      answer.status > 399 ||
      statuses.length > 5 ||
      (init.method && init.method !== 'GET')
    )
      break;
    const next = new URL(location, base + at);
    at = next.pathname + next.search;
  }
  const names = [...headerNames, ...COMPARED_HEADERS];
  return {
    statuses,
    at,
    headers: Object.fromEntries(names.map((name) => [name, answer.headers[name] as string | undefined])),
    body: answer.body.length ? createHash('sha256').update(answer.body).digest('hex').slice(0, 12) : '',
  };
}

/** A difference a host cannot avoid, as docs/deploy.md lists it: host, addresses, what is seen there (a field and its value). */
interface ListedDifference {
  host: string;
  addresses: string[];
  field: string;
  value: string;
}

/**
 * The table under "Where the hosts differ" in docs/deploy.md: | host | addresses | field=value | why it is harmless |,
 * each in backticks. In an address, * stands for anything and :page for one step; a value of * for any value, and *=*
 * for an answer that differs in every way.
 */
function listedDifferences(): ListedDifference[] {
  const doc = readFileSync(path.join(ROOT, 'docs/deploy.md'), 'utf8');
  const section = doc.slice(doc.indexOf('### Where the hosts differ'));
  const rows = section
    .slice(0, section.indexOf('\n#', 5) === -1 ? undefined : section.indexOf('\n#', 5))
    .split('\n')
    .filter((line) => /^\| `/.test(line));
  return rows.map((row) => {
    const [host, addresses, sent] = row
      .split(' | ')
      .slice(0, 3)
      .map((cell) => [...cell.matchAll(/`([^`]*)`/g)].map((m) => m[1]));
    const at = sent[0].indexOf('=');
    return { host: host[0], addresses, field: sent[0].slice(0, at), value: sent[0].slice(at + 1) };
  });
}

const addressPattern = (address: string) => new RegExp(patternSource(address).replace(/\(\[\^\/\]\+\)/g, '([^/ ?]+)'));
const listedAs = (row: ListedDifference, host: string, label: string, field: string, value: string) =>
  row.host === host &&
  row.addresses.some((address) => addressPattern(address).test(label)) &&
  (row.field === '*' || row.field === field) &&
  (row.value === '*' || row.value === value);

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'site-hosts-'));
  const root = path.join(work, 'client');
  cpSync(DIST, root, { recursive: true });
  // What a web root may hold beside the site: nothing starting with a dot is served, except /.well-known/.
  mkdirSync(path.join(root, '.git'));
  writeFileSync(path.join(root, '.git/config'), '[core]\n');
  writeFileSync(path.join(root, '.env'), 'SECRET=1\n');
  mkdirSync(path.join(root, '.well-known'));
  writeFileSync(path.join(root, '.well-known/security.txt'), 'Contact: mailto:security@example.com\n');
  headerNames = [
    ...new Set(
      parseHeaders(readFileSync(path.join(DIST, '_headers'), 'utf8')).flatMap((r) =>
        r.headers.map(([name]) => name.toLowerCase()),
      ),
    ),
  ];
  // The real site's host files again, from its site.yaml with the extra old addresses written on /WhoWeAre as an owner
  // writes them, read as validate and the build read it (styles as built: _headers is read back).
  const withAliases = mutate(
    readFileSync(DEFAULT_SITE_FILE, 'utf8'),
    '  - path: /WhoWeAre\n',
    `  - path: /WhoWeAre\n    aliases: [${EXTRA_ALIASES.map((a) => JSON.stringify(a)).join(', ')}]\n`,
  );
  const loaded = loadSiteText(withAliases, { publicDir: publicDirOf(DEFAULT_SITE_FILE), siteFile: DEFAULT_SITE_FILE });
  if (!loaded.resolved) throw new Error(`site.yaml with the extra old addresses: ${JSON.stringify(loaded.problems)}`);
  const site = loaded.resolved;
  const headers = readFileSync(path.join(DIST, '_headers'), 'utf8');
  writeFileSync(path.join(root, '_redirects'), redirectsFile(site));
  const conf = nginxConf(readFileSync(NGINX_TEMPLATE, 'utf8'), headers, redirectsFile(site), otherLanguages(site));
  // Started side by side: the CLIs take a few seconds each.
  runtimes = await Promise.all([
    startServe(root),
    startNginx(root, conf, work),
    startPagesDev(root, work),
    startNetlifyDev(root, work),
  ]);
}, 180_000);

afterAll(async () => {
  await Promise.all(runtimes.map((r) => r.stop()));
  if (work) rmSync(work, { recursive: true, force: true });
});

function addresses() {
  // A folder with a page in it is a page (a language's folder, with a 404 page of its own, holds its pages).
  const pagesIn = (folder: string): string[] =>
    readdirSync(path.join(DIST, folder), { withFileTypes: true })
      .filter(
        (e) =>
          e.isDirectory() &&
          readdirSync(path.join(DIST, folder, e.name)).includes('index.html') &&
          !readdirSync(path.join(DIST, folder, e.name)).includes('404.html'),
      )
      .map((e) => `${folder}/${e.name}`);
  const languageFolders = readdirSync(DIST, { withFileTypes: true })
    .filter((e) => e.isDirectory() && readdirSync(path.join(DIST, e.name)).includes('404.html'))
    .map((e) => `/${e.name}`);
  const pages: string[] = [...pagesIn(''), ...languageFolders.flatMap(pagesIn)];
  const siteScript = readFileSync(path.join(DIST, 'index.html'), 'utf8').match(/data-site-script="([^"]+)"/)![1];
  const alias = readFileSync(path.join(DIST, '_redirects'), 'utf8')
    .split('\n')
    .find((l) => l && !l.startsWith('#') && !l.includes(':') && !l.split(' ')[0].endsWith('/'))!
    .split(' ')[0];
  const picture = readdirSync(path.join(DIST, 'images'), { recursive: true, withFileTypes: true }).find((e) =>
    e.isFile(),
  )!;
  // The pages of another language, when the build has them: its home is its folder, its 404 page its own.
  const other = languageFolders[0]?.slice(1);
  const otherLanguage = other
    ? [
        `/${other}/`,
        `/${other}`,
        `/${other}/index.html`,
        `/${other}/WhoWeAre`,
        `/${other}/WhoWeAre/`,
        `/${other}/WhoWeAre.html`,
        `/${other}/WhoWeAre/index.html`,
        `/${other}/NoSuchPage`,
        `/${other}/404.html`,
      ]
    : [];
  return {
    pages,
    get: [
      '/',
      ...pagesIn(''),
      ...pagesIn('').map((p) => `${p}/`),
      '/index.html',
      '/WhoWeAre/index.html',
      '/WhoWeAre.html',
      `${alias}?utm_source=mail`,
      `${alias}/`,
      '/WhoWeAre?from=mail',
      '/WhoWeAre/?from=mail',
      '/NoSuchPage',
      '/NoSuchPage/',
      '/assets/missing.js',
      siteScript,
      `/${path.relative(DIST, path.join(picture.parentPath, picture.name))}`,
      '/brochures/Sopi.pdf',
      '/sitemap.xml',
      '/robots.txt',
      '/favicon.svg',
      '/favicon.ico',
      '/manifest.webmanifest',
      '/apple-touch-icon.png',
      '/404.html',
      '/_headers',
      '/_redirects',
      '/.env',
      '/.git/config',
      '/.well-known/security.txt',
      '/assets/%2e%2e/WhoWeAre',
      '//WhoWeAre',
      '/WhoWeAre//',
      '/Who%57eAre',
      '/whoweare',
      '/WHOWEARE',
      ...otherLanguage,
    ],
    ranges: ['bytes=0-99', 'bytes=-5', 'bytes=999999999-'],
    methods: ['HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  };
}

/** Every field of what one host shows that differs from `npm run serve`'s: field=value. */
function differences(reference: Seen, seen: Seen): Map<string, string> {
  const flat = (x: Seen) =>
    new Map<string, string>([
      ['statuses', x.statuses.join('>')],
      ['at', x.at],
      ['body', x.body],
      ...Object.entries(x.headers).map(([name, value]): [string, string] => [name, value ?? '(none)']),
    ]);
  const [ref, other] = [flat(reference), flat(seen)];
  // npm run serve is plain http on purpose and sends the policy without its https upgrade; a published host keeps it
  // (checked here), and the rest of the policy must be the same.
  const policy = other.get('content-security-policy');
  if (policy && policy !== '(none)') {
    if (!policy.split('; ').includes('upgrade-insecure-requests'))
      return new Map([['content-security-policy', policy]]);
    other.set(
      'content-security-policy',
      policy
        .split('; ')
        .filter((d) => d !== 'upgrade-insecure-requests')
        .join('; '),
    );
  }
  return new Map([...other].filter(([field, value]) => ref.get(field) !== value));
}

describe('the built site on every host', () => {
  it('is answered alike by npm run serve, nginx, Cloudflare Pages and Netlify, but for the differences docs/deploy.md lists', async () => {
    const { get, ranges, methods } = addresses();
    const cases: [string, string, Parameters<typeof visit>[2]][] = [
      ...[...get, ...EXTRA_ALIASES.flatMap((a) => [`${a}?from=old`, `${a.replace(/\/$/, '')}/`])].map(
        (a): [string, string, undefined] => [a, a, undefined],
      ),
      ...ranges.map((r): [string, string, { headers: Record<string, string> }] => [
        `Range ${r} /brochures/Sopi.pdf`,
        '/brochures/Sopi.pdf',
        { headers: { Range: r } },
      ]),
      ...methods.flatMap((m) =>
        ['/WhoWeAre', '/NoSuchPage'].map((a): [string, string, { method: string }] => [`${m} ${a}`, a, { method: m }]),
      ),
    ];
    const listed = listedDifferences();
    const used = new Set<ListedDifference>();
    const unlisted: string[] = [];
    const table: string[] = [];
    for (const [label, address, init] of cases) {
      const sent = /[^\x21-\x7e]/.test(address) ? encodeURI(address) : address.replace(/[{}]/g, encodeURIComponent);
      const [reference, ...others] = await Promise.all(runtimes.map((r) => visit(r.base, sent, init)));
      table.push(
        `| ${label} | ${reference.statuses.join('>')} ${reference.at} | ${others
          .map((seen, i) => {
            const diff = [...differences(reference, seen)];
            for (const [field, value] of diff) {
              const row = listed.find((r) => listedAs(r, runtimes[i + 1].name, label, field, value));
              if (row) used.add(row);
              else unlisted.push(`${runtimes[i + 1].name} | ${label} | ${field}=${value}`);
            }
            return diff.length ? diff.map(([f, v]) => `${f}=${v.slice(0, 40)}`).join(', ') : 'same';
          })
          .join(' | ')} |`,
      );
    }
    console.log(
      `| address | npm run serve | ${runtimes
        .slice(1)
        .map((r) => r.name)
        .join(' | ')} |\n${table.join('\n')}`,
    );
    expect(unlisted, 'differences docs/deploy.md does not list').toEqual([]);
    expect(
      listed.filter((row) => !used.has(row)),
      'differences docs/deploy.md lists that no longer happen',
    ).toEqual([]);
    // Every page and its trailing-slash form end at the page, within one redirect, on every host but netlify dev (listed).
    for (const runtime of runtimes.slice(0, 3)) {
      for (const page of addresses().pages) {
        const seen = await visit(runtime.base, `${page}/`);
        expect([runtime.name, page, seen.at, seen.statuses.length <= 2, seen.statuses.at(-1)]).toEqual([
          runtime.name,
          page,
          page,
          true,
          200,
        ]);
      }
      // Each old address as site.yaml holds it, with and without its trailing slash, is one redirect to its page, the
      // query kept (so none is encoded twice, or left out of nginx.conf).
      for (const alias of EXTRA_ALIASES) {
        for (const form of [alias.replace(/\/$/, ''), `${alias.replace(/\/$/, '')}/`]) {
          const sent = `${/[^\x21-\x7e]/.test(form) ? encodeURI(form) : form.replace(/[{}]/g, encodeURIComponent)}?from=old`;
          const seen = await visit(runtime.base, sent);
          expect([runtime.name, form, seen.statuses, seen.at]).toEqual([
            runtime.name,
            form,
            [301, 200],
            '/WhoWeAre?from=old',
          ]);
        }
      }
    }
  }, 180_000);

  it("leaves the https upgrade out of npm run serve's policy, which is plain http on purpose, and keeps it in _headers", async () => {
    const policyOf = async (base: string) =>
      (await visit(base, '/WhoWeAre')).headers['content-security-policy']!.split('; ');
    const published = parseHeaders(readFileSync(path.join(DIST, '_headers'), 'utf8'));
    expect(
      published.some((rule) =>
        rule.headers.some(
          ([name, value]) => name === 'Content-Security-Policy' && value.includes('upgrade-insecure-requests'),
        ),
      ),
    ).toBe(true);
    const [serve, nginx] = await Promise.all(
      ['npm run serve', 'nginx'].map((n) => policyOf(runtimes.find((r) => r.name === n)!.base)),
    );
    expect(nginx).toContain('upgrade-insecure-requests');
    expect(serve).not.toContain('upgrade-insecure-requests');
    expect(serve).toEqual(nginx.filter((d) => d !== 'upgrade-insecure-requests'));
  });

  it('has nginx read dist/nginx.conf without a warning, and send the precompressed copies the build wrote', async () => {
    const nginx = runtimes.find((r) => r.name === 'nginx')!;
    expect(nginx.log()).toBe('');
    const page = await ask(nginx.base, '/WhoWeAre', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.body.equals(readFileSync(path.join(DIST, 'WhoWeAre.html.gz')))).toBe(true);
  });
});
