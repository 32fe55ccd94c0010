// Contrast axe cannot compute, measured from the pixels Chromium draws on the real built site:
// - the focus ring of every element reached by Tab, against what is under the ring when the element is not focused
//   (a band, a card, a picture): at least 3:1 (WCAG 1.4.11) on 95 % of its pixels;
// - the hero's words over its picture (and its veil) and over frames across its video's whole loop: every pixel behind
//   each line of text, drawn without the text, against the text's colour: at least 4.5:1 (WCAG 1.4.3, small text).
// Both in the light scheme and in the dark one (prefers-color-scheme: dark). The lowest ratios are printed.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { layOutWholePage, settle } from '../../src/check/screens.ts';
import { newPage, useBuiltSiteInChromium } from '../support/browser.ts';
import { markColours, ratio, type RGB } from '../support/colour.ts';

const site = useBuiltSiteInChromium();

const parseColour = (css: string): RGB =>
  css
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map(Number) as RGB;

/** The pixels of a part of the page as RGB triples, row by row. */
async function pixels(page: Page, clip: { x: number; y: number; width: number; height: number }) {
  const png = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Every picture of the page loaded and decoded, so none changes between the two drawings compared. */
async function loadAllPictures(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const img of images) img.loading = 'eager';
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
  });
  await page.waitForLoadState('networkidle');
}

/**
 * Tabs through the page; for each focused element, compares the page drawn with and without focus around it: the
 * pixels that turned the ring's colour are the ring, and what was there before is what it is drawn on.
 */
async function focusRingContrasts(page: Page, limit = 200): Promise<{ what: string; ratio: number }[]> {
  const found: { what: string; ratio: number }[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return undefined;
      // The ring may be drawn on the element or on a card around it (a tile's whole card).
      const ringed = [el, el.closest('.tile, .card')].find(
        (e): e is HTMLElement =>
          !!e && getComputedStyle(e).outlineStyle !== 'none' && parseFloat(getComputedStyle(e).outlineWidth) > 0,
      );
      if (!ringed) return { what: el.outerHTML.slice(0, 80), missing: true };
      const style = getComputedStyle(ringed);
      const r = ringed.getBoundingClientRect();
      const pad = parseFloat(style.outlineWidth) + Math.max(0, parseFloat(style.outlineOffset)) + 2;
      return {
        what: `${el.tagName.toLowerCase()}.${el.className || ''} "${(el.innerText || el.getAttribute('aria-label') || '').trim().slice(0, 30)}"`,
        key: `${Math.round(r.x + scrollX)},${Math.round(r.y + scrollY)}`,
        colour: style.outlineColor,
        box: { x: r.x - pad, y: r.y - pad, width: r.width + 2 * pad, height: r.height + 2 * pad },
        // A ring drawn inside the element (a negative offset, over a picture) is measured against the element itself.
        own:
          parseFloat(style.outlineOffset) < 0
            ? { x: 0, y: 0, width: 0, height: 0 }
            : { x: r.x, y: r.y, width: r.width, height: r.height },
        missing: false,
      };
    });
    if (!focused) break;
    if (focused.missing) {
      found.push({ what: `${focused.what} (no focus ring)`, ratio: 0 });
      continue;
    }
    if (seen.has(focused.key!)) break; // round the page and back
    seen.add(focused.key!);
    const view = page.viewportSize()!;
    const box = focused.box!;
    const clip = {
      x: Math.max(0, box.x),
      y: Math.max(0, box.y),
      width: Math.min(view.width, box.x + box.width) - Math.max(0, box.x),
      height: Math.min(view.height, box.y + box.height) - Math.max(0, box.y),
    };
    if (clip.width < 4 || clip.height < 4) continue;
    const ring = parseColour(focused.colour!);
    const on = await pixels(page, clip);
    await page.evaluate(() =>
      (document.activeElement as HTMLElement).style.setProperty('outline-style', 'none', 'important'),
    );
    const off = await pixels(page, clip);
    await page.evaluate(() => (document.activeElement as HTMLElement).style.removeProperty('outline-style'));
    const ratios: number[] = [];
    const own = focused.own!;
    for (let p = 0; p < on.data.length; p += 3) {
      // A ring outside the element's own box: inside it is the element, not what the ring is drawn on.
      const [x, y] = [clip.x + ((p / 3) % on.width) + 0.5, clip.y + Math.floor(p / 3 / on.width) + 0.5];
      if (x > own.x - 1 && x < own.x + own.width + 1 && y > own.y - 1 && y < own.y + own.height + 1) continue;
      const drawn: RGB = [on.data[p], on.data[p + 1], on.data[p + 2]];
      const under: RGB = [off.data[p], off.data[p + 1], off.data[p + 2]];
      // A pixel of the ring itself (not its anti-aliased edge): drawn in the ring's colour where something else was.
      if (
        Math.max(...drawn.map((v, k) => Math.abs(v - ring[k]))) > 6 ||
        Math.max(...under.map((v, k) => Math.abs(v - ring[k]))) <= 6
      )
        continue;
      ratios.push(ratio(ring, under));
    }
    // The ring's contrast: that of the 5 % of its pixels it stands out least on (where it grazes a neighbour's own
    // saffron mark, a few pixels of its corner, it cannot and need not).
    ratios.sort((a, b) => a - b);
    if (ratios.length)
      found.push({ what: focused.what!, ratio: Math.round(ratios[Math.floor(ratios.length * 0.05)] * 100) / 100 });
  }
  return found;
}

