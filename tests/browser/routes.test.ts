// Every route of the real built site in Chromium, served as a static host serves it (_headers with the CSP applied):
// one visit per route, on a 360 px phone, running every per-route check.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlFileOf } from '../../src/check/checkSite.ts';
import { routedPages } from '../../src/contract/ids.ts';
import {
  axeViolations,
  isVideosCode,
  newPage,
  siteScriptFiles,
  tabPool,
  unwatch,
  useBuiltSiteInChromium,
  watch,
  type PageWatch,
} from '../support/browser.ts';
import { realSite } from '../support/realSite.ts';

const { resolved } = realSite();
if (!resolved) throw new Error('site.yaml must be valid for browser tests');
const pages = routedPages(resolved.pages);
/** The lit menu item's label, in the page's own language's menu. */
const { layouts } = resolved;
const navLabel = (id: string | null, lang: string) => layouts[lang].nav.find((n) => n.id === id)?.label ?? null;

const site = useBuiltSiteInChromium();

// The route visits share a few tabs, one per visit under way (maxConcurrency), each going straight on to its next
// route in the same renderer process: a tab that has run axe once runs it again in a third of the time. The HTTP
// cache is off, so every visit fetches what a first visit fetches; each visit is a new document, watched from its
// own start. Reduced motion: every section is shown at once, so contrast is measured on what people actually read.
const phone = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  reducedMotion: 'reduce',
} as const;
const phoneTabs = tabPool(() => site.browser, phone, { cacheDisabled: true });

/** Opens and closes every Read More toggle on the page, checking the button and its region each time. */
async function checkToggles(page: Page) {
  const buttons = page.locator('button.toggle-button');
  for (let i = 0; i < (await buttons.count()); i++) {
    const button = buttons.nth(i);
    const region = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    const closedLabel = await button.textContent();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await region.isVisible()).toBe(false);
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await region.isVisible()).toBe(true);
    expect(await button.textContent()).not.toBe(closedLabel);
    await button.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await region.isVisible()).toBe(false);
    expect(await button.textContent()).toBe(closedLabel);
  }
}

