// Printing a page, or saving it as PDF, as an officer filing a vendor's page does: Chromium prints the real built
// page, scrolled no further than its first screen (so the sections below are still waiting to fade in), to an A4 PDF,
// and poppler's pdftotext reads the PDF back (in the order it was drawn, -raw, so two columns do not interleave). Every heading of the page, the footer's contact details and the
// address of every external link in the content are in its text; no card is split across two sheets; the menu and
// the carousels' buttons are not printed; the hero's text is dark on white. The PDFs and a picture of each sheet
// are left in .tmp/print/ to look at.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage, useBuiltSiteInChromium } from '../support/browser.ts';
import { ROOT } from '../support/fixture.ts';

const OUT = path.join(ROOT, '.tmp/print');
const site = useBuiltSiteInChromium();

beforeAll(() => {
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  console.log(`printed pages: ${path.relative(process.cwd(), OUT)}/<page>.pdf and <page>-<sheet>.png`);
});

/** Whitespace as one space: pdftotext breaks lines where the sheet does. */
const words = (s: string) => s.replace(/\s+/g, ' ').trim();
/** Without any whitespace and in lower case, for what a sheet may break anywhere (an address) or print in capitals. */
const squeezed = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/** WCAG's contrast ratio of two CSS rgb() colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = c
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number)
      .map((v) => {
        const s = v / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe.each(['/', '/Sopi'])('%s printed', (route) => {
  const name = route === '/' ? 'home' : route.slice(1);

  it('keeps every section, the footer contact and external links, splits no card, and leaves out the controls', async () => {
    // Motion allowed, as for most visitors: the sections below the first screen are waiting to fade in.
    const page = await newPage(site.browser, {
      viewport: { width: 1366, height: 900 },
      reducedMotion: 'no-preference',
    });
    await page.goto(site.base + route, { waitUntil: 'networkidle' });
    await page.locator('html[data-enhanced]').waitFor({ state: 'attached' });
    expect(await page.locator('.reveal-pending').count()).toBeGreaterThan(0);

    await page.emulateMedia({ media: 'print' });
    const expected = await page.evaluate(() => {
      // The words a sheet shows: what is drawn, without what is there for screen readers only.
      const text = (el: Element) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        let out = '';
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement!;
          if (!parent.closest('.visually-hidden') && parent.checkVisibility()) out += node.textContent;
        }
        return out;
      };
      /** A heading left transparent (by the fade-in, say): its words are in the PDF, but not on the sheet. */
      const faded = (el: Element) => {
        for (let e: Element | null = el; e; e = e.parentElement)
          if (Number(getComputedStyle(e).opacity) < 1) return true;
        return false;
      };
      return {
        faded: [...document.querySelectorAll('main :is(h1, h2, h3)')].filter(faded).map(text),
        headings: [...document.querySelectorAll('main :is(h1, h2, h3)')].map(text),
        footer: [...document.querySelectorAll('.footer-contact :is(.footer-title, address, .footer-reach a)')].map(
          text,
        ),
        external: [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="http"]')].map((a) => a.href),
        cards: [...document.querySelectorAll('main :is(.card, .tile, .testimonial, .logo-card)')].map(text),
        // What must not print: the menu and its button, the skip link, the carousels' buttons.
        shown: [
          ...document.querySelectorAll(
            '.menu, .menu-toggle, .skip-link, .carousel-controls, .carousel-arrow, .carousel-toggle',
          ),
        ]
          .filter((el) => (el as HTMLElement).checkVisibility() && el.getBoundingClientRect().height > 0)
          .map((el) => el.className),
        hero: [...document.querySelectorAll('.hero :is(.eyebrow, h1, .hero-intro p)')].map(
          (el) => getComputedStyle(el).color,
        ),
        heroBackground: (() => {
          const hero = document.querySelector('.hero');
          const media = document.querySelector('.hero-media');
          return hero
            ? {
                background: getComputedStyle(hero).backgroundColor,
                media: media ? (media as HTMLElement).checkVisibility() : false,
              }
            : undefined;
        })(),
      };
    });
    expect(expected.headings.length).toBeGreaterThan(2);
    expect(expected.footer.length).toBeGreaterThanOrEqual(3);
    expect(expected.shown).toEqual([]);
    expect(expected.faded).toEqual([]);
    if (expected.heroBackground) {
      // Dark on white: browsers print without backgrounds, so the hero's picture and its veil are not there.
      expect(expected.heroBackground.media).toBe(false);
      expect(expected.heroBackground.background).toMatch(/rgba\(0, 0, 0, 0\)|rgb\(255, 255, 255\)/);
      for (const colour of expected.hero) expect(contrast(colour, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(4.5);
    }

    const pdfFile = path.join(OUT, `${name}.pdf`);
    writeFileSync(
      pdfFile,
      await page.pdf({ format: 'A4', margin: { top: '15mm', bottom: '15mm', left: '12mm', right: '12mm' } }),
    );
    await page.context().close();
    execFileSync('pdftoppm', ['-r', '50', '-png', pdfFile, path.join(OUT, name)]);
    // No sheet left blank (as the sections waiting to fade in used to print).
    const inked: number[] = [];
    for (const file of readdirSync(OUT)
      .filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png'))
      .sort()) {
      const { data, info } = await sharp(path.join(OUT, file)).greyscale().raw().toBuffer({ resolveWithObject: true });
      let dark = 0;
      for (const v of data) if (v < 160) dark++;
      inked.push(Math.round((10_000 * dark) / (info.width * info.height)) / 100);
    }
    expect(inked.length).toBeGreaterThan(0);
    expect(inked.filter((percent) => percent === 0)).toEqual([]);
    const sheets = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', pdfFile, '-'], { encoding: 'utf8' })
      .split('\f')
      .filter((s) => s.trim())
      .map(words);
    const all = sheets.join(' ');

    const missing = expected.headings.map(words).filter((h) => !all.includes(h));
    expect(missing).toEqual([]);
    expect(expected.footer.map(words).filter((f) => !all.includes(f))).toEqual([]);
    expect(expected.external.filter((href) => !squeezed(all).includes(squeezed(href)))).toEqual([]);
    // A card's first and last words on one sheet (compared without spaces: the card's text has none between its blocks).
    const split = expected.cards.map(squeezed).filter((card) => {
      const [head, tail] = [card.slice(0, 30), card.slice(-30)];
      return !sheets.map(squeezed).some((sheet) => sheet.includes(head) && sheet.includes(tail));
    });
    expect(split).toEqual([]);
  });
});

