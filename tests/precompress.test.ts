// Precompression: a .br and a .gz beside every text file of 1 KB or more, each decompressing to the file exactly; the
// copies of a file whose bytes did not change since the site being replaced are reused, not made again.
import { mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { precompress } from '../src/build/precompress.ts';
import { cacheNotices } from '../src/core/writeWhole.ts';
import { ROOT } from './support/fixture.ts';

const DIR = path.join(ROOT, '.tmp/precompress-test');
const page = (n: number, words = 400) =>
  `<!DOCTYPE html><title>Page ${n}</title>` +
  Array.from({ length: words }, (_, i) => `<p>word ${i} of page ${n}</p>`).join('');

function site(name: string, files: Record<string, string>): string {
  const root = path.join(DIR, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

beforeEach(() => rmSync(DIR, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes .br and .gz copies that decompress to each text file of 1 KB or more, and leaves the rest alone', async () => {
    const root = site('one', {
      'index.html': page(0),
      'A/index.html': page(1),
      'assets/site.js': `console.log(${JSON.stringify(page(2))})`,
      'small.txt': 'tiny',
      'logo.png': page(3),
    });
    expect(await precompress(root)).toEqual({ files: 3, reused: 0 });
    for (const file of ['index.html', 'A/index.html', 'assets/site.js']) {
      const body = readFileSync(path.join(root, file));
      expect(brotliDecompressSync(readFileSync(path.join(root, `${file}.br`))).equals(body), file).toBe(true);
      expect(gunzipSync(readFileSync(path.join(root, `${file}.gz`))).equals(body), file).toBe(true);
    }
    expect(() => statSync(path.join(root, 'small.txt.br'))).toThrow();
    expect(() => statSync(path.join(root, 'logo.png.br'))).toThrow();
  });

  it('reuses the copies of every file whose bytes are unchanged since the site it replaces, and makes new ones for the rest', async () => {
    const files = Object.fromEntries(Array.from({ length: 12 }, (_, n) => [`P${n}/index.html`, page(n)]));
    const before = site('before', files);
    await precompress(before);
    // A marker: an old copy compressed otherwise (brotli at 1) shows whether the new site's copy was taken from it.
    const marker = brotliCompressSync(page(0), { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
    writeFileSync(path.join(before, 'P0/index.html.br'), marker);
    writeFileSync(path.join(before, 'P1/index.html.br'), marker);
    const after = site('after', { ...files, 'P1/index.html': page(1, 401) });
    expect(await precompress(after, { previous: before })).toEqual({ files: 12, reused: 11 });
    expect(readFileSync(path.join(after, 'P0/index.html.br')).equals(marker)).toBe(true);
    expect(brotliDecompressSync(readFileSync(path.join(after, 'P1/index.html.br'))).toString()).toBe(page(1, 401));
  });

  it('compresses again, saying so, a copy of the replaced site that was emptied, cut, replaced or made a link', async () => {
    const files = Object.fromEntries(Array.from({ length: 5 }, (_, n) => [`P${n}/index.html`, page(n)]));
    const before = site('before', files);
    await precompress(before);
    writeFileSync(path.join(before, 'P0/index.html.br'), '');
    writeFileSync(
      path.join(before, 'P1/index.html.gz'),
      readFileSync(path.join(before, 'P1/index.html.gz')).subarray(0, 100),
    );
    writeFileSync(path.join(before, 'P2/index.html.br'), readFileSync(path.join(before, 'P3/index.html.br')));
    rmSync(path.join(before, 'P3/index.html.br'));
    symlinkSync(path.join(before, 'P4/index.html.br'), path.join(before, 'P3/index.html.br'));
    const after = site('after', files);
    const said: string[] = [];
    cacheNotices.say = (line) => said.push(line);
    try {
      expect(await precompress(after, { previous: before })).toEqual({ files: 5, reused: 1 });
    } finally {
      cacheNotices.say = (line) => console.warn(line);
    }
    expect(said.map((l) => l.replace(/^precompress: .*?(P\d\/index\.html\.(br|gz)) /, '$1 ')).sort()).toEqual([
      'P0/index.html.br cannot be decompressed; compressed again',
      'P1/index.html.gz cannot be decompressed; compressed again',
      'P2/index.html.br does not decompress to the file; compressed again',
      'P3/index.html.br is a link; compressed again',
    ]);
    for (let n = 0; n < 5; n++) {
      const body = readFileSync(path.join(after, `P${n}/index.html`));
      expect(brotliDecompressSync(readFileSync(path.join(after, `P${n}/index.html.br`))).equals(body), `P${n}`).toBe(
        true,
      );
      expect(gunzipSync(readFileSync(path.join(after, `P${n}/index.html.gz`))).equals(body), `P${n}`).toBe(true);
    }
  });
});
