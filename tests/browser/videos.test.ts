// The videos fixture build (tests/support/clips.ts) in Chromium under the real CSP: the hero's loop requested only
// after load and never with reduced motion, Save-Data or a 2G connection, the pause button by keyboard (remembered for
// the visit), the version each window draws, a testimonial played by keyboard with its captions showing and no video
// byte before, JavaScript off, axe; and the hero's text keeps its contrast over the whitest frame.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { devtoolsSession } from '../../src/check/screens.ts';
import { axeViolations, newPage, useBuiltSiteInChromium, watch } from '../support/browser.ts';
import { builtClient } from '../support/builds.ts';

const site = useBuiltSiteInChromium(builtClient('videos'));
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1366, height: 768 } };

/** Every request for a video version (not a poster or captions) from now on, with when it was made. */
function videoRequests(page: Page) {
  const seen: { path: string; at: number }[] = [];
  page.on('request', (r: Request) => {
    const { pathname } = new URL(r.url());
    if (/^\/_videos\/.+\.(webm|mp4)$/.test(pathname)) seen.push({ path: pathname, at: Date.now() });
  });
  return seen;
}

const hero = (page: Page) =>
  page.evaluate(() => {
    const v = document.querySelector<HTMLVideoElement>('video[data-hero-video]')!;
    return {
      src: new URL(v.currentSrc || location.href).pathname,
      paused: v.paused,
      time: v.currentTime,
      label: document.querySelector('[data-hero-toggle]')!.textContent,
    };
  });

