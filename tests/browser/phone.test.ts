// The real built site on a 390 px phone, in Chromium: the open menu shows a close control (its button says Close, its
// icon an ×) over a dimmed page, and a tap on the dimmed page closes it, with or without JavaScript; the events
// gallery shows its photos two by two; what the browser leaves for later below the first screen moves nothing when
// it is drawn, and a link to a part further down lands on it.
import { describe, expect, it } from 'vitest';
import { UI_TEXT } from '../../src/shared/uiText.ts';
import { ENGLISH_ONLY } from '../support/bilingual.ts';
import { newPage, useBuiltSiteInChromium } from '../support/browser.ts';
import { builtClient } from '../support/builds.ts';
import { layOutWholePage } from '../../src/check/screens.ts';

const site = useBuiltSiteInChromium();
const PHONE = { viewport: { width: 390, height: 740 }, hasTouch: true, isMobile: true };

describe('the menu on a phone', () => {
  it.each([true, false])(
    'with JavaScript %s: open, it says Close over a dimmed page, and a tap on the page closes it',
    async (javaScriptEnabled) => {
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
        return {
          y,
          listBottom: list.bottom,
          isToggle: el.classList.contains('menu-toggle'),
          veil: getComputedStyle(el, '::after').backgroundColor,
        };
      });
      expect(below.y).toBeGreaterThan(below.listBottom);
      expect(below.isToggle).toBe(true);
      expect(below.veil).toMatch(/^rgba\(10, 30, 55, 0\.[3-7]\d*\)$/);
      await page.touchscreen.tap(195, below.y);
      await expect.poll(() => page.locator('details.menu').evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
      expect(page.url()).toBe(`${site.base}/WhoWeAre`);
      await page.context().close();
    },
  );
});

describe('what the browser leaves for later below the first screen (content-visibility in templates/styles.css)', () => {
  it('a product tile is as tall before its picture is drawn as after, so nothing moves when it is', async () => {
    for (const viewport of [PHONE.viewport, { width: 1366, height: 800 }]) {
      const page = await newPage(site.browser, { ...PHONE, viewport, isMobile: viewport.width < 600 });
      await page.goto(site.base + '/Products');
      const heights = () =>
        page.locator('.tile').evaluateAll((tiles) => tiles.map((t) => t.getBoundingClientRect().height));
      const before = await heights();
      // Pictures further down are not drawn yet: the box each stands in has its size all the same.
      const waiting = await page
        .locator('.tile-image')
        .evaluateAll((pictures) => pictures.filter((p) => !p.checkVisibility({ contentVisibilityAuto: true })).length);
      expect(waiting, `${viewport.width} px`).toBeGreaterThan(0);
      await layOutWholePage(page);
      expect(await heights(), `${viewport.width} px`).toEqual(before);
      await page.context().close();
    }
  });

  it.each(['/Products#connect', '/mr/Products#connect', '/#Core_Values', '/CareerPage#Vacancy_Marketing'])(
    "a link to %s lands with the part's top at the page's scroll padding, under the header",
    async (address) => {
      const page = await newPage(site.browser, PHONE);
      await page.goto(site.base + address);
      const id = address.slice(address.indexOf('#') + 1);
      const place = () =>
        page.evaluate((id) => {
          const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
          const header = document.querySelector('header')!.getBoundingClientRect().bottom;
          return {
            offBy: Math.abs(document.getElementById(id)!.getBoundingClientRect().top - padding),
            header,
            padding,
          };
        }, id);
      // Where it comes to rest: the same place twice, a quarter of a second apart (the pictures near it drawn).
      let last = Number.NaN;
      await expect
        .poll(
          async () => {
            const { offBy } = await place();
            const still = offBy === last;
            last = offBy;
            return still;
          },
          { interval: 250 },
        )
        .toBe(true);
      expect(last).toBeLessThan(1);
      const { header, padding } = await place();
      expect(header).toBeLessThanOrEqual(padding);
      await page.context().close();
    },
  );
});

