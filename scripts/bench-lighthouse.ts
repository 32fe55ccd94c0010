// npm run bench:lighthouse: Lighthouse (mobile emulation) on the built site in Debian's Chromium. Prints figures only.
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadSiteFile, PROJECT_ROOT } from '../src/site/loadSite.ts';
import { serveStatic } from './serve.ts';

const dist = path.join(PROJECT_ROOT, 'dist/client');
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('No built site: run "npm run build" first.');
  process.exit(1);
}
const { resolved } = loadSiteFile();
if (!resolved) throw new Error('site.yaml has problems: run npm run validate');
const pick = (template: string, kind?: string) => resolved.pages.find((p) => p.template === template && (!kind || p.kind === kind))?.path;
const paths = ['/', pick('StandardPage', 'service'), pick('StandardPage', 'industry'), pick('ProductPage'), '/Products', '/ContactPage', '/CareerPage']
  .filter((p): p is string => Boolean(p) && resolved.pages.some((d) => d.path === p));

const { server, url } = await serveStatic(dist, 0);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows: string[][] = [];
try {
  for (const p of paths) {
    const result = await lighthouse(url.replace(/\/$/, '') + p, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile' });
    if (!result) throw new Error(`no Lighthouse result for ${p}`);
    const { lhr } = result;
    const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100));
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const summary = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
    const bytes = (type: string) => summary.find((i) => i.resourceType === type)?.transferSize ?? 0;
    rows.push([p, score('performance'), score('accessibility'), score('best-practices'), score('seo'),
      `${(audit('largest-contentful-paint') / 1000).toFixed(2)} s`, `${audit('total-blocking-time').toFixed(0)} ms`,
      audit('cumulative-layout-shift').toFixed(3), kb(bytes('total')), kb(bytes('script'))]);
    const failing = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary').map((a) => a.id);
    if (failing.length) rows[rows.length - 1].push(`failing: ${failing.join(', ')}`);
  }
} finally {
  await chrome.kill();
  server.close();
}

const head = ['page', 'perf', 'a11y', 'best', 'seo', 'LCP', 'TBT', 'CLS', 'total', 'JS'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells: string[]) => cells.slice(0, head.length).map((c, i) => c.padEnd(widths[i])).join('  ') + (cells[head.length] ? `  ${cells[head.length]}` : '');
console.log('Lighthouse, mobile emulation, simulated throttling; bytes are transferred (compressed) sizes.');
console.log(line(head));
for (const r of rows) console.log(line(r));
