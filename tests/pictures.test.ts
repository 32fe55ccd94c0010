// The picture pipeline on photos the tests generate (tests/support/photos.ts): what the photos fixture build serves,
// and what site.yaml is told about files that are too big, damaged, unsafe or too small.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { load as parseHtml, type CheerioAPI } from 'cheerio';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkSite, formatProblem, htmlFileOf } from '../src/check/checkSite.ts';
import { PICTURE_SLOTS, type PictureSlotName } from '../src/shared/pictureSlots.ts';
import { loadSiteFile, loadSiteText } from '../src/contract/loadSite.ts';
import { encodePictures } from '../src/media/pictures/encode.ts';
import type { Problem } from '../src/core/problems.ts';
import { builtClient, photoSiteDir } from './support/builds.ts';
import { FIXTURE_PUBLIC, fixtureText, mutate, positionOf, ROOT } from './support/fixture.ts';
import { makePhoto, pngHeaderOnly, SECRET } from './support/photos.ts';
import { GUIDE, guideExample } from './support/walkthrough.ts';

const CLIENT = builtClient('photos');
const page = (route: string): CheerioAPI => parseHtml(readFileSync(htmlFileOf(CLIENT, route)!, 'utf8'));
const servedFile = (address: string) => path.join(CLIENT, address);
/** Width of each candidate in a srcset. */
const widthsOf = (srcset: string) => srcset.split(',').map((c) => Number(c.trim().split(' ')[1].slice(0, -1)));
const addressesOf = (srcset: string) => srcset.split(',').map((c) => c.trim().split(' ')[0]);
const ORIGINAL = { width: 1200, height: 800 }; // tests/support/photos.ts: preparePhotoSite's default size

