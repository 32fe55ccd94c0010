// docs/guide/media.md's "Add a YouTube video", followed to the letter (the walk-through site), in Chromium under the real CSP:
// no request leaves for YouTube or Google before the press; pressed by keyboard, YouTube's privacy-enhanced player
// loads in its place, with its title, and the policy lets it; on a page without a video the policy refuses it; with
// JavaScript off the poster is a link to the video in a new tab; axe; screenshots at 390 and 1366 px.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, newPage, useBuiltSiteInChromium, watch } from '../support/browser.ts';
import { builtClient } from '../support/builds.ts';
import { ROOT } from '../support/fixture.ts';
import { walkthroughAdded } from '../support/walkthrough.ts';

const site = useBuiltSiteInChromium(builtClient('walkthrough'));
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1366, height: 768 } };
const SHOTS = path.join(ROOT, '.tmp/screens/youtube');

/** Every request that leaves the site from now on; YouTube's player is answered here by a stand-in page (no internet). */
async function outside(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route(
    (url) => !url.href.startsWith(site.base),
    (route) => {
      seen.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>player</title><p>YouTube player</p>',
      });
    },
  );
  return seen;
}

/** Content-Security-Policy violations the page reports from now on. */
const violations = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = found;
    document.addEventListener('securitypolicyviolation', (e) => found.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
const violationsSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

describe('a YouTube video in a section', () => {
  it.each([
    ['phone', phone],
    ['desktop', desktop],
  ] as const)(
    'on a %s: nothing from YouTube before the press; Space loads the privacy-enhanced player with its title, under the CSP',
    async (_name, options) => {
      const { youtubeSectionId, youtubeTitle } = walkthroughAdded();
      const page = await newPage(site.browser, { ...options, reducedMotion: 'reduce' });
      const w = watch(page, site.base);
      const requests = await outside(page);
      await page.goto(`${site.base}/WhoWeAre`, { waitUntil: 'load' });
      await page.waitForFunction(() => 'enhanced' in document.documentElement.dataset);
      await violations(page);
      const facade = page.locator(`#${youtubeSectionId} .youtube-facade`);
      await facade.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, `${options.viewport.width}.png`), fullPage: false });
      expect(requests).toEqual([]);
      // A button named by its title, reached by Tab.
      expect(await facade.getAttribute('role')).toBe('button');
      expect(await facade.getAttribute('aria-label')).toBe(`Play: ${youtubeTitle}`);
      await page.locator(`#${youtubeSectionId} h2`).click();
      for (let i = 0; i < 10 && !(await facade.evaluate((a) => a === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      expect(await facade.evaluate((a) => a === document.activeElement)).toBe(true);
      const focusRing = await facade.evaluate((a) => getComputedStyle(a).outlineStyle);
      expect(focusRing).not.toBe('none');
      expect(requests).toEqual([]);

      await page.keyboard.press('Space');
      const player = page.locator(`#${youtubeSectionId} iframe.youtube-player`);
      await player.waitFor();
      expect(await player.getAttribute('title')).toBe(youtubeTitle);
      expect(await player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1');
      await expect.poll(() => requests).toEqual(['https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1']);
      await expect.poll(() => player.contentFrame().locator('p').textContent()).toBe('YouTube player');
      expect(await player.evaluate((f) => f === document.activeElement)).toBe(true);
      // Still on the page (Space did not scroll it away or open YouTube), and the policy let the player in.
      expect(new URL(page.url()).pathname).toBe('/WhoWeAre');
      expect(page.context().pages().length).toBe(1);
      expect(await violationsSoFar(page)).toEqual([]);
      expect(w.consoleErrors).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `${options.viewport.width}-playing.png`) });
      await page.context().close();
    },
  );

  it('is played by a click as well, and has no axe violations before or after', async () => {
    // Reduced motion: sections that fade in as they arrive would be measured mid-fade.
    const page = await newPage(site.browser, { ...desktop, reducedMotion: 'reduce' });
    const requests = await outside(page);
    await page.goto(`${site.base}/WhoWeAre`, { waitUntil: 'load' });
    await page.waitForFunction(() => 'enhanced' in document.documentElement.dataset);
    await page.locator('.youtube-facade').scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('.youtube-facade').click();
    await page.locator('iframe.youtube-player').waitFor();
    // The frame is in the page a moment before it asks for its player.
    await expect.poll(() => requests).toEqual(['https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1']);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('is refused by the policy on a page without a video', async () => {
    const page = await newPage(site.browser, desktop);
    const requests = await outside(page);
    await page.goto(`${site.base}/WhyUs`, { waitUntil: 'load' });
    await violations(page);
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE';
      document.body.append(frame);
    });
    await expect.poll(() => violationsSoFar(page)).toEqual(['frame-src https://www.youtube-nocookie.com']);
    expect(requests).toEqual([]);
    await page.context().close();
  });

  it('without JavaScript, is a link to the video on YouTube, in a new tab', async () => {
    const { youtubeTitle } = walkthroughAdded();
    const page = await newPage(site.browser, { ...phone, javaScriptEnabled: false });
    const requests = await outside(page);
    await page.goto(`${site.base}/WhoWeAre`, { waitUntil: 'load' });
    const link = page.getByRole('link', { name: `Watch on YouTube: ${youtubeTitle} (opens in a new tab)` });
    expect(await link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=M7lc1UVf-VE');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await page.locator('iframe').count()).toBe(0);
    expect(requests).toEqual([]);
    await page.context().close();
  });
});
