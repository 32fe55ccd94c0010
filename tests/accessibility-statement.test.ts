// The accessibility statement the Guidelines for Indian Government Websites ask for: a page of the real built site,
// linked from every page's footer, that says what the site meets and how to report a problem, with the phone and
// e-mail to report it to.
import { readFileSync } from 'node:fs';
import { load as parseHtml } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { htmlFileOf } from '../src/check/checkSite.ts';
import { routedPages } from '../src/contract/ids.ts';
import { DIST } from './support/browser.ts';
import { realSite } from './support/realSite.ts';

const { resolved } = realSite();
if (!resolved) throw new Error('site.yaml must be valid');
const page = (route: string) => parseHtml(readFileSync(htmlFileOf(DIST, route)!, 'utf8'));

describe('the accessibility statement', () => {
  it("is linked from the footer of every page, in the page's language", () => {
    const without = routedPages(resolved.pages)
      .map((p) => p.path)
      .filter((route) => !page(route)('footer a[href$="/Accessibility"]').length);
    expect(without).toEqual([]);
  });

  it('names the standard, how the site is checked, what is not right yet, and how to report a problem, with a phone and an e-mail', () => {
    const $ = page('/Accessibility');
    expect($('h1').text()).toBe('Accessibility Statement');
    expect($('main').text()).toContain('WCAG) 2.1 at level AA');
    expect(
      $('main h2, main h3')
        .map((_, h) => $(h).text())
        .get(),
    ).toEqual(expect.arrayContaining(['How we check it', 'What is not right yet', 'Tell us about a problem']));
    const { phones, emails } = resolved.layout.site;
    expect($(`main a[href^="tel:"]`).length).toBeGreaterThanOrEqual(phones.length);
    expect($(`main a[href="mailto:${emails[0].address}"]`).length).toBe(1);
  });
});