describe('focus ring', () => {
  // One page of each kind of band a ring can sit on: the hero, the blue banner, tinted and dark bands, cards, tiles,
  // forms, the footer. In the dark scheme the two of them that have every band between them (the hero, tinted and
  // dark bands, cards, tiles, carousels and testimonials on /; the banner, a form and its popup's button on
  // /CareerPage): a Tab through a page is many seconds of Chromium, and all six again would add half a minute. Three
  // pages are Tabbed through at a time (each in its own context, with its own focus): most of a Tab is waiting for
  // the frame to screenshot.
  const routes = ['/', '/Sopi', '/Products', '/ContactPage', '/CareerPage', '/WhoWeAre'];
  const inDark = ['/', '/CareerPage'];
  const cases = [...routes.map((r) => [r, 'light'] as const), ...inDark.map((r) => [r, 'dark'] as const)];
  it.concurrent.each(cases)(
    'on %s (%s scheme) is at least 3:1 against what it is drawn on',
    async (route, colorScheme) => {
      const page = await newPage(site.browser, { viewport: { width: 1366, height: 900 }, colorScheme });
      await page.goto(site.base + route, { waitUntil: 'networkidle' });
      await loadAllPictures(page);
      const rings = await focusRingContrasts(page);
      expect(rings.length).toBeGreaterThan(10);
      const lowest = [...rings].sort((a, b) => a.ratio - b.ratio)[0];
      console.log(`${route} (${colorScheme}): ${rings.length} focus rings, lowest ${lowest.ratio}:1 (${lowest.what})`);
      console.log(
        [...rings]
          .sort((a, b) => a.ratio - b.ratio)
          .slice(0, 8)
          .map((r) => `${r.ratio} ${r.what}`)
          .join('\n'),
      );
      expect(rings.filter((r) => r.ratio < 3)).toEqual([]);
      await page.context().close();
    },
    300_000,
  ); // a walk through every focusable element of a page, two screenshots each: minutes on a slow machine
});

