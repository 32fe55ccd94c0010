// npm run serve answers as the hosts it stands in for, and no request can stop it. Against the real built site.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Server } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { byteRange } from '../src/serve/byteRange.ts';
import { DIST, serveBuiltSite } from './support/browser.ts';
import { ask as askAt } from './support/http.ts';

let server: Server;
let base = '';
beforeAll(async () => {
  ({ server, base } = await serveBuiltSite());
});
afterAll(() => {
  server?.close();
});

const ask = (pathname: string, init?: Parameters<typeof askAt>[2]) => askAt(base, pathname, init);

const PDF = '/brochures/Sopi.pdf';
const pdf = readFileSync(path.join(DIST, PDF));

describe('byte ranges', () => {
  it('answers a range that ends before it starts with the whole file, and keeps serving', async () => {
    const backwards = await ask(PDF, { headers: { Range: 'bytes=100-50' } });
    expect(backwards.status).toBe(200);
    expect(backwards.body.equals(pdf)).toBe(true);
    expect((await ask('/')).status).toBe(200);
  });

  it('sends the last bytes for a suffix range, and exactly the bytes asked for', async () => {
    const last = await ask(PDF, { headers: { Range: 'bytes=-5' } });
    expect(last.status).toBe(206);
    expect(last.headers['content-range']).toBe(`bytes ${pdf.length - 5}-${pdf.length - 1}/${pdf.length}`);
    expect(last.body.equals(pdf.subarray(pdf.length - 5))).toBe(true);
    const first = await ask(PDF, { headers: { Range: 'bytes=0-0' } });
    expect(first.status).toBe(206);
    expect(first.body.equals(pdf.subarray(0, 1))).toBe(true);
    expect(first.headers['content-type']).toBe('application/pdf');
  });

  it('ranges over the file itself, never over a compressed copy', async () => {
    const page = readFileSync(path.join(DIST, 'index.html'));
    const part = await ask('/', { headers: { Range: 'bytes=0-99', 'Accept-Encoding': 'br, gzip' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.body.equals(page.subarray(0, 100))).toBe(true);
  });

  it('answers 416 for bytes past the end', async () => {
    const past = await ask(PDF, { headers: { Range: `bytes=${pdf.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${pdf.length}`);
  });

  it('reads each form of Range header as RFC 9110 says', () => {
    expect(byteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(byteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(byteRange('bytes=0-1,5-6', 100)).toBe('ignore');
    expect(byteRange('items=0-1', 100)).toBe('ignore');
    expect(byteRange('bytes=-', 100)).toBe('ignore');
  });
});

describe('as the hosts answer', () => {
  it('does not publish the host files _headers and _redirects', async () => {
    for (const name of ['/_headers', '/_redirects', '/%5Fheaders']) {
      const answer = await ask(name);
      expect(answer.status, name).toBe(404);
      expect(answer.body.toString()).not.toContain('Strict-Transport-Security'); // a line of _headers, in no page
    }
    // With a slash, a doubled slash or a Range header: not published either.
    for (const name of ['/_headers/', '//_headers', '/assets/%2e%2e/_redirects']) {
      const answer = await ask(name, { headers: { Range: 'bytes=0-99' } });
      expect(answer.status, name).toBe(404);
      expect(answer.body.toString(), name).not.toContain('Strict-Transport-Security');
    }
  });

  it('sends the security headers with a redirect', async () => {
    const moved = await ask('/WhoWeAre/');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/WhoWeAre');
    expect(moved.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(moved.headers['strict-transport-security']).toBeDefined();
    expect(moved.headers['x-frame-options']).toBe('DENY');
  });

  it('answers 405 to any method but GET and HEAD, with the security headers', async () => {
    for (const method of ['TRACE', 'DELETE', 'POST', 'PUT', 'OPTIONS']) {
      const answer = await ask('/', { method });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
      expect(answer.body.length).toBe(0);
      expect(answer.headers['content-security-policy']).toBeDefined();
    }
    expect((await ask('/', { method: 'HEAD' })).status).toBe(200);
  });

  it('never caches a 404, not even under /assets/', async () => {
    for (const missing of ['/assets/missing.js', '/assets/entries/gone.css', '/NoSuchPage']) {
      const answer = await ask(missing);
      expect(answer.status, missing).toBe(404);
      expect(answer.headers['cache-control'], missing).toBe('no-store');
    }
    const asset = (await ask('/')).body.toString().match(/data-site-script="([^"]+)"/)![1];
    expect((await ask(asset)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('a build swapped in under the running server', () => {
  let dir = '';
  let local: Server;
  let localBase = '';
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-serve-'));
    for (const file of ['index.html', '404.html', '_headers', '_redirects'])
      cpSync(path.join(DIST, file), path.join(dir, file));
    mkdirSync(path.join(dir, 'images'));
    writeFileSync(path.join(dir, 'images/photo.jpg'), Buffer.alloc(5000, 1));
    ({ server: local, base: localBase } = await serveBuiltSite(dir));
  });
  afterAll(() => {
    local?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves each file as it is now: a new size with its own length, a removed one as 404, and keeps serving', async () => {
    expect((await askAt(localBase, '/images/photo.jpg')).body.length).toBe(5000);
    writeFileSync(path.join(dir, 'images/photo.jpg'), Buffer.alloc(1200, 2)); // the next build's version, smaller
    const changed = await askAt(localBase, '/images/photo.jpg');
    expect([changed.status, changed.headers['content-length'], changed.body.length, changed.body[0]]).toEqual([
      200,
      '1200',
      1200,
      2,
    ]);
    rmSync(path.join(dir, 'images/photo.jpg')); // a picture the next build no longer has
    expect((await askAt(localBase, '/images/photo.jpg')).status).toBe(404);
    expect((await askAt(localBase, '/')).status).toBe(200);
  });

  it('honours If-Range only while the file is the one it names', async () => {
    writeFileSync(path.join(dir, 'images/photo.jpg'), Buffer.alloc(3000, 3));
    const { etag } = (await askAt(localBase, '/images/photo.jpg')).headers;
    const current = await askAt(localBase, '/images/photo.jpg', {
      headers: { Range: 'bytes=0-9', 'If-Range': String(etag) },
    });
    expect([current.status, current.body.length]).toEqual([206, 10]);
    writeFileSync(path.join(dir, 'images/photo.jpg'), Buffer.alloc(4000, 4)); // changed since the client's copy
    const stale = await askAt(localBase, '/images/photo.jpg', {
      headers: { Range: 'bytes=0-9', 'If-Range': String(etag) },
    });
    expect([stale.status, stale.body.length, stale.body[0]]).toEqual([200, 4000, 4]);
  });
});
