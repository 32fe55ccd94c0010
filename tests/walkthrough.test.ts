// The README's walk-throughs, followed to the letter on a copy of the real site (tests/support/walkthrough.ts),
// built once by tests/global-setup.ts: each addition is a YAML-only change that shows up everywhere it should.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load as parseHtml } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { builtClient } from './support/builds';
import { walkthroughAdded } from './support/walkthrough';

const CLIENT = builtClient('walkthrough');
const html = (route: string) => parseHtml(readFileSync(path.join(CLIENT, route.slice(1), 'index.html'), 'utf8'));

describe('adding a product is a YAML-only change', () => {
  const { productPath } = walkthroughAdded();

  it('gets its own prerendered page, lit as a product, with its brochure', () => {
    const $ = html(productPath);
    expect($('h1').text()).toBe('Fleet Tracking System');
    expect($('.menu-link[aria-current="page"]').text()).toBe('Products');
    expect($('nav[aria-label="Breadcrumb"] li').map((_, li) => $(li).text()).get()).toEqual(['Home', 'Products', 'Fleet Tracking System']);
    expect($('#Brochure').attr('href')).toBe(`/brochures${productPath}.pdf`);
    expect(existsSync(path.join(CLIENT, `brochures${productPath}.pdf`))).toBe(true);
  });

  it('gets a tile on /Products', () => {
    const $ = html('/Products');
    expect($(`.tile a[href="${productPath}"]`).text()).toBe('Fleet Tracking System');
  });

  it('gets an entry in the Products group of /Sitemap', () => {
    const $ = html('/Sitemap');
    const group = $('.sitemap-card').filter((_, el) => $(el).find('h3').text() === 'Products');
    expect(group.find(`a[href="${productPath}"]`).text()).toBe('Fleet Tracking System');
  });
});
