// The islands and the site script on the real built site, in Chromium under the real CSP: carousels that load their
// code only when near, pause and hold still; the phone menu; a failed chunk.
import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { htmlFileOf } from '../../src/check/checkSite.ts';
import { routedPages } from '../../src/contract/ids.ts';
import { REVEAL } from '../../src/shared/domHooks.ts';
import { newPage, siteScriptFiles, isVideosCode, useBuiltSiteInChromium, watch } from '../support/browser.ts';
import { realSite } from '../support/realSite.ts';

const { resolved } = realSite();
if (!resolved) throw new Error('site.yaml must be valid for browser tests');
const pages = routedPages(resolved.pages);

const site = useBuiltSiteInChromium();

const activeIndex = (page: Page, carousel: string) =>
  page.locator(`${carousel} .swiper-slide-active`).first().getAttribute('data-swiper-slide-index');
/** Whether Swiper's autoplay is running, read from the Swiper instance on its element. */
const moving = (page: Page, carousel: string) =>
  page
    .locator(`${carousel} .carousel-swiper`)
    .evaluate((el) => (el as HTMLElement & { swiper: { autoplay: { running: boolean } } }).swiper.autoplay.running);

describe('carousels on the home page', () => {
  const carousels = resolved.pages
    .find((p) => p.path === '/')!
    .sections.filter((s) => s.type === 'carousel')
    .map((s) => `#${s.id}`);
  const desktop = { viewport: { width: 1280, height: 800 } };

  it('are rows of logos that scroll sideways without JavaScript', async () => {
    const page = await newPage(site.browser, { javaScriptEnabled: false });
    await page.goto(site.base + '/');
    for (const c of carousels) {
      const row = page.locator(`${c} .carousel-row`);
      expect(await row.locator('img').count()).toBeGreaterThan(0);
      expect(
        await row.evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX === 'auto'),
      ).toBe(true);
    }
    await page.context().close();
  });

  it("a page without a video loads the site script alone: the videos' and YouTube's code stay behind", async () => {
    const page = await newPage(site.browser, desktop);
    const w = watch(page, site.base);
    await page.goto(site.base + '/Sopi', { waitUntil: 'networkidle' });
    await page.locator('html[data-enhanced]').waitFor({ state: 'attached' });
    const siteScript = siteScriptFiles(site.root, readFileSync(htmlFileOf(site.root, '/Sopi')!, 'utf8'));
    expect(w.scripts.length).toBeGreaterThan(0);
    expect(w.scripts.filter((s) => !siteScript.includes(s))).toEqual([]);
    expect(siteScript.some((s) => isVideosCode(site.root, s))).toBe(false);
    await page.context().close();
  });

  it('load React and Swiper only when they come near, then advance by themselves and stop with the pause button', async () => {
    const page = await newPage(site.browser, desktop);
    const w = watch(page, site.base);
    await page.goto(site.base + '/', { waitUntil: 'networkidle' });
    const siteScript = siteScriptFiles(site.root, readFileSync(htmlFileOf(site.root, '/')!, 'utf8'));
    // Besides the site script, only the code of the home page's hero video.
    expect(w.scripts.filter((s) => !siteScript.includes(s) && !isVideosCode(site.root, s))).toEqual([]);
    expect(await page.locator('.swiper-initialized').count()).toBe(0);
    for (const c of carousels) {
      await page.locator(c).scrollIntoViewIfNeeded();
      await page.locator(`${c} .swiper-initialized`).waitFor();
      await page.mouse.move(1, 1); // pointer away: hover would pause it
      const first = await activeIndex(page, c);
      await expect.poll(() => activeIndex(page, c), { timeout: 15_000 }).not.toBe(first);
      expect(await moving(page, c)).toBe(true);
      await page.locator(`${c} .carousel-toggle`).click();
      expect(await page.locator(`${c} .carousel-toggle`).getAttribute('aria-pressed')).toBe('true');
      await page.mouse.move(1, 1);
      await expect.poll(() => moving(page, c)).toBe(false);
      // Play moves it at once, with the pointer still on the button and the button focused (as a press leaves it).
      await page.locator(`${c} .carousel-toggle`).click();
      await expect.poll(() => moving(page, c)).toBe(true);
    }
    expect(w.scripts.length).toBeGreaterThan(siteScript.length);
    expect(w.consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('hold still while the logos are pointed at, not while their own buttons are pointed at or focused', async () => {
    const page = await newPage(site.browser, desktop);
    await page.goto(site.base + '/', { waitUntil: 'networkidle' });
    const c = carousels[0];
    await page.locator(c).scrollIntoViewIfNeeded();
    await page.locator(`${c} .swiper-initialized`).waitFor();
    await page.mouse.move(1, 1);
    await expect.poll(() => moving(page, c)).toBe(true);
    await page.locator(`${c} .carousel-swiper`).hover();
    await expect.poll(() => moving(page, c)).toBe(false);
    await page.mouse.move(1, 1);
    await expect.poll(() => moving(page, c)).toBe(true);
    // Its button, pointed at and focused by keyboard, leaves it moving: pressing Play must show it moving.
    await page.locator(`${c} .carousel-toggle`).hover();
    await page.locator(`${c} .carousel-toggle`).focus();
    await page.waitForTimeout(1000);
    expect(await moving(page, c)).toBe(true);
    await page.context().close();
  });

  it('reload once when their code is gone (a stale page after a deploy), then say "Loading chunk failed" with a retry', async () => {
    const page = await newPage(site.browser, desktop);
    const siteScript = siteScriptFiles(site.root, readFileSync(htmlFileOf(site.root, '/')!, 'utf8'));
    await page.route(/\/assets\/.*\.js$/, (route) =>
      siteScript.includes(new URL(route.request().url()).pathname) ? route.continue() : route.abort(),
    );
    let loads = 0;
    page.on('load', () => {
      loads++;
    });
    await page.goto(site.base + '/', { waitUntil: 'networkidle' });
    await page.locator(carousels[0]).scrollIntoViewIfNeeded();
    const alert = page.locator('.island-error[role="alert"]').first();
    await alert.waitFor({ timeout: 15_000 });
    expect(loads).toBe(2);
    expect(await alert.textContent()).toMatch(/^Loading chunk failed \(ChunkLoadError\)/);
    expect(await alert.locator('button', { hasText: 'Retry' }).count()).toBe(1);
    // The logos are still there, as a row.
    expect(await page.locator(`${carousels[0]} .carousel-row img`).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('do not move when the visitor prefers reduced motion', async () => {
    const page = await newPage(site.browser, { ...desktop, reducedMotion: 'reduce' });
    await page.goto(site.base + '/', { waitUntil: 'networkidle' });
    const c = carousels[0];
    await page.locator(c).scrollIntoViewIfNeeded();
    await page.locator(`${c} .swiper-initialized`).waitFor();
    await page.mouse.move(1, 1);
    expect(await moving(page, c)).toBe(false);
    expect(await page.locator(`${c} .carousel-toggle`).textContent()).toMatch(/^Play/);
    // The visitor can still start it.
    await page.locator(`${c} .carousel-toggle`).click();
    await page.mouse.move(1, 1);
    await expect.poll(() => moving(page, c)).toBe(true);
    await page.context().close();
  });

  it('are not loaded on a page without a carousel, even scrolled to the end', async () => {
    const plain = pages.find(
      (p) => !p.sections.some((s) => s.type === 'carousel' || s.type === 'form' || s.type === 'map'),
    )!;
    const page = await newPage(site.browser);
    const w = watch(page, site.base);
    await page.goto(site.base + plain.path, { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    const siteScript = siteScriptFiles(site.root, readFileSync(htmlFileOf(site.root, plain.path)!, 'utf8'));
    expect(w.scripts.filter((s) => !siteScript.includes(s))).toEqual([]);
    await page.context().close();
  });
});

describe('the site script', () => {
  it('is requested only after the page has painted, and then enhances it', async () => {
    const route = pages.find((p) => p.template === 'ProductPage')!.path;
    const page = await newPage(site.browser);
    const w = watch(page, site.base);
    await page.goto(site.base + route);
    await page.locator('html[data-enhanced]').waitFor({ state: 'attached' });
    const siteScript = siteScriptFiles(site.root, readFileSync(htmlFileOf(site.root, route)!, 'utf8'))[0];
    const { paint, request } = await page.evaluate(
      (file) => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        request: performance.getEntriesByType('resource').find((e) => e.name.endsWith(file))?.startTime,
      }),
      siteScript,
    );
    expect(paint).toBeGreaterThan(0);
    expect(request).toBeGreaterThanOrEqual(paint!);
    expect(w.scripts).toContain(siteScript);
    expect(w.consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('fades a section in as it comes into view, and hides none of those on the first screen', async () => {
    const page = await newPage(site.browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(site.base + '/');
    const last = page.locator(`[${REVEAL}]`).last();
    await expect.poll(() => last.getAttribute('class'), { timeout: 10_000 }).toContain('reveal-pending');
    const hidden = await page.$$eval(`[${REVEAL}]`, (els) =>
      els.map((el) => ({
        onFirstScreen: el.parentElement!.getBoundingClientRect().top < innerHeight,
        hidden: getComputedStyle(el).opacity !== '1',
      })),
    );
    expect(hidden.filter((s) => s.onFirstScreen).length).toBeGreaterThan(0);
    expect(hidden.filter((s) => s.onFirstScreen && s.hidden)).toEqual([]);
    await last.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect.poll(() => last.getAttribute('class')).toContain('revealed');
    await expect.poll(() => last.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await page.context().close();
  });
});

describe('the hero video', () => {
  // Lighthouse's phone, a larger phone and a desktop: where the hero's box starts at a fraction of a pixel, the video
  // was counted 0.25 px taller than its poster, so its first frame became the page's largest paint (after its download).
  const screens = [
    { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
    { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
    { viewport: { width: 1366, height: 768 } },
  ];
  it("leaves the poster, not its own first frame, as the home page's largest paint, once it plays", async () => {
    for (const screen of screens) {
      const page = await newPage(site.browser, { ...screen, reducedMotion: 'no-preference' });
      await page.addInitScript(() => {
        const paints: string[] = [];
        (window as unknown as { paints: string[] }).paints = paints;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
            paints.push(e.element?.tagName.toLowerCase() ?? '');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(site.base + '/');
      await expect
        .poll(() => page.evaluate(() => document.querySelector<HTMLVideoElement>('video.hero-video')!.currentTime), {
          timeout: 10_000,
        })
        .toBeGreaterThan(0.5);
      // Its fade done, and two frames drawn after it.
      await page.evaluate(async () => {
        await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      });
      const paints = await page.evaluate(() => (window as unknown as { paints: string[] }).paints);
      // The poster stays the largest paint where it is the largest thing (a desktop); on a phone, where the video is a
      // short band under the text, the poster or the text is. Never the video's own frame.
      if (screen.viewport.width > 719)
        expect(paints.at(-1), `${screen.viewport.width} px: ${paints.join(', ')}`).toBe('img');
      expect(paints, `${screen.viewport.width} px`).not.toContain('video');
      await page.context().close();
    }
  });
});

describe('the map', () => {
  it('shows the address and loads the map service only when asked', async () => {
    const page = await newPage(site.browser, { viewport: { width: 1280, height: 800 } });
    const w = watch(page, site.base);
    const mapFrames: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(resolved.layout.site.map.embedUrl)) mapFrames.push(r.url());
    });
    // The home page's map: the contact page gives the address in its own contact details, so its map card does not.
    await page.goto(site.base + '/', { waitUntil: 'networkidle' });
    const map = page.locator('[data-island="map"]');
    await map.scrollIntoViewIfNeeded();
    await page.locator('[data-island="map"][data-hydrated]').waitFor();
    expect(await map.locator('address').textContent()).toContain(resolved.layout.site.address.city);
    expect(mapFrames).toEqual([]);
    await map.getByRole('button', { name: 'Show the map' }).click();
    expect(await map.locator('iframe').getAttribute('src')).toBe(resolved.layout.site.map.embedUrl);
    expect(await map.locator('iframe').getAttribute('title')).toBe(resolved.layout.site.map.title);
    await expect.poll(() => mapFrames.length).toBeGreaterThan(0);
    expect(w.consoleErrors.filter((e) => !e.includes(new URL(resolved.layout.site.map.embedUrl).host))).toEqual([]);
    await page.context().close();
  });
});

describe('a 360 px wide phone', () => {
  it('opens the menu, walks it by keyboard, and closes it with Escape and with a tap outside', async () => {
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
    await page.keyboard.press('Enter');
    expect(await firstLink.isVisible()).toBe(true);
    const list = (await page.locator('.menu-list').boundingBox())!;
    await page.mouse.click(180, Math.min(list.y + list.height + 20, 735)); // a tap below the open menu
    expect(await firstLink.isVisible()).toBe(false);
    // Following a link from the open menu lands on the new page with the menu closed.
    await toggle.click();
    await page.locator('.menu-list a[href="/ContactPage"]').click();
    await page.waitForURL(site.base + '/ContactPage');
    expect(await page.locator('details.menu').getAttribute('open')).toBeNull();
    await page.context().close();
  });
});
