// npm run bench:lighthouse: Lighthouse (mobile emulation) on the built site in Debian's Chromium, beside a bare static
// HTML page served the same way in the same run, so LCP can be read as a ratio. Prints figures only.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { htmlFileOf, siteScriptFiles } from '../src/check/checkSite.ts';
import { loadSiteFile, PROJECT_ROOT } from '../src/site/loadSite.ts';
import { serveStatic } from './serve.ts';

const dist = path.join(PROJECT_ROOT, 'dist/client');
if (!htmlFileOf(dist, '/')) {
  console.error('No built site: run "npm run build" first.');
  process.exit(1);
}
const { resolved } = loadSiteFile();
if (!resolved) throw new Error('site.yaml has problems: run npm run validate');
const pick = (template: string, kind?: string) => resolved.pages.find((p) => p.template === template && (!kind || p.kind === kind))?.path;
const paths = ['/', pick('StandardPage', 'service'), pick('StandardPage', 'industry'), pick('ProductPage'), '/Products', '/ContactPage', '/CareerPage']
  .filter((p): p is string => Boolean(p) && resolved.pages.some((d) => d.path === p));

// The floor: a page with a heading and a paragraph of text, nothing else, from the same kind of server.
const bareDir = path.join(PROJECT_ROOT, '.tmp/bench-bare');
mkdirSync(bareDir, { recursive: true });
writeFileSync(path.join(bareDir, 'index.html'), '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Bare page</title><link rel="icon" href="data:,"><meta name="description" content="A bare static page: the floor for LCP on this machine."></head><body><main><h1>A bare static page</h1>' +
  `<p>${'Plain text with no stylesheet, no script and no picture, served by the same server as the site. '.repeat(6)}</p></main></body></html>`);

/** Gzip size of the site script a page loads and its static imports (what loads before any input). */
function siteScriptGzip(route: string): number {
  const files = siteScriptFiles(dist, readFileSync(htmlFileOf(dist, route)!, 'utf8'));
  return files.reduce((sum, url) => sum + gzipSync(readFileSync(path.join(dist, url)), { level: 9 }).length, 0);
}

const site = await serveStatic(dist, 0);
const bare = await serveStatic(bareDir, 0);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
interface Row { page: string; perf: string; a11y: string; best: string; seo: string; lcp: number; tbt: number; cls: number; total: number; js: number; jsFiles: number; lcpElement: string; failing: string[] }

/** Each page is measured RUNS times and the run with the median LCP is kept: single runs vary by ±15 % here. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
async function measure(url: string, page: string): Promise<Row> {
  const runs: Row[] = [];
  // A run Lighthouse could not finish (its runtimeError is printed) is run again, up to RUNS more times.
  for (let tries = 0; runs.length < RUNS && tries < 2 * RUNS; tries++) {
    const run = await measureOnce(url, page);
    if (run) runs.push(run);
  }
  if (!runs.length) throw new Error(`Lighthouse could not measure ${url}`);
  return runs.sort((a, b) => a.lcp - b.lcp)[Math.floor(runs.length / 2)];
}

async function measureOnce(url: string, page: string): Promise<Row | undefined> {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile' });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError || !Number.isFinite(lhr.audits['largest-contentful-paint']?.numericValue)) {
    console.error(`${page}: a run failed (${lhr.runtimeError?.code ?? 'no LCP'}: ${lhr.runtimeError?.message ?? ''}); running it again`);
    return undefined;
  }
  const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100));
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number; requestCount: number }[] } | undefined)?.items ?? [];
  const item = (type: string) => summary.find((i) => i.resourceType === type);
  const lcpItems = (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined)?.items;
  return {
    page, perf: score('performance'), a11y: score('accessibility'), best: score('best-practices'), seo: score('seo'),
    lcp: audit('largest-contentful-paint'), tbt: audit('total-blocking-time'), cls: audit('cumulative-layout-shift'),
    total: item('total')?.transferSize ?? 0, js: item('script')?.transferSize ?? 0, jsFiles: item('script')?.requestCount ?? 0,
    lcpElement: lcpItems?.[0]?.items?.[0]?.node?.selector ?? '',
    failing: Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary').map((a) => a.id),
  };
}

const rows: Row[] = [];
let bareRow: Row;
try {
  bareRow = await measure(bare.url, '(bare page)');
  for (const p of paths) rows.push(await measure(site.url.replace(/\/$/, '') + p, p));
} finally {
  await chrome.kill();
  site.server.close();
  bare.server.close();
}

const head = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP', 'LCP/bare', 'TBT', 'CLS', 'total', 'JS sent', 'JS files', 'site script (gzip)', 'LCP element'];
const cells = (r: Row) => [r.page, r.perf, r.a11y, r.best, r.seo, `${(r.lcp / 1000).toFixed(2)} s`, `${(r.lcp / bareRow.lcp).toFixed(2)}×`,
  `${r.tbt.toFixed(0)} ms`, r.cls.toFixed(3), kb(r.total), kb(r.js), String(r.jsFiles), r.page.startsWith('/') ? kb(siteScriptGzip(r.page)) : '-', r.lcpElement];
const table = [head, cells(bareRow), ...rows.map(cells)];
const widths = head.map((_, i) => Math.max(...table.map((r) => r[i].length)));
console.log(`Lighthouse, mobile emulation, simulated throttling; median LCP of ${RUNS} runs. "JS sent" is transferred bytes with headers, before any scrolling or input;`);
console.log('"site script (gzip)" is the body of the scripts the page names and their static imports.');
for (const r of table) console.log(r.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd());
for (const r of rows) if (r.failing.length) console.log(`${r.page}: failing audits: ${r.failing.join(', ')}`);
