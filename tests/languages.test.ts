// The bilingual fixture as built (tests/support/bilingual.ts): pages at their addresses in each language, each naming
// the other, the switcher, English-only pages marked where Marathi pages link to them, each language's 404 page, and
// npm run check catching what would break it.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSite, formatProblem } from '../src/check/checkSite.ts';
import { loadSiteFile } from '../src/contract/loadSite.ts';
import { vanishedAddresses } from '../src/contract/oldAddresses.ts';
import { serveStatic } from '../src/serve/staticServer.ts';
import { ENGLISH_ONLY } from './support/bilingual.ts';
import { builtClient } from './support/builds.ts';
import { ROOT } from './support/fixture.ts';
import { ask } from './support/http.ts';

const CLIENT = builtClient('bilingual');
const SITE_FILE = path.join(path.dirname(path.dirname(CLIENT)), 'bilingual-site', 'site.yaml');
const site = () => loadSiteFile(SITE_FILE).resolved!;
const page = (route: string) =>
  cheerio.load(
    readFileSync(
      path.join(CLIENT, route === '/' ? 'index.html' : route.endsWith('/') ? `${route}index.html` : `${route}.html`),
      'utf8',
    ),
  );

describe('the site in two languages, as built', () => {
  it('has each page at its English address and, translated, at /mr/…, each naming the other and x-default', () => {
    const origin = site().layout.site.origin;
    const english = page('/WebsiteDevelopment');
    const marathi = page('/mr/WebsiteDevelopment');
    expect([english('html').attr('lang'), marathi('html').attr('lang')]).toEqual(['en', 'mr']);
    for (const $ of [english, marathi]) {
      expect(
        $('link[rel="alternate"][hreflang]')
          .map((_, el) => `${$(el).attr('hreflang')} ${$(el).attr('href')}`)
          .get(),
      ).toEqual([
        `en ${origin}/WebsiteDevelopment`,
        `mr ${origin}/mr/WebsiteDevelopment`,
        `x-default ${origin}/WebsiteDevelopment`,
      ]);
    }
    expect(marathi('meta[property="og:locale"]').attr('content')).toBe('mr_IN');
    expect(marathi('link[rel="canonical"]').attr('href')).toBe(`${origin}/mr/WebsiteDevelopment`);
    // The switcher leads to the same page in the other language.
    expect(english('.language-switch a[hreflang="mr"]').attr('href')).toBe('/mr/WebsiteDevelopment');
    expect(marathi('.language-switch a[hreflang="en"]').attr('href')).toBe('/WebsiteDevelopment');
    const sitemap = readFileSync(path.join(CLIENT, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${origin}/mr/WebsiteDevelopment</loc>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="mr" href="${origin}/mr/WebsiteDevelopment"/>`);
  });

  it('keeps an untranslated page out of /mr/, links Marathi pages to it at its English address marked as English, and its switcher says it is in English only', () => {
    expect(() => page(`/mr${ENGLISH_ONLY}`)).toThrow();
    const products = page('/mr/Products');
    const link = products(`main a[href="${ENGLISH_ONLY}"]`);
    expect(link.attr('hreflang')).toBe('en');
    expect(link.find('[lang="en"]').text().length).toBeGreaterThan(0);
    expect(link.find('.in-other-language').text()).not.toMatch(/[a-z]/i); // said in Marathi
    const sopi = page(ENGLISH_ONLY);
    expect(sopi('.language-switch a').length).toBe(0);
    expect(sopi('.language-switch li[lang="mr"] .language-unavailable').text()).toMatch(/^मराठी: /);
  });

  it('writes no English word of the templates on a Marathi page', () => {
    const $ = page('/mr/ContactPage');
    const said = $('body').clone().find('[lang="en"], script, style').remove().end().text();
    for (const words of [
      'Skip to main content',
      'Menu',
      'Office',
      'Phone',
      'E-mail',
      'Show the map',
      'All rights reserved',
      'Chat with us',
    ])
      expect(said).not.toContain(words);
  });

  it('answers an unknown /mr/ address with the Marathi 404 page, with status 404', async () => {
    const { server, url } = await serveStatic(CLIENT, 0);
    try {
      const missing = await ask(url.replace(/\/$/, ''), '/mr/NoSuchPage');
      expect(missing.status).toBe(404);
      expect(cheerio.load(missing.body.toString())('html').attr('lang')).toBe('mr');
      const english = await ask(url.replace(/\/$/, ''), '/NoSuchPage');
      expect(cheerio.load(english.body.toString())('html').attr('lang')).toBe('en');
    } finally {
      server.close();
    }
  });
});

describe('npm run check on a site in two languages', () => {
  const FAULTS = path.join(ROOT, '.tmp/language-faults');
  afterAll(() => rmSync(FAULTS, { recursive: true, force: true }));
  beforeAll(() => rmSync(FAULTS, { recursive: true, force: true }));
  /** A copy of the bilingual build with one page file changed, checked. */
  const checkWith = (name: string, route: string, edit: (html: string) => string) => {
    const dir = path.join(FAULTS, name);
    cpSync(CLIENT, dir, { recursive: true });
    for (const file of [`${route}.html`, `${route}/index.html`])
      writeFileSync(path.join(dir, file), edit(readFileSync(path.join(dir, file), 'utf8')));
    return checkSite(dir, site()).problems.map(formatProblem);
  };

  it('finds nothing wrong in the bilingual build', () => {
    expect(checkSite(CLIENT, site()).problems.map(formatProblem)).toEqual([]);
  });

  it("has validate find no old address in its own last build: /mr/index.html is the Marathi home page's file, not a page that went", () => {
    expect(readFileSync(path.join(CLIENT, '_redirects'), 'utf8')).toMatch(/^\/mr\/index\.html \/mr\/ 301$/m);
    expect(vanishedAddresses(SITE_FILE, readFileSync(SITE_FILE, 'utf8'), site(), CLIENT)).toEqual([]);
  });

  it('catches a page that does not name its other version back (hreflang)', () => {
    const problems = checkWith('hreflang', '/WebsiteDevelopment', (html) =>
      html.replace(/<link rel="alternate" hreflang="mr"[^>]*>/, ''),
    );
    expect(problems).toContain(
      '/mr/WebsiteDevelopment → CHECK018  names https://fixture.example/WebsiteDevelopment as its en version, but that page does not name this one back as its mr version (hreflang)',
    );
  });

  it('catches a language switcher that leads nowhere', () => {
    const problems = checkWith('switcher', '/mr/WebsiteDevelopment', (html) =>
      html.replace(/(<li lang="en">)<a[^>]*>English<\/a>/, '$1'),
    );
    expect(problems).toContain(
      "/mr/WebsiteDevelopment → CHECK019  the language switcher's English leads to nothing, but this page in English is /WebsiteDevelopment",
    );
  });

  it('catches an English word of the templates left on a Marathi page', () => {
    const problems = checkWith('english', '/mr/WebsiteDevelopment', (html) =>
      html.replace('</main>', '<p>Skip to main content</p></main>'),
    );
    expect(problems).toContain(
      '/mr/WebsiteDevelopment → CHECK021  shows "Skip to main content" (skipToMain in src/shared/uiText.ts) in English on a मराठी page: a template writes it without taking it from the layout\'s ui',
    );
  });
});