describe('a raster picture named in site.yaml', () => {
  it('is a <picture> of AVIF and WebP in widths from its slots, and a fallback in its own format', () => {
    const picture = page('/Sopi')('main picture').first();
    const sources = picture.find('source');
    expect(sources.map((_, s) => s.attribs.type).get()).toEqual(['image/avif', 'image/webp']);
    for (const source of sources.get()) {
      expect(source.attribs.sizes).toBe(PICTURE_SLOTS.prose.sizes);
      const widths = widthsOf(source.attribs.srcset);
      // The PNG is shown in the product page's prose slot and as a tile on /Products: 1x and 2x of each slot width at
      // 360, 768 and 1366 px, none wider than the file; a candidate at most 1/0.88 wider stands in for a close one.
      for (const slot of ['prose', 'tile'] as PictureSlotName[]) {
        for (const w of PICTURE_SLOTS[slot].widths) {
          for (const wanted of [w, 2 * w].map((x) => Math.min(x, ORIGINAL.width))) {
            expect(
              widths.some((c) => c >= wanted && c <= wanted / 0.88),
              `${slot} ${wanted}px in ${widths}`,
            ).toBe(true);
          }
        }
      }
      expect(Math.max(...widths)).toBe(ORIGINAL.width);
      for (const address of addressesOf(source.attribs.srcset))
        expect(readFileSync(servedFile(address)).length).toBeGreaterThan(0);
    }
    const img = picture.find('img');
    expect(img.attr('src')).toMatch(/^\/_pictures\/sopi-\d+-[0-9a-f]+\.png$/);
    expect([img.attr('width'), img.attr('height')]).toEqual([String(ORIGINAL.width), String(ORIGINAL.height)]);
    expect(img.attr('alt')).toBe('The pension calculator on a laptop');
  });

  it('is encoded in the formats its file says, at the widths its name says', async () => {
    const sources = page('/Sopi')('main picture source');
    for (const source of sources.get()) {
      const [address] = addressesOf(source.attribs.srcset).slice(-1);
      const meta = await sharp(servedFile(address)).metadata();
      expect(`image/${meta.format === 'heif' ? 'avif' : meta.format}`).toBe(source.attribs.type);
      expect(meta.width).toBe(widthsOf(source.attribs.srcset).at(-1));
    }
  });

  it('is turned upright as its EXIF orientation says, with width and height from the file', async () => {
    // The second event photo was taken with the phone turned: stored 800×1200 with EXIF orientation 6, seen 1200×800.
    const stored = await sharp(path.join(photoSiteDir(), 'public/images/photos/event-2.jpg')).metadata();
    expect([stored.width, stored.height, stored.orientation]).toEqual([ORIGINAL.height, ORIGINAL.width, 6]);
    const turned = page('/Events')('img[alt$="(photo 2)"]');
    expect([turned.attr('width'), turned.attr('height')]).toEqual([String(ORIGINAL.width), String(ORIGINAL.height)]);
    const srcset = turned.closest('picture').find('source[type="image/avif"]').attr('srcset')!;
    const served = await sharp(servedFile(addressesOf(srcset).at(-1)!)).metadata();
    expect([served.width, served.height, served.orientation ?? 1]).toEqual([
      widthsOf(srcset).at(-1),
      Math.round((widthsOf(srcset).at(-1)! * ORIGINAL.height) / ORIGINAL.width),
      1,
    ]);
  });

  it('reaches no visitor with any of its metadata: no EXIF, XMP, comment, text chunk or colour profile', async () => {
    const files = readdirSync(CLIENT, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
    const pictures = files.filter((f) => /\.(avif|webp|jpg|png)$/.test(f));
    expect(pictures.length).toBeGreaterThan(40);
    for (const file of files) expect(readFileSync(file).includes(SECRET), file).toBe(false);
    for (const file of pictures) {
      const bytes = readFileSync(file);
      for (const marker of ['Exif\0\0', 'PhoneMaker', 'adobe:ns:meta', 'tEXt', 'iCCP', 'eXIf'])
        expect(bytes.includes(marker), `${marker} in ${file}`).toBe(false);
      const meta = await sharp(file).metadata();
      expect([meta.exif, meta.xmp, meta.icc, meta.iptc, meta.comments], file).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    }
    // The original's own address (social cards, links to the file) serves a cleaned copy, not the upload.
    expect(readFileSync(servedFile('/images/photos/sopi.png')).includes('iCCP')).toBe(false);
  });

  it('leaves SVGs as they are', () => {
    const logo = page('/Sopi')('header img').first();
    expect(logo.attr('src')).toBe('/images/logo.svg');
    expect(logo.parent().is('picture')).toBe(false);
    expect(readFileSync(servedFile('/images/logo.svg'))).toEqual(
      readFileSync(path.join(FIXTURE_PUBLIC, 'images/logo.svg')),
    );
  });

  it('leaves nothing the site checker can fault: every candidate is a file of the build', () => {
    const site = loadSiteFile(path.join(photoSiteDir(), 'site.yaml')).resolved!;
    expect(checkSite(CLIENT, site).problems.map(formatProblem)).toEqual([]);
  });
});

describe('first paint', () => {
  const imgs = ($: CheerioAPI) => $('body img').get();

  it('fetches the largest picture in the first view first (home hero, product picture), with nothing lazy in front of it', () => {
    for (const [route, selector] of [
      ['/', '.hero-image'],
      ['/Sopi', '.prose-image'],
      ['/Events', '.gallery img'],
    ]) {
      const $ = page(route);
      const all = imgs($);
      const largest = all.findIndex((img) => $(img).is(selector));
      expect(largest, route).toBeGreaterThanOrEqual(0);
      expect(all[largest].attribs.fetchpriority ?? all[largest].attribs.fetchPriority, route).toBe('high');
      expect(all[largest].attribs.loading, route).toBe('eager');
      for (const img of all.slice(0, largest))
        expect(img.attribs.loading, `${route} ${img.attribs.src}`).not.toBe('lazy');
    }
  });

  it('loads every other photo lazily, in a box of its size painted with its dominant colour', () => {
    const $ = page('/Events');
    const css = $('style').first().text();
    const photos = $('.gallery img').get();
    expect(photos.length).toBe(4);
    for (const [i, img] of photos.entries()) {
      expect(img.attribs.loading).toBe(i === 0 ? 'eager' : 'lazy');
      expect(Number(img.attribs.width) * Number(img.attribs.height)).toBeGreaterThan(0);
      const colour = img.attribs.class.match(/\bpc-([0-9a-f]{6})\b/)?.[1];
      expect(colour, img.attribs.alt).toBeDefined();
      expect(css).toContain(`.pc-${colour}{background-color:#${colour}}`);
    }
  });
});

describe('the events gallery without JavaScript', () => {
  it('links each photo to its large file', async () => {
    const $ = page('/Events');
    const links = $('.gallery a').get();
    expect(links.length).toBe(4);
    for (const a of links) {
      expect($(a).find('img').length).toBe(1);
      const meta = await sharp(servedFile(a.attribs.href)).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width!, meta.height!)).toBe(ORIGINAL.width);
      expect([a.attribs['data-pswp-width'], a.attribs['data-pswp-height']]).toEqual([
        String(meta.width),
        String(meta.height),
      ]);
    }
  });
});

