// The picture a shared link shows (WhatsApp, LinkedIn, Facebook and X show no SVG): every page of the real built site
// names a JPEG share card of 1200×630 under 300 KB, with its size and words, the same for Open Graph and X; each
// product's card is its own (it shows the product's name), the home page's is the site's card.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { load as parseHtml } from 'cheerio';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { htmlFileOf } from '../src/check/checkSite.ts';
import { routedPages } from '../src/contract/ids.ts';
import { makeShareCards } from '../src/build/outputs/shareCards.ts';
import type { PageDescriptor } from '../src/contract/descriptorTypes.ts';
import { DIST } from './support/browser.ts';
import { realSite } from './support/realSite.ts';

const { resolved } = realSite();
if (!resolved) throw new Error('site.yaml must be valid');
const origin = resolved.layout.site.origin;
const pages = routedPages(resolved.pages);
const head = (route: string) => {
  const $ = parseHtml(readFileSync(htmlFileOf(DIST, route)!, 'utf8'));
  const meta = (key: string) => $(`meta[property="${key}"], meta[name="${key}"]`).attr('content');
  return {
    image: meta('og:image')!,
    width: meta('og:image:width'),
    height: meta('og:image:height'),
    type: meta('og:image:type'),
    alt: meta('og:image:alt'),
    twitter: meta('twitter:image'),
    twitterAlt: meta('twitter:image:alt'),
  };
};

describe('share cards', () => {
  it('every page names a JPEG card of 1200×630, with its size, type and words, for Open Graph and X alike', () => {
    const wrong = pages
      .map((p) => ({ path: p.path, ...head(p.path) }))
      .filter(
        (h) =>
          !h.image.startsWith(`${origin}/social/`) ||
          !h.image.endsWith('.jpg') ||
          h.width !== '1200' ||
          h.height !== '630' ||
          h.type !== 'image/jpeg' ||
          !h.alt?.trim() ||
          h.twitter !== h.image ||
          h.twitterAlt !== h.alt,
      );
    expect(wrong).toEqual([]);
  });

  it('are JPEG files of 1200×630 under 300 KB', async () => {
    const files = [...new Set(pages.map((p) => head(p.path).image.slice(origin.length)))];
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const full = path.join(DIST, file);
      const { format, width, height } = await sharp(full).metadata();
      expect({ file, format, width, height }).toEqual({ file, format: 'jpeg', width: 1200, height: 630 });
      expect(statSync(full).size, file).toBeLessThan(300 * 1024);
    }
  });

  it('a product page has a card of its own with its name; the home page has the site card', () => {
    const products = pages.filter((p) => p.template === 'ProductPage');
    const cards = products.map((p) => head(p.path));
    expect(new Set(cards.map((c) => c.image)).size).toBe(products.length);
    products.forEach((p, i) => expect(cards[i].alt).toContain(p.title));
    expect(head('/').alt).toBe(resolved.layout.site.defaultImage.alt);
    expect(cards.map((c) => c.image)).not.toContain(head('/').image);
  });
});

describe('a card kept from an earlier build', () => {
  // Cards are found again by what they are made from, without drawing them: a product page with its picture.
  const publicDir = mkdtempSync(path.join(os.tmpdir(), 'cards-'));
  writeFileSync(
    path.join(publicDir, 'card.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"/>',
  );
  const picture = (colour: string) =>
    writeFileSync(
      path.join(publicDir, 'screen.svg'),
      `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="${colour}"/></svg>`,
    );
  const site = {
    shortName: 'Vistaar Software',
    origin: 'https://www.example.in',
    defaultImage: { src: '/card.svg', alt: 'Vistaar Software' },
  };
  const pageOf = (title: string) =>
    ({
      path: '/Sopi',
      lang: 'en',
      title,
      image: { src: '/screen.svg', alt: 'A screen', width: 40, height: 30 },
      meta: {},
    }) as unknown as PageDescriptor;
  const cardOf = async (title: string) => {
    const page = pageOf(title);
    const { files, drawn } = makeShareCards([page], () => site, publicDir);
    await drawn;
    return { name: page.meta.shareCard!.src, bytes: readFileSync(files.get(page.meta.shareCard!.src)!) };
  };

  it('shows nothing of the card drawn before it: a page without a picture has no tile where the last one had', async () => {
    // A site name no card was made with yet, so that both cards are drawn here, one after the other, on one base.
    const drawnSite = { ...site, shortName: `Vistaar ${randomUUID().slice(0, 8)}` };
    picture('#12355b');
    const withPicture = { ...pageOf('A product with a long name and a picture'), path: '/A' } as PageDescriptor;
    const plain = { ...pageOf('Careers'), path: '/B', image: undefined } as PageDescriptor;
    await makeShareCards([withPicture], () => drawnSite, publicDir).drawn;
    const { files, drawn } = makeShareCards([plain], () => drawnSite, publicDir);
    await drawn;
    const { data, info } = await sharp(files.get(plain.meta.shareCard!.src)!)
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The picture's tile, above the picture on it (light, #eef4f8, on the first card), is the dark ground on the second.
    const at = (935 + 165 * info.width) * info.channels;
    expect(
      [...data.subarray(at, at + 3)].every((v) => v < 160),
      [...data.subarray(at, at + 3)].join(),
    ).toBe(true);
    // And its title is where titles are: light letters left of the middle.
    const row = 300 * info.width * info.channels;
    const light = Array.from({ length: 500 }, (_, x) => data[row + (80 + x) * info.channels]).filter((v) => v > 200);
    expect(light.length).toBeGreaterThan(0);
  });

  it('is used while nothing it is made from changed, and made again when its picture or its words change', async () => {
    try {
      picture('#12355b');
      const first = await cardOf('Smart Office Automation');
      expect((await cardOf('Smart Office Automation')).name).toBe(first.name);
      // The same picture's name with other bytes in it: another card, drawn anew.
      picture('#f2a33a');
      const repainted = await cardOf('Smart Office Automation');
      expect(repainted.name).not.toBe(first.name);
      expect(repainted.bytes.equals(first.bytes)).toBe(false);
      const renamed = await cardOf('Smart Office Automation (SOPI)');
      expect(renamed.name).not.toBe(repainted.name);
      expect(renamed.bytes.equals(repainted.bytes)).toBe(false);
    } finally {
      rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
