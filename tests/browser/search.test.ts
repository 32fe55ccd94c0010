// The site search on the real built site in Chromium, served with its _headers (the CSP applied): opened from the
// header by keyboard alone on a 390 px phone, each word finds a page that really says it, and Enter (or Down, then
// Enter) goes there; a Marathi page searches the Marathi pages; nothing of the search loads before it is opened; with
// JavaScript off the header's control is a link to the sitemap.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import * as cheerio from 'cheerio';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { htmlFileOf } from '../../src/check/checkSite.ts';
import { SEARCH_DIR } from '../../src/shared/outputNames.ts';
import { SEARCH_RESULTS_OF } from '../../src/shared/domHooks.ts';
import { SEARCH_IDS } from '../../src/shared/templateIds.ts';
import { UI_TEXT } from '../../src/shared/uiText.ts';
import {
  axeViolations,
  newPage,
  siteScriptFiles,
  isVideosCode,
  useBuiltSiteInChromium,
  watch,
} from '../support/browser.ts';
import { realSite } from '../support/realSite.ts';

const { resolved } = realSite();
if (!resolved) throw new Error('site.yaml must be valid for browser tests');
const site = useBuiltSiteInChromium();
const PHONE = { viewport: { width: 390, height: 740 }, isMobile: true, hasTouch: true } as const;

/** A product's name as site.yaml gives it (the first product page that is not about pensions or grievances). */
const product = resolved.pages.find(
  (p) => p.template === 'ProductPage' && p.lang === 'en' && !/pension|grievance/i.test(p.title),
)!;

/** The words of a built page's <main>, as a visitor reads them. */
const mainText = (route: string) =>
  cheerio
    .load(readFileSync(htmlFileOf(site.root, route)!, 'utf8'))('main')
    .text()
    .replace(/\s+/g, ' ');

/** From the top of the page, Tab until the header's search button has the focus (as a keyboard user gets there). */
async function tabToSearch(page: Page) {
  for (let n = 0; n < 40; n++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.classList.contains('search-button'))) return;
  }
  throw new Error('Tab never reached the search button');
}

/** Opens the search by keyboard, types `query` and waits for its results; returns their addresses. */
async function searchFor(page: Page, query: string): Promise<string[]> {
  await page.locator('html[data-enhanced]').waitFor({ state: 'attached' });
  await tabToSearch(page);
  await page.keyboard.press('Enter');
  await page.locator('dialog.search-dialog[open]').waitFor();
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search-input');
  await page.keyboard.type(query);
  return resultsOf(page, query);
}

/**
 * The addresses found for `query`, once the list holds its results: while it is typed, the list shows those of the
 * letters typed before (a fast typist's first result can be another page's).
 */
async function resultsOf(page: Page, query: string): Promise<string[]> {
  await page.waitForFunction(
    ([id, attribute, typed]) => document.getElementById(id)?.getAttribute(attribute) === typed,
    [SEARCH_IDS.results, SEARCH_RESULTS_OF, query.trim()] as const,
  );
  return page.locator('.search-result').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
}

