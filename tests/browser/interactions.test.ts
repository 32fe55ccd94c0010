// Toggles, carousels and the phone menu on the real built site, in Chromium.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadSiteFile } from '../../src/site/loadSite';
import { newPage, useBuiltSiteInChromium, watch } from '../support/browser';

const { resolved } = loadSiteFile();
if (!resolved) throw new Error('site.yaml must be valid for browser tests');
const pages = resolved.pages.filter((p) => p.path !== '/404');
const hasToggles = (p: (typeof pages)[number]) => p.sections.some((s) =>
  (s.type === 'cards' && s.toggle && s.cards.some((c) => c.more || c.lists)) ||
  (s.type === 'sitemap' && s.toggle && s.groups.some((g) => g.limit && (g.links?.length ?? 0) > g.limit)));

const site = useBuiltSiteInChromium();

const activeIndex = (page: Page, carousel: string) =>
  page.locator(`${carousel} .swiper-slide-active`).first().getAttribute('data-swiper-slide-index');

describe('toggles', () => {
  it.each(pages.filter(hasToggles).map((p) => [p.path]))('%s: every Read More toggle opens and closes its text', async (path) => {
    const page = await newPage(site.browser);
    const w = watch(page, site.base);
    await page.goto(site.base + path, { waitUntil: 'networkidle' });
    const buttons = page.locator('button.toggle-button');
    const count = await buttons.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const button = buttons.nth(i);
      const region = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => region.isVisible()).toBe(false);
      await button.scrollIntoViewIfNeeded();
      await button.click();
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      expect(await region.isVisible()).toBe(true);
      await button.press('Enter');
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await region.isVisible()).toBe(false);
    }
    expect(w.consoleErrors).toEqual([]);
    await page.context().close();
  });
});

describe('carousels on the home page', () => {
  const carousels = resolved.pages.find((p) => p.path === '/')!.sections.filter((s) => s.type === 'carousel').map((s) => `#${s.id}`);

  it('are plain rows of logos before their code loads and without JavaScript', async () => {
    const page = await newPage(site.browser, { javaScriptEnabled: false });
    await page.goto(site.base + '/');
    for (const c of carousels) expect(await page.locator(`${c} .logo-row img`).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('load Swiper only when they come near, advance by themselves, and stop with the pause button', async () => {
    const page = await newPage(site.browser, { viewport: { width: 1280, height: 800 } });
    const swiperRequests: string[] = [];
    page.on('request', (r) => { if (/swiper/i.test(r.url())) swiperRequests.push(r.url()); });
    const w = watch(page, site.base);
    await page.goto(site.base + '/', { waitUntil: 'networkidle' });
    for (const c of carousels) {
      await page.locator(c).scrollIntoViewIfNeeded();
      await page.locator(`${c} .swiper-initialized`).waitFor();
      await page.mouse.move(1, 1); // pointer away: hover would pause it
      const first = await activeIndex(page, c);
      await expect.poll(() => activeIndex(page, c), { timeout: 15_000 }).not.toBe(first);
      await page.locator(`${c} .carousel-toggle`).click();
      expect(await page.locator(`${c} .carousel-toggle`).getAttribute('aria-pressed')).toBe('true');
      await page.mouse.move(1, 1);
      await page.waitForTimeout(300);
      const paused = await activeIndex(page, c);
      await page.waitForTimeout(3000);
      expect(await activeIndex(page, c)).toBe(paused);
    }
    expect(swiperRequests.length).toBeGreaterThan(0);
    expect(w.consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('hold still while pointed at or focused by keyboard', async () => {
    const page = await newPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(site.base + '/', { waitUntil: 'networkidle' });
    const c = carousels[0];
    await page.locator(c).scrollIntoViewIfNeeded();
    await page.locator(`${c} .swiper-initialized`).waitFor();
    await page.locator(`${c} .carousel`).hover();
    await page.waitForTimeout(300);
    const hovered = await activeIndex(page, c);
    await page.waitForTimeout(3000);
    expect(await activeIndex(page, c)).toBe(hovered);
    await page.mouse.move(1, 1);
    await page.locator(`${c} .carousel-toggle`).focus();
    await page.waitForTimeout(300);
    const focused = await activeIndex(page, c);
    await page.waitForTimeout(3000);
    expect(await activeIndex(page, c)).toBe(focused);
    await page.context().close();
  });

  it('reload once when the carousel code is gone (a stale page after a deploy), then say "Loading chunk failed" with a retry', async () => {
    const page = await newPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await page.route(/SwiperCarousel|swiper/i, (route) => route.abort());
    let loads = 0;
    page.on('load', () => { loads++; });
    await page.goto(site.base + '/', { waitUntil: 'networkidle' });
    await page.locator(carousels[0]).scrollIntoViewIfNeeded();
    const alert = page.locator('.error-view[role="alert"]');
    await alert.waitFor({ timeout: 15_000 });
    expect(loads).toBe(2);
    expect(await alert.locator('h1').textContent()).toBe('Loading chunk failed');
    expect(await alert.locator('button', { hasText: 'Retry' }).count()).toBe(1);
    expect(await page.locator('header nav a[href="/"]').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('do not move when the visitor prefers reduced motion', async () => {
    const page = await newPage(site.browser, { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    await page.goto(site.base + '/', { waitUntil: 'networkidle' });
    const c = carousels[0];
    await page.locator(c).scrollIntoViewIfNeeded();
    await page.locator(`${c} .swiper-initialized`).waitFor();
    await page.mouse.move(1, 1);
    const first = await activeIndex(page, c);
    await page.waitForTimeout(3000);
    expect(await activeIndex(page, c)).toBe(first);
    expect(await page.locator(`${c} .carousel-toggle`).textContent()).toMatch(/^Play/);
    await page.context().close();
  });

  it('does not load Swiper on a page without a carousel', async () => {
    const plain = pages.find((p) => !p.sections.some((s) => s.type === 'carousel'))!;
    const page = await newPage(site.browser);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(site.base + plain.path, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(500);
    expect(requests.filter((u) => /swiper/i.test(u))).toEqual([]);
    await page.context().close();
  });
});

describe('a 360 px wide phone', () => {
  it('opens the menu, walks it by keyboard, and closes it with Escape', async () => {
    const page = await newPage(site.browser, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await page.goto(site.base + '/', { waitUntil: 'networkidle' });
    const toggle = page.locator('summary.menu-toggle');
    const firstLink = page.locator('.menu-list a').first();
    expect(await firstLink.isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await firstLink.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.menu-list') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await firstLink.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('menu-toggle'))).toBe(true);
    // Following a link from the open menu closes it on the new page.
    await page.keyboard.press('Enter');
    await page.locator('.menu-list a[href="/ContactPage"]').click();
    await page.waitForURL(site.base + '/ContactPage');
    await expect.poll(() => page.locator('details.menu').getAttribute('open')).toBeNull();
    await page.context().close();
  });

  it.each(pages.map((p) => [p.path]))('%s does not overflow sideways', async (path) => {
    const page = await newPage(site.browser, { viewport: { width: 360, height: 740 }, isMobile: true });
    await page.goto(site.base + path, { waitUntil: 'networkidle' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
