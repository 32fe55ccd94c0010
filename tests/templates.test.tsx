import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { checkSchema } from '../src/content/schemaCheck.ts';
import { routedPages } from '../src/contract/ids.ts';
import { loadSiteText } from '../src/contract/loadSite.ts';
import { getAt, setAt } from '../src/content/dataPath.ts';
import { loadFixture, ROOT } from './support/fixture.ts';
import { renderRoute } from './support/render.tsx';

const site = loadFixture();
const render = (url: string) => renderRoute(site, url);
const crumbs = ($: ReturnType<typeof render>) =>
  $('nav[aria-label="Breadcrumb"] li')
    .map((_, li) => $(li).text())
    .get();

describe('templates render descriptors', () => {
  it('lights the nav item the kind says, and none on industry pages', () => {
    expect(render('/WebsiteDevelopment')('[aria-current="page"].menu-link').text()).toBe('Home');
    expect(render('/Sopi')('[aria-current="page"].menu-link').text()).toBe('Products');
    expect(render('/ContactPage')('[aria-current="page"].menu-link').text()).toBe('Contact');
    expect(render('/Healthcare')('.menu-link[aria-current]').length).toBe(0);
  });

  it('shows the banner title and breadcrumb from the descriptor', () => {
    const $ = render('/Sopi');
    expect($('h1').text()).toBe('Pension Illustration');
    expect(crumbs($)).toEqual(['Home', 'Products', 'Pension Illustration']);
    expect(
      $('nav[aria-label="Breadcrumb"] a')
        .map((_, a) => $(a).attr('href'))
        .get(),
    ).toEqual(['/', '/Products']);
  });

  it('ignores a crafted query string: the page says what site.yaml says', () => {
    const $ = render('/Sopi?ScreenName=%3Cscript%3EHacked&Name=Evil');
    expect($('h1').text()).toBe('Pension Illustration');
    expect($.html()).not.toMatch(/Hacked|Evil/);
  });

  it('renders the home page without a banner, its hero as the one h1, and the logo linking home', () => {
    const $ = render('/');
    expect($('h1').length).toBe(1);
    expect($('h1').text()).toBe('Software that works');
    expect($('.banner').length).toBe(0);
    expect($('a.brand').attr('href')).toBe('/');
    expect($('a.brand img').attr('alt')).toContain('Fixture Software');
  });

  it('renders a product page: description anchor, features, brochure opening in a new tab', () => {
    const $ = render('/Sopi');
    expect($('#sopi h2').text()).toBe('About Pension Illustration');
    expect($('#key .card').length).toBe(1);
    const brochure = $('#Brochure');
    expect(brochure.attr('href')).toBe('/brochures/Sopi.pdf');
    expect(brochure.attr('target')).toBe('_blank');
    expect(brochure.attr('rel')).toBe('noopener noreferrer');
  });

  it('renders product tiles, with a tile without target as plain text', () => {
    const $ = render('/Products');
    expect($('.tile').length).toBe(2);
    expect(
      $('.tile a')
        .map((_, a) => $(a).attr('href'))
        .get(),
    ).toEqual(['/Sopi']);
    expect($('.tile.is-static').text()).toContain('Coming Soon Portal');
  });

  it('renders Read More toggles as real buttons, collapsed, with the text still in the HTML', () => {
    const $ = render('/Healthcare');
    const button = $('#Advantages button.toggle-button');
    expect(button.attr('aria-expanded')).toBe('false');
    const region = $(`#${button.attr('aria-controls')!.replace(/([«»:])/g, '\\$1')}`);
    expect(region.attr('data-collapsed')).toBe('');
    expect(region.text()).toContain('The longer text behind the toggle.');
    expect(button.text()).toContain('Read More');
  });

  it('renders the footer groups, phone, chat link and the current year', () => {
    const $ = render('/Healthcare');
    const footer = $('footer.site-footer');
    expect(footer.find('nav[aria-label="Services"] a').text()).toBe('Website Development');
    expect(footer.find('a[href^="tel:"]').attr('href')).toBe('tel:+910000000000');
    expect(footer.find(`a[href="${site.layout.chatHref}"]`).attr('rel')).toBe('noopener noreferrer');
    expect(footer.find('.copyright').text()).toContain(
      `© ${new Date().getFullYear()} Fixture Software Pvt. Ltd. All rights reserved.`,
    );
  });

  it('renders contact details from site facts and the enquiry form posting to the configured endpoint', () => {
    const $ = render('/ContactPage');
    expect($('#Contact_Desks .card-title').first().text()).toBe('Sales');
    const form = $('#Get_In_Touch form');
    expect(form.attr('action')).toBe('https://forms.example/contact');
    expect(
      form
        .find('.form-field input, .form-field textarea')
        .map((_, el) => $(el).attr('name'))
        .get(),
    ).toEqual(['Name', 'Email', 'company', 'Phone', 'Message']);
    form.find('.form-field input, .form-field textarea').each((_, el) => {
      expect($(`label[for="${$(el).attr('id')}"]`).length).toBe(1);
    });
  });

  it('renders the not-found page for unknown and wrongly cased paths', () => {
    expect(render('/nope')('h1').text()).toBe('Page not found');
    expect(render('/sopi')('h1').text()).toBe('Page not found');
    expect(render('/nope')('a[href="/"]').length).toBeGreaterThan(0);
  });

  it('puts every id at most once on a page, and every anchor the descriptor promises', () => {
    for (const page of site.pages) {
      const $ = render(page.path === '/404' ? '/missing' : page.path);
      const ids = $('[id]')
        .map((_, el) => $(el).attr('id'))
        .get();
      expect(new Set(ids).size, `duplicate id on ${page.path}`).toBe(ids.length);
      for (const anchor of page.anchors) expect(ids, `${page.path} lacks #${anchor}`).toContain(anchor);
    }
  });
});

