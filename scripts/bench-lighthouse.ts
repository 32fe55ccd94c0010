// npm run bench:lighthouse: Lighthouse (mobile emulation) on the built site in Debian's Chromium, beside a bare static
// HTML page served the same way in the same run, so LCP can be read as a ratio; in the light and the dark scheme
// (LIGHTHOUSE_SCHEMES). Prints figures only.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { htmlFileOf, siteScriptFiles } from '../src/check/checkSite.ts';
import { SCHEMES, type Scheme } from '../src/check/screens.ts';
import { config } from '../src/core/config.ts';
import { loadSiteFile } from '../src/contract/loadSite.ts';
import { DIST_CLIENT, TMP_DIR } from '../src/core/paths.ts';
import { browserVersion, launchLighthouseChrome, measureMedian, RUNS, type Row } from '../src/check/lighthouseRuns.ts';
import { serveStatic } from '../src/serve/staticServer.ts';
import { printTable } from '../src/check/printTable.ts';

const dist = DIST_CLIENT;
if (!htmlFileOf(dist, '/')) {
  console.error('No built site: run "npm run build" first.');
  process.exit(1);
}
const { resolved } = loadSiteFile();
if (!resolved) throw new Error('site.yaml has problems: run npm run validate');
const pick = (template: string, kind?: string) =>
  resolved.pages.find((p) => p.template === template && (!kind || p.kind === kind))?.path;
const english = [
  '/',
  pick('StandardPage', 'service'),
  pick('StandardPage', 'industry'),
  pick('ProductPage'),
  '/Products',
  '/ContactPage',
  '/CareerPage',
];
// And in each other language the site has pages in: its home page, its products and the same product page.
const others = Object.keys(resolved.layouts)
  .filter((code) => code !== resolved.layout.language.code)
  .flatMap((code) => [`/${code}/`, `/${code}/Products`, `/${code}${pick('ProductPage')}`]);
const paths = [...english, ...others].filter(
  (p): p is string => Boolean(p) && resolved.pages.some((d) => d.path === p),
);

// The floor: a page with a heading and a paragraph of text, nothing else, from the same kind of server.
const bareDir = path.join(TMP_DIR, 'bench-bare');
mkdirSync(bareDir, { recursive: true });
writeFileSync(
  path.join(bareDir, 'index.html'),
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Bare page</title><link rel="icon" href="data:,"><meta name="description" content="A bare static page: the floor for LCP on this machine."></head><body><main><h1>A bare static page</h1>' +
    `<p>${'Plain text with no stylesheet, no script and no picture, served by the same server as the site. '.repeat(6)}</p></main></body></html>`,
);

/** Gzip size of the site script a page loads and its static imports (what loads before any input). */
function siteScriptGzip(route: string): number {
  const files = siteScriptFiles(dist, readFileSync(htmlFileOf(dist, route)!, 'utf8'));
  return files.reduce((sum, url) => sum + gzipSync(readFileSync(path.join(dist, url)), { level: 9 }).length, 0);
}

/**
 * The page's HTML as sent compressed (its .br): a page whose HTML and headers fit the first round trip of a new
 * connection (10 segments, about 14.6 KB) is drawn a round trip earlier on a slow line.
 */
function htmlBrotli(route: string): string {
  const file = `${htmlFileOf(dist, route)!}.br`;
  return existsSync(file) ? kb(statSync(file).size) : '-';
}

