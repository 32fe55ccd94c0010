// The events gallery's lightbox island (PhotoSwipe) on the photos fixture build, in Chromium under the real CSP:
// keyboard, swipe and Esc, focus in and back, the large file fetched only when opened, axe on the open lightbox.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, newPage, useBuiltSiteInChromium, watch } from '../support/browser.ts';
import { builtClient } from '../support/builds.ts';

const site = useBuiltSiteInChromium(builtClient('photos'));
const desktop = { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' as const };

/** The gallery on /Events, hydrated; and every request for a photo's large version from then on. */
async function openEvents(page: Page) {
  const large: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.match(/^\/_pictures\/event-\d+-1200-/)) large.push(new URL(r.url()).pathname);
  });
  await page.goto(site.base + '/Events', { waitUntil: 'load' });
  await page.locator('.gallery').first().scrollIntoViewIfNeeded();
  await page.locator('[data-island="lightbox"][data-hydrated]').waitFor({ state: 'attached' });
  return { large, links: page.locator('.gallery a') };
}

const shownIndex = (page: Page) => page.locator('.pswp__counter').textContent();

describe('the events gallery lightbox', () => {
  it('opens a photo by keyboard, fetching its large file only then; arrows page, Esc closes, focus goes in and back', async () => {
    const page = await newPage(site.browser, desktop);
    const w = watch(page, site.base);
    const { large, links } = await openEvents(page);
    expect(large).toEqual([]);
    const first = links.first();
    const href = await first.getAttribute('href');
    await first.focus();
    await page.keyboard.press('Enter');
    await page.locator('.pswp--open').waitFor();
    expect(page.url()).toBe(site.base + '/Events');
    await expect.poll(() => large).toContain(href);
    expect(await page.evaluate(() => document.activeElement?.closest('.pswp') !== null)).toBe(true);
    expect(await shownIndex(page)).toBe('1 / 4');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shownIndex(page)).toBe('2 / 4');
    // Tab cycles through the lightbox's buttons and never reaches the page behind it (after the last button focus
    // may pass to the browser's own controls, where the document's active element is its body).
    const reached = new Set<string>();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      const at = await page.evaluate(() => {
        const a = document.activeElement;
        return a === document.body
          ? 'browser'
          : a?.closest('.pswp')
            ? a.className
            : `page: ${a?.outerHTML.slice(0, 80)}`;
      });
      expect(at).not.toMatch(/^page: /);
      reached.add(at);
    }
    expect([...reached].filter((c) => c.includes('pswp__button')).length).toBeGreaterThanOrEqual(3);
    // Measured at rest: PhotoSwipe fades its controls in and out, and a counter caught half faded reads as low contrast
    // (seen once on a fresh clone).
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.locator('.pswp').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(href);
    expect(w.consoleErrors).toEqual([]);
    expect(w.failedOwnRequests).toEqual([]);
    await page.context().close();
  });

  it('moves to the next photo with a swipe on a touch screen', async () => {
    const page = await newPage(site.browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'reduce',
    });
    const { links } = await openEvents(page);
    await links.first().tap();
    await page.locator('.pswp--open').waitFor();
    expect(await shownIndex(page)).toBe('1 / 4');
    // A swipe to the left, as touch events from the screen's protocol.
    const cdp = await page.context().newCDPSession(page);
    const point = (x: number) => [{ x, y: 420 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(320) });
    for (let x = 300; x >= 60; x -= 40)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => shownIndex(page)).toBe('2 / 4');
    await page.context().close();
  });

  it('is a plain link to the large file without JavaScript', async () => {
    const page = await newPage(site.browser, { ...desktop, javaScriptEnabled: false });
    await page.goto(site.base + '/Events');
    const first = page.locator('.gallery a').first();
    const href = await first.getAttribute('href');
    await first.click();
    await page.waitForURL(site.base + href);
    await page.context().close();
  });
});
