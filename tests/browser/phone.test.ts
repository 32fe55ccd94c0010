// The real built site on a 390 px phone, in Chromium: the open menu shows a close control (its button says Close, its
// icon an ×) over a dimmed page, and a tap on the dimmed page closes it, with or without JavaScript; the events
// gallery shows its photos two by two.
import { describe, expect, it } from 'vitest';
import { UI_TEXT } from '../../src/shared/uiText';
import { newPage, useBuiltSiteInChromium } from '../support/browser';

const site = useBuiltSiteInChromium();
const PHONE = { viewport: { width: 390, height: 740 }, hasTouch: true, isMobile: true };

describe('the menu on a phone', () => {
  it.each([true, false])('with JavaScript %s: open, it says Close over a dimmed page, and a tap on the page closes it', async (javaScriptEnabled) => {
    const page = await newPage(site.browser, { ...PHONE, javaScriptEnabled });
    await page.goto(site.base + '/WhoWeAre');
    const toggle = page.locator('summary.menu-toggle');
    expect(await toggle.innerText()).toBe(UI_TEXT.menu);
    await toggle.tap();
    expect(await page.locator('details.menu').evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    expect(await toggle.innerText()).toBe(UI_TEXT.closeMenu);
    // The page below the open menu is dimmed: what is drawn at the screen's foot is the backdrop, a dark veil.
    const below = await page.evaluate(() => {
      const list = document.querySelector('.menu-list')!.getBoundingClientRect();
      const y = Math.min(innerHeight - 5, list.bottom + 20);
      const el = document.elementFromPoint(195, y)!;
      return { y, listBottom: list.bottom, isToggle: el.classList.contains('menu-toggle'), veil: getComputedStyle(el, '::after').backgroundColor };
    });
    expect(below.y).toBeGreaterThan(below.listBottom);
    expect(below.isToggle).toBe(true);
    expect(below.veil).toMatch(/^rgba\(10, 30, 55, 0\.[3-7]\d*\)$/);
    await page.touchscreen.tap(195, below.y);
    await expect.poll(() => page.locator('details.menu').evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
    expect(page.url()).toBe(`${site.base}/WhoWeAre`);
    await page.context().close();
  });
});

describe('the events gallery on a phone', () => {
  it('shows the photos two by two', async () => {
    const page = await newPage(site.browser, PHONE);
    await page.goto(site.base + '/Events');
    const boxes = await page.locator('.gallery').first().locator('.gallery-link').evaluateAll((links) => links.slice(0, 4).map((a) => a.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    expect(Math.round(boxes[0].top)).toBe(Math.round(boxes[1].top));
    expect(boxes[1].left).toBeGreaterThan(boxes[0].right);
    for (const box of boxes) expect(box.width).toBeLessThan(390 / 2);
    await page.context().close();
  });
});