describe('the events gallery on a phone', () => {
  it('shows the photos two by two', async () => {
    const page = await newPage(site.browser, PHONE);
    await page.goto(site.base + '/Events');
    const boxes = await page
      .locator('.gallery')
      .first()
      .locator('.gallery-link')
      .evaluateAll((links) => links.slice(0, 4).map((a) => a.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    expect(Math.round(boxes[0].top)).toBe(Math.round(boxes[1].top));
    expect(boxes[1].left).toBeGreaterThan(boxes[0].right);
    for (const box of boxes) expect(box.width).toBeLessThan(390 / 2);
    await page.context().close();
  });
});

describe('the header on a phone', () => {
  it('keeps the menu button and the language link on one line each', async () => {
    const page = await newPage(site.browser, PHONE);
    await page.goto(site.base + '/');
    // Both are 44 px tall (a touch target) with one line of words in them, taller with two.
    const boxes = await page.evaluate(() =>
      [...document.querySelectorAll('.menu-toggle, .language-link')].map((el) => ({
        what: (el as HTMLElement).innerText,
        height: el.getBoundingClientRect().height,
      })),
    );
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    for (const b of boxes) expect(b.height, b.what).toBeLessThanOrEqual(46);
    await page.context().close();
  });
});

describe('the header on the narrowest phones', () => {
  // Dark, the mark sits on a white card of its own (wider by its padding); a Marathi page's switcher says "English".
  const cases = ['/', '/mr/'].flatMap((route) =>
    [320, 360].flatMap((width) => (['light', 'dark'] as const).map((scheme) => [route, width, scheme] as const)),
  );
  it.each(cases)(
    "%s at %i px (%s) keeps every control inside the page's margins",
    async (route, width, colorScheme) => {
      const page = await newPage(site.browser, { ...PHONE, viewport: { width, height: 640 }, colorScheme });
      await page.goto(site.base + route);
      const { bar, controls } = await page.evaluate(() => {
        const bar = document.querySelector('.header-bar')!.getBoundingClientRect();
        const controls = [
          ...document.querySelectorAll<HTMLElement>(
            '.header-bar :is(.brand, .language-link, .menu-toggle, .search-toggle)',
          ),
        ]
          .map((el) => ({ what: el.className, box: el.getBoundingClientRect() }))
          .filter((c) => c.box.width > 0)
          .map((c) => ({ what: c.what, left: c.box.left, right: c.box.right }));
        return { bar: { left: bar.left, right: bar.right }, controls };
      });
      expect(controls.length).toBe(4);
      for (const c of controls) {
        expect(c.left, c.what).toBeGreaterThanOrEqual(bar.left - 0.5);
        expect(c.right, c.what).toBeLessThanOrEqual(bar.right + 0.5);
      }
      await page.context().close();
    },
  );
});

describe('the hero on a phone', () => {
  it('shows its backdrop below the buttons, none of it beside them', async () => {
    const page = await newPage(site.browser, { ...PHONE, reducedMotion: 'reduce' });
    await page.goto(site.base + '/', { waitUntil: 'load' });
    const { media, actions, hero } = await page.evaluate(() => {
      const box = (s: string) => document.querySelector(s)!.getBoundingClientRect().toJSON() as DOMRect;
      return { media: box('.hero-media'), actions: box('.hero-caption .actions'), hero: box('.hero') };
    });
    // The picture is a band of its own under the caption, inside the hero, tall enough to show the skyline.
    expect(media.top).toBeGreaterThanOrEqual(actions.bottom);
    expect(media.height).toBeGreaterThan(120);
    expect(media.bottom).toBeLessThanOrEqual(hero.bottom + 0.5);
    await page.context().close();
  });
});

describe('partner wordmarks on a phone', () => {
  it('are drawn wide enough for the 11 px words in their 200 px art to read at 12 px', async () => {
    const page = await newPage(site.browser, PHONE);
    await page.goto(site.base + '/');
    const widths = await page
      .locator('#Partners .card-image')
      .evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect().width));
    expect(widths.length).toBeGreaterThan(3);
    for (const w of widths) expect(w).toBeGreaterThanOrEqual((200 * 12) / 11);
    await page.context().close();
  });
});

