// The trust details and the flagship products in Chromium, at a phone's width and a laptop's: on the walk-through site
// (docs/guide/facts.md "Fill in the registrations and certificates" followed), the footer's registrations line and the Who We Are
// page's section are on screen, inside the page's width, with no axe violation; on the real site the flagship products
// stand above the client logos. TRUST_SHOTS=1 writes screenshots of each to .tmp/trust-shots/ to look at.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenContext, settle } from '../../src/check/screens.ts';
import { axeViolations, useBuiltSiteInChromium } from '../support/browser.ts';
import { builtClient } from '../support/builds.ts';
import { ROOT } from '../support/fixture.ts';

const filled = useBuiltSiteInChromium(builtClient('walkthrough'));
const real = useBuiltSiteInChromium();
const WIDTHS = [390, 1366] as const;
const SHOTS = process.env.TRUST_SHOTS ? path.join(ROOT, '.tmp/trust-shots') : undefined;

async function open(base: string, route: string, width: number, browser = filled.browser): Promise<Page> {
  const page = await (await browser.newContext(screenContext({ width, height: 900 }))).newPage();
  await page.goto(base + route);
  return page;
}

async function shoot(page: Page, selector: string, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.locator(selector).screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each(WIDTHS)('at %i px', (width) => {
  it('the footer shows the CIN, the GSTIN and the certificates, within the page, and /WhoWeAre passes axe', async () => {
    const page = await open(filled.base, '/WhoWeAre', width);
    const line = page.locator('footer .footer-registrations');
    await line.scrollIntoViewIfNeeded();
    expect(await line.isVisible()).toBe(true);
    expect(await line.innerText()).toMatch(
      /CIN U72200MH2014PTC254871\s+GSTIN 27AABCV4821K1Z6\s+Certificates\s+ISO 9001:2015 · ISO\/IEC 27001:2022/,
    ); // "Certificates" for screen readers only
    const section = page.locator('#Registrations');
    await section.scrollIntoViewIfNeeded();
    expect(await section.locator('dd').allInnerTexts()).toEqual([
      'U72200MH2014PTC254871',
      '27AABCV4821K1Z6',
      'UDYAM-MH-26-0048213',
      'GEM-SELLER-7H2K9Q',
    ]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, '#Registrations', `about-registrations-${width}`);
    await shoot(page, 'footer', `footer-${width}`);
    await page.context().close();
  });

  it('the home page shows the flagship products above the client logos, and passes axe', async () => {
    const page = await open(real.base, '/', width, real.browser);
    // Every section laid out at its own height and every island started, so nothing moves while the boxes are read;
    // both are read at one moment, in one layout (two reads, under load, once caught the page between two scrolls).
    await settle(page);
    const flagships = page.locator('#Flagship_Products');
    await flagships.scrollIntoViewIfNeeded();
    const [productsBottom, logosTop] = await page.evaluate(() => [
      document.querySelector('#Flagship_Products')!.getBoundingClientRect().bottom,
      document.querySelector('#Clients_Carousel')!.getBoundingClientRect().top,
    ]);
    expect(productsBottom).toBeLessThanOrEqual(logosTop + 1);
    expect(await flagships.locator('.card a').count()).toBe(6);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, '#Flagship_Products', `home-flagships-${width}`);
    await page.context().close();
  });
});