describe('printed from a device set to the dark scheme', () => {
  it('is the same dark ink on white as from a light one', async () => {
    const page = await newPage(site.browser, {
      viewport: { width: 1366, height: 900 },
      colorScheme: 'dark',
      reducedMotion: 'reduce',
    });
    await page.goto(site.base + '/Sopi', { waitUntil: 'load' });
    // On screen it is dark...
    expect(
      contrast(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(255, 255, 255)'),
    ).toBeGreaterThan(10);
    // ...printed, every word of the content is dark enough on the white sheet.
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    await page.waitForFunction(() => matchMedia('print').matches && matchMedia('(prefers-color-scheme: dark)').matches);
    const colours = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('main :is(h1, h2, h3, p, li, a, dt, dd), .site-footer :is(p, a, address)')]
          .filter((el) => (el as HTMLElement).checkVisibility())
          .map((el) => ({ what: (el as HTMLElement).innerText.slice(0, 30), colour: getComputedStyle(el).color })),
      );
    expect((await colours()).length).toBeGreaterThan(20);
    // The page's styles follow the emulated media a moment after matchMedia does, on a busy machine (a fresh clone's
    // run once read every word in the screen's dark scheme colours).
    await expect
      .poll(async () => (await colours()).filter((c) => contrast(c.colour, 'rgb(255, 255, 255)') < 4.5), {
        timeout: 10_000,
      })
      .toEqual([]);
    // The brand mark has colours of its own for the dark scheme: printed, its words are its light scheme's dark ones
    // (the printed page's color-scheme is light, and the drawing follows its <img>'s).
    const mark = page.locator('.brand img');
    const box = (await mark.boundingBox())!;
    const words = { x: box.x + box.width * 0.25, y: box.y, width: box.width * 0.75, height: box.height * 0.7 };
    const { data } = await sharp(await page.screenshot({ clip: words }))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let darkest = 0;
    for (let i = 0; i < data.length; i += 3)
      darkest = Math.max(darkest, contrast(`rgb(${data[i]}, ${data[i + 1]}, ${data[i + 2]})`, 'rgb(255, 255, 255)'));
    expect(darkest).toBeGreaterThan(7);
    await page.context().close();
  });
});
