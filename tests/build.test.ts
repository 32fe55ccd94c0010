import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { load as parseHtml } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { recoverInterruptedSwap } from '../src/build/build.ts';
import { LAST_BUILT } from '../src/build/codeBuild.ts';
import { builtClient, runBuild } from './support/builds.ts';
import { listFiles, snapshot } from './support/files.ts';
import { htmlFileOf } from '../src/check/checkSite.ts';
import { routedPages } from '../src/contract/ids.ts';
import { BUILD_NAMES, SEARCH_DIR } from '../src/shared/outputNames.ts';
import { publicDirOf } from '../src/contract/loadSite.ts';
import { DIST_CLIENT } from '../src/core/paths.ts';
import { FIXTURE_PUBLIC, fixtureText, loadFixture, mutate, ROOT } from './support/fixture.ts';
import { SITE_SCRIPT_ATTRIBUTE, SITE_SCRIPT_LOADER } from '../src/shared/siteScriptLoader.ts';
import { realSite } from './support/realSite.ts';

const CLIENT = builtClient('mini');

const page = (route: string) => parseHtml(readFileSync(htmlFileOf(CLIENT, route)!, 'utf8'));

describe('npm run build', () => {
  it('writes one prerendered HTML file per route, keeping the exact case', () => {
    const { pages } = loadFixture();
    const routes = routedPages(pages).map((p) => p.path);
    for (const route of routes)
      expect(htmlFileOf(CLIENT, route), route).toBe(
        path.join(CLIENT, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`),
      );
    const written = listFiles(CLIENT)
      .filter((f) => f.endsWith('index.html'))
      .map((f) => '/' + path.relative(CLIENT, path.dirname(f)));
    expect(written.sort()).toEqual(routes.sort());
    expect(existsSync(path.join(CLIENT, 'WebsiteDevelopment/index.html'))).toBe(true);
  });

  it('writes a 404.html with the navigation and a way home', () => {
    const html = readFileSync(path.join(CLIENT, '404.html'), 'utf8');
    expect(html).toContain('Page not found');
    expect(html).toMatch(/<nav aria-label="Main">/);
    expect(html).toMatch(/<a href="\/"[^>]*>Home<\/a>/);
  });

  it('puts the main content in the HTML itself, readable without JavaScript', () => {
    const html = readFileSync(htmlFileOf(CLIENT, '/Sopi')!, 'utf8');
    expect(html).toContain('<h1>Pension Illustration</h1>');
    expect(html).toContain('Calculates pensions.');
    expect(html).toContain('<title>Pension Illustration | Fixture Software</title>');
    expect(html).toContain('<link rel="canonical" href="https://fixture.example/Sopi">');
  });

  it("gives the browser one module script, the site script's loader, the speculation rules, and no page data: the layout and the other pages stay at build", () => {
    const { pages } = loadFixture();
    for (const route of routedPages(pages).map((p) => p.path)) {
      const $ = page(route);
      const scripts = $('script')
        .map((_, s) => $(s).attr('type') ?? 'classic')
        .get();
      expect(
        scripts.filter((t) => t !== 'application/ld+json'),
        route,
      ).toEqual(['module', 'speculationrules']);
      const loader = $('script[type="module"]');
      expect(loader.attr('src'), route).toBeUndefined();
      expect(loader.text(), route).toBe(SITE_SCRIPT_LOADER);
      const siteScript = loader.attr(SITE_SCRIPT_ATTRIBUTE) ?? '';
      expect(siteScript, route).toMatch(/^\/assets\/site-script\.[\w-]+\.js$/);
      expect(existsSync(path.join(CLIENT, siteScript)), route).toBe(true);
      expect($('#vike_pageContext').length, route).toBe(0);
      // Product pages name no other product: a page's HTML does not grow with the number of pages.
      const others = pages.filter((p) => p.template === 'ProductPage' && p.path !== route).map((p) => p.title);
      if (pages.find((p) => p.path === route)!.template === 'ProductPage')
        for (const title of others) expect($('main').text()).not.toContain(title);
    }
    expect(existsSync(path.join(CLIENT, '_pages'))).toBe(false);
  });

  it("publishes no JavaScript that no page or script names: the site script and what it loads, nothing of Vike's", () => {
    const scripts = listFiles(CLIENT)
      .filter((f) => f.endsWith('.js'))
      .map((f) => '/' + path.relative(CLIENT, f));
    const named = new Set<string>();
    const visit = (url: string) => {
      if (named.has(url)) return;
      named.add(url);
      // Static imports and import("…") both name a file relative to the importing one.
      for (const [, spec] of readFileSync(path.join(CLIENT, url), 'utf8').matchAll(/["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g))
        visit(path.posix.join(path.posix.dirname(url), spec));
    };
    for (const route of ['/', '/ContactPage', '/Sopi'])
      visit(page(route)('script[type="module"]').attr(SITE_SCRIPT_ATTRIBUTE)!);
    // Pagefind's code, beside the search index (src/build/outputs/searchIndex.ts): the search dialog's code imports it by its
    // address, and it starts its worker.
    const pagefind = scripts.filter((f) => f.startsWith(`/${SEARCH_DIR}/`));
    expect(pagefind.sort()).toEqual([`/${SEARCH_DIR}/pagefind-worker.js`, `/${SEARCH_DIR}/pagefind.js`]);
    // (The folder's name may be a constant that chunk imports; the file's name is its own.)
    expect(
      [...named].filter((url) =>
        /import\(`\/[^`]*\/pagefind\.js`\)/.test(readFileSync(path.join(CLIENT, url), 'utf8')),
      ),
    ).toHaveLength(1);
    expect(scripts.filter((f) => !pagefind.includes(f)).sort()).toEqual([...named].sort());
    expect(scripts.filter((f) => f.includes('/entries/'))).toEqual([]);
  });

  it('inlines the stylesheet instead of linking it: no request blocks the first paint', () => {
    const $ = page('/Sopi');
    expect($('head > style').text().length).toBeGreaterThan(5000);
    expect($('link[rel="stylesheet"]').length).toBe(0);
  });

  it('marks each island with its name and its props as JSON, with the island already rendered inside', () => {
    const $ = page('/ContactPage');
    const form = $('[data-island="form"]');
    expect(form.length).toBe(1);
    const props = JSON.parse(form.attr('data-props')!);
    expect(props).toMatchObject({ form: 'contact', setup: { action: 'https://forms.example/contact' } });
    expect(form.find('form[method="post"][action="https://forms.example/contact"] input[name="Email"]').length).toBe(1);
    expect(form.attr('data-hydrate-on-focus')).toBe('');
    expect(page('/Sopi')('[data-island]').length).toBe(0);
  });

  it('generates a PDF brochure for each product that has one, from the page itself', async () => {
    const { PDFDocument } = await import('pdf-lib');
    const pdf = await PDFDocument.load(readFileSync(path.join(CLIENT, 'brochures/Sopi.pdf')));
    expect(pdf.getTitle()).toBe('Pension Illustration - Fixture Software');
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getSubject()).toBe(loadFixture().pages.find((p) => p.path === '/Sopi')!.meta.description);
  });

  it('leaves the previous build untouched when site.yaml has a problem', async () => {
    const before = listFiles(CLIENT).map((f) => `${f}@${statSync(f).mtimeMs}`);
    const dir = path.join(ROOT, '.tmp/broken-site');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    cpSync(FIXTURE_PUBLIC, path.join(dir, 'public'), { recursive: true });
    writeFileSync(
      path.join(dir, 'site.yaml'),
      mutate(fixtureText(), 'to: /ContactPage, style: button', 'to: /Contct, style: button'),
    );
    const run = await runBuild(path.join(dir, 'site.yaml'), path.relative(ROOT, path.dirname(CLIENT)));
    expect(run.status).not.toBe(0);
    expect(run.output).toMatch(/site\.yaml:\d+:\d+  LINK003  the link "\/Contct" leads nowhere/);
    expect(listFiles(CLIENT).map((f) => `${f}@${statSync(f).mtimeMs}`)).toEqual(before);
  });
});

