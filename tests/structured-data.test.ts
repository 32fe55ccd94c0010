// What the real built site tells search engines (JSON-LD): every page's graph parses; each page with a breadcrumb has
// a BreadcrumbList that is the breadcrumb it shows; each home page a WebSite; /CareerPage a JobPosting for each vacancy
// of site.yaml with its posted day, with the properties search engines require, taken from site.yaml's own values.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load as parseHtml } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { htmlFileOf } from '../src/check/checkSite.ts';
import { routedPages } from '../src/contract/ids.ts';
import { DIST } from './support/browser.ts';
import { ROOT } from './support/fixture.ts';
import { realSite } from './support/realSite.ts';

const { resolved } = realSite();
if (!resolved) throw new Error('site.yaml must be valid');
const pages = routedPages(resolved.pages);
/** site.yaml as an owner wrote it, read with the YAML library alone. */
const written = parse(readFileSync(path.join(ROOT, 'site.yaml'), 'utf8'));
const origin: string = written.site.origin;

type Entry = Record<string, unknown> & { '@type': string };
const page = (route: string) => parseHtml(readFileSync(htmlFileOf(DIST, route)!, 'utf8'));
/** The page's JSON-LD graph: one script, of one graph. */
function graphOf(route: string): Entry[] {
  const $ = page(route);
  const scripts = $('script[type="application/ld+json"]');
  if (!scripts.length) return [];
  expect(scripts.length, route).toBe(1);
  const data = JSON.parse(scripts.text());
  expect(data['@context']).toBe('https://schema.org');
  return data['@graph'];
}
const ofType = (route: string, type: string) => graphOf(route).filter((e) => e['@type'] === type);

describe("the site's structured data", () => {
  it('gives every page with a breadcrumb a BreadcrumbList of the crumbs it shows, names and addresses alike', () => {
    let checked = 0;
    for (const { path: route } of pages) {
      const $ = page(route);
      const crumbs = $('.banner .breadcrumb li');
      const lists = ofType(route, 'BreadcrumbList');
      if (!crumbs.length) {
        expect(lists, route).toEqual([]);
        continue;
      }
      expect(lists, route).toHaveLength(1);
      const canonical = $('link[rel="canonical"]').attr('href');
      expect(lists[0].itemListElement, route).toEqual(
        crumbs
          .map((i, li) => {
            const link = $(li).find('a').attr('href');
            return { '@type': 'ListItem', position: i + 1, name: $(li).text(), item: link ? origin + link : canonical };
          })
          .get(),
      );
      checked++;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("tells of the website on each home page, in the page's language, and of the organisation", () => {
    for (const home of ['/', '/mr/']) {
      const [site] = ofType(home, 'WebSite');
      expect(site, home).toMatchObject({
        name: written.site.name,
        url: `${origin}${home}`,
        inLanguage: page(home)('html').attr('lang'),
        publisher: { '@id': `${origin}/#organization` },
      });
      expect(ofType(home, 'Organization')[0]).toMatchObject({
        '@id': `${origin}/#organization`,
        name: written.site.name,
      });
      expect(ofType(home, 'BreadcrumbList')).toEqual([]);
    }
  });

  it("lists each posted vacancy of site.yaml as a JobPosting with what search engines require, from site.yaml's values", () => {
    const careers = written.pages.find((p: { path: string }) => p.path === '/CareerPage');
    const vacancies = careers.sections
      .flatMap((s: { cards?: unknown[] }) => s.cards ?? [])
      .filter((c: { position?: string; posted?: string }) => c.position && c.posted);
    expect(vacancies.length).toBeGreaterThan(0);
    const jobs = ofType('/CareerPage', 'JobPosting');
    expect(jobs.map((j) => j.title)).toEqual(vacancies.map((v: { title: string }) => v.title));
    const { address } = written.site;
    expect(address.country).toBe('India');
    for (const [i, job] of jobs.entries()) {
      const vacancy = vacancies[i];
      expect(job).toMatchObject({
        datePosted: vacancy.posted,
        employmentType: 'FULL_TIME',
        hiringOrganization: { '@type': 'Organization', name: written.site.name, sameAs: `${origin}/` },
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: address.city,
            postalCode: String(address.postalCode),
            addressCountry: 'IN', // ISO 3166's code of India, where site.yaml's office is
          },
        },
        url: `${origin}/CareerPage#${vacancy.id}`,
      });
      if (vacancy.closes) expect(job.validThrough).toBe(`${vacancy.closes}T23:59:59+05:30`);
      else expect(job).not.toHaveProperty('validThrough');
      // The card's words, as HTML, every skill and duty in it.
      const description = parseHtml(String(job.description));
      expect(description('p').first().text()).toBe(vacancy.text);
      for (const list of vacancy.lists ?? [])
        for (const item of list.items)
          expect(
            description('li')
              .map((_, li) => description(li).text())
              .get(),
          ).toContain(item);
    }
    // The Marathi careers page lists the same jobs, in Marathi.
    const marathi = ofType('/mr/CareerPage', 'JobPosting');
    expect(marathi.map((j) => j.datePosted)).toEqual(jobs.map((j) => j.datePosted));
    expect(marathi.every((j) => /[\u0900-\u097f]/.test(String(j.title)))).toBe(true);
  });
});