describe("the hero's words over its picture and every frame of its video", () => {
  // The video moves under the words: they are measured over its poster and then over frames spread across its whole
  // loop, each one held still (paused and sought) while it is measured. Only the pixels behind the words themselves
  // count (each line box of their text, not the empty rest of a block as wide as the page).
  const FRAMES = 8;
  it.each([
    [390, 'light'],
    [1366, 'light'],
    [390, 'dark'],
    [1366, 'dark'],
  ] as const)(
    'at %i px (%s scheme) are at least 4.5:1 on every pixel behind them',
    async (width, colorScheme) => {
      const page = await newPage(site.browser, { viewport: { width, height: 900 }, colorScheme });
      await page.goto(site.base + '/', { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      await loadAllPictures(page);
      const lines = await page.evaluate(() =>
        [...document.querySelectorAll('.hero-caption :is(.eyebrow, h1, .hero-intro p, .text-link)')].map((el, i) => {
          el.setAttribute('data-measure', String(i));
          const range = document.createRange();
          range.selectNodeContents(el);
          const boxes = [...range.getClientRects()]
            .filter((r) => r.width > 0 && r.height > 0)
            .map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height }));
          return { what: (el as HTMLElement).innerText.slice(0, 30), colour: getComputedStyle(el).color, boxes };
        }),
      );
      expect(lines.length).toBeGreaterThanOrEqual(3);
      for (const line of lines) expect(line.boxes.length, line.what).toBeGreaterThan(0);
      // The picture and veil behind the words, with the words drawn in no colour.
      // (Through the elements' own style: the page's CSP rightly refuses a style tag.)
      await page.evaluate(() => {
        for (const el of document.querySelectorAll<HTMLElement>('[data-measure], [data-measure] *')) {
          el.style.setProperty('color', 'transparent', 'important');
          el.style.setProperty('text-decoration-color', 'transparent', 'important');
        }
      });
      const lowest = new Map<string, number>();
      const measure = async () => {
        for (const line of lines) {
          const text = parseColour(line.colour);
          for (const box of line.boxes) {
            const { data } = await pixels(page, box);
            for (let p = 0; p < data.length; p += 3) {
              const r = ratio(text, [data[p], data[p + 1], data[p + 2]]);
              if (r < (lowest.get(line.what) ?? Infinity)) lowest.set(line.what, r);
            }
          }
        }
      };
      await measure(); // over the poster, as a page without the video (reduced motion, no JavaScript) shows it
      // The video: playing once the page has loaded, then held at frames across its loop.
      const hasVideo = await page.locator('.hero-video').count();
      let frames = 0;
      if (hasVideo) {
        await page.waitForSelector('.hero-video.is-playing', { timeout: 30_000 });
        const duration = await page.evaluate(() => document.querySelector<HTMLVideoElement>('.hero-video')!.duration);
        expect(duration).toBeGreaterThan(0);
        for (let f = 0; f < FRAMES; f++) {
          await page.evaluate(
            (at) =>
              new Promise<void>((resolve) => {
                const video = document.querySelector<HTMLVideoElement>('.hero-video')!;
                video.pause();
                // Sought and decoded, then two frames for it to be drawn (a paused video in a headless browser calls no
                // requestVideoFrameCallback).
                video.addEventListener(
                  'seeked',
                  () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
                  { once: true },
                );
                video.currentTime = at;
              }),
            (duration * (f + 0.5)) / FRAMES,
          );
          await measure();
          frames++;
        }
      }
      const results = lines.map((l) => ({ what: l.what, ratio: Math.round(lowest.get(l.what)! * 100) / 100 }));
      console.log(
        `hero at ${width} px (${colorScheme}), poster and ${frames} video frames: ${results.map((r) => `"${r.what}" ${r.ratio}:1`).join(', ')}`,
      );
      expect(results.filter((r) => r.ratio < 4.5)).toEqual([]);
      await page.context().close();
    },
    180_000,
  );
});