/**
 * The entries at the top of a built site that are none of: a page's first path step (its folder, /mr for the pages in
 * Marathi), a name the build writes itself (src/shared/outputNames.ts, which no page may take), a name from public/,
 * or a file a page is written as beside its folder (X.html, index.html, 404.html); or a precompressed copy (.br, .gz)
 * of one of those files.
 */
function unaccounted(client: string, pages: { path: string }[], publicDir: string): string[] {
  const steps = new Set(pages.map((p) => p.path.split('/')[1]).filter(Boolean));
  const outputs = new Set(BUILD_NAMES);
  const published = new Set(existsSync(publicDir) ? readdirSync(publicDir) : []);
  return readdirSync(client).filter((entry) => {
    const name = entry.replace(/\.(br|gz)$/, '');
    const twin = /^(.+)\.html$/.exec(name)?.[1];
    return (
      !steps.has(entry) &&
      !outputs.has(name) &&
      !published.has(name) &&
      !(twin && (steps.has(twin) || twin === 'index' || twin === '404'))
    );
  });
}

describe('the top of the built site', () => {
  it("holds only pages, the names the build reserves for itself and public/'s files (the fixture)", () => {
    expect(unaccounted(CLIENT, loadFixture().pages, FIXTURE_PUBLIC)).toEqual([]);
  });

  it.skipIf(!existsSync(DIST_CLIENT))(
    "holds only pages, the names the build reserves for itself and public/'s files (the real site, dist/client)",
    () => {
      const { resolved, file } = realSite();
      expect(unaccounted(DIST_CLIENT, resolved!.pages, publicDirOf(file))).toEqual([]);
    },
  );
});