describe('every route in Chromium, under the real CSP', () => {
  afterAll(() => phoneTabs.close());

  // Three routes at a time, each in its own tab: most of a visit is waiting on Chromium.
  it.concurrent.each(pages.map((p) => [p.path, p] as const))('%s', (route, descriptor) =>
    phoneTabs.visit(async (page) => {
      const w = watch(page, site.base);
      try {
        await visitRoute(page, w, route, descriptor);
      } finally {
        unwatch(w);
      }
    }),
  );

  async function visitRoute(page: Page, w: PageWatch, route: string, descriptor: (typeof pages)[number]) {
    const response = await page.goto(site.base + route, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    // The site script arrives after the first paint: wait for it, so its errors and CSP violations are seen too.
    await page.locator('html[data-enhanced]').waitFor({ state: 'attached' });
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

    expect(await page.title()).toBe(descriptor.meta.title);
    expect(await page.locator('.menu-link[aria-current="page"]').allTextContents()).toEqual(
      descriptor.nav ? [navLabel(descriptor.nav, descriptor.lang)] : [],
    );
    if (descriptor.template !== 'HomePage') {
      expect((await page.locator('h1').textContent())?.trim()).toBe(descriptor.title);
      expect(
        await page.locator(`nav[aria-label="${layouts[descriptor.lang].ui.breadcrumb}"] li`).allTextContents(),
      ).toEqual(descriptor.breadcrumb.map((c) => c.label));
    }

    // Before any scrolling or input, a page fetches the site script and, at most, the islands already in view.
    const html = readFileSync(htmlFileOf(site.root, route)!, 'utf8');
    const siteScript = siteScriptFiles(site.root, html);
    expect(siteScript.length).toBeGreaterThan(0);
    // A page with a video also fetches the videos' code, which the site script loads there only.
    const hasVideo = /<video[^>]+data-(?:hero-video|video-player)/.test(html);
    if (!html.includes('data-island='))
      expect(w.scripts.filter((s) => !siteScript.includes(s) && !(hasVideo && isVideosCode(site.root, s)))).toEqual([]);

    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    // A link's words are all underlined: CSS draws a link's underline into no inline-block inside it (the pieces of an
    // e-mail address that wrap only after "@" or a dot), which must then draw it itself.
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('a')]
          .filter((a) => getComputedStyle(a).textDecorationLine.includes('underline'))
          .flatMap((a) =>
            [...a.querySelectorAll('*')]
              .filter(
                (el) =>
                  getComputedStyle(el).display === 'inline-block' &&
                  el.textContent?.trim() &&
                  !getComputedStyle(el).textDecorationLine.includes('underline'),
              )
              .map((el) => `${a.getAttribute('href')}: "${el.textContent}"`),
          ),
      ),
    ).toEqual([]);
    await checkToggles(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(w.consoleErrors).toEqual([]);
    expect(w.failedOwnRequests).toEqual([]);
  }

  it('answers an unknown path with the 404 page, nav and a way home, and no accessibility problems', async () => {
    const page = await newPage(site.browser, { reducedMotion: 'reduce' });
    const w = watch(page, site.base);
    const response = await page.goto(site.base + '/NoSuchPage', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe(resolved.layout.notFound.title);
    expect(await page.locator('nav[aria-label="Main"] a[href="/"]').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    // Chromium reports the page's own 404 status in the console; nothing else may be there.
    expect(w.consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await page.context().close();
  });
});

// The dark scheme (prefers-color-scheme: dark) on every route as well: the page is dark (its ground and words), and axe
// finds nothing, contrast included (about half a minute of axe more in npm test).
describe('in the dark scheme', () => {
  const darkTabs = tabPool(() => site.browser, { ...phone, colorScheme: 'dark' }, { cacheDisabled: true });
  afterAll(() => darkTabs.close());
  it.concurrent.each(pages.map((p) => [p.path, p] as const))('%s is dark, with no accessibility problems', (route) =>
    darkTabs.visit(async (page) => {
      await page.goto(site.base + route, { waitUntil: 'load' });
      await page.locator('html[data-enhanced]').waitFor({ state: 'attached' });
      const colours = await page.evaluate(() => ({
        ground: getComputedStyle(document.body).backgroundColor,
        words: getComputedStyle(document.body).color,
      }));
      const lightness = (css: string) => {
        const [r, g, b] = css.match(/\d+/g)!.map(Number);
        return (r + g + b) / 3;
      };
      expect(lightness(colours.ground), colours.ground).toBeLessThan(60);
      expect(lightness(colours.words), colours.words).toBeGreaterThan(200);
      expect(await axeViolations(page)).toEqual([]);
    }),
  );
});

describe('what a visit watches', () => {
  it('is the document loaded after watching began: its errors and failed requests, none of the one it replaces', async () => {
    const page = await newPage(site.browser);
    // Two documents of the site's origin, made up here: each logs an error and asks for a file the site lacks, the
    // old one over and over, so that it is still at it while the new one loads.
    const probe = (name: string, again: boolean) => `<!doctype html><title>${name}</title><script>
      const go = () => { console.error('${name} error'); fetch('/lost-${name}.txt').catch(() => {}); };
      go(); ${again ? 'setInterval(go, 5);' : ''}</script>`;
    await page.route(`${site.base}/probe-*`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: probe(new URL(route.request().url()).pathname.slice(1), route.request().url().endsWith('old')),
      }),
    );
    await page.goto(`${site.base}/probe-old`);
    await page.waitForTimeout(50);
    const w = watch(page, site.base);
    await page.goto(`${site.base}/probe-new`);
    await expect.poll(() => w.failedOwnRequests.length).toBeGreaterThan(0);
    expect(w.consoleErrors.filter((e) => !/status of 404/.test(e))).toEqual(['probe-new error']);
    expect(w.failedOwnRequests).toEqual([`${site.base}/lost-probe-new.txt 404`]);
    await page.context().close();
  });
});

