// The real built home page in Chromium, as a buyer sees it: on a 390 px phone it is at most 9,000 px tall in English
// and Marathi (the long sections below the spec's list are one swiped row or folded), the proof line under the
// hero's buttons says only what site.yaml has filled in, the service cards are links as a whole, and no grid at any
// width ends in a stretched row.
import { describe, expect, it } from 'vitest';
import { layOutWholePage } from '../../src/check/screens.ts';
import { UI_TEXT } from '../../src/shared/uiText.ts';
import { newPage, useBuiltSiteInChromium } from '../support/browser.ts';
import { realSite } from '../support/realSite.ts';

const site = useBuiltSiteInChromium();
const PHONE = { viewport: { width: 390, height: 740 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1366, height: 900 } };
const facts = realSite().resolved!.layout.site;

/**
 * The page's height in its own typefaces, every section laid out (the pictures keep their place before they load).
 * Measured once its fonts are in the browser's cache, as on a visitor's next page: the Marathi faces are shown with
 * font-display: optional, so on a first visit a face that arrives late (a fresh clone's busy run) is not used on that
 * page, which this machine, with no Devanagari font of its own, then draws taller in boxes.
 */
async function fullHeight(page: import('playwright-core').Page) {
  await page.evaluate(() => document.fonts.ready);
  await page.reload();
  await layOutWholePage(page);
  return page.evaluate(async () => {
    await document.fonts.ready;
    return document.documentElement.scrollHeight;
  });
}

describe('the home page on a phone', () => {
  it.each(['/', '/mr/'])('%s is at most 9,000 px tall at 390 px', async (path) => {
    const page = await newPage(site.browser, PHONE);
    await page.goto(site.base + path);
    expect(await fullHeight(page)).toBeLessThanOrEqual(9000);
    await page.context().close();
  });

  it('shows the partners as one row swiped sideways, and as a grid on a desktop', async () => {
    const rowOf = async (viewport: typeof PHONE | typeof DESKTOP) => {
      const page = await newPage(site.browser, viewport);
      await page.goto(site.base + '/');
      const row = page.locator('#Partners ul.grid');
      const found = await row.evaluate((ul) => {
        const tops = [...ul.children].map((li) => Math.round(li.getBoundingClientRect().top));
        return {
          scrolls: ul.scrollWidth > ul.clientWidth,
          rows: new Set(tops).size,
          pageWider: document.documentElement.scrollWidth > document.documentElement.clientWidth,
          name: ul.getAttribute('aria-label'),
        };
      });
      await page.context().close();
      return found;
    };
    const phone = await rowOf(PHONE);
    expect(phone).toMatchObject({ scrolls: true, rows: 1, pageWider: false });
    expect(phone.name).toMatch(/scroll sideways for more/);
    const desktop = await rowOf(DESKTOP);
    expect(desktop).toMatchObject({ scrolls: false, pageWider: false });
    expect(desktop.rows).toBeGreaterThan(1);
  });

  it('folds the About text after its first paragraph, and opens it on a press; all of it shows without JavaScript', async () => {
    const page = await newPage(site.browser, PHONE);
    await page.goto(site.base + '/');
    const about = page.locator('#About');
    const rest = about.locator('.collapsible');
    const button = about.getByRole('button', { name: /Read more about us/ });
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await rest.isVisible()).toBe(false);
    expect(await about.locator('.prose-image').isVisible()).toBe(false);
    await button.tap();
    expect(await rest.isVisible()).toBe(true);
    expect(await about.locator('.prose-image').isVisible()).toBe(true);
    await page.context().close();

    const bare = await newPage(site.browser, { ...PHONE, javaScriptEnabled: false });
    await bare.goto(site.base + '/');
    expect(await bare.locator('#About .collapsible').isVisible()).toBe(true);
    expect(await bare.locator('#About .prose-image').isVisible()).toBe(true);
    expect(await bare.locator('#About .toggle-button').isVisible()).toBe(false);
    await bare.context().close();

    const desktop = await newPage(site.browser, DESKTOP);
    await desktop.goto(site.base + '/');
    expect(await desktop.locator('#About .collapsible').isVisible()).toBe(true);
    expect(await desktop.locator('#About .toggle-button').isVisible()).toBe(false);
    await desktop.context().close();
  });

  it('has a quiet pause control: an icon whose name is still its words', async () => {
    const page = await newPage(site.browser, PHONE);
    await page.goto(site.base + '/');
    const toggle = page.getByRole('button', { name: UI_TEXT.pauseBackgroundVideo });
    await expect.poll(() => toggle.isVisible()).toBe(true);
    const box = (await toggle.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(48);
    expect(box.width).toBeGreaterThanOrEqual(44);
    await page.context().close();
  });
});

describe('the home page', () => {
  it('says under the buttons since when the company works and how many clients /OurClients names, and nothing unfilled', async () => {
    const page = await newPage(site.browser, DESKTOP);
    await page.goto(site.base + '/OurClients');
    const clients = new Set(await page.locator('.logo-card').allInnerTexts()).size;
    await page.goto(site.base + '/');
    const proof = await page.getByRole('list', { name: UI_TEXT.proofLabel }).locator('li').allInnerTexts();
    expect(proof).toEqual([
      UI_TEXT.proofSince.replace('{year}', String(facts.foundingYear)),
      UI_TEXT.proofClients.replace('{count}', String(clients)),
    ]);
    await page.context().close();
  });

  it('makes each service card a link as a whole, named by its title, with no "Learn more" line', async () => {
    const page = await newPage(site.browser, DESKTOP);
    await page.goto(site.base + '/');
    const cards = page.locator('#Services .card');
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(8);
    for (let i = 0; i < count; i++) {
      const links = cards.nth(i).getByRole('link');
      expect(await links.count()).toBe(1);
      expect(await links.innerText()).toBe(await cards.nth(i).locator('.card-title').innerText());
    }
    // A click on the card's text, away from its title, follows the card's link.
    const target = await cards.first().getByRole('link').getAttribute('href');
    await cards.first().scrollIntoViewIfNeeded();
    const text = (await cards.first().locator('.card-text').boundingBox())!;
    await page.mouse.click(text.x + text.width / 2, text.y + text.height / 2);
    await page.waitForURL((url) => url.pathname === target);
    await page.context().close();
  });
});
