// The development server while site.yaml is broken: every request, whatever it asks for, gets the problem at its
// line and column until the file is fixed. Vite runs with the site plugin alone (the page rendering is Vike's and is
// covered by the build tests).
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePlugin } from '../src/site/vitePlugin';
import { FIXTURE_PUBLIC, fixtureText, mutate, positionOf, ROOT } from './support/fixture';

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
    configFile: false, root: dir, logLevel: 'silent', plugins: [sitePlugin({ siteFile })],
    server: { port: 0, host: '127.0.0.1', watch: { usePolling: true, interval: 50 } },
  });
  await server.listen();
  base = server.resolvedUrls!.local[0].replace(/\/$/, '');
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
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
    for (const [url, accept] of [['/', '*/*'], [picture, 'image/avif,image/webp,*/*'], ['/sitemap.xml', 'application/xml']]) {
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
