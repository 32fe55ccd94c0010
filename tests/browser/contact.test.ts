// The real built contact page in Chromium: before the form, each phone number, e-mail address and the office's
// street appear once (the desks give theirs, the office's list the rest); on a desktop the form stands beside the
// desks, and on a phone it follows them in the spec's order.
import { describe, expect, it } from 'vitest';
import { newPage, useBuiltSiteInChromium } from '../support/browser.ts';
import { realSite } from '../support/realSite.ts';

const site = useBuiltSiteInChromium();
const facts = realSite().resolved!.layout.site;

describe('the contact page', () => {
  it('gives each number, e-mail address and the street once before the form', async () => {
    const page = await newPage(site.browser, { viewport: { width: 1366, height: 900 } });
    await page.goto(site.base + '/ContactPage');
    // The words of the page's main part, from its start to the form.
    const before = await page.evaluate(() => {
      const range = document.createRange();
      range.setStartBefore(document.querySelector('main')!);
      range.setEndBefore(document.querySelector('#Get_In_Touch')!);
      return range.toString();
    });
    const times = (text: string) => before.split(text).length - 1;
    for (const { number } of facts.phones) expect(times(number), number).toBe(1);
    for (const { address } of facts.emails) expect(times(address), address).toBe(1);
    // The address: its first line and its postal code (a sentence may name the street, "our office is on Baner Road").
    expect(times(facts.address.lines[0])).toBe(1);
    expect(times(facts.address.postalCode)).toBe(1);
    await page.context().close();
  });

  it('puts the form beside the desks on a desktop, and after the address on a phone', async () => {
    const boxes = async (width: number) => {
      const page = await newPage(site.browser, { viewport: { width, height: 900 } });
      await page.goto(site.base + '/ContactPage');
      const box = (selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().toJSON());
      const found = {
        desks: await box('#Contact_Desks'),
        office: await box('#Office'),
        form: await box('#Get_In_Touch'),
      };
      await page.context().close();
      return found as Record<'desks' | 'office' | 'form', DOMRect>;
    };
    const desktop = await boxes(1366);
    expect(desktop.form.left).toBeGreaterThanOrEqual(desktop.desks.right);
    expect(desktop.form.top).toBeLessThan(desktop.desks.bottom);
    expect(desktop.form.top).toBeGreaterThanOrEqual(desktop.desks.top - 1);
    const phone = await boxes(390);
    expect(phone.form.top).toBeGreaterThanOrEqual(phone.office.bottom);
    expect(phone.form.left).toBe(phone.desks.left);
  });
});
