// npm run bench:build: how long validation and builds take, and how the build scales with the number of pages, beside
// two peers building the same generated product pages in the same run (../shared/bench/peers/run.sh: Astro and a bare
// Vite + React prerender). A benchmark, not a test: it prints figures and asserts nothing.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { parse, stringify } from 'yaml';
import { loadSiteFile, loadSiteText } from '../src/contract/loadSite.ts';
import { NPM_BUILD_ENV, NPM_BUILD_NODE_OPTIONS } from '../src/check/npmBuildEnv.ts';
import { DEFAULT_SITE_FILE, PROJECT_ROOT, TMP_DIR } from '../src/core/paths.ts';
import { MAX_SITE_YAML_BYTES } from '../src/content/yamlSource.ts';
import { printTable } from '../src/check/printTable.ts';

const SIZES = (process.env.BENCH_SIZES ?? '1000,3000').split(',').filter(Boolean).map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PEERS = path.resolve(PROJECT_ROOT, '../shared/bench/peers/run.sh');
// On a RAM disk when there is one, as the peers use it, so disk noise stays out of the comparison. Vike writes only
// inside the project it builds, so the builds run in a copy of the project there (node_modules linked, not copied).
const WORK = existsSync('/dev/shm') ? '/dev/shm/site-bench' : path.join(TMP_DIR, 'site-bench');
const PROJECT = path.join(WORK, 'project');
rmSync(PROJECT, { recursive: true, force: true });
mkdirSync(PROJECT, { recursive: true });
for (const entry of [
  'src',
  'templates',
  'schemas',
  'scripts',
  'docs',
  'vite.config.ts',
  'package.json',
  'tsconfig.json',
]) {
  cpSync(path.join(PROJECT_ROOT, entry), path.join(PROJECT, entry), { recursive: true });
}
symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(PROJECT, 'node_modules'));

const ms = (n: number) => `${n.toFixed(0)} ms`;
const s = (n: number) => `${(n / 1000).toFixed(2)} s`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function time<T>(fn: () => T): [number, T] {
  const start = performance.now();
  const result = fn();
  return [performance.now() - start, result];
}

/**
 * One process that builds one site file as `npm run build` does (load and check once, Vike's builds, prerender, site
 * files, nginx.conf), without precompression, which the peers do not do either.
 */
const importOf = (file: string) => JSON.stringify(pathToFileURL(path.join(PROJECT, file)).href);
const IMPORT_BUILD = `(await import(${importOf('src/core/compiledModules.ts')})).keepCompiledModules();
const { buildCommand } = await import(${importOf('src/build/build.ts')});`;
const BUILD_ONE = `${IMPORT_BUILD}
process.exitCode = await buildCommand({ siteFile: process.argv[1], outDir: process.argv[2], precompress: false });`;

/**
 * A build's environment, as `npm run build` sets it. Every size's builds lie side by side under out/ of the project's
 * copy, where a checkout has one dist/, which a build leaves out of Vike's walk of the project (src/core/config.ts):
 * here the whole of out/ is left out of it.
 */
const BUILD_ENV = {
  ...process.env,
  ...NPM_BUILD_ENV,
  NODE_ENV: 'production',
  VIKE_CRAWL: JSON.stringify({ ignore: 'out/**' }),
};

/** One build of one site file into `outDir`, in a process of its own (start-up included). */
function buildOnce(siteFile: string, outDir: string): number {
  const [elapsed, run] = time(() =>
    spawnSync(process.execPath, [...NPM_BUILD_NODE_OPTIONS, '--input-type=module', '-e', BUILD_ONE, siteFile, outDir], {
      cwd: PROJECT,
      encoding: 'utf8',
      env: BUILD_ENV,
    }),
  );
  if (run.status !== 0)
    throw new Error(
      `build of ${siteFile} failed (${run.signal ? `stopped by ${run.signal}` : `exit code ${run.status}`}):\n${run.stdout.slice(-2000)}${run.stderr}`,
    );
  return elapsed;
}

/**
 * A whole build of one site file into an empty folder (`again`: into the folder of the last, which it takes unchanged
 * pages from), the best of ROUNDS, like the peers; `before` runs before each round (an edit).
 */
function build(siteFile: string, outDir: string, { again = false, before = (_round: number) => {} } = {}): number {
  const runs: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    if (!again) rmSync(outDir, { recursive: true, force: true });
    before(i);
    runs.push(buildOnce(siteFile, outDir));
  }
  return Math.min(...runs);
}

/** A meta description of 50–160 characters from a product's text, cut at a word. */
function metaDescription(title: string, text: string): string {
  const first = text.split(/(?<=\.)\s/)[0];
  const line = first.length >= 50 ? first : `${first} ${title} is one of our products.`;
  return line.length <= 160 ? line : `${line.slice(0, 158).replace(/\s+\S*$/, '')}…`;
}

