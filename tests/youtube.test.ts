// A YouTube video in a section: every common form of its address read to the video, anything else refused at its
// line with the form that works; docs/guide/media.md's "Add a YouTube video" followed to the letter (the walk-through site,
// tests/support/walkthrough.ts) shows a facade that fetches nothing from YouTube, and the Content-Security-Policy
// allows YouTube's player on that page only. The facade in Chromium: tests/browser/youtube.test.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load as parseHtml } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { hostRules } from '../src/build/outputs/hostRules.ts';
import { youtubeVideoOf } from '../src/contract/resolve/youtube.ts';
import { builtClient } from './support/builds.ts';
import { positionOf, ROOT } from './support/fixture.ts';
import { GUIDE, guideExample, walkthroughAdded } from './support/walkthrough.ts';
import { loadSiteText } from '../src/contract/loadSite.ts';

const SITE = readFileSync(path.join(ROOT, 'site.yaml'), 'utf8');
const EXAMPLE = guideExample(GUIDE.media, '### Add a YouTube video');
/** The real site with the guide's example pasted where it says, its address replaced by `address`. */
const withVideo = (address?: string) => {
  const example = address === undefined ? EXAMPLE : EXAMPLE.replace(/address: .*/, `address: ${address}`);
  const at = SITE.indexOf('      - type: cards\n', SITE.indexOf('id: Our_Story'));
  return SITE.slice(0, at) + example + SITE.slice(at);
};
const load = (text: string) => loadSiteText(text, { publicDir: path.join(ROOT, 'public') });