describe('the hero video', () => {
  it('starts after the page has loaded, in the cut and width a phone draws, and pauses and plays by keyboard, remembered for the visit', async () => {
    const page = await newPage(site.browser, { ...phone, reducedMotion: 'no-preference' });
    const w = watch(page, site.base);
    const requests = videoRequests(page);
    const loaded = page.waitForEvent('load').then(() => Date.now());
    await page.goto(site.base + '/');
    const loadedAt = await loaded;
    await expect.poll(() => hero(page).then((h) => h.time), { timeout: 10_000 }).toBeGreaterThan(0.3);
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((r) => r.at >= loadedAt)).toBe(true);
    // The phone's portrait cut, AV1 (Chromium plays it), no wider than 390 px at twice its CSS pixels.
    const { src } = await hero(page);
    expect(src).toMatch(/^\/_videos\/img-0042-narrow-\d+-\w+\.webm$/);
    expect(Number(src.match(/-(\d+)-\w+\.webm$/)![1])).toBeLessThanOrEqual(2 * 390);
    // Keyboard: Tab reaches the button (after the page's links), Enter pauses.
    const toggle = page.locator('button[data-hero-toggle]');
    await expect.poll(() => toggle.textContent()).toBe('Pause background video');
    for (let i = 0; i < 30 && !(await toggle.evaluate((b) => b === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    expect(await toggle.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => hero(page).then((h) => [h.paused, h.label])).toEqual([true, 'Play background video']);
    // Remembered for the visit: the next page view keeps it paused and fetches no video.
    const before = requests.length;
    await page.reload({ waitUntil: 'load' });
    await page.waitForTimeout(500);
    expect(await hero(page)).toMatchObject({ paused: true, label: 'Play background video' });
    expect(requests.length).toBe(before);
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => hero(page).then((h) => h.time), { timeout: 10_000 }).toBeGreaterThan(0.2);
    expect(await axeViolations(page)).toEqual([]);
    expect(w.consoleErrors).toEqual([]);
    expect(w.failedOwnRequests).toEqual([]);
    await page.context().close();
  });

  it('is the wide cut on a desktop', async () => {
    const page = await newPage(site.browser, { ...desktop, reducedMotion: 'no-preference' });
    await page.goto(site.base + '/', { waitUntil: 'load' });
    await expect.poll(() => hero(page).then((h) => h.time), { timeout: 10_000 }).toBeGreaterThan(0.2);
    expect((await hero(page)).src).toMatch(/^\/_videos\/img-0042-wide-\d+-\w+\.webm$/);
    await page.context().close();
  });

  it.each([
    [
      'prefers reduced motion',
      async (page: Page) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
      },
    ],
    [
      'has Save-Data on',
      async (page: Page) => {
        await (await devtoolsSession(page)).send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
      },
    ],
    [
      'is on a 2G connection',
      async (page: Page) => {
        // Chromium's estimate of the connection follows the emulated one: 1.7 s round trips read as "2g" (without a
        // throughput limit as well, which would only make the page slow to arrive).
        await (await devtoolsSession(page)).send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 1700,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
        expect(
          await page.evaluate(
            () => (navigator as Navigator & { connection: { effectiveType: string } }).connection.effectiveType,
          ),
        ).toBe('2g');
      },
    ],
  ])('fetches no video byte for a visitor who %s, and plays when asked', async (_, setUp) => {
    const page = await newPage(site.browser, { ...phone, reducedMotion: 'no-preference' });
    await setUp(page);
    const requests = videoRequests(page);
    await page.goto(site.base + '/', { waitUntil: 'load' });
    // The site script (slow to arrive on 2G) shows the button once it has decided; then a moment for any request.
    await page.locator('button[data-hero-toggle]').waitFor({ state: 'visible', timeout: 20_000 });
    await page.waitForTimeout(1000);
    expect(requests).toEqual([]);
    expect(await hero(page)).toMatchObject({ paused: true, label: 'Play background video' });
    await page.locator('button[data-hero-toggle]').click();
    await expect.poll(() => requests.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await page.context().close();
  });

  it('keeps the caption text at 4.5:1 or more over the whitest frame', async () => {
    // A white video under the hero: the worst frame any video can have. The text is hidden to read what is behind it.
    for (const options of [phone, desktop]) {
      const page = await newPage(site.browser, { ...options, reducedMotion: 'no-preference' });
      await page.goto(site.base + '/', { waitUntil: 'load' });
      await page.evaluate(() => {
        for (const el of document.querySelectorAll<HTMLElement>('.hero-poster, .hero-video')) {
          el.style.visibility = 'hidden';
        }
        document.querySelector<HTMLElement>('.hero-media')!.style.background = '#fff';
      });
      const boxes = await page.evaluate(() =>
        [...document.querySelectorAll('.hero-caption h1, .hero-caption p, .hero-caption .text-link')].map((el) => {
          const r = el.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height, color: getComputedStyle(el).color };
        }),
      );
      // (Through the CSS object model: the site's Content-Security-Policy refuses a stylesheet added inline.)
      await page.evaluate(() => {
        for (const el of document.querySelectorAll<HTMLElement>('.hero-caption *'))
          el.style.setProperty('color', 'transparent', 'important');
      });
      const luminance = ([r, g, b]: number[]) =>
        [r, g, b]
          .map((c) => {
            const s = c / 255;
            return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
          })
          .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
      for (const box of boxes) {
        const shot = await page.screenshot({ clip: box, type: 'png' });
        const { default: sharp } = await import('sharp');
        const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
        let brightest = 0;
        for (let i = 0; i < data.length; i += info.channels)
          brightest = Math.max(brightest, luminance([data[i], data[i + 1], data[i + 2]]));
        const text = luminance(box.color.match(/\d+/g)!.slice(0, 3).map(Number));
        const ratio = (Math.max(text, brightest) + 0.05) / (Math.min(text, brightest) + 0.05);
        expect(
          ratio,
          `${options.viewport.width} px: text ${box.color} at ${Math.round(box.x)},${Math.round(box.y)}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
      await page.context().close();
    }
  });
});

describe('a testimonial video', () => {
  it('fetches no video byte before play; played by keyboard, it shows its captions, in a version no wider than the phone draws', async () => {
    const page = await newPage(site.browser, { ...phone, reducedMotion: 'reduce' });
    const w = watch(page, site.base);
    const requests = videoRequests(page);
    await page.goto(site.base + '/', { waitUntil: 'load' });
    const player = page.locator('.testimonial').first();
    await player.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
    const play = player.locator('button[data-video-play]');
    expect(await play.isVisible()).toBe(true);
    await play.focus();
    await page.keyboard.press('Enter');
    const video = player.locator('video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0.2);
    const state = await video.evaluate((v: HTMLVideoElement) => ({
      src: new URL(v.currentSrc).pathname,
      controls: v.controls,
      focused: document.activeElement === v,
      track: v.textTracks[0]?.mode,
      cue: (v.textTracks[0]?.activeCues?.[0] as VTTCue | undefined)?.text,
    }));
    expect(state).toMatchObject({ controls: true, focused: true, track: 'showing' });
    expect(state.cue).toMatch(/^Caption \d, said at second \d\.$/);
    expect(state.src).toMatch(/^\/_videos\/commissioner-full-\d+-\w+\.webm$/);
    const width = Number(state.src.match(/-(\d+)-\w+\.webm$/)![1]);
    const drawn = await video.evaluate((v) => v.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(2 * drawn);
    // The transcript reads without playing: the captions' words.
    await player.locator('.transcript summary').click();
    expect(await player.locator('.transcript p').first().textContent()).toMatch(/^Caption 1, said at second 0\./);
    expect(await axeViolations(page)).toEqual([]);
    expect(w.consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('works without JavaScript: the plain player with its versions and captions, and the hero keeps its poster', async () => {
    const page = await newPage(site.browser, { ...desktop, javaScriptEnabled: false, reducedMotion: 'no-preference' });
    const requests = videoRequests(page);
    await page.goto(site.base + '/', { waitUntil: 'load' });
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
    expect(
      await page.locator('.hero-poster').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    expect(await page.locator('button[data-hero-toggle]').isVisible()).toBe(false);
    const video = page.locator('.testimonial video').first();
    expect(await page.locator('.testimonial button[data-video-play]').first().isVisible()).toBe(false);
    expect(await video.evaluate((v: HTMLVideoElement) => v.controls)).toBe(true);
    // Played as a visitor would with the browser's own controls (the play() of the element, not of a script of the site).
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0.2);
    expect(await video.evaluate((v: HTMLVideoElement) => v.textTracks[0].mode)).toBe('showing');
    await page.context().close();
  });
});

describe("the real site's testimonial posters", () => {
  const real = useBuiltSiteInChromium();

  /** Each testimonial poster on / once loaded: the pixel width of the version the browser chose, and the CSS px it is drawn at. */
  async function posters(page: Page) {
    await page.goto(real.base + '/', { waitUntil: 'load' });
    const found = page.locator('.testimonial .video-poster');
    const count = await found.count();
    const seen: { src: string; natural: number; drawn: number }[] = [];
    for (let i = 0; i < count; i++) {
      const poster = found.nth(i);
      await poster.scrollIntoViewIfNeeded();
      await expect
        .poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      // The file's own pixels: naturalWidth of a srcset picture is its width in `sizes`, not in pixels.
      seen.push(
        await poster.evaluate(async (img: HTMLImageElement) => ({
          src: new URL(img.currentSrc).pathname,
          natural: (await createImageBitmap(await (await fetch(img.currentSrc)).blob())).width,
          drawn: img.getBoundingClientRect().width,
        })),
      );
    }
    return seen;
  }

  for (const [name, device] of [
    ['a desktop', { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 2 }],
    ['a phone', { ...phone, deviceScaleFactor: 2 }],
  ] as const) {
    it(`are sharp on ${name} at twice its CSS pixels: each poster has at least twice the pixels it is drawn across`, async () => {
      const page = await newPage(real.browser, { ...device, reducedMotion: 'reduce' });
      const seen = await posters(page);
      expect(seen.length).toBeGreaterThanOrEqual(2);
      for (const p of seen) expect(p.natural, `${p.src} drawn ${p.drawn} px wide`).toBeGreaterThanOrEqual(2 * p.drawn);
      await page.context().close();
    });
  }
});