/** The test fixture site (its pages, nav and footer) plus the peers' generated products as this site's product pages. */
function siteWithProducts(productsYaml: string, count: number, featuresPerProduct = Infinity): string {
  const dir = path.join(WORK, `site-${count}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(path.join(PROJECT_ROOT, 'tests/fixtures/public'), path.join(dir, 'public'), { recursive: true });
  const site = parse(readFileSync(path.join(PROJECT_ROOT, 'tests/fixtures/mini-site.yaml'), 'utf8'));
  const { products } = parse(readFileSync(productsYaml, 'utf8')) as {
    products: { slug: string; title: string; description: string; features: { title: string; text: string }[] }[];
  };
  site.pages.push(
    ...products.map((p) => ({
      path: `/${p.slug}`,
      kind: 'product',
      title: p.title,
      description: metaDescription(p.title, p.description),
      product: { description: p.description, features: p.features.slice(0, featuresPerProduct) },
    })),
  );
  const file = path.join(dir, 'site.yaml');
  writeFileSync(file, stringify(site));
  return file;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

// --- the real site ---------------------------------------------------------------------------
const siteFile = DEFAULT_SITE_FILE;
const [first] = time(() => loadSiteFile(siteFile));
const validations = Array.from({ length: 10 }, () => time(() => loadSiteFile(siteFile))[0]);
const text = readFileSync(siteFile, 'utf8');
const pages = loadSiteText(text, { publicDir: path.join(PROJECT_ROOT, 'public') }).resolved?.pages.length ?? 0;
console.log(`site.yaml: ${pages} pages, ${text.split('\n').length} lines, ${(text.length / 1024).toFixed(0)} KB`);
console.log(
  `validate site.yaml (parse + schema + resolve + files): first ${ms(first)} (includes compiling the schema), then median ${ms(median(validations))} of ${validations.length}`,
);
console.log(
  `build of the real site (no precompression): ${s(build(siteFile, path.join(PROJECT, 'out/real')))} (best of ${ROUNDS})`,
);
/**
 * Each site's builds are removed once measured: Vike's prerender walks the project's folders for page files of its old
 * design (vike/dist/node/vite/shared/findPageFiles.js, leaving out only the folder it writes to), so the sites built
 * before would slow the next one's, where a checkout has its one dist/ (about 1 s at the 10,000 pages' turn).
 */
const removeBuilt = (outDir: string) => rmSync(outDir, { recursive: true, force: true });
removeBuilt(path.join(PROJECT, 'out/real'));

// --- generated product pages, beside the peers -----------------------------------------------
interface Row {
  n: number;
  own: number;
  /** Built again into the same folder, nothing changed. */
  unchanged: number;
  /** Built again after one product's title was edited. */
  edited: number;
  astro?: number;
  react?: number;
  perPage: number;
  htmlPerProduct: number;
  outputPerPage: number;
}
const rows: Row[] = [];
for (const n of SIZES) {
  let productsYaml: string;
  const peerTimes: Record<string, number> = {};
  if (existsSync(PEERS)) {
    // The peers install their own packages, under npm's default policy: npm run passes this project's .npmrc
    // (strict-allow-scripts) on through the environment, which stopped Astro's install with nothing said.
    const { npm_config_strict_allow_scripts: _ours, ...env } = process.env;
    const out = execFileSync('bash', [PEERS, String(n), String(ROUNDS)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      env,
    });
    productsYaml = out.match(/^input (.+)$/m)![1];
    for (const [, name, secs] of out.matchAll(/^peer (\w+) n=\d+ s=([\d.]+)$/gm)) peerTimes[name] = Number(secs) * 1000;
  } else {
    console.log(`(no peers at ${PEERS}: building without them)`);
    productsYaml = path.join(WORK, `products-${n}.yaml`);
    execFileSync('node', [
      path.resolve(PROJECT_ROOT, '../shared/bench/peers/gen/gen-products.mjs'),
      String(n),
      productsYaml,
    ]);
  }
  const file = siteWithProducts(productsYaml, n);
  const out = path.join(PROJECT, `out/${n}`);
  const own = build(file, out);
  const unchanged = build(file, out, { again: true });
  // One product's title, edited before each round (a new title each time), as an owner does between two builds.
  const { products } = parse(readFileSync(productsYaml, 'utf8')) as { products: { slug: string; title: string }[] };
  const edited = build(file, out, {
    again: true,
    before: (round) => {
      const lines = readFileSync(file, 'utf8').split('\n');
      const title = products[Math.floor(products.length / 2)].title;
      const at = lines.findIndex((l) => l === `    title: ${title}` || l.startsWith(`    title: ${title} (edit `));
      if (at < 0) throw new Error(`no page titled ${title} in ${file}`);
      lines[at] = `    title: ${title} (edit ${round})`;
      writeFileSync(file, lines.join('\n'));
    },
  });
  const client = path.join(out, 'client');
  const htmlPerProduct = median(products.map((p) => statSync(path.join(client, p.slug, 'index.html')).size));
  const html = filesUnder(client).filter((f) => f.endsWith('.html'));
  const outputPerPage = html.reduce((sum, f) => sum + statSync(f).size, 0) / html.length;
  rows.push({
    n,
    own,
    unchanged,
    edited,
    astro: peerTimes.astro,
    react: peerTimes.react,
    perPage: own / n,
    htmlPerProduct,
    outputPerPage,
  });
  removeBuilt(out);
}

const ratio = (a: number, b?: number) => (b ? `${(a / b).toFixed(2)}×` : '-');
const head = [
  'pages',
  'this site',
  'Astro 5.18',
  'bare React',
  'this/Astro',
  'this/React',
  'unchanged',
  'unchanged/Astro',
  '1 title edited',
  'ms per page',
  'HTML per product page',
  'HTML per page (all)',
];
const table = [
  head,
  ...rows.map((r) => [
    String(r.n),
    s(r.own),
    r.astro ? s(r.astro) : '-',
    r.react ? s(r.react) : '-',
    ratio(r.own, r.astro),
    ratio(r.own, r.react),
    s(r.unchanged),
    ratio(r.unchanged, r.astro),
    s(r.edited),
    r.perPage.toFixed(2),
    kb(r.htmlPerProduct),
    kb(r.outputPerPage),
  ]),
];
console.log(
  `\nGenerated product pages (the peers' products-N.yaml as this site's product pages); best of ${ROUNDS} builds each, on ${WORK}; "unchanged": built again into the same folder, nothing changed; "1 title edited": built again after one product's title was edited:`,
);
printTable(table);
if (rows.length > 1) {
  const [a, b] = [rows[0], rows[rows.length - 1]];
  console.log(
    `from ${a.n} to ${b.n} pages: ×${(b.own / a.own).toFixed(2)} time for ×${(b.n / a.n).toFixed(0)} pages; time per page ${a.perPage.toFixed(2)} → ${b.perPage.toFixed(2)} ms; HTML per product page ${kb(a.htmlPerProduct)} → ${kb(b.htmlPerProduct)}`,
  );
}

// --- whole builds as npm run build does them, precompression included: time and peak memory ---------------------
// BENCH_FULL_SIZES (default 3000,10000; empty to skip) pages of generated products, each built once into a fresh
// folder, then built again unchanged (precompression then reuses the copies of the site it replaces).
const FULL_SIZES = (process.env.BENCH_FULL_SIZES ?? '3000,10000').split(',').filter(Boolean).map(Number);
const BUILD_FULL = `${IMPORT_BUILD}
process.exitCode = await buildCommand({ siteFile: process.argv[1], outDir: process.argv[2] });
console.log('peak-rss-kb ' + process.resourceUsage().maxRSS);`;

function fullBuild(siteFile: string, outDir: string): { ms: number; peakMb: number; line: string } {
  const [elapsed, run] = time(() =>
    spawnSync(
      process.execPath,
      [...NPM_BUILD_NODE_OPTIONS, '--input-type=module', '-e', BUILD_FULL, siteFile, outDir],
      {
        cwd: PROJECT,
        encoding: 'utf8',
        env: BUILD_ENV,
        maxBuffer: 256 * 1024 * 1024,
      },
    ),
  );
  if (run.status !== 0) throw new Error(`build of ${siteFile} failed:\n${run.stderr}`);
  return {
    ms: elapsed,
    peakMb: Number(/^peak-rss-kb (\d+)$/m.exec(run.stdout)![1]) / 1024,
    line: /^built .*\((\d+ files precompressed.*)\)$/m.exec(run.stdout)?.[1] ?? '',
  };
}

if (FULL_SIZES.length) {
  // The peers' generator, run from the project copy so that it finds its one dependency (yaml).
  const generator = path.join(PROJECT, 'gen-products.mjs');
  cpSync(path.resolve(PROJECT_ROOT, '../shared/bench/peers/gen/gen-products.mjs'), generator);
  console.log(
    `\nWhole builds as npm run build does them (Vike, site files, precompression on ${availableParallelism()} cores), on ${WORK}:`,
  );
  for (const n of FULL_SIZES) {
    const productsYaml = path.join(WORK, `products-${n}.yaml`);
    if (!existsSync(productsYaml))
      execFileSync(process.execPath, [generator, String(n), productsYaml], { cwd: PROJECT });
    // site.yaml has a size limit (src/content/yamlSource.ts): a product keeps as many of its features as fit under it.
    let features = 6;
    let file = siteWithProducts(productsYaml, n, features);
    while (statSync(file).size > MAX_SITE_YAML_BYTES && features > 1)
      file = siteWithProducts(productsYaml, n, --features);
    if (features < 6)
      console.log(
        `(${n} pages: ${features} of each product's 6 features, so that site.yaml stays under its ${MAX_SITE_YAML_BYTES / 1024 / 1024} MiB limit: ${(statSync(file).size / 1024 / 1024).toFixed(1)} MiB)`,
      );
    const out = path.join(PROJECT, `out/full-${n}`);
    rmSync(out, { recursive: true, force: true });
    const fresh = fullBuild(file, out);
    const again = fullBuild(file, out);
    console.log(
      `${n} pages: ${s(fresh.ms)}, peak memory ${fresh.peakMb.toFixed(0)} MB (${fresh.line}); built again unchanged: ${s(again.ms)}, peak ${again.peakMb.toFixed(0)} MB (${again.line})`,
    );
    removeBuilt(out);
  }
}
