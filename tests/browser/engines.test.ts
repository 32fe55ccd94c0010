// The real built site in the other engines: Debian's Firefox ESR (over WebDriver BiDi, in the dark scheme) and
// WebKitGTK (Safari's engine, through WebKitWebDriver), one start each, served by `npm run serve`'s server on this
// machine's network address (not loopback: as a phone on the office network opens it), under the site's CSP with a
// report address added. One page of every kind and the Marathi home: they load styled, their site script runs, no
// picture fails, nothing breaks the CSP or logs an error; then the menu, the search, the enquiry form's own messages
// and a failed send that keeps what was typed, the hero video's pause, a testimonial's captions, the lightbox, and a
// logo carousel's pause and play. Screenshots of each page, at a phone's width (WebKit's: 447 px, its MiniBrowser's
// narrowest window), go to .tmp/engines/.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS_FILE } from '../../src/shared/outputNames.ts';
import { screenshotName } from '../../src/check/screens.ts';
import { serveStatic } from '../../src/serve/staticServer.ts';
import { DIST } from '../support/browser.ts';
import { type Engine, startFirefox, startWebKit } from '../support/engines.ts';
import { ROOT } from '../support/fixture.ts';
import { markColours, pngPart } from '../support/colour.ts';
import sharp from 'sharp';
import { realSite } from '../support/realSite.ts';

const { resolved } = realSite();
if (!resolved) throw new Error('site.yaml must be valid for browser tests');
const english = resolved.pages.filter((p) => p.lang === resolved.layout.language.code && p.inSitemap);
/** One page of every kind, then the Marathi home page. */
const PAGES = [...new Map(english.map((p) => [p.kind, p.path])).values(), '/mr/'];
const SHOTS = path.join(ROOT, '.tmp/engines');

/** This machine's address on its network (an IPv4 address that is not loopback). */
function networkAddress(): string {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
  if (!address) throw new Error('this machine has no network address besides loopback to serve the site on');
  return address;
}

let site: Server | undefined;
let reports: Server | undefined;
let base = '';
/** The CSP reports the engines sent, each as its body. */
const violations: string[] = [];

