import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_FILE, FIXTURE_PUBLIC, fixtureText, loadFixture, mutate, ROOT } from './support/fixture';

const OUT = '.tmp/build-test';
const CLIENT = path.join(ROOT, OUT, 'client');

function build(siteFile: string) {
  return spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', SITE_YAML: siteFile, SITE_OUT: OUT },
  });
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

const htmlFor = (route: string) => path.join(CLIENT, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);

describe('npm run build', () => {
  beforeAll(() => {
    rmSync(path.join(ROOT, OUT), { recursive: true, force: true });
    const run = build(FIXTURE_FILE);
    if (run.status !== 0) throw new Error(`build failed:\n${run.stdout}\n${run.stderr}`);
  });

  it('writes one prerendered HTML file per route, keeping the exact case', () => {
    const { pages } = loadFixture();
    const routes = pages.map((p) => p.path).filter((p) => p !== '/404');
    for (const route of routes) expect(existsSync(htmlFor(route)), route).toBe(true);
    const written = listFiles(CLIENT).filter((f) => f.endsWith('index.html')).map((f) => '/' + path.relative(CLIENT, path.dirname(f)).replace(/^$/, ''));
    expect(written.map((w) => (w === '/' ? '/' : w)).sort()).toEqual(routes.map((r) => r).sort());
    expect(existsSync(path.join(CLIENT, 'WebsiteDevelopment/index.html'))).toBe(true);
  });

  it('writes a 404.html with the navigation and a way home', () => {
    const html = readFileSync(path.join(CLIENT, '404.html'), 'utf8');
    expect(html).toContain('Page not found');
    expect(html).toMatch(/<nav aria-label="Main">/);
    expect(html).toMatch(/<a href="\/"[^>]*>Home<\/a>/);
  });

  it('puts the main content in the HTML itself, readable without JavaScript', () => {
    const html = readFileSync(htmlFor('/Sopi'), 'utf8');
    expect(html).toContain('<h1>Pension Illustration</h1>');
    expect(html).toContain('Calculates pensions.');
    expect(html).toContain('<title>Pension Illustration | Fixture Software</title>');
    expect(html).toContain('<link rel="canonical" href="https://fixture.example/Sopi">');
  });

  it('emits hashed assets and per-page data for in-app navigation', () => {
    const assets = listFiles(path.join(CLIENT, 'assets')).map((f) => path.basename(f));
    expect(assets.some((a) => /\.[A-Za-z0-9_-]{8}\.js$/.test(a))).toBe(true);
    expect(assets.some((a) => /\.[A-Za-z0-9_-]{8}\.css$/.test(a))).toBe(true);
    const { layout, pages } = loadFixture();
    const data = JSON.parse(readFileSync(path.join(CLIENT, `_pages/${layout.dataVersion}/Sopi.json`), 'utf8'));
    expect(data).toEqual(pages.find((p) => p.path === '/Sopi'));
  });

  it('generates a PDF brochure for each product that has one, from the page itself', async () => {
    const { PDFDocument } = await import('pdf-lib');
    const pdf = await PDFDocument.load(readFileSync(path.join(CLIENT, 'brochures/Sopi.pdf')));
    expect(pdf.getTitle()).toBe('Pension Illustration - Fixture Software');
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getSubject()).toBe(loadFixture().pages.find((p) => p.path === '/Sopi')!.meta.description);
  });

  it('leaves the previous build untouched when site.yaml has a problem', () => {
    const before = listFiles(CLIENT).map((f) => `${f}@${statSync(f).mtimeMs}`);
    const dir = path.join(ROOT, '.tmp/broken-site');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    cpSync(FIXTURE_PUBLIC, path.join(dir, 'public'), { recursive: true });
    writeFileSync(path.join(dir, 'site.yaml'), mutate(fixtureText(), 'to: /ContactPage, style: button', 'to: /Contct, style: button'));
    const run = build(path.join(dir, 'site.yaml'));
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/site\.yaml:\d+:\d+  the link "\/Contct" leads nowhere/);
    expect(listFiles(CLIENT).map((f) => `${f}@${statSync(f).mtimeMs}`)).toEqual(before);
  });
});