describe("site.yaml is told, at the picture's line, about a picture file that", () => {
  const dir = path.join(ROOT, '.tmp/picture-problems');
  const publicDir = path.join(dir, 'public');
  beforeAll(() => {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    cpSync(FIXTURE_PUBLIC, publicDir, { recursive: true });
  });
  /** The mini site with /Sopi's picture set to `file`, written under public/images/. */
  const withSopiPicture = (name: string, bytes: Buffer | string) => {
    writeFileSync(path.join(publicDir, 'images', name), bytes);
    const text = mutate(
      fixtureText(),
      '    product:\n      descriptionId: sopi',
      `    image: { src: /images/${name}, alt: The calculator }\n    product:\n      descriptionId: sopi`,
    );
    return { text, at: positionOf(text, `/images/${name}`), result: loadSiteText(text, { publicDir }) };
  };

  it('claims more pixels than the limit in its header: refused without decoding', () => {
    const { at, result } = withSopiPicture('bomb.png', pngHeaderOnly(60000, 60000));
    expect(result.problems).toMatchObject([
      {
        ...at,
        code: 'FILE006',
        message: expect.stringMatching(
          /"\/images\/bomb\.png" is 60000×60000 pixels \(3600 megapixels\), more than the 100 megapixels/,
        ),
      },
    ]);
  });

  it('is over 25 MB', () => {
    const { at, result } = withSopiPicture('huge.jpg', Buffer.alloc(26 * 1024 * 1024, 1));
    expect(result.problems).toMatchObject([
      {
        ...at,
        code: 'FILE002',
        message: expect.stringMatching(/"\/images\/huge\.jpg" is 26\.0 MB, more than the 25\.0 MB/),
      },
    ]);
  });

  it('is damaged: refused when it is encoded', async () => {
    const photo = await makePhoto({ width: 400, height: 300, format: 'jpeg', seed: 99 });
    const { at, result } = withSopiPicture('damaged.jpg', photo.subarray(0, Math.floor(photo.length / 2)));
    expect(result.problems).toEqual([]);
    const problems: Problem[] = [];
    await encodePictures(result.resolved!.pictures, (p) => problems.push(p));
    expect(problems).toMatchObject([
      {
        ...at,
        code: 'FILE001',
        message: expect.stringMatching(/^the picture "\/images\/damaged\.jpg" cannot be read: the file is damaged/),
      },
    ]);
  });

  // An SVG that could run or fetch something: tests/svg-safety.test.ts.

  it('is smaller than its slot needs: a warning naming the size to supply, and the site still builds', async () => {
    const { at, result } = withSopiPicture(
      'small.png',
      await makePhoto({ width: 500, height: 250, format: 'png', seed: 5 }),
    );
    expect(result.problems).toEqual([]);
    expect(result.resolved).toBeDefined();
    const needed = 2 * Math.max(...PICTURE_SLOTS.prose.widths);
    expect(result.warnings).toMatchObject([
      { ...at, code: 'FILE049', message: expect.stringContaining(`supply it at least ${needed}×${needed / 2}`) },
    ]);
  });

  it("is an iPhone's HEIC photo: refused at its line with how to get a JPEG, named .heic or .jpg", async () => {
    // A real one, by libheif's encoder (HEVC inside, as an iPhone writes); ffmpeg here writes no HEIF.
    const png = path.join(dir, 'for-heic.png');
    writeFileSync(png, await makePhoto({ width: 640, height: 480, format: 'png', seed: 7 }));
    execFileSync('heif-enc', ['-q', '60', '-o', path.join(dir, 'IMG_0042.HEIC'), png]);
    const heic = readFileSync(path.join(dir, 'IMG_0042.HEIC'));
    // Why it is refused, not converted: this sharp reads its header but cannot decode its pictures. When a sharp that
    // can is installed, this fails: then convert HEIC like any photo instead.
    expect((await sharp(heic).metadata()).compression).toBe('hevc');
    await expect(sharp(heic).raw().toBuffer()).rejects.toThrow();
    for (const name of ['IMG_0042.HEIC', 'IMG_0043.heif']) {
      const { at, result } = withSopiPicture(name, heic);
      const jpeg = `/images/${name.replace(/\.\w+$/, '.jpg')}`;
      expect(result.problems).toMatchObject([
        {
          ...at,
          code: 'FILE051',
          message: expect.stringMatching(/^"\/images\/IMG_004\d\.hei[cf]" is a HEIC photo .* Settings → Photos/i),
        },
      ]);
      expect(result.problems[0].message).toContain(`put the JPEG at public${jpeg} and write "${jpeg}" here`);
    }
    const { at, result } = withSopiPicture('team.jpg', heic);
    expect(result.problems).toMatchObject([{ ...at, code: 'FILE034' }]);
  });

  it('is not a picture at all (a document renamed .jpg)', () => {
    const { at, result } = withSopiPicture('letter.jpg', 'Dear Sir, please find the photo attached.');
    expect(result.problems).toMatchObject([
      { ...at, code: 'FILE003', message: expect.stringMatching(/^the picture "\/images\/letter\.jpg" cannot be read/) },
    ]);
  });
});