// The checks read the links of the texts that show links ([words](to)) and warn of them in the others (PAGE033), by
// what the schema marks them ("x-links", Ref.links); the templates decide which texts they draw links in. The two must agree, or a mistyped
// link passes unchecked, or a link the page draws is warned of as shown as typed.
describe('the texts whose links are drawn', () => {
  it('are the texts the checks read links in (x-links in the schema), on every page of the real site', () => {
    const data = parse(readFileSync(path.join(ROOT, 'site.yaml'), 'utf8'));
    const texts = checkSchema(data).refs.filter((r) => r.kind === 'text' && typeof getAt(data, r.path) === 'string');
    // Each text ends in a link of its own, in place of its last words (its length as it was, within its limit).
    texts.forEach((ref, n) => {
      const text = getAt(data, ref.path) as string;
      const link = ` [probe${n}](/)`;
      setAt(data, ref.path, `${text.slice(0, Math.max(0, text.length - link.length))}${link}`.trim());
    });
    const { resolved, problems } = loadSiteText(stringify(data, { lineWidth: 0 }), {
      publicDir: path.join(ROOT, 'public'),
    });
    if (!resolved)
      throw new Error(`the real site with a link in every text is refused:\n${JSON.stringify(problems, null, 1)}`);
    // What a visitor sees of each page: the words of its links, and its text (not its head, JSON-LD or attributes).
    const drawn = new Set<number>();
    const typed = new Set<number>();
    for (const page of routedPages(resolved.pages)) {
      const $ = renderRoute(resolved, page.path);
      $('script').remove();
      for (const a of $('body a')) drawn.add(Number(/^probe(\d+)$/.exec($(a).text())?.[1] ?? -1));
      for (const [, n] of $('body')
        .text()
        .matchAll(/\[probe(\d+)\]\(\/\)/g))
        typed.add(Number(n));
    }
    drawn.delete(-1);
    // A text shown as typed anywhere (a product's summary in its banner, besides its tile) is one whose links are warned
    // of: written as words, it reads right everywhere.
    const disagree = texts.flatMap((ref, n) =>
      (drawn.has(n) || typed.has(n)) && (drawn.has(n) && !typed.has(n)) !== (ref.links === true)
        ? [
            `${ref.path.join('.')}: ${drawn.has(n) ? 'drawn as a link' : ''}${drawn.has(n) && typed.has(n) ? ' and ' : ''}${typed.has(n) ? 'shown as typed' : ''}`,
          ]
        : [],
    );
    expect(disagree).toEqual([]);
    // Both kinds were seen: the real site has texts of each.
    expect(drawn.size).toBeGreaterThan(20);
    expect(typed.size).toBeGreaterThan(20);
  });
});