describe('a logo carousel on a phone', () => {
  /** Where the carousel's first card in view starts and ends, against the carousel's own edges. */
  const firstInView = ({ section, frameOf }: { section: string; frameOf: string }) => {
    const frame = document.querySelector(`${section} ${frameOf}`)!.getBoundingClientRect();
    const cards = [...document.querySelectorAll(`${section} .carousel-slide`)]
      .map((s) => s.getBoundingClientRect())
      .filter((r) => r.right > frame.left + 1 && r.left < frame.right - 1);
    const first = cards.sort((a, b) => a.left - b.left)[0];
    return { left: first.left - frame.left, width: first.width };
  };

  it.each([false, true])(
    'at rest shows its first card whole (JavaScript %s, reduced motion)',
    async (javaScriptEnabled) => {
      const page = await newPage(site.browser, { ...PHONE, javaScriptEnabled, reducedMotion: 'reduce' });
      await page.goto(site.base + '/');
      await page.locator('#Technology').scrollIntoViewIfNeeded();
      if (javaScriptEnabled) await page.locator('#Technology .swiper-initialized').waitFor({ state: 'attached' });
      const first = await page.evaluate(firstInView, {
        section: '#Technology',
        frameOf: javaScriptEnabled ? '.swiper' : '.carousel-row',
      });
      expect(first.left).toBeGreaterThanOrEqual(-0.5);
      expect(first.width).toBeGreaterThan(150);
      await page.context().close();
    },
  );

  it('paused mid-glide, or moved by its arrows, comes to rest promptly with its first card whole', async () => {
    const page = await newPage(site.browser, PHONE);
    await page.goto(site.base + '/');
    await page.locator('#Technology').scrollIntoViewIfNeeded();
    await page.locator('#Technology .swiper-initialized').waitFor({ state: 'attached' });
    const wrapper = page.locator('#Technology .swiper-wrapper');
    // Wait until it glides (the first card is partly out of view), then press Pause.
    await expect
      .poll(() => page.evaluate(firstInView, { section: '#Technology', frameOf: '.swiper' }).then((f) => f.left), {
        timeout: 15_000,
      })
      .toBeLessThan(-5);
    for (const press of ['.carousel-toggle', '.carousel-arrow >> nth=1', '.carousel-arrow >> nth=0']) {
      await page.locator(`#Technology ${press}`).click();
      // The move to rest is a short one (the site.yaml speed, 10 s, is for the glide)...
      expect(parseFloat(await wrapper.evaluate((w) => getComputedStyle(w).transitionDuration))).toBeLessThanOrEqual(
        0.5,
      );
      // ...and when it is over the first card is whole.
      await wrapper.evaluate((w) => Promise.all(w.getAnimations().map((a) => a.finished)));
      const first = await page.evaluate(firstInView, { section: '#Technology', frameOf: '.swiper' });
      expect(first.left, press).toBeGreaterThanOrEqual(-0.5);
    }
    await page.context().close();
  });
});

describe('the Marathi note of an English-only page on a phone', () => {
  const bilingual = useBuiltSiteInChromium(builtClient('bilingual'));
  it.each([320, 360, 390])(
    'fits the header in one line at %i px, which stays as tall as on a translated page',
    async (width) => {
      const page = await newPage(bilingual.browser, { ...PHONE, viewport: { width, height: 740 } });
      const headerHeight = () => page.locator('.site-header').evaluate((h) => h.getBoundingClientRect().height);
      await page.goto(bilingual.base + '/WebsiteDevelopment');
      const translated = await headerHeight();
      await page.goto(bilingual.base + ENGLISH_ONLY);
      const note = page.locator('.language-switch li[lang="mr"]');
      // What a Marathi reader is told, in Marathi, whatever of it is on screen.
      expect(await note.textContent()).toMatch(/^मराठी: /);
      // The lines its visible words take: the tops of the boxes of its text drawn on screen.
      // The lines its visible words take: the boxes of its text, but for text only a screen reader has (clipped to a
      // pixel), and the smallest size of its letters.
      const box = await note.evaluate((li) => {
        const walker = document.createTreeWalker(li, NodeFilter.SHOW_TEXT);
        const drawn: DOMRect[] = [];
        const sizes: number[] = [];
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          let hidden = false;
          for (let el = text.parentElement; el && el !== li.parentElement; el = el.parentElement)
            if (el.getBoundingClientRect().width <= 1 || getComputedStyle(el).display === 'none') hidden = true;
          if (hidden || !text.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(text);
          drawn.push(...range.getClientRects());
          sizes.push(Number.parseFloat(getComputedStyle(text.parentElement!).fontSize));
        }
        return {
          lines: new Set(drawn.map((r) => Math.round(r.top + r.height / 2))).size,
          right: Math.max(...drawn.map((r) => r.right)),
          fontSize: Math.min(...sizes),
        };
      });
      expect(box.lines, `lines at ${width} px`).toBe(1);
      expect(box.right).toBeLessThanOrEqual(width);
      expect(box.fontSize).toBeGreaterThanOrEqual(12);
      expect(await headerHeight()).toBe(translated);
      await page.context().close();
    },
  );
});
