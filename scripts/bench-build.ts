// npm run bench:build: prints how long validation and builds take. A benchmark, not a test: it asserts nothing.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadSiteFile, loadSiteText, PROJECT_ROOT } from '../src/site/loadSite.ts';

const ms = (n: number) => `${n.toFixed(0)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function time<T>(fn: () => T): [number, T] {
  const start = performance.now();
  const result = fn();
  return [performance.now() - start, result];
}

function build(siteFile: string, outDir: string): number {
  rmSync(path.join(PROJECT_ROOT, outDir), { recursive: true, force: true });
  const [elapsed, run] = time(() => spawnSync('npx', ['vike', 'build'], {
    cwd: PROJECT_ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', SITE_YAML: siteFile, SITE_OUT: outDir },
  }));
  if (run.status !== 0) throw new Error(`build of ${siteFile} failed:\n${run.stderr}`);
  return elapsed;
}

/** The fixture site plus `count` generated product pages, written where its pictures are. */
function generatedSite(count: number): string {
  const dir = path.join(PROJECT_ROOT, `.tmp/bench-${count}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(path.join(PROJECT_ROOT, 'tests/fixtures/public'), path.join(dir, 'public'), { recursive: true });
  const base = readFileSync(path.join(PROJECT_ROOT, 'tests/fixtures/mini-site.yaml'), 'utf8');
  const products = Array.from({ length: count }, (_, i) => `  - path: /GeneratedProduct${i + 1}
    kind: product
    title: Generated Product ${i + 1}
    description: Generated product page number ${i + 1}, used to measure how build time grows with pages.
    summary: A generated product for the build benchmark.
    product:
      description: |-
        Generated product ${i + 1} keeps records, routes approvals and reports progress for a department.

        It exists only to measure the build.
      features:
        - { title: Records, text: Keeps every record in one place., icon: document }
        - { title: Approvals, text: Routes each file to the right officer., icon: check }
        - { title: Reports, text: Monthly and on-demand reports., icon: chart }
      brochure: true
`).join('');
  const file = path.join(dir, 'site.yaml');
  writeFileSync(file, base.replace('  - path: /ContactPage', products + '  - path: /ContactPage'));
  return file;
}

const siteFile = path.join(PROJECT_ROOT, 'site.yaml');
const [first] = time(() => loadSiteFile(siteFile));
const runs = Array.from({ length: 10 }, () => time(() => loadSiteFile(siteFile))[0]);
const text = readFileSync(siteFile, 'utf8');
const pages = loadSiteText(text, { publicDir: path.join(PROJECT_ROOT, 'public') }).resolved?.pages.length ?? 0;
console.log(`site.yaml: ${pages} pages, ${(text.length / 1024).toFixed(0)} KB`);
console.log(`validate site.yaml (parse + schema + links + files): first ${ms(first)} (includes compiling the schema), then median ${ms(median(runs))} of ${runs.length}`);

const real = build(siteFile, '.tmp/bench-real');
console.log(`full build of the real site (vike build, prerender included): ${ms(real)}`);

const rows: [number, number][] = [];
for (const count of [250, 500, 1000]) {
  const file = generatedSite(count);
  const elapsed = build(file, `.tmp/bench-out-${count}`);
  rows.push([count, elapsed]);
  console.log(`generated site with ${count} product pages: build ${ms(elapsed)} (${(elapsed / count).toFixed(1)} ms per page)`);
}
const [[n1, t1], , [n3, t3]] = rows;
console.log(`growth from ${n1} to ${n3} pages: ×${(t3 / t1).toFixed(2)} time for ×${n3 / n1} pages`);
