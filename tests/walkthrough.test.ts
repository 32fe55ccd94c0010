// The owner guides' walk-throughs (docs/guide/), followed to the letter on a copy of the real site (tests/support/walkthrough.ts),
// built once by tests/global-setup.ts: each addition is a YAML-only change that shows up everywhere it should.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load as parseHtml } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { builtClient } from './support/builds.ts';
import { walkthroughAdded } from './support/walkthrough.ts';

const CLIENT = builtClient('walkthrough');
const html = (route: string) => parseHtml(readFileSync(path.join(CLIENT, route.slice(1), 'index.html'), 'utf8'));

describe('adding a product is a YAML-only change', () => {
  const { productPath } = walkthroughAdded();

  it('gets its own prerendered page, lit as a product, with its brochure', () => {
    const $ = html(productPath);
    expect($('h1').text()).toBe('Fleet Tracking System');
    expect($('.menu-link[aria-current="page"]').text()).toBe('Products');
    expect(
      $('nav[aria-label="Breadcrumb"] li')
        .map((_, li) => $(li).text())
        .get(),
    ).toEqual(['Home', 'Products', 'Fleet Tracking System']);
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

describe('adding a vacancy is one card', () => {
  const { vacancyTitle } = walkthroughAdded();

  it('shows the card with its APPLY link on /CareerPage, and its position becomes an option of the form', () => {
    const $ = html('/CareerPage');
    const card = $('#Vacancies .card').filter((_, el) => $(el).find('h3').text() === vacancyTitle);
    expect(card.length).toBe(1);
    const apply = card.find('a[data-position]');
    expect(apply.text()).toMatch(/^APPLY/);
    const form = $('[data-island="form"]');
    const options = form
      .find('select[name="Position"] option')
      .map((_, o) => ({ value: $(o).attr('value'), label: $(o).text() }))
      .get();
    expect(options).toContainEqual({ value: apply.attr('data-position'), label: vacancyTitle });
    // The hydrated form reads its options from this HTML (tests/browser/forms.test.ts), so it keeps the new one.
  });
});

describe('adding a client logo is one line', () => {
  const { logoName } = walkthroughAdded();

  it('shows the logo on /OurClients with its name as alt text and caption, at the size of its file', () => {
    const $ = html('/OurClients');
    const img = $(`img[alt="${logoName}"]`);
    expect(img.length).toBe(1);
    expect([img.attr('width'), img.attr('height')]).toEqual(['240', '120']);
    expect(img.closest('li').find('.logo-name').text()).toBe(logoName);
  });
});

describe('adding an industry is one entry', () => {
  const { industryPath } = walkthroughAdded();

  it('gets a page with every section of the industry kind, filled with its own text', () => {
    const $ = html(industryPath);
    expect($('h1').text()).toBe('Education');
    expect(
      $('main section[id]')
        .map((_, s) => $(s).attr('id'))
        .get(),
    ).toEqual(expect.arrayContaining(['Intro', 'Key_Features', 'Advantages', 'connect']));
    expect($('#Intro h2').text()).toBe('Software for schools and colleges');
    expect($('#Key_Features h2').text()).toBe('Key features');
  });

  it('is listed on the home page, in the footer and in /Sitemap', () => {
    expect(html('/')(`#Industries a[href="${industryPath}"]`).length).toBeGreaterThan(0);
    expect(html('/Sopi')(`footer a[href="${industryPath}"]`).text()).toBe('Education');
    expect(html('/Sitemap')(`main a[href="${industryPath}"]`).text()).toBe('Education');
  });
});

describe('adding a page of your own with a menu entry is two pastes', () => {
  const { ownPath, ownTitle, menuLabel } = walkthroughAdded();

  it('gets a page that lights its own menu entry, with its breadcrumb', () => {
    const $ = html(ownPath);
    expect($('h1').text()).toBe(ownTitle);
    expect(
      $('.menu-link[aria-current="page"]')
        .map((_, a) => $(a).text())
        .get(),
    ).toEqual([menuLabel]);
    expect($(`.menu-link[href="${ownPath}"]`).text()).toBe(menuLabel);
    expect(
      $('nav[aria-label="Breadcrumb"] li')
        .map((_, li) => $(li).text())
        .get(),
    ).toEqual(['Home', ownTitle]);
    expect($('#Answers h2').text()).toBe('Questions and answers');
  });

  it('is on /Sitemap and in sitemap.xml, and the menu entry is on every page', () => {
    expect(html('/Sitemap')(`main a[href="${ownPath}"]`).text()).toBe(ownTitle);
    const sitemap = readFileSync(path.join(CLIENT, 'sitemap.xml'), 'utf8');
    expect(sitemap).toMatch(new RegExp(`<loc>https://[^<]+${ownPath}</loc>`));
    const $ = html('/Products');
    expect($(`.menu-link[href="${ownPath}"]`).text()).toBe(menuLabel);
    expect($('.menu-link[aria-current="page"]').text()).toBe('Products');
  });
});

describe('adding a video testimonial is one paste and two files', () => {
  const { videoReviewId } = walkthroughAdded();

  it('shows the review with the video in every version, its captions and the transcript made from them', () => {
    const $ = html('/ClientReviews');
    const review = $(`#${videoReviewId}`);
    expect(review.find('.testimonial-topic').text()).toBe('Water billing system');
    const video = review.find('video');
    expect(video.attr('preload')).toBe('none');
    const sources = video
      .find('source')
      .map((_, s) => ({ src: $(s).attr('src')!, type: $(s).attr('type')! }))
      .get();
    expect(sources.map((s) => s.type.split(';')[0])).toEqual(['video/webm', 'video/mp4']);
    const poster = review.find('.video-poster').attr('src')!;
    for (const { src } of [...sources, { src: video.find('track').attr('src')! }, { src: poster }])
      expect(existsSync(path.join(CLIENT, src)), src).toBe(true);
    const captions = readFileSync(path.join(CLIENT, video.find('track').attr('src')!), 'utf8');
    expect(captions).toContain('Every household now gets its water bill on time.');
    expect(review.find('.transcript p').text()).toBe(
      'Every household now gets its water bill on time. A complaint about a bill is answered within a day.',
    );
    // The phone's file itself is not published.
    expect(existsSync(path.join(CLIENT, 'videos/water-billing.mov'))).toBe(false);
  });
});