beforeAll(async () => {
  // The built site with a report address in its policy, as a host would serve it with reports turned on.
  reports = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      violations.push(body);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => reports!.listen(0, '127.0.0.1', r));
  const reportUri = `http://127.0.0.1:${(reports.address() as { port: number }).port}/csp`;
  const root = path.join(ROOT, '.tmp/engines-site');
  rmSync(root, { recursive: true, force: true });
  cpSync(DIST, root, { recursive: true });
  const headers = readFileSync(path.join(root, HEADERS_FILE), 'utf8');
  writeFileSync(
    path.join(root, HEADERS_FILE),
    headers.replace(/^(\s+Content-Security-Policy: .*)$/gm, `$1; report-uri ${reportUri}`),
  );
  const served = await serveStatic(root, 0, networkAddress());
  site = served.server;
  base = served.url.replace(/\/$/, '');
  rmSync(SHOTS, { recursive: true, force: true });
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(() => {
  site?.close();
  reports?.close();
});

/** What a page shows once loaded: its site script run, its styles applied, the pictures that failed, its language. */
function loaded() {
  return new Promise<{ enhanced: boolean; styled: boolean; broken: string[]; pictures: number; lang: string }>(
    (resolve) => {
      const started = Date.now();
      const look = () => {
        const enhanced = document.documentElement.hasAttribute('data-enhanced');
        if (!enhanced && Date.now() - started < 10_000) return void setTimeout(look, 100);
        const shown = [...document.images].filter((i) => i.complete);
        resolve({
          enhanced,
          styled: getComputedStyle(document.querySelector('.site-header')!).position === 'sticky',
          broken: shown.filter((i) => i.naturalWidth === 0).map((i) => i.currentSrc || i.src),
          pictures: shown.filter((i) => i.naturalWidth > 0).length,
          lang: document.documentElement.lang,
        });
      };
      look();
    },
  );
}

/** Whether the page's first logo carousel is moving by itself (Swiper's autoplay running). */
function carouselMoving() {
  const carousel = document.querySelector('.carousel-swiper') as HTMLElement & {
    swiper?: { autoplay: { running: boolean } };
  };
  return Boolean(carousel?.swiper?.autoplay.running);
}

/**
 * The first logo carousel, once moving by itself, paused by its button. Its logos in the middle of the screen, away
 * from the pointer (left on the hero's button): pointed at, it would hold still.
 */
async function pauseCarousel(engine: Engine) {
  await engine.run(() => document.querySelector('.carousel-section')!.scrollIntoView({ block: 'center' }));
  await until(engine, 'the carousel starting', carouselMoving);
  await engine.click('.carousel-toggle');
  await until(engine, 'the carousel pausing', () => {
    const carousel = document.querySelector('.carousel-swiper') as HTMLElement & {
      swiper: { autoplay: { running: boolean } };
    };
    return !carousel.swiper.autoplay.running;
  });
}

/** Waits in the page until `test` (a function's source, run there) is true, or says what it last was. */
async function until(engine: Engine, what: string, test: () => unknown, ms = 10_000) {
  const started = Date.now();
  for (;;) {
    if (await engine.run(test)) return;
    if (Date.now() - started > ms) throw new Error(`${engine.name}: ${what} did not happen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function visitEveryKind(engine: Engine) {
  for (const route of PAGES) {
    await engine.open(base + route);
    const seen = await engine.run(loaded);
    expect(seen, `${engine.name} ${route}`).toMatchObject({ enhanced: true, styled: true, broken: [] });
    expect(seen.pictures, `${engine.name} ${route}: pictures shown`).toBeGreaterThan(0);
    expect(seen.lang).toBe(route.startsWith('/mr/') ? 'mr' : 'en');
    await engine.screenshot(path.join(SHOTS, `${engine.name.toLowerCase()}-${screenshotName(route)}.png`));
  }
}

async function useEveryPart(engine: Engine) {
  // The menu, on a phone: its button opens it.
  await engine.open(`${base}/WhoWeAre`);
  await engine.run(loaded);
  await engine.click('summary.menu-toggle');
  await until(engine, 'the menu opening', () => document.querySelector<HTMLDetailsElement>('details.menu')!.open);

  // The search: Pagefind's code and WebAssembly under the CSP, and a word that finds pages.
  await engine.open(`${base}/`);
  await engine.run(loaded);
  await engine.click('.search-button');
  await until(engine, 'the search opening', () => document.querySelector('dialog.search-dialog[open]') !== null);
  await engine.type('#site-search-input', 'pension');
  await until(engine, 'search results', () => document.querySelectorAll('.search-result').length > 0);
  await engine.key('Escape');

  // The hero video: playing by itself, paused by its button.
  await until(
    engine,
    'the hero video playing',
    () => !document.querySelector<HTMLVideoElement>('video[data-hero-video]')!.paused,
  );
  await engine.click('.hero-video-toggle');
  await until(
    engine,
    'the hero video pausing',
    () => document.querySelector<HTMLVideoElement>('video[data-hero-video]')!.paused,
  );

  // A logo carousel: paused by its button, moving again at once when it is pressed again.
  await pauseCarousel(engine);
  await engine.click('.carousel-toggle');
  await until(engine, 'the carousel moving again after Play', carouselMoving);

  // A testimonial: played by its button, its captions showing.
  const testimonials = resolved!.pages.find(
    (p) => p.lang === 'en' && JSON.stringify(p.sections).includes('"captionsFile"'),
  )!;
  await engine.open(base + testimonials.path);
  await engine.run(loaded);
  await engine.run(() => document.querySelector('video[data-video-player]')!.scrollIntoView({ block: 'center' }));
  await engine.click('button[data-video-play]');
  await until(engine, 'the captions showing', () => {
    const video = document.querySelector<HTMLVideoElement>('video[data-video-player]')!;
    return !video.paused || video.played.length > 0 ? video.textTracks[0]?.mode === 'showing' : false;
  });

  // The lightbox: a photo opens large, Escape closes it.
  await engine.open(`${base}/Events`);
  await engine.run(loaded);
  await engine.run(() => document.querySelector('.gallery-link')!.scrollIntoView({ block: 'center' }));
  // Its code loaded as it came near (before, the photo is a plain link to the large file).
  await until(
    engine,
    "the gallery's code",
    () => document.querySelector('[data-island="lightbox"][data-hydrated]') !== null,
  );
  await engine.click('.gallery-link');
  await until(engine, 'the lightbox opening', () => document.querySelector('.pswp--open') !== null);
  // Escape closes it (PhotoSwipe lets a key pass while it is still opening: pressed again if so).
  for (let press = 0; press < 10 && (await engine.run(() => document.querySelector('.pswp') !== null)); press++) {
    await engine.key('Escape');
    await new Promise((r) => setTimeout(r, 300));
  }
  expect(await engine.run(() => document.querySelector('.pswp') === null)).toBe(true);

  // The enquiry form: sent empty, its own messages and one status line, the first field focused; sent filled to a
  // service it cannot reach, it says so and keeps everything typed.
  await engine.open(`${base}/ContactPage`);
  await engine.run(loaded);
  await engine.run(() => document.querySelector('form.site-form')!.scrollIntoView());
  // Its code loaded (it loads as the form comes near): the form then shows its own messages, not the browser's.
  await until(engine, "the form's code", () => document.querySelector('[data-island="form"][data-hydrated]') !== null);
  await engine.click('form.site-form button[type="submit"]');
  await until(engine, 'the form naming what to fix', () =>
    /5/.test(document.querySelector('form.site-form [role="status"]')?.textContent ?? ''),
  );
  expect(await engine.run(() => document.activeElement?.id)).toBe('contact-Name');
  expect(await engine.run(() => document.querySelector('#contact-Name-error')!.textContent!.length)).toBeGreaterThan(0);
  const typed = {
    'contact-Name': 'Asha Kulkarni',
    'contact-Email': 'asha@example.com',
    'contact-company': 'Pune Municipal Corporation',
    'contact-Phone': '9876543210',
    'contact-Message': 'We need a grievance system for 15 wards.',
  };
  for (const [id, value] of Object.entries(typed)) await engine.type(`#${id}`, value);
  await engine.click('form.site-form button[type="submit"]');
  await until(engine, 'the failed send said', () => document.querySelector('.form-status.is-error') !== null, 40_000);
  expect(
    await engine.run(
      (ids: string[]) => ids.map((id) => (document.getElementById(id) as HTMLInputElement).value),
      Object.keys(typed),
    ),
  ).toEqual(Object.values(typed));
}

/**
 * The site's own marks in the engine's scheme, read from its screenshot: the brand mark, a technology mark (its
 * carousel paused) and a partner mark, each as the colours inside its box.
 */
async function marksAsDrawn(engine: Engine) {
  await engine.open(`${base}/`);
  await engine.run(loaded);
  // The technology carousel paused, and its slide settled, so that the mark measured stays where it was found.
  await pauseCarousel(engine);
  await new Promise((r) => setTimeout(r, 1000));
  const found: { what: string; contrast: number; light: number }[] = [];
  for (const selector of ['.brand img', '.carousel-slide img.both-schemes', '.card-image.both-schemes']) {
    // The first mark that shows in full (a carousel's first in the markup may stand outside its row), in view, drawn.
    const box = await engine.run(async (sel: string) => {
      const img = [...document.querySelectorAll<HTMLImageElement>(sel)].find((i) => {
        const r = i.getBoundingClientRect();
        const row = i.closest('.swiper, .carousel-row, .card, header')!.getBoundingClientRect();
        return r.width > 0 && r.left >= row.left && r.right <= row.right;
      })!;
      img.loading = 'eager';
      img.scrollIntoView({ block: 'center' });
      await img.decode();
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const r = img.getBoundingClientRect();
      return { src: img.getAttribute('src')!, x: r.x, y: r.y, width: r.width, height: r.height, width0: innerWidth };
    }, selector);
    const file = path.join(SHOTS, `${engine.name.toLowerCase()}-mark-${found.length + 1}.png`);
    await engine.screenshot(file);
    const png = readFileSync(file);
    const { width = 0 } = await sharp(png).metadata();
    const scale = width / box.width0;
    const part = {
      left: Math.round(box.x * scale),
      top: Math.round(box.y * scale),
      width: Math.round(box.width * scale),
      height: Math.round(box.height * scale),
    };
    const { contrast, light } = markColours(await pngPart(png, part));
    found.push({ what: box.src, contrast: Math.round(contrast * 10) / 10, light });
  }
  return found;
}

describe('the site in the other engines', () => {
  it.concurrent.each([
    ['Firefox ESR, dark scheme', () => startFirefox({ dark: true }), true],
    ['WebKitGTK', () => startWebKit(), false],
  ] as const)(
    '%s: every kind of page, and every part a visitor uses',
    async (_, start, dark) => {
      const engine = await start();
      try {
        await visitEveryKind(engine);
        console.log(`${engine.name}: ${engine.version}, pages ${await engine.run(() => innerWidth)} px wide`);
        expect(await engine.run(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(dark);
        await useEveryPart(engine);
        // Nothing logged but the failed send itself (Firefox says the unreachable service's request failed).
        expect(engine.errors.filter((e) => !e.includes(resolved!.layout.site.forms.contact!))).toEqual([]);
      } finally {
        await engine.close();
      }
      expect(violations).toEqual([]);
    },
    300_000,
  );

  // The marks change colour by a rule inside each SVG (@media (prefers-color-scheme: dark)), which WebKit must apply to
  // a picture as Chromium and Firefox do: else a dark mark would sit unreadable on the dark header and cards.
  it('WebKitGTK, dark scheme: the marks are drawn in their dark colours, readable, with nothing white in them', async () => {
    const engine = await startWebKit({ dark: true });
    try {
      expect(
        (await engine.open(`${base}/`), await engine.run(() => matchMedia('(prefers-color-scheme: dark)').matches)),
      ).toBe(true);
      const marks = await marksAsDrawn(engine);
      console.log(`WebKit, dark: ${marks.map((m) => `${m.what} ${m.contrast}:1`).join(', ')}`);
      expect(marks).toHaveLength(3);
      for (const m of marks) {
        expect(m.contrast, m.what).toBeGreaterThanOrEqual(4.5);
        expect(m.light, m.what).toBe(0);
      }
    } finally {
      await engine.close();
    }
  }, 120_000);
});
