// A page drawn while it is still arriving, as a phone on a slow line draws it: the home page's HTML sent in two parts,
// split in its hero, with a pause between them. What the first part draws stays where it is when the rest comes. The
// hero's picture band, shown under its words on a phone, came first in the document: drawn before the words had come,
// it was then pushed down under them (a layout shift of 0.25, Lighthouse's performance 88 in about one run of ten).
import { readFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumOfThisWorker, DIST, newPage, serveBuiltSite } from '../support/browser.ts';

let site: { server: Server; base: string };
let slow: Server;
let slowBase: string;

beforeAll(async () => {
  site = await serveBuiltSite();
  // The built site as served, but the home page's HTML in two parts, a second apart, split where its hero starts.
  slow = createServer((req, res) => {
    if (req.url === '/') {
      const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
      const split = html.indexOf('</h1>') - 1;
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.write(html.slice(0, split));
      setTimeout(() => res.end(html.slice(split)), 1000);
      return;
    }
    get(`${site.base}${req.url}`, { headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
  });
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
  const address = slow.address();
  slowBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => {
  slow?.close();
  site?.server.close();
});

describe('the home page drawn while it arrives', () => {
  it('moves nothing already drawn on a phone when the rest of the hero comes', async () => {
    const browser = await chromiumOfThisWorker();
    const page = await newPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${slowBase}/`, { waitUntil: 'commit' });
      // The first part is drawn: the header and the start of the hero are on the screen before the rest has come.
      await page.locator('.hero').waitFor({ state: 'attached' });
      await page.waitForTimeout(400);
      await page.waitForLoadState('load');
      await page.waitForTimeout(300);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      expect(shifts.reduce((sum, v) => sum + v, 0)).toBeLessThan(0.01);
    } finally {
      await page.context().close();
    }
  });
});