// Each page in each colour scheme (LIGHTHOUSE_SCHEMES, both by default): the dark one in a Chromium told the device
// prefers dark. The bare page has no dark scheme; it is measured in each run all the same, as that run's floor.
const schemes = config.lighthouseSchemes as Scheme[];
const unknown = schemes.filter((s) => !(SCHEMES as readonly string[]).includes(s));
if (unknown.length) {
  console.error(`LIGHTHOUSE_SCHEMES: no scheme ${unknown.join(', ')}; the schemes are ${SCHEMES.join(', ')}`);
  process.exit(1);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** The lowest and highest of the runs' figures (sorted), or the one figure they all had. */
const spread = (runs: number[]) => (runs[0] === runs.at(-1) ? `${runs[0]}` : `${runs[0]}–${runs.at(-1)}`);
/**
 * How light the page was drawn: the mean of Lighthouse's last screenshot of it, 0 (black) to 255 (white). Each page
 * reads lower in the dark scheme than in the light one where the dark scheme was applied (the home page's hero picture
 * is dark in both, so it reads low in both).
 */
async function lightnessOf(row: Row): Promise<string> {
  if (!row.finalScreenshot) return '?';
  const { channels } = await sharp(row.finalScreenshot).stats();
  return String(Math.round(channels.slice(0, 3).reduce((sum, c) => sum + c.mean, 0) / 3));
}

const site = await serveStatic(dist, 0);
const bare = await serveStatic(bareDir, 0);
const measured: { scheme: Scheme; browser: string; bareRow: Row; rows: Row[]; lightness: Map<Row, string> }[] = [];
try {
  for (const scheme of schemes) {
    const chrome = await launchLighthouseChrome(scheme);
    try {
      const measure = (url: string, page: string) => measureMedian(chrome.port, url, page);
      const browser = await browserVersion(chrome.port);
      const bareRow = await measure(bare.url, '(bare page)');
      const rows: Row[] = [];
      for (const p of paths) rows.push(await measure(site.url.replace(/\/$/, '') + p, p));
      const lightness = new Map<Row, string>();
      for (const r of [bareRow, ...rows]) lightness.set(r, await lightnessOf(r));
      measured.push({ scheme, browser, bareRow, rows, lightness });
    } finally {
      await chrome.kill();
    }
  }
} finally {
  site.server.close();
  bare.server.close();
}

const head = [
  'page',
  'perf',
  'perf (runs)',
  'a11y',
  'best',
  'seo',
  'LCP',
  'LCP/bare',
  'TBT',
  'TBT (runs)',
  'CLS',
  'total',
  'HTML (br)',
  'JS sent',
  'JS files',
  'site script (gzip)',
  'LCP element',
  'lightness',
];
const cells = (r: Row, bareRow: Row, lightness: Map<Row, string>) => [
  r.page,
  r.perf,
  spread(r.perfRuns),
  r.a11y,
  r.best,
  r.seo,
  `${(r.lcp / 1000).toFixed(2)} s`,
  `${(r.lcp / bareRow.lcp).toFixed(2)}×`,
  `${r.tbt.toFixed(0)} ms`,
  `${spread(r.tbtRuns)} ms`,
  r.cls.toFixed(3),
  kb(r.total),
  r.page.startsWith('/') ? htmlBrotli(r.page) : '-',
  kb(r.js),
  String(r.jsFiles),
  r.page.startsWith('/') ? kb(siteScriptGzip(r.page)) : '-',
  r.lcpElement,
  lightness.get(r) ?? '?',
];
console.log(`Browser: ${measured[0]?.browser} (${config.chromiumPath ?? '/usr/bin/chromium'})`);
console.log(
  `Lighthouse, mobile emulation, simulated throttling; ${RUNS} runs of each page: LCP is their median, the other figures are Lighthouse's median run's`,
);
console.log(
  '(computeMedianRun), "(runs)" the lowest and highest of all runs. "JS sent" is transferred bytes with headers, before any scrolling or input;',
);
console.log(
  '"site script (gzip)" is the body of the scripts the page names and their static imports. "HTML (br)" is the page as sent: with its',
);
console.log('headers (about 1.1 KB) within 14.6 KB it arrives in the first round trip of a connection.');
// How fast Lighthouse found this machine, over every run: TBT is the main thread's work slowed 4×, which stands for a
// mid-tier phone on a high-end desktop (1,500–2,000), so it reads longer on a slower machine (Lighthouse's
// docs/throttling.md).
const benchmarks = measured
  .flatMap((m) => [m.bareRow, ...m.rows])
  .flatMap((r) => r.benchmarkRuns)
  .sort((a, b) => a - b);
console.log(
  `This machine's CPU/Memory Power (Lighthouse's benchmarkIndex): median ${benchmarks[Math.floor(benchmarks.length / 2)]}, ${spread([benchmarks[0], benchmarks.at(-1)!])} over ${benchmarks.length} runs; its 4× CPU slowdown stands for a mid-tier phone on a high-end desktop (1,500–2,000).`,
);
console.log(
  '"lightness" is the mean of Lighthouse\'s last screenshot of the page, 0 to 255: lower in the dark scheme where it applied (the bare page has none).',
);
for (const { scheme, bareRow, rows, lightness } of measured) {
  console.log(`\nThe ${scheme} scheme${scheme === 'dark' ? ' (Chromium started with --force-dark-mode)' : ''}:`);
  const table = [head, cells(bareRow, bareRow, lightness), ...rows.map((r) => cells(r, bareRow, lightness))];
  const widths = printTable(table);
  for (const r of rows) if (r.failing.length) console.log(`${r.page}: failing audits: ${r.failing.join(', ')}`);
  // Where each page's main thread went (the median run's): a rise in TBT shows here as script, style and layout, or "other".
  console.log(`\nMain-thread work (median run, ${scheme} scheme), largest first:`);
  for (const r of [bareRow, ...rows])
    console.log(
      `${r.page.padEnd(widths[0])}  ${r.mainThread
        .filter((m) => m.ms >= 1)
        .map((m) => `${m.work} ${m.ms.toFixed(0)} ms`)
        .join(', ')}`,
    );
}