describe('a YouTube address', () => {
  it.each([
    ['https://www.youtube.com/watch?v=M7lc1UVf-VE', { id: 'M7lc1UVf-VE' }],
    ['https://youtube.com/watch?v=M7lc1UVf-VE&list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs&index=2', { id: 'M7lc1UVf-VE' }],
    ['https://m.youtube.com/watch?feature=shared&v=M7lc1UVf-VE', { id: 'M7lc1UVf-VE' }],
    ['https://youtu.be/M7lc1UVf-VE?si=Ab12Cd34Ef56Gh78', { id: 'M7lc1UVf-VE' }],
    ['https://youtu.be/M7lc1UVf-VE?t=95', { id: 'M7lc1UVf-VE', start: 95 }],
    ['https://www.youtube.com/watch?v=M7lc1UVf-VE&t=1m30s', { id: 'M7lc1UVf-VE', start: 90 }],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', { id: 'dQw4w9WgXcQ' }],
    ['https://www.youtube.com/embed/M7lc1UVf-VE?start=12', { id: 'M7lc1UVf-VE', start: 12 }],
    ['https://www.youtube-nocookie.com/embed/M7lc1UVf-VE', { id: 'M7lc1UVf-VE' }],
    ['https://www.youtube.com/live/M7lc1UVf-VE?feature=share', { id: 'M7lc1UVf-VE' }],
    ['youtu.be/M7lc1UVf-VE', { id: 'M7lc1UVf-VE' }],
  ])('%s is the video %o', (address, video) => {
    expect(youtubeVideoOf(address)).toEqual(video);
  });

  it.each([
    [
      'https://vimeo.com/76979871',
      'VIDEO027',
      /^"https:\/\/vimeo.com\/76979871" is not a YouTube address; a section shows videos from YouTube only: copy it from the video's Share button on YouTube, such as https:\/\/youtu.be\/M7lc1UVf-VE/,
    ],
    [
      'https://www.youtube.com/playlist?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs',
      'VIDEO028',
      /is a playlist, not one video; open the video you want in the playlist and copy it from the video's Share button/,
    ],
    [
      'https://www.youtube.com/@VistaarSoftware',
      'VIDEO029',
      /names no video \(it is a channel, a search or YouTube's home page\); open the video and copy it from/,
    ],
    [
      'https://www.youtube.com/watch?v=M7lc1UVf',
      'VIDEO030',
      /has no whole video id \("M7lc1UVf" is not the 11 letters, digits, - and _ of one\)/,
    ],
    ['https://www.youtube.com/watch?feature=shared', 'VIDEO029', /names no video/],
    ['a day at the office', /^VIDEO02[67]$/, /is not a (web|YouTube) address/],
  ])('%s is refused at its line, with the form that works', (address, code, message) => {
    const text = withVideo(address);
    const { problems } = load(text);
    expect(problems).toMatchObject([
      {
        ...positionOf(text, `address: ${address}`),
        col: positionOf(text, `address: ${address}`).col + 'address: '.length,
        code: typeof code === 'string' ? code : expect.stringMatching(code),
        message: expect.stringMatching(message),
      },
    ]);
  });

  it("in the form every refusal names (the Share button's), is a video on the page", () => {
    const fixed = load(withVideo('https://youtu.be/M7lc1UVf-VE'));
    expect(fixed.problems).toEqual([]);
    expect(
      fixed.resolved!.pages.find((p) => p.path === '/WhoWeAre')!.sections.find((s) => s.type === 'prose' && s.youtube),
    ).toMatchObject({ youtube: { id: 'M7lc1UVf-VE' } });
  });

  it('is refused beside a picture in one section, at its youtube: line', () => {
    const text = withVideo().replace(
      '        youtube:\n',
      '        image: { src: /images/about/who-we-are-timeline.svg, alt: A timeline }\n        youtube:\n',
    );
    const { problems } = load(text);
    expect(problems).toMatchObject([
      {
        ...positionOf(text, 'youtube:\n'),
        code: 'VIDEO031',
        message:
          'a section shows one picture or one video beside its text: take out its image: line, or put the video in a section of its own',
      },
    ]);
  });
});

describe('docs/guide/media.md "Add a YouTube video", followed to the letter', () => {
  const client = () => builtClient('walkthrough');
  const page = (route: string) =>
    readFileSync(path.join(client(), route === '/' ? 'index.html' : `${route.slice(1)}.html`), 'utf8');

  it('shows a facade that links to the video in a new tab and holds the privacy-enhanced player, inert, with its title', () => {
    const { youtubeSectionId, youtubeTitle } = walkthroughAdded();
    const $ = parseHtml(page('/WhoWeAre'));
    const section = $(`#${youtubeSectionId}`);
    expect(section.find('h2').text()).toBe('A day at our Pune office');
    const facade = section.find('a.youtube-facade');
    expect(facade.attr('href')).toBe('https://www.youtube.com/watch?v=M7lc1UVf-VE');
    expect(facade.attr('target')).toBe('_blank');
    expect(facade.attr('rel')).toBe('noopener noreferrer');
    expect(facade.attr('aria-label')).toBe(`Watch on YouTube: ${youtubeTitle} (opens in a new tab)`);
    expect(facade.attr('data-youtube-play')).toBe(`Play: ${youtubeTitle}`);
    expect(facade.find('.youtube-title').text()).toBe(youtubeTitle);
    // The player is in a <template>: parsed as inert content, never loaded until the site script puts it in the page.
    const player = parseHtml(section.find('template[data-youtube-frame]').html()!)('iframe');
    expect(player.attr('src')).toBe('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1');
    expect(player.attr('title')).toBe(youtubeTitle);
    // Nothing else on the page names YouTube or Google: no thumbnail, no script, no preconnect.
    const outside = page('/WhoWeAre')
      .replace(/<template data-youtube-frame="">[\s\S]*?<\/template>/, '')
      .replace('href="https://www.youtube.com/watch?v=M7lc1UVf-VE"', '');
    expect(outside).not.toMatch(/youtube\.com|youtube-nocookie|ytimg|googlevideo|google\.com/);
  });

  it("allows YouTube's player in frames on that page only: the header allows it, every other page takes it back", () => {
    const rules = hostRules(readFileSync(path.join(client(), '_headers'), 'utf8'), '');
    const csp = rules.headersFor('/WhoWeAre').get('Content-Security-Policy')!;
    expect(csp).toMatch(/(^|; )frame-src https:\/\/maps\.example https:\/\/www\.youtube-nocookie\.com(;|$)/);
    // A page's own policy for frames (each page has one for its styles too, src/render/inlineBlocks.ts).
    const meta = (route: string) =>
      parseHtml(page(route))('meta[http-equiv="Content-Security-Policy"][content^="frame-src"]');
    expect(meta('/WhoWeAre').length).toBe(0);
    for (const route of ['/', '/WhyUs', '/ContactPage', '/Sopi', '/404']) {
      expect(meta(route).attr('content'), route).toBe('frame-src https://maps.example');
      expect(
        parseHtml(page(route))('head > meta[http-equiv="Content-Security-Policy"][content^="frame-src"]').length,
        route,
      ).toBe(1);
    }
  });

  it('leaves the real site, which shows no YouTube video, as it was: no YouTube in its policy, no policy for frames in its pages', () => {
    const headers = readFileSync(path.join(ROOT, 'dist/client/_headers'), 'utf8');
    expect(headers).toContain('frame-src https://maps.example;');
    expect(headers).not.toContain('youtube');
    expect(readFileSync(path.join(ROOT, 'dist/client/WhoWeAre.html'), 'utf8')).not.toMatch(
      /http-equiv="Content-Security-Policy" content="frame-src/,
    );
  });
});
