// The icons made from the SVG mark at build time, in the real built site: favicon.ico with 16, 32 and 48 px images,
// a 180 px apple-touch-icon with no clear pixel (a phone would show black there), 192 and 512 px icons, and a web app
// manifest that Chromium reads without a complaint, with the site's name, colours and those icons; every page names
// them. Each file under 300 KB.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { load as parseHtml } from 'cheerio';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { htmlFileOf } from '../src/check/checkSite.ts';
import { devtoolsSession } from '../src/check/screens.ts';
import { routedPages } from '../src/contract/ids.ts';
import { DIST, newPage, useBuiltSiteInChromium } from './support/browser.ts';
import { realSite } from './support/realSite.ts';

const { resolved } = realSite();
if (!resolved) throw new Error('site.yaml must be valid');
const file = (name: string) => path.join(DIST, name);
const site = useBuiltSiteInChromium();

/** The images an .ico holds: their sizes as its directory says, and what each one is. */
async function icoImages(bytes: Buffer) {
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
  return Promise.all(
    Array.from({ length: bytes.readUInt16LE(4) }, async (_, i) => {
      const at = 6 + 16 * i;
      const image = bytes.subarray(
        bytes.readUInt32LE(at + 12),
        bytes.readUInt32LE(at + 12) + bytes.readUInt32LE(at + 8),
      );
      const { format, width, height } = await sharp(image).metadata();
      return { listed: bytes.readUInt8(at), format, width, height };
    }),
  );
}

describe('app icons', () => {
  it('favicon.ico holds the mark at 16, 32 and 48 px', async () => {
    expect(await icoImages(readFileSync(file('favicon.ico')))).toEqual(
      [16, 32, 48].map((s) => ({ listed: s, format: 'png', width: s, height: s })),
    );
  });

  it('the PNG icons have their sizes, and the home-screen ones no clear pixel', async () => {
    for (const [name, size] of [
      ['apple-touch-icon.png', 180],
      ['icon-192.png', 192],
      ['icon-512.png', 512],
    ] as const) {
      const { format, width, height } = await sharp(file(name)).metadata();
      expect({ name, format, width, height }).toEqual({ name, format: 'png', width: size, height: size });
      const { min } = (await sharp(file(name)).ensureAlpha().stats()).channels[3];
      expect(min, `${name}'s most transparent pixel`).toBe(255);
    }
    for (const name of [
      'favicon.ico',
      'apple-touch-icon.png',
      'icon-192.png',
      'icon-512.png',
      'manifest.webmanifest',
    ]) {
      expect(statSync(file(name)).size, name).toBeLessThan(300 * 1024);
    }
  });

  it('every page names them', () => {
    const wrong = routedPages(resolved.pages)
      .map((p) => p.path)
      .filter((route) => {
        const $ = parseHtml(readFileSync(htmlFileOf(DIST, route)!, 'utf8'));
        return (
          $('link[rel="icon"][href="/favicon.ico"]').length !== 1 ||
          $('link[rel="icon"][href="/favicon.svg"][type="image/svg+xml"]').length !== 1 ||
          $('link[rel="apple-touch-icon"][href="/apple-touch-icon.png"]').length !== 1 ||
          $('link[rel="manifest"][href="/manifest.webmanifest"]').length !== 1
        );
      });
    expect(wrong).toEqual([]);
  });

  it("Chromium reads the manifest without a complaint: the site's name, colours and its 192 and 512 px icons", async () => {
    const page = await newPage(site.browser);
    await page.goto(site.base + '/');
    const cdp = await devtoolsSession(page);
    const { url, errors } = await cdp.send('Page.getAppManifest', {});
    expect(url).toBe(`${site.base}/manifest.webmanifest`);
    expect(errors).toEqual([]);
    const response = await page.request.get(url);
    expect(response.headers()['content-type']).toBe('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: resolved.layout.site.name,
      short_name: resolved.layout.site.shortName,
      start_url: '/',
      theme_color: '#12355b',
      background_color: '#ffffff',
    });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) expect((await page.request.get(site.base + icon.src)).status()).toBe(200);
    await page.context().close();
  });
});
