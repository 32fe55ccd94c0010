// Each built page carries the site's stylesheet cut to the rules that can apply to it (src/render/pageCss.ts). Proof on
// the real built site in Chromium: on one page of every kind at a phone's width (three also dark, at a desktop's),
// after the site script has run and in the states the browser code makes (the search open with results, a form sent
// empty and showing its errors), every element and its ::before and ::after are drawn exactly as with the whole
// stylesheet: giving the page every rule of templates/styles.css again changes no computed style.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteStyles } from '../../src/render/siteCss.ts';
import { VIDEO_BUTTONS } from '../../src/shared/domHooks.ts';
import { newPage, useBuiltSiteInChromium } from '../support/browser.ts';
import { realSite } from '../support/realSite.ts';

const { resolved } = realSite();
if (!resolved) throw new Error('site.yaml must be valid for browser tests');
const site = useBuiltSiteInChromium();
const WHOLE = siteStyles().site;

// The first English page of each template and kind, the pages with forms, a gallery and the sitemap, the Marathi home
// page, and the page for an address with none.
const kinds = new Map<string, string>();
for (const p of resolved.pages)
  if (p.lang === 'en' && !kinds.has(`${p.template} ${p.kind ?? ''}`))
    kinds.set(`${p.template} ${p.kind ?? ''}`, p.path);
const routes = [
  ...new Set([
    ...kinds.values(),
    '/ContactPage',
    '/CareerPage',
    '/Products',
    '/Events',
    '/Sitemap',
    '/mr/',
    '/no-such-page',
  ]),
];

/**
 * Every element's computed style, and its ::before's and ::after's, as text, in document order, once the fonts are in
 * and no transition is under way: kept in the page (a page's are megabytes of text), under `name`.
 */
const draw = async (page: Page, name: string) => {
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  await page.evaluate((name) => {
    (window as unknown as Record<string, string[]>)[name] = [...document.querySelectorAll('body, body *')].flatMap(
      (el, i) =>
        [null, '::before', '::after'].map((pseudo) => {
          const style = getComputedStyle(el, pseudo);
          // A ::before or ::after whose content is none draws nothing: its other properties are not read.
          const properties = pseudo && style.content === 'none' ? ['content'] : [...style];
          return `${i} ${el.tagName.toLowerCase()}.${el.className} ${pseudo ?? ''} ${properties.map((property) => `${property}:${style.getPropertyValue(property)}`).join(';')}`;
        }),
    );
  }, name);
};

/** Each element drawn otherwise in the two drawings, with the properties that differ and their two values (at most 6). */
const differences = (page: Page, a: string, b: string) =>
  page.evaluate(
    ([a, b]) => {
      const [cut, whole] = [a, b].map((name) => (window as unknown as Record<string, string[]>)[name]);
      return cut
        .flatMap((line, i) => {
          if (line === whole[i]) return [];
          const [head, props] = [line.slice(0, line.indexOf(' ', line.indexOf(' ') + 1)), line.split(';')];
          const other = new Set(whole[i].split(';'));
          return [
            `${head}: ${props
              .filter((p) => !other.has(p))
              .map(
                (p) =>
                  `${p} (whole: ${
                    whole[i]
                      .split(';')
                      .find((q) => q.split(':')[0] === p.split(':')[0])
                      ?.split(':')[1]
                  })`,
              )
              .join(', ')
              .slice(0, 300)}`,
          ];
        })
        .slice(0, 6);
    },
    [a, b],
  );

/**
 * The page's own stylesheet read again, with every rule of the whole stylesheet before it (which it contains, cut)
 * or without. Read again both times, so that both are drawn with the fonts already in (a face with font-display:
 * optional that came late is used by a rule read after it came).
 */
const readStylesheet = (page: Page, own: string, whole = '') =>
  page.evaluate(
    ([text]) => {
      document.querySelector('head > style')!.textContent = text;
    },
    [whole + own],
  );

/** The states the browser code makes on this page: search open with results; a form sent empty. */
async function bringStates(page: Page, route: string) {
  await page.locator('html[data-enhanced]').waitFor({ state: 'attached' });
  // On a page with a video, the videos' code, which the site script loads after it has run, shows the video buttons:
  // both drawings are made after it (on a busy run it once came between them).
  await page.waitForFunction(
    (buttons) => [...document.querySelectorAll<HTMLElement>(buttons)].every((button) => !button.hidden),
    VIDEO_BUTTONS,
  );
  if (route === '/') {
    await page.locator('button.search-toggle').first().click();
    await page.locator('dialog.search-dialog[open] input[type="search"]').fill('pension');
    await page.locator('.search-result').first().waitFor();
  }
  const form = page.locator('[data-island="form"]').first();
  if (await form.count()) {
    await form.scrollIntoViewIfNeeded();
    await page.locator('[data-island="form"][data-hydrated]').first().waitFor();
    await form.locator('button[type="submit"]').click();
    await page.locator('.field-error').first().waitFor();
  }
}

describe('each page’s stylesheet, cut to the page', () => {
  // Light at a phone's width on every one of those pages; dark at a desktop's on three (the cut follows the same
  // rule inside the dark scheme's @media as outside it).
  const DARK = new Set(['/', '/ContactPage', '/mr/']);
  it.each(routes)('draws %s exactly as the whole stylesheet does', async (route) => {
    for (const [width, colorScheme] of [
      [390, 'light'],
      [1366, 'dark'],
    ] as const) {
      if (colorScheme === 'dark' && !DARK.has(route)) continue;
      const page = await newPage(site.browser, {
        viewport: { width, height: 900 },
        colorScheme,
        bypassCSP: true,
        reducedMotion: 'reduce',
      });
      await page.goto(site.base + route);
      await page.waitForLoadState('load');
      await bringStates(page, route);
      const own = await page.evaluate(() => document.querySelector('head > style')!.textContent!);
      expect(own.length, `${route} carries the whole stylesheet`).toBeLessThan(WHOLE.length);
      await readStylesheet(page, own);
      await draw(page, 'cut');
      await readStylesheet(page, own, WHOLE);
      await draw(page, 'whole');
      expect(await differences(page, 'cut', 'whole'), `${route} at ${width} px, ${colorScheme}`).toEqual([]);
      await page.context().close();
    }
  });
});