describe("the site's own marks (the brand mark, the technology and partner marks)", () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`read on the ground they are drawn on in the ${scheme} scheme, with no light box of their own`, async () => {
      // Reduced motion: the logo carousels stand still, so the mark measured is the one in the box (a carousel that
      // moves on between finding the box and the screenshot left only its ground there: a ratio of 1, once).
      const page = await newPage(site.browser, {
        viewport: { width: 1366, height: 900 },
        colorScheme: scheme,
        reducedMotion: 'reduce',
      });
      await page.goto(site.base + '/', { waitUntil: 'load' });
      // Every island started first: a carousel that starts while its mark is read puts new nodes in place of the old.
      await settle(page);
      await loadAllPictures(page);
      // The carousel's first mark inside the part of it that shows (Swiper's loop may have put the first in the
      // markup outside it, where a screenshot of its box catches only the ground).
      const shown = await page.evaluate(() =>
        [...document.querySelectorAll('.carousel-slide img.both-schemes')].findIndex((img) => {
          const r = img.getBoundingClientRect();
          const row = img.closest('.swiper, .carousel-row')?.getBoundingClientRect();
          return r.width > 0 && !!row && r.left >= row.left && r.right <= row.right;
        }),
      );
      expect(shown).toBeGreaterThanOrEqual(0);
      const marks = [
        page.locator('.brand img'),
        page.locator('.carousel-slide img.both-schemes').nth(shown),
        page.locator('.card-image.both-schemes').first(),
      ];
      const found: { what: string; ratio: number; light: number }[] = [];
      for (const mark of marks) {
        await mark.scrollIntoViewIfNeeded();
        const box = (await mark.boundingBox())!;
        const what = (await mark.getAttribute('src'))!;
        // The colours inside the mark's box: the most common is its ground, the one farthest from it its ink.
        const { data } = await pixels(page, box);
        const { ground, contrast, light } = markColours(data);
        found.push({ what, ratio: Math.round(contrast * 10) / 10, light });
        // The ground is the page's own (a card or the header), not a box the mark or its <img> brings.
        const pageGround = await mark.evaluate((img) => {
          let el: Element | null = img.parentElement;
          while (el && getComputedStyle(el).backgroundColor === 'rgba(0, 0, 0, 0)') el = el.parentElement;
          return el ? getComputedStyle(el).backgroundColor : 'rgb(255, 255, 255)';
        });
        expect(ratio(ground, parseColour(pageGround)), `${what} on ${pageGround}`).toBeLessThan(1.1);
      }
      console.log(`marks, ${scheme}: ${found.map((f) => `${f.what} ${f.ratio}:1`).join(', ')}`);
      for (const f of found) expect(f.ratio, f.what).toBeGreaterThanOrEqual(4.5);
      // In the dark scheme nothing of them is white: no white box behind the brand mark in the dark header.
      if (scheme === 'dark') for (const f of found) expect(f.light, f.what).toBe(0);
      await page.context().close();
    });
  }
});

describe('the office map (its still picture, until a visitor asks for the live map)', () => {
  it('is drawn dark in the dark scheme, its street names readable on it, and light in the light scheme', async () => {
    const found: Record<string, { ground: number; ratio: number; light: number }> = {};
    for (const colorScheme of ['light', 'dark'] as const) {
      // Reduced motion: the map's section is shown at once. Otherwise it fades in once the page's observer has seen it
      // scrolled into view, and a screenshot taken before that caught only the page's ground (a ratio of 1, once).
      const page = await newPage(site.browser, {
        viewport: { width: 1366, height: 900 },
        colorScheme,
        reducedMotion: 'reduce',
      });
      await page.goto(site.base + '/ContactPage', { waitUntil: 'load' });
      await loadAllPictures(page);
      const map = page.locator('img.map-picture');
      await map.scrollIntoViewIfNeeded();
      const { data } = await pixels(page, (await map.boundingBox())!);
      const { ground, contrast, light } = markColours(data);
      found[colorScheme] = {
        ground: Math.round((ground[0] + ground[1] + ground[2]) / 3),
        ratio: Math.round(contrast * 10) / 10,
        light: Math.round(light * 1000) / 1000,
      };
      await page.context().close();
    }
    console.log(`office map: ${JSON.stringify(found)}`);
    expect(found.light.ground).toBeGreaterThan(200);
    expect(found.dark.ground).toBeLessThan(60);
    // The lightest words on it (the street and river names, the pin's ring) against its ground.
    expect(found.dark.ratio).toBeGreaterThanOrEqual(4.5);
    // No white streets: only the pin's ring and dot stay white.
    expect(found.dark.light).toBeLessThan(0.01);
  });
});

