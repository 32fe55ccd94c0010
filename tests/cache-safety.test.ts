// What the build reuses is checked before it is published (src/core/writeWhole.ts): a cache entry (pictures, videos,
// fonts, share cards, app icons, brochures) that is a link, empty or not the bytes that were made is removed, said in
// one line and made again; so is a .br or .gz of the site being replaced that does not decompress to its file. A disk
// that fills up during a build is reported as a full disk, with how much to free and where, and leaves nothing
// half-written that a later build would publish.
import {
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { cacheNotices, readCached, writeCached } from '../src/core/writeWhole.ts';
import { runBuild } from './support/builds.ts';
import { lastBuildRecordOf } from '../src/build/lastBuild.ts';
import { ROOT } from './support/fixture.ts';
import { preparePhotoSite, SECRET } from './support/photos.ts';

const DIR = path.join(ROOT, '.tmp/cache-safety');
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => !e.isDirectory())
    .map((e) => path.join(e.parentPath, e.name));

describe('a cache entry', () => {
  const entry = path.join(DIR, 'unit/entry.bin');
  const said: string[] = [];
  const listening = () => {
    said.length = 0;
    cacheNotices.say = (line) => said.push(line);
  };

  it('is read back as written, and refused (removed, with a notice) when it is a link, empty, changed or has no record', () => {
    rmSync(path.join(DIR, 'unit'), { recursive: true, force: true });
    listening();
    try {
      writeCached(entry, 'the bytes that were made');
      expect(readCached(entry)?.toString()).toBe('the bytes that were made');
      expect(readCached(path.join(DIR, 'unit/none.bin'))).toBeUndefined();
      expect(said).toEqual([]);
      for (const [how, spoil, words] of [
        ['a link', () => symlinkSync('/etc/passwd', entry), 'is a link'],
        ['emptied', () => writeFileSync(entry, ''), 'is empty'],
        ['changed', () => writeFileSync(entry, 'other bytes'), 'is not the file the build made'],
      ] as const) {
        writeCached(entry, 'the bytes that were made');
        rmSync(entry);
        spoil();
        said.length = 0;
        expect(readCached(entry), how).toBeUndefined();
        expect(said, how).toEqual([expect.stringContaining(words)]);
        expect(() => lstatSync(entry), how).toThrow(); // removed, the link itself (not what it pointed to)
      }
      // No record: made by an older build, or its record removed: made again, without a word.
      writeFileSync(entry, 'bytes nobody recorded');
      said.length = 0;
      expect(readCached(entry)).toBeUndefined();
      expect(said).toEqual([]);
    } finally {
      cacheNotices.say = (line) => console.warn(line);
    }
  });
});

describe('a build that reuses what it made', () => {
  const site = path.join(DIR, 'site');
  const cache = path.join(DIR, 'cache');
  const out = path.relative(ROOT, path.join(DIR, 'out'));
  const client = path.join(DIR, 'out/client');
  let siteFile: string;
  const build = (env: Record<string, string> = {}) => runBuild(siteFile, out, { SITE_CACHE: cache, ...env });
  const colourClasses = () =>
    filesUnder(client)
      .filter((f) => f.endsWith('.html'))
      .flatMap((f) => readFileSync(f, 'utf8').match(/(?<![\w-])pc-[^\s"'{}.,:;&]*/g) ?? []);

  beforeAll(async () => {
    rmSync(DIR, { recursive: true, force: true });
    mkdirSync(DIR, { recursive: true });
    siteFile = (await preparePhotoSite(site)).siteFile;
  }, 120_000);

  it('on a full disk says so, with how much to free and where, and leaves no half-written file', async () => {
    const pictures = path.join(cache, 'pictures');
    const run = await build({
      DISK_FULL_AT: pictures,
      NODE_OPTIONS: `--import=${path.join(ROOT, 'tests/support/diskFull.mjs')}`,
    });
    expect(run.status, run.output).not.toBe(0);
    expect(run.output).toMatch(
      new RegExp(`the disk is full: free \\d+ MB at ${pictures.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    expect(run.output).not.toMatch(/damaged/);
    // Nothing half-written: no empty entry (the colour files a full disk left empty became class="pc-"), no part file,
    // no staging folder, no site.
    for (const file of existsSync(pictures) ? filesUnder(pictures) : []) {
      expect(readFileSync(file).length, file).toBeGreaterThan(0);
      expect(file).not.toMatch(/\.(part|tmp)$/);
    }
    expect(existsSync(path.join(DIR, 'out/.staging'))).toBe(false);
    expect(existsSync(client)).toBe(false);
  }, 180_000);

  it('once there is room again builds the whole site, every picture with its colour', async () => {
    const run = await build();
    expect(run.status, run.output).toBe(0);
    const classes = colourClasses();
    expect(classes.length).toBeGreaterThan(0);
    for (const c of classes) expect(c).toMatch(/^pc-[0-9a-f]{6}$/);
  }, 240_000);

  it('makes again, saying so, each entry that was replaced by a link, the original photo or nothing, and publishes none of them', async () => {
    const inCache = (kind: string, ext: string) =>
      filesUnder(path.join(cache, kind))
        .filter((f) => f.endsWith(ext))
        .sort();
    const [avif] = inCache('pictures', '.avif');
    const [jpeg] = inCache('pictures', '.jpeg');
    const [webp] = inCache('pictures', '.webp');
    const [colour] = inCache('pictures', '.colour');
    const [card] = inCache('social-cards', '.jpg');
    const [brochure] = inCache('brochures', '.pdf');
    const spoiled = [avif, jpeg, webp, colour, card, brochure];
    for (const file of spoiled) expect(file).toBeTruthy();
    rmSync(avif);
    symlinkSync('/etc/passwd', avif);
    writeFileSync(jpeg, readFileSync(path.join(site, 'public/images/photos/hero.jpg'))); // the original, with its EXIF
    writeFileSync(webp, '');
    writeFileSync(colour, '');
    rmSync(card);
    symlinkSync('/etc/passwd', card);
    writeFileSync(brochure, '%PDF-1.7 not the brochure');
    writeFileSync(path.join(client, 'index.html.br'), '');
    // Nothing taken from the last build (src/build/lastBuild.ts), which would spare the cache a card it published: each
    // output comes from the cache.
    rmSync(lastBuildRecordOf(path.join(ROOT, out)));

    const run = await build();
    expect(run.status, run.output).toBe(0);
    for (const file of spoiled) expect(run.output).toContain(`cache: ${path.relative(ROOT, file)} `);
    expect(run.output).toMatch(
      /precompress: .*index\.html\.br (does not decompress to the file|cannot be decompressed); compressed again/,
    );
    for (const file of spoiled) expect(lstatSync(file).isFile(), file).toBe(true);

    const published = filesUnder(client);
    for (const file of published) {
      expect(lstatSync(file).isFile(), file).toBe(true);
      const bytes = readFileSync(file);
      expect(bytes.length, file).toBeGreaterThan(0);
      expect(bytes.includes('root:x:0:0'), file).toBe(false);
      expect(bytes.includes(SECRET), file).toBe(false);
      if (file.endsWith('.avif')) expect(bytes.subarray(4, 12).toString(), file).toBe('ftypavif');
    }
    const index = readFileSync(path.join(client, 'index.html'));
    expect(brotliDecompressSync(readFileSync(path.join(client, 'index.html.br'))).equals(index)).toBe(true);
    expect(gunzipSync(readFileSync(path.join(client, 'index.html.gz'))).equals(index)).toBe(true);
    for (const c of colourClasses()) expect(c).toMatch(/^pc-[0-9a-f]{6}$/);
  }, 240_000);
});