describe('site search, by keyboard on a phone', () => {
  const queries = ['pension', 'grievance', 'Zilla Parishad', product.title];
  it.each(queries.map((q, n) => [q, n % 2 === 0 ? 'Enter' : 'Down, Enter'] as const))(
    '"%s" finds a page that says it, and %s goes there',
    async (query, keys) => {
      const page = await newPage(site.browser, PHONE);
      const w = watch(page, site.base);
      await page.goto(site.base + '/');
      const found = await searchFor(page, query);
      expect(found.length).toBeGreaterThan(0);
      for (const href of found) expect(href).not.toMatch(/^\/mr\//); // the English pages' own index
      const first = found[0];
      expect(mainText(first).toLowerCase()).toContain(query.toLowerCase());
      if (query === product.title) expect(first).toBe(product.path);
      // Down goes to the first link, and Enter follows it; or Enter in the box follows the first page found.
      if (keys === 'Down, Enter') {
        await page.keyboard.press('ArrowDown');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(first);
      }
      await Promise.all([page.waitForURL(site.base + first), page.keyboard.press('Enter')]);
      expect((await page.locator('main').innerText()).toLowerCase()).toContain(query.toLowerCase());
      expect(w.consoleErrors).toEqual([]); // no CSP refusal of Pagefind's WebAssembly or its worker
      expect(w.failedOwnRequests).toEqual([]);
      await page.context().close();
    },
  );

  it('on a Marathi page finds the Marathi pages that say a Marathi word', async () => {
    const page = await newPage(site.browser, PHONE);
    await page.goto(site.base + '/mr/');
    const found = await searchFor(page, 'तक्रार');
    for (const href of found) expect(href).toMatch(/^\/mr\//);
    expect(mainText(found[0])).toContain('तक्रार');
    await page.context().close();
  });

  it('on a Marathi page finds what a reader types: a loanword by the word the pages say, inflected words by their base form', async () => {
    const page = await newPage(site.browser, PHONE);
    await page.goto(site.base + '/mr/');
    /** A new search in the open dialog: the box emptied, `query` typed, and the addresses found. */
    const searchAgain = async (query: string) => {
      // Emptied, the dialog lists nothing and says nothing; then it says how many pages the new words found.
      await page.locator('#site-search-input').fill('');
      await expect.poll(() => page.locator('.search-status').textContent()).toBe('');
      await page.locator('#site-search-input').pressSequentially(query);
      await expect.poll(() => page.locator('.search-status').textContent(), { timeout: 15_000 }).toMatch(/\d/);
      return resultsOf(page, query);
    };
    // पेन्शन (pension, as readers type it) is a search word of site.mr.yaml for the pages' निवृत्तिवेतन and
    // (सेवा)निवृत्ती: the pension calculator first, the provident fund among the pages found.
    const pension = await searchFor(page, 'पेन्शन');
    expect(pension[0]).toBe('/mr/Sopi');
    for (const href of pension) expect(mainText(href)).toMatch(/निवृत्ती|निवृत्तिवेतन/);
    // Each result reads in Marathi: its title and its description, not the index's forms of its words.
    for (const text of await page.locator('.search-result').allTextContents()) expect(text).toMatch(/[\u0900-\u097f]/);
    // An inflected word finds what its base form finds: तक्रारींची (of the complaints) as तक्रार, प्रणालीत (in the
    // system) as प्रणाली.
    expect(await searchAgain('तक्रारींची')).toEqual(await searchAgain('तक्रार'));
    expect(await searchAgain('प्रणालीत')).toEqual(await searchAgain('प्रणाली'));
    // पान (page) finds the pages that say पान, not those that say पेन्शन's words (Pagefind alone read both as पन).
    const pan = await searchAgain('पान');
    expect(pan.length).toBeGreaterThan(0);
    for (const href of pan) expect(mainText(href)).toContain('पान');
    expect(pan).not.toContain('/mr/Sopi');
    await page.context().close();
  });

  it('moves by the arrow keys, shows where the focus is, passes axe with its results shown, and Escape closes it and gives the focus back', async () => {
    const page = await newPage(site.browser, PHONE);
    await page.goto(site.base + '/');
    await searchFor(page, 'grievance');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const focused = page.locator('.search-result:focus');
    expect(await focused.getAttribute('href')).toBe(await page.locator('.search-result').nth(1).getAttribute('href'));
    expect(await focused.evaluate((a) => [getComputedStyle(a).outlineStyle, getComputedStyle(a).outlineWidth])).toEqual(
      ['solid', '3px'],
    );
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('site-search-input');
    expect(await page.locator('#site-search-status').innerText()).toMatch(/^Pages found: \d+\./);
    expect(await axeViolations(page)).toEqual([]);
    // The whole dialog fits the phone's width.
    expect(
      await page.locator('dialog.search-dialog').evaluate((d) => d.getBoundingClientRect().right),
    ).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    expect(await page.locator('dialog.search-dialog').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('search-button'))).toBe(true);
    await page.context().close();
  });

  it('passes axe in the dark scheme too, its results shown', async () => {
    const page = await newPage(site.browser, { ...PHONE, colorScheme: 'dark' });
    await page.goto(site.base + '/');
    await searchFor(page, 'pension');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('follows, on an Enter pressed the moment the words are typed, the first page found for all of them', async () => {
    const page = await newPage(site.browser, PHONE);
    await page.goto(site.base + '/');
    await page.locator('html[data-enhanced]').waitFor({ state: 'attached' });
    await page.locator('.search-button').click();
    await page.locator('dialog.search-dialog[open]').waitFor();
    await page.keyboard.type(product.title);
    await Promise.all([page.waitForURL(site.base + product.path), page.keyboard.press('Enter')]);
    await page.context().close();
  });

  it('a word no page has says so', async () => {
    const page = await newPage(site.browser, PHONE);
    await page.goto(site.base + '/');
    await page.locator('html[data-enhanced]').waitFor({ state: 'attached' });
    await page.locator('.search-button').click();
    await page.locator('#site-search-input').fill('zqxwvy');
    // The search's first answer waits for its index and WebAssembly to load: more than vitest's 1 s default on a busy
    // fresh-clone run once (a wait, not a measure of speed).
    await expect
      .poll(() => page.locator('#site-search-status').innerText(), { timeout: 15_000 })
      .toBe(UI_TEXT.searchNone.replace('{query}', 'zqxwvy'));
    expect(await page.locator('.search-result').count()).toBe(0);
    await page.context().close();
  });
});

describe('what the search costs before it is opened', () => {
  it("nothing: the page loads the site script alone, not the search's code nor its index, until the search is opened", async () => {
    const page = await newPage(site.browser, PHONE);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    const w = watch(page, site.base);
    await page.goto(site.base + '/', { waitUntil: 'networkidle' });
    await page.locator('html[data-enhanced]').waitFor({ state: 'attached' });
    const siteScript = siteScriptFiles(site.root, readFileSync(htmlFileOf(site.root, '/')!, 'utf8'));
    // Besides the site script, only the code of the home page's hero video.
    expect(w.scripts.filter((s) => !siteScript.includes(s) && !isVideosCode(site.root, s))).toEqual([]);
    expect(requests.filter((r) => r.startsWith(`/${SEARCH_DIR}`))).toEqual([]);
    // The search's own code is none of what loaded: its chunk is named by the site script for the first press only.
    const searchChunk = siteScript
      .flatMap((url) =>
        [...readFileSync(site.root + url, 'utf8').matchAll(/import\(`(\.\/chunks\/[^`]+\.js)`\)/g)].map((m) => m[1]),
      )
      .map((spec) => `/assets/${spec.slice(2)}`)
      // (The folder's name may be a constant it imports: the file name is its own.)
      .find((url) => /\/pagefind\.js\b/.test(readFileSync(site.root + url, 'utf8')));
    expect(searchChunk).toBeDefined();
    expect(w.scripts).not.toContain(searchChunk);
    // What the site script weighs before any input (npm run bench:lighthouse prints it too).
    // Issue 27's budget for the script every page loads: 3 KB gzip (the videos' and YouTube's code load only where used).
    const bytes = siteScript.reduce(
      (sum, url) => sum + gzipSync(readFileSync(site.root + url), { level: 9 }).length,
      0,
    );
    expect(bytes, `site script before the search is opened: ${bytes} bytes gzip`).toBeLessThanOrEqual(3 * 1024);
    await page.locator('.search-button').click();
    await page.locator('#site-search-input').fill('pension');
    await page.locator('.search-result').first().waitFor();
    expect(requests).toContain(`/${SEARCH_DIR}/pagefind.js`);
    expect(w.scripts).toContain(searchChunk);
    await page.context().close();
  });
});

describe('search without JavaScript', () => {
  it('is a link to the sitemap, which lists every page', async () => {
    const page = await newPage(site.browser, { ...PHONE, javaScriptEnabled: false });
    await page.goto(site.base + '/');
    const link = page.getByRole('link', { name: UI_TEXT.search, exact: true });
    expect(await link.isVisible()).toBe(true);
    expect(await page.locator('.search-button').isVisible()).toBe(false);
    await Promise.all([page.waitForURL(`${site.base}${resolved.layout.sitemapPath}`), link.click()]);
    expect(await page.locator('main').innerText()).toContain(product.title);
    await page.context().close();
  });
});