describe('docs/guide/media.md "Add photos"', () => {
  it('the pasted example, with a phone photo at its file, gives the events gallery one more photo that opens large', async () => {
    const dir = path.join(ROOT, '.tmp/readme-photos');
    rmSync(dir, { recursive: true, force: true });
    cpSync(path.join(ROOT, 'public'), path.join(dir, 'public'), { recursive: true });
    const example = guideExample(GUIDE.media, '### Add photos');
    const src = example.match(/src: (\S+),/)![1];
    writeFileSync(
      path.join(dir, 'public', src),
      await makePhoto({ width: 2000, height: 1500, format: 'jpeg', seed: 7 }),
    );
    // "search for `id: Womens_Day` … and paste this after the last photo of that group"
    let site = readFileSync(path.join(ROOT, 'site.yaml'), 'utf8');
    const group = site.indexOf('id: Womens_Day');
    const nextGroup = site.indexOf('\n          - id: ', group);
    site = site.slice(0, nextGroup + 1) + example + site.slice(nextGroup + 1);
    const { problems, warnings, resolved } = loadSiteText(site, { publicDir: path.join(dir, 'public') });
    expect(problems).toEqual([]);
    expect(warnings).toEqual([]);
    const gallery = resolved!.pages.find((p) => p.path === '/Events')!.sections.find((s) => s.type === 'gallery')!;
    const photos = gallery.type === 'gallery' ? gallery.groups.find((g) => g.id === 'Womens_Day')!.photos : [];
    const added = photos.at(-1)!;
    expect(added.src).toBe(src);
    expect(added.versions?.large?.width).toBe(1920);
    expect(added.versions?.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
  });

  it('names, for each place a picture is shown, twice the widest its slot draws it (what the build warns below)', () => {
    const guide = readFileSync(path.join(ROOT, GUIDE.media), 'utf8');
    const table = guide.slice(guide.indexOf('| where the picture is shown |'));
    const lines = table.split('\n');
    const rows = lines.slice(
      2,
      lines.findIndex((l) => !l.startsWith('|')),
    );
    const supplied = rows.map((r) => Number(r.split('|')[3].match(/\d+/)![0]));
    const slots: PictureSlotName[] = ['hero', 'prose', 'map', 'card', 'testimonial', 'gallery', 'tile', 'carouselLogo'];
    expect(supplied).toEqual(slots.map((slot) => 2 * Math.max(...PICTURE_SLOTS[slot].widths)));
  });
});

describe('npm run dev', () => {
  it('serves each picture version from the cache, the same bytes the build publishes', async () => {
    const { createServer } = await import('vite');
    const { devPlugin } = await import('../src/serve/devPlugin.ts');
    const siteFile = path.join(photoSiteDir(), 'site.yaml');
    const server = await createServer({
      configFile: false,
      root: photoSiteDir(),
      logLevel: 'silent',
      plugins: [devPlugin({ siteFile })],
      server: { port: 0, host: '127.0.0.1' },
    });
    try {
      await server.listen();
      const base = server.resolvedUrls!.local[0].replace(/\/$/, '');
      const srcset = page('/Sopi')('main picture source[type="image/avif"]').attr('srcset')!;
      for (const address of addressesOf(srcset).slice(0, 2)) {
        const response = await fetch(base + address);
        expect(response.status, address).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/avif');
        expect(Buffer.from(await response.arrayBuffer())).toEqual(readFileSync(servedFile(address)));
      }
    } finally {
      await server.close();
    }
  });
});