describe('an interrupted build', () => {
  /**
   * Starts `npm run build` and kills it, with everything it started, as soon as `reached()` is true. The build runs at
   * the lowest priority: on a busy machine the watch of it still looks every 10 ms, where at equal priority a moment
   * of a few hundred milliseconds could pass unseen while the watch waited for a core.
   */
  function buildKilledWhen(siteFile: string, out: string, reached: () => boolean): Promise<boolean> {
    return new Promise((resolve) => {
      const child = spawn('nice', ['-n', '19', 'npm', 'run', 'build', '--silent'], {
        cwd: ROOT,
        detached: true,
        stdio: 'ignore',
        env: { ...process.env, NODE_ENV: 'production', SITE_YAML: siteFile, SITE_OUT: out },
      });
      let killed = false;
      const poll = setInterval(() => {
        if (killed || !reached()) return;
        killed = true;
        process.kill(-child.pid!, 'SIGKILL');
      }, 10);
      child.on('close', () => {
        clearInterval(poll);
        resolve(killed);
      });
    });
  }

  it('leaves the last good site byte for byte, wherever it is stopped; the next build completes, and the one after removes the site it replaced', async () => {
    const dir = path.join(ROOT, '.tmp/interrupted-build');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    cpSync(FIXTURE_PUBLIC, path.join(dir, 'public'), { recursive: true });
    cpSync(CLIENT, path.join(dir, 'out/client'), { recursive: true }); // the last good site
    const siteFile = path.join(dir, 'site.yaml');
    // The fixture with 40 more products, so that each moment lasts long enough to be caught.
    const products = Array.from(
      { length: 40 },
      (_, i) => `  - path: /Product${i}
    kind: product
    title: Product ${i}
    description: A generated product page, one of many that make this build long enough to be stopped anywhere.
    product:
      description: Product ${i} does one thing well.
      features:
        - { title: One feature, text: It works. }
`,
    ).join('');
    const text = mutate(fixtureText(), 'title: Pension Illustration', 'title: Pension Illustrator');
    writeFileSync(siteFile, mutate(text, '  - path: /ContactPage\n', `${products}  - path: /ContactPage\n`));
    const out = path.relative(ROOT, path.join(dir, 'out'));
    const good = snapshot(path.join(dir, 'out/client'));
    // The moments of a build, seen in its staging folder: chunks written (Vite has emptied its folder), the prerender under way,
    // every page written and precompression under way.
    const staged = (file: string) => () => existsSync(path.join(dir, 'out/.staging/client', file));
    const compressing = () =>
      existsSync(path.join(dir, 'out/.staging/client')) &&
      readdirSync(path.join(dir, 'out/.staging/client')).some((f) => f.endsWith('.gz'));
    const moments = { chunks: staged('assets'), prerender: staged('Sopi/index.html'), precompress: compressing };
    for (const [moment, reached] of Object.entries(moments)) {
      const stopped = await buildKilledWhen(siteFile, out, reached);
      recoverInterruptedSwap(path.join(dir, 'out')); // what the next build or npm run serve does first
      if (stopped) expect(snapshot(path.join(dir, 'out/client')), `stopped at ${moment}`).toEqual(good);
      else throw new Error(`the build finished before it could be stopped at ${moment}`);
    }
    // Stopped between the two renames of the swap: the last good site is aside, and is put back.
    renameSync(path.join(dir, 'out/client'), path.join(dir, 'out/.previous-client'));
    recoverInterruptedSwap(path.join(dir, 'out'));
    expect(snapshot(path.join(dir, 'out/client'))).toEqual(good);
    // And the next build, left alone, replaces it whole. The site it replaced is set aside for the build after it to
    // remove (beside its own work), as is what a build stopped while removing one left.
    const leftOver = path.join(dir, 'out/.removing-left-by-a-stopped-build');
    mkdirSync(path.join(leftOver, 'Sopi'), { recursive: true });
    writeFileSync(path.join(leftOver, 'Sopi/index.html'), 'an old page');
    const run = await runBuild(siteFile, out);
    expect(run.status, run.output).toBe(0);
    expect(readFileSync(path.join(dir, 'out/client/Sopi/index.html'), 'utf8')).toContain(
      '<h1>Pension Illustrator</h1>',
    );
    const listing = ['.last-build.json', '.replaced-client', 'client', 'nginx.conf'];
    expect(readdirSync(path.join(dir, 'out')).sort()).toEqual(listing);
    expect(snapshot(path.join(dir, 'out/.replaced-client'))).toEqual(good);
    const again = await runBuild(siteFile, out);
    expect(again.status, again.output).toBe(0);
    expect(readdirSync(path.join(dir, 'out')).sort()).toEqual(listing);
    expect(readFileSync(path.join(dir, 'out/.replaced-client/Sopi/index.html'), 'utf8')).toContain(
      '<h1>Pension Illustrator</h1>',
    );
  }, 180_000);
});

describe('the code a build renders with', () => {
  /** builtCode() in a process of its own, as a build calls it: whether it ran Vite, and the folder of its build. */
  const codeOfABuild = () => {
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { builtCode } = await import(${JSON.stringify(pathToFileURL(path.join(ROOT, 'src/build/codeBuild.ts')).href)});
         const { built, dir } = await builtCode();
         console.log(JSON.stringify({ built, dir }));`,
        // Vike reads the running script's name from argv[1], which node -e leaves empty.
        'builtCode',
      ],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
    );
    expect(run.status, run.stderr).toBe(0);
    return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { built: boolean; dir: string };
  };

  it("is built again when other code was built last (Vike's prerender renders with the last build), then kept", () => {
    // As after building another checkout of the project: its key is the last, though this code's build is kept.
    const kept = codeOfABuild();
    expect(kept.built).toBe(false);
    writeFileSync(LAST_BUILT, 'code of another checkout');
    const again = codeOfABuild();
    expect(again).toEqual({ built: true, dir: kept.dir });
    expect(codeOfABuild()).toEqual({ built: false, dir: kept.dir });
  }, 120_000);
});