describe("the site's illustrations (drawn on one pale plate, npm run draw-artwork)", () => {
  it('are drawn dark in the dark scheme on the band their card gives them, their shapes readable, and light in the light scheme', async () => {
    type Measured = { src: string; ground: RGB; band: RGB; contrast: number; light: number };
    const found: Record<string, { sources: string[]; measured: Measured[] }> = {};
    for (const colorScheme of ['light', 'dark'] as const) {
      found[colorScheme] = { sources: [], measured: [] };
      // The products' pictures: in cards as wide as the drawing on the listing, in wider ones on the home page.
      for (const address of ['/Products', '/']) {
        const page = await newPage(site.browser, {
          viewport: { width: 1366, height: 900 },
          colorScheme,
          reducedMotion: 'reduce',
        });
        await page.goto(site.base + address, { waitUntil: 'load' });
        await loadAllPictures(page);
        // Every section laid out at once: scrolling to one left for later would move the pictures below it.
        await layOutWholePage(page);
        const pictures = page.locator('main img[src^="/images/products/"]');
        // The file each one shows, all of them; the colours drawn, of the first six (one palette draws them all).
        found[colorScheme].sources.push(
          ...(await pictures.evaluateAll((all: HTMLImageElement[]) => all.map((img) => img.currentSrc))),
        );
        for (let i = 0; i < Math.min(6, await pictures.count()); i++) {
          const picture = pictures.nth(i);
          await picture.scrollIntoViewIfNeeded();
          const { data } = await pixels(page, (await picture.boundingBox())!);
          const { ground, contrast, light } = markColours(data);
          const [src, band] = await picture.evaluate((img: HTMLImageElement) => [
            img.currentSrc,
            getComputedStyle(img).backgroundColor,
          ]);
          found[colorScheme].measured.push({ src, ground, band: parseColour(band), contrast, light });
        }
        await page.context().close();
      }
    }
    const { light, dark } = found;
    const lowest = (measured: Measured[]) => Math.min(...measured.map((f) => f.contrast)).toFixed(1);
    console.log(
      `product pictures on /Products and /: ${dark.sources.length}, ${dark.measured.length} measured; farthest colour from the plate, lowest: light ${lowest(light.measured)}:1, dark ${lowest(dark.measured)}:1`,
    );
    expect(light.sources.length).toBeGreaterThanOrEqual(36);
    expect(dark.sources.length).toBe(light.sources.length);
    // Every one has its own dark version.
    for (const [i, src] of dark.sources.entries()) expect(src, light.sources[i]).not.toBe(light.sources[i]);
    expect(light.measured.length).toBe(12);
    const grey = ([r, g, b]: RGB) => (r + g + b) / 3;
    for (const f of light.measured) expect(grey(f.ground), f.src).toBeGreaterThan(200);
    for (const f of dark.measured) {
      // On a plate of the dark scheme's tint, with nothing of it left white.
      expect(grey(f.ground), f.src).toBeLessThan(60);
      expect(f.light, f.src).toBe(0);
      // Shapes that stand out from the plate as a picture's parts must (WCAG 1.4.11: 3:1).
      expect(f.contrast, f.src).toBeGreaterThanOrEqual(3);
    }
    // In both schemes the plate meets the band the card draws beside it: no box inside the card's picture.
    for (const f of [...light.measured, ...dark.measured]) expect(ratio(f.ground, f.band), f.src).toBeLessThan(1.05);
  });
});
