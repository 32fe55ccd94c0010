// Every route of the real built site in Chromium: loads cleanly, lights the right nav item, shows its own title and breadcrumb.
import { describe, expect, it } from 'vitest';
import { loadSiteFile } from '../../src/site/loadSite';
import { newPage, useBuiltSiteInChromium, watch } from '../support/browser';

const { resolved } = loadSiteFile();
if (!resolved) throw new Error('site.yaml must be valid for browser tests');
const pages = resolved.pages.filter((p) => p.path !== '/404');
const navLabel = (id: string | null) => resolved.layout.nav.find((n) => n.id === id)?.label ?? null;

const site = useBuiltSiteInChromium();

describe('every route in Chromium', () => {
  it.each(pages.map((p) => [p.path, p] as const))('%s loads cleanly with its own nav item, title and breadcrumb', async (_path, descriptor) => {
    const page = await newPage(site.browser);
    const w = watch(page, site.base);
    const response = await page.goto(site.base + descriptor.path, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe(descriptor.meta.title);
    const lit = await page.locator('.menu-link[aria-current="page"]').allTextContents();
    expect(lit).toEqual(descriptor.nav ? [navLabel(descriptor.nav)] : []);
    if (descriptor.template !== 'HomePage') {
      expect((await page.locator('h1').textContent())?.trim()).toBe(descriptor.title);
      const crumbs = await page.locator('nav[aria-label="Breadcrumb"] li').allTextContents();
      expect(crumbs).toEqual(descriptor.breadcrumb.map((c) => c.label));
    }
    expect(w.consoleErrors).toEqual([]);
    expect(w.failedOwnRequests).toEqual([]);
    await page.context().close();
  });
});

describe('navigation and addresses', () => {
  it('answers an unknown path with the 404 page, nav and a way home', async () => {
    const page = await newPage(site.browser);
    const response = await page.goto(site.base + '/NoSuchPage', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe(resolved.layout.notFound.title);
    expect(await page.locator('nav[aria-label="Main"] a[href="/"]').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('ignores ScreenName and Name in old links: the page says what site.yaml says', async () => {
    const target = pages.find((p) => p.template === 'ProductPage') ?? pages[1];
    const page = await newPage(site.browser);
    const w = watch(page, site.base);
    await page.goto(`${site.base}${target.path}?ScreenName=%3Cimg%20src%3Dx%3EHacked&Name=Evil`, { waitUntil: 'networkidle' });
    expect(await page.locator('h1').textContent()).toBe(target.title);
    expect(await page.content()).not.toMatch(/Hacked|Evil/);
    expect(w.consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('follows in-app links without a reload and lands at the top of the new page', async () => {
    const page = await newPage(site.browser, { viewport: { width: 1280, height: 800 } });
    const w = watch(page, site.base);
    await page.goto(site.base + '/', { waitUntil: 'networkidle' });
    await page.evaluate(() => { (window as unknown as { marker: number }).marker = 42; });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footerLink = page.locator('footer nav a[href="/ContactPage"]').first();
    await footerLink.click();
    await page.waitForURL(site.base + '/ContactPage');
    await expect.poll(() => page.locator('h1').textContent()).toBe(resolved.pages.find((p) => p.path === '/ContactPage')!.title);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.title()).toBe(resolved.pages.find((p) => p.path === '/ContactPage')!.meta.title);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/ContactPage$/);
    await page.goBack();
    await expect.poll(() => page.url()).toBe(site.base + '/');
    expect(w.consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('shows the main content with JavaScript off', async () => {
    const page = await newPage(site.browser, { javaScriptEnabled: false });
    for (const p of pages.slice(0, 12)) {
      await page.goto(site.base + p.path);
      const text = await page.locator('main').innerText();
      expect(text.length, p.path).toBeGreaterThan(40);
      if (p.template !== 'HomePage') expect(await page.locator('h1').textContent()).toBe(p.title);
    }
    await page.context().close();
  });
});
