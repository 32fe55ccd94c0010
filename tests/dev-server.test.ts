// The development server while site.yaml is broken: every request, whatever it asks for, gets the problem at its
// line and column until the file is fixed. Vite runs with the site plugin alone (the page rendering is Vike's and is
// covered by the build tests).
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devPlugin } from '../src/serve/devPlugin.ts';
import { FIXTURE_PUBLIC, fixtureText, mutate, positionOf, ROOT } from './support/fixture.ts';

const dir = path.join(ROOT, '.tmp/dev-server-site');
const siteFile = path.join(dir, 'site.yaml');
let server: ViteDevServer;
let base: string;

/** Asks again until the answer's status is `status` (the file watcher reacts within a moment, not at once). */
async function until(status: number, url: string, accept: string): Promise<Response> {
  for (let tries = 0; ; tries++) {
    const response = await fetch(base + url, { headers: { accept } });
    if (response.status === status || tries === 100) return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(FIXTURE_PUBLIC, path.join(dir, 'public'), { recursive: true });
  writeFileSync(siteFile, fixtureText());
  server = await createServer({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    plugins: [devPlugin({ siteFile })],
    server: { port: 0, host: '127.0.0.1', watch: { usePolling: true, interval: 50 } },
  });
  await server.listen();
  base = server.resolvedUrls!.local[0].replace(/\/$/, '');
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run dev serves what the build serves', () => {
  it('answers sitemap.xml, robots.txt and the brochures, with the headers of _headers (the CSP as report-only)', async () => {
    const sitemap = await until(200, '/sitemap.xml', '*/*');
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(await sitemap.text()).toContain('<loc>https://');
    const robots = await fetch(base + '/robots.txt');
    expect(await robots.text()).toMatch(/^Sitemap: https:\/\/\S+\/sitemap\.xml$/m);
    const pdf = await fetch(base + '/brochures/Sopi.pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const picture = await fetch(base + '/images/logo.svg');
    expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
    expect(picture.headers.get('content-security-policy-report-only')).toMatch(/default-src/);
    expect(picture.headers.get('content-security-policy')).toBeNull();
  });

  it('listens on 127.0.0.1 unless HOST says otherwise', async () => {
    const config = await import('../vite.config.ts');
    expect(config.default.server?.host).toBe(process.env.HOST ?? '127.0.0.1');
  });

  it("does not watch the project's scratch folder, where the tests build sites: a page written there reloads no page", async () => {
    const config = await import('../vite.config.ts');
    expect(config.default.server?.watch?.ignored).toEqual([config.unwatchedScratch]);
    expect(config.unwatchedScratch(path.join(ROOT, '.tmp/language-faults/english/Sopi/index.html'))).toBe(true);
    expect(config.unwatchedScratch(path.join(ROOT, '.tmp'))).toBe(false);
    for (const watched of ['site.yaml', 'site.mr.yaml', 'templates/styles.css', 'public/images/logo.svg'])
      expect(config.unwatchedScratch(path.join(ROOT, watched)), watched).toBe(false);
  });

  it("answers no page of another origin (no CORS): the preview's dev server shows this in tests/browser/editor-preview.test.ts", async () => {
    const config = await import('../vite.config.ts');
    expect(config.default.server?.cors).toBe(false);
  });

  it('reads site.yaml once a save is over: an editor that empties the file and then writes it is never reported', async () => {
    const seen: number[] = [];
    const watch = setInterval(() => {
      fetch(base + '/images/logo.svg').then(
        (r) => seen.push(r.status),
        () => {},
      );
    }, 20);
    for (let i = 0; i < 5; i++) {
      writeFileSync(siteFile, '');
      await new Promise((resolve) => setTimeout(resolve, 30));
      writeFileSync(siteFile, fixtureText());
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    clearInterval(watch);
    expect(seen.length).toBeGreaterThan(20);
    expect(seen.filter((s) => s !== 200)).toEqual([]);
  });
});

describe('live reload', () => {
  /** A page's live-reload connection, as Vite's client in the page opens it: what the dev server sends it. */
  const connect = async () => {
    const said: string[] = [];
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/?token=${server.config.webSocketToken}`, 'vite-hmr');
    socket.addEventListener('message', (event) => said.push(JSON.parse(String(event.data)).type));
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve);
      socket.addEventListener('error', reject);
    });
    return { said, close: () => socket.close() };
  };

  it('reloads a page that was still loading when site.yaml changed, once, when it connects', async () => {
    // No page is connected while the site changes (as the editor's preview, still loading, when the owner types at once).
    writeFileSync(siteFile, fixtureText().replace('origin: https://fixture.example', 'origin: https://later.example'));
    await expect
      .poll(async () => (await fetch(`${base}/sitemap.xml`)).text(), { timeout: 10_000 })
      .toContain('https://later.example/');
    const late = await connect();
    await expect.poll(() => late.said, { timeout: 5_000 }).toContain('full-reload');
    late.close();
    // The page, reloaded, shows the site as it is: it is not reloaded again.
    const reloaded = await connect();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(reloaded.said).toEqual(['connected']);
    reloaded.close();
    writeFileSync(siteFile, fixtureText());
    await expect
      .poll(async () => (await fetch(`${base}/sitemap.xml`)).text(), { timeout: 10_000 })
      .toContain('https://fixture.example/');
  });
});

describe('npm run dev with a broken site.yaml', () => {
  it('answers every request with the problem, and serves again once it is fixed', async () => {
    const picture = '/images/logo.svg';
    expect((await until(200, picture, '*/*')).status).toBe(200);

    const broken = mutate(fixtureText(), 'to: /ContactPage, style: button', 'to: /Contct, style: button');
    writeFileSync(siteFile, broken);
    const { line, col } = positionOf(broken, '/Contct');
    const where = `site.yaml:${line}:${col}`;

    const page = await until(500, '/Sopi', 'text/html');
    expect(page.status).toBe(500);
    const html = await page.text();
    expect(html).toContain('<h1>site.yaml has problems</h1>');
    expect(html).toContain(where);
    for (const [url, accept] of [
      ['/', '*/*'],
      [picture, 'image/avif,image/webp,*/*'],
      ['/sitemap.xml', 'application/xml'],
    ]) {
      const response = await fetch(base + url, { headers: { accept } });
      expect(response.status, url).toBe(500);
      expect(await response.text(), url).toContain(where);
    }
    // Vite's own client stays reachable: it is what reloads the problems page once the file is fixed.
    expect((await fetch(base + '/@vite/client')).status).toBe(200);

    writeFileSync(siteFile, fixtureText());
    expect((await until(200, picture, '*/*')).status).toBe(200);
  });
});
