// src/shared/inView.ts in Chromium: an element far down a page is reported as entering only once it is scrolled
// near (by the margin), leaving when scrolled past, and not at all once watching stops.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { transformWithOxc } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumOfThisWorker, newPage } from '../support/browser.ts';
import { ROOT } from '../support/fixture.ts';

let browser: Browser;
let page: Page;

/** A page 5,000 px tall with a 100 px box at 3,000 px, scrolled to `startAt`, then watched with `margin`; every report is logged in order. */
async function pageWithBox(margin: number, startAt = 0) {
  const file = path.join(ROOT, 'src/shared/inView.ts');
  const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts' });
  await page.setContent(
    '<body style="margin:0"><div style="height:5000px"><div id="box" style="position:absolute;top:3000px;height:100px;width:100px"></div></div></body>',
  );
  await page.setViewportSize({ width: 400, height: 800 });
  await scrollTo(startAt);
  await page.addScriptTag({
    type: 'module',
    content: `${code}
    window.reports = [];
    window.stop = watchInView(document.getElementById('box'), { onEnter: () => reports.push('enter'), onExit: () => reports.push('exit') }, { margin: ${margin} });
    window.ready = true;`,
  });
  await page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready);
}

const reports = () => page.evaluate(() => (window as unknown as { reports: string[] }).reports);
/** Scrolls, then waits two frames: the observer reports after the layout that follows a scroll. */
async function scrollTo(y: number) {
  await page.evaluate(
    (top) =>
      new Promise((done) => {
        window.scrollTo(0, top);
        requestAnimationFrame(() => requestAnimationFrame(done));
      }),
    y,
  );
}

beforeAll(async () => {
  browser = await chromiumOfThisWorker();
  page = await newPage(browser);
});
afterAll(async () => {
  await page?.context().close();
});

describe('watchInView', () => {
  it('reports entering when the element comes within the margin of the viewport, and leaving when it is scrolled past', async () => {
    await pageWithBox(400);
    await scrollTo(1700); // the box is 500 px below the viewport: outside the 400 px margin
    expect(await reports()).toEqual([]);
    await scrollTo(1900); // 300 px below: inside the margin
    await expect.poll(reports).toEqual(['enter']);
    await scrollTo(3600); // 500 px above the viewport
    await expect.poll(reports).toEqual(['enter', 'exit']);
  });

  it('with a negative margin, waits until the element is that far inside the viewport', async () => {
    await pageWithBox(-40);
    await scrollTo(2230); // the box's top is 30 px above the viewport's bottom
    expect(await reports()).toEqual([]);
    await scrollTo(2300); // 100 px above it
    await expect.poll(reports).toEqual(['enter']);
  });

  it('reports an element already in view at once, and nothing after watching stops', async () => {
    await pageWithBox(0, 2800);
    await expect.poll(reports).toEqual(['enter']);
    await page.evaluate(() => (window as unknown as { stop(): void }).stop());
    await scrollTo(0);
    await scrollTo(2800);
    expect(await reports()).toEqual(['enter']);
  });
});