describe('addresses', () => {
  it('redirects a trailing slash and an alias to the page, as _redirects says', async () => {
    const page = await newPage(site.browser);
    const aliased = pages.find((p) => p.aliases?.length);
    await page.goto(site.base + '/Products/', { waitUntil: 'load' });
    expect(new URL(page.url()).pathname).toBe('/Products');
    if (aliased) {
      await page.goto(site.base + encodeURI(aliased.aliases![0]), { waitUntil: 'load' });
      expect(new URL(page.url()).pathname).toBe(aliased.path);
    }
    await page.context().close();
  });

  it('ignores ScreenName and Name in old links: the page says what site.yaml says', async () => {
    const target = pages.find((p) => p.template === 'ProductPage') ?? pages[1];
    const page = await newPage(site.browser);
    const w = watch(page, site.base);
    await page.goto(`${site.base}${target.path}?ScreenName=%3Cimg%20src%3Dx%3EHacked&Name=Evil`, {
      waitUntil: 'networkidle',
    });
    expect(await page.locator('h1').textContent()).toBe(target.title);
    expect(await page.content()).not.toMatch(/Hacked|Evil/);
    expect(w.consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('shows the main content of every kind of page with JavaScript off', async () => {
    const page = await newPage(site.browser, { javaScriptEnabled: false });
    const oneOfEachKind = [...new Map(pages.map((p) => [p.kind, p])).values()];
    for (const p of oneOfEachKind) {
      await page.goto(site.base + p.path);
      const text = await page.locator('main').innerText();
      expect(text.length, p.path).toBeGreaterThan(40);
      if (p.template !== 'HomePage') expect(await page.locator('h1').textContent()).toBe(p.title);
      // Every Read More region is open and no toggle button is shown: nothing is out of reach.
      expect(await page.locator('button.toggle-button:visible').count(), p.path).toBe(0);
    }
    await page.context().close();
  });
});

describe('moving between pages', () => {
  it('carries the Speculation Rules inline, costing no request, and Chromium accepts them under the CSP', async () => {
    const page = await newPage(site.browser, { viewport: { width: 1280, height: 800 } });
    const w = watch(page, site.base);
    const cdp = await page.context().newCDPSession(page);
    const ruleSets: { errorType?: string; sourceText?: string }[] = [];
    cdp.on('Preload.ruleSetUpdated', (e: { ruleSet: { errorType?: string; sourceText?: string } }) =>
      ruleSets.push(e.ruleSet),
    );
    await cdp.send('Preload.enable');
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const response = await page.goto(site.base + '/', { waitUntil: 'networkidle' });
    expect(response?.headers()['speculation-rules']).toBeUndefined();
    await expect.poll(() => ruleSets.length).toBeGreaterThan(0);
    expect(ruleSets.map((r) => r.errorType ?? 'ok')).toEqual(['ok']);
    expect(JSON.parse(ruleSets[0].sourceText!).prerender[0].eagerness).toBe('moderate');
    expect(requests.filter((u) => u.includes('speculation'))).toEqual([]);
    expect(w.consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('opens another page as a plain document load, with its own head', async () => {
    const page = await newPage(site.browser, { viewport: { width: 1280, height: 800 } });
    const w = watch(page, site.base);
    await page.goto(site.base + '/', { waitUntil: 'networkidle' });
    const contact = resolved.pages.find((p) => p.path === '/ContactPage')!;
    await page.locator('footer nav a[href="/ContactPage"]').first().click();
    await page.waitForURL(site.base + '/ContactPage');
    expect(await page.title()).toBe(contact.meta.title);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(contact.meta.canonical);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => page.url()).toBe(site.base + '/');
    expect(w.consoleErrors).toEqual([]);
    await page.context().close();
  });
});
