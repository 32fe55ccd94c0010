// The local servers as their commands start them, each its own process: `npm run forms:receive` (the receiver
// `npm run dev` runs too) and `npm run serve`. Every malformed request an attacker can send gets a 4xx (or, sent
// half and dropped, nothing), and the process answers the next request; `npm run serve` also holds while a build is
// swapped in under it, request after request.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST } from './support/browser.ts';
import { ROOT } from './support/fixture.ts';
import { ask, sendRaw } from './support/http.ts';
import { startScript, type Started } from './support/processes.ts';

/** A request as bytes: the request line, headers (Connection: close added) and an optional body. */
const request = (line: string, headers: Record<string, string | number> = {}, body: string | Buffer = '') =>
  Buffer.concat([
    Buffer.from(
      `${line}\r\n${Object.entries({ Host: '127.0.0.1', ...headers, Connection: 'close' })
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('')}\r\n`,
      'latin1',
    ),
    Buffer.from(body),
  ]);
/** A chunked body, ended properly: the stream ends where the sender chose, not where the form would. */
const chunked = (body: string | Buffer) =>
  Buffer.concat([
    Buffer.from(`${Buffer.byteLength(body).toString(16)}\r\n`),
    Buffer.from(body),
    Buffer.from('\r\n0\r\n\r\n'),
  ]);

interface Malformed {
  what: string;
  bytes: Buffer;
  status: number;
  hangUp?: boolean;
}

describe('npm run forms:receive', () => {
  const inbox = path.join(ROOT, '.tmp/malformed-forms-inbox');
  let receiver: Started;
  beforeAll(async () => {
    rmSync(inbox, { recursive: true, force: true });
    receiver = await startScript(
      'scripts/forms-receiver.ts',
      [],
      { FORMS_PORT: '0', FORMS_DIR: inbox, FORMS_SITE_ORIGIN: 'https://www.example', FORMS_MAX_BYTES: '1000' },
      /Form receiver at (http:\/\/\S+?)\/contact/,
    );
  });
  afterAll(async () => {
    await receiver?.stop();
    rmSync(inbox, { recursive: true, force: true });
  });

  const multipart = (boundary: string, body: string, extra: Record<string, string> = {}) => ({
    'Content-Type': `multipart/form-data; boundary=${boundary}`,
    ...extra,
    body,
  });
  const filePart = (boundary: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="Client_Name"\r\n\r\nRavi\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="RESUME"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;
  const post = (
    route: string,
    { body, ...headers }: Record<string, string>,
    status: number,
    what: string,
    extra: Partial<Malformed> = {},
  ): Malformed => ({
    what,
    status,
    ...extra,
    bytes:
      extra.bytes ?? request(`POST ${route} HTTP/1.1`, { ...headers, 'Transfer-Encoding': 'chunked' }, chunked(body)),
  });
  const cases: Malformed[] = [
    post('/apply', multipart('XX', filePart('XX')), 400, 'a multipart body that ends inside the file part'),
    post(
      '/apply',
      multipart('XX', filePart('XX')),
      0,
      'a multipart body cut inside the file part by a client that goes away',
      {
        hangUp: true,
        bytes: request(
          'POST /apply HTTP/1.1',
          { 'Content-Type': 'multipart/form-data; boundary=XX', 'Content-Length': 5000 },
          filePart('XX'),
        ),
      },
    ),
    post(
      '/apply',
      multipart('XX', `--XX\r\nContent-Disposition: form-data; name="Client_Name"\r\n\r\nRav`),
      400,
      'a multipart body that ends inside a field',
    ),
    post(
      '/apply',
      multipart('XX', `${filePart('XX')}\r\n--XX--\r\n`.replace(/--XX/g, '--YY')),
      400,
      'a body written with another boundary than its header names',
    ),
    post('/apply', { 'Content-Type': 'multipart/form-data', body: filePart('XX') }, 415, 'multipart with no boundary'),
    post(
      '/apply',
      { 'Content-Type': 'multipart/form-data; boundary=', body: filePart('XX') },
      415,
      'multipart with an empty boundary',
    ),
    post(
      '/apply',
      multipart(
        'XX',
        `--XX\r\nContent-Disposition: form-data; name="a"; ${'x'.repeat(100_000)}\r\n\r\nv\r\n--XX--\r\n`,
      ),
      400,
      'a part header of 100 kB',
    ),
    post(
      '/apply',
      multipart(
        'XX',
        `--XX\r\nContent-Disposition: form-data; name="RESUME"; filename="cv.pdf"\r\nContent-Type: text/plain; charset=x-no-such-charset\r\n\r\nhello\r\n--XX--\r\n`,
      ),
      415,
      'a file part in a charset no one knows',
    ),
    post('/contact', { 'Content-Type': 'text/plain', body: 'Name=x' }, 415, 'a body that is not a form'),
    { what: 'a request line of 100 kB', status: 431, bytes: request(`POST /contact?${'a'.repeat(100_000)} HTTP/1.1`) },
    {
      what: 'request headers of 100 kB',
      status: 431,
      bytes: request('POST /contact HTTP/1.1', { Cookie: 'a'.repeat(100_000) }),
    },
    {
      what: 'a length no form can have',
      status: 413,
      bytes: request('POST /contact HTTP/1.1', {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Content-Length': '99999999999',
      }),
    },
    {
      what: 'a length that is not a number',
      status: 400,
      bytes: request('POST /contact HTTP/1.1', { 'Content-Length': 'ten' }),
    },
    {
      what: 'a chunk size that is not hexadecimal',
      status: 400,
      bytes: request(
        'POST /contact HTTP/1.1',
        { 'Content-Type': 'application/x-www-form-urlencoded', 'Transfer-Encoding': 'chunked' },
        'zz\r\nName=x\r\n0\r\n\r\n',
      ),
    },
    {
      what: 'a malformed %-escape in the address',
      status: 404,
      bytes: request('POST /contact%zz HTTP/1.1', { 'Content-Length': 0 }),
    },
    {
      what: 'a half UTF-8 character in the address',
      status: 404,
      bytes: request('POST /%E0%A4 HTTP/1.1', { 'Content-Length': 0 }),
    },
    { what: 'a ".." step', status: 404, bytes: request('POST /../contact HTTP/1.1', { 'Content-Length': 0 }) },
    {
      what: 'an escaped NUL in the address',
      status: 404,
      bytes: request('POST /contact%00 HTTP/1.1', { 'Content-Length': 0 }),
    },
    { what: 'a NUL byte in a header', status: 400, bytes: request('POST /contact HTTP/1.1', { 'X-A': 'a\0b' }) },
    {
      what: 'an address that is not one',
      status: 400,
      bytes: request('POST constructor HTTP/1.1', { 'Content-Length': 0 }),
    },
  ];

  it('answers each malformed request with a 4xx and the next request as usual, storing only the good ones', async () => {
    const good = () =>
      fetch(`${receiver.base}/contact`, {
        method: 'POST',
        body: new URLSearchParams({ Name: 'Asha', Email: 'asha@example.com' }),
        headers: { Origin: 'http://127.0.0.1:4173' },
      });
    const answered: string[] = [];
    for (const { what, bytes, hangUp } of cases) {
      answered.push(`${what}: ${await sendRaw(receiver.base, bytes, { hangUp })}`);
      expect(receiver.alive(), `${what}: the receiver stopped\n${receiver.output()}`).toBe(true);
      answered.push(`then: ${(await good()).status}`);
    }
    expect(answered).toEqual(cases.flatMap(({ what, status }) => [`${what}: ${status}`, 'then: 200']));
    const lines = readFileSync(path.join(inbox, 'submissions.jsonl'), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(cases.length);
    expect(lines.every((line) => JSON.parse(line).fields.Name === 'Asha')).toBe(true);
  });
});

describe('npm run serve', () => {
  let work = '';
  let live = '';
  let server: Started;
  const PICTURE = '/images/photo.jpg';
  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'site-malformed-'));
    live = path.join(work, 'client');
    mkdirSync(path.join(live, 'images'), { recursive: true });
    for (const file of ['index.html', 'index.html.br', '404.html', '_headers', '_redirects', 'robots.txt'])
      cpSync(path.join(DIST, file), path.join(live, file));
    writeFileSync(path.join(live, PICTURE), Buffer.alloc(200_000, 1));
    server = await startScript('scripts/serve.ts', [], { SITE_DIST: live, PORT: '0' }, /served at (http:\/\/\S+)/);
  });
  afterAll(async () => {
    await server?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  const get = (address: string, headers: Record<string, string | number> = {}) =>
    request(`GET ${address} HTTP/1.1`, headers);
  const cases: Malformed[] = [
    { what: '//_headers with a Range header', status: 404, bytes: get('//_headers', { Range: 'bytes=0-99' }) },
    {
      what: '/_redirects behind an escaped ".." step, with a Range header',
      status: 404,
      bytes: get('/images/..%2F_redirects', { Range: 'bytes=0-99' }),
    },
    { what: 'escaped ".." steps out of the site', status: 404, bytes: get('/%2e%2e/%2e%2e/%2e%2e/etc/passwd') },
    { what: 'raw ".." steps out of the site', status: 404, bytes: get('/../../../etc/passwd') },
    {
      what: 'escaped slashes and ".." steps out of the site',
      status: 404,
      bytes: get('/images/..%2F..%2F..%2Fetc%2Fpasswd'),
    },
    { what: 'escaped backslashes and ".." steps', status: 404, bytes: get('/images/..%5C..%5C_headers') },
    { what: 'an escaped NUL', status: 404, bytes: get('/index.html%00') },
    { what: 'an escaped NUL inside a step', status: 404, bytes: get('/images/photo%00.jpg', { Range: 'bytes=0-9' }) },
    {
      what: 'a NUL byte in the request line',
      status: 400,
      bytes: Buffer.from('GET /\0 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 'latin1'),
    },
    { what: 'a lone %', status: 404, bytes: get('/%') },
    { what: 'a malformed %-escape', status: 404, bytes: get('/images/%zzphoto.jpg') },
    { what: 'a half UTF-8 character', status: 404, bytes: get('/%E0%A4%A') },
    { what: 'an overlong UTF-8 dot', status: 404, bytes: get('/%C0%AE%C0%AE/_headers') },
    { what: 'a request line of 100 kB', status: 431, bytes: get(`/${'a'.repeat(100_000)}`) },
    { what: 'request headers of 100 kB', status: 431, bytes: get('/', { Cookie: 'a'.repeat(100_000) }) },
    {
      what: 'a range past the end, in more digits than a number holds',
      status: 416,
      bytes: get(PICTURE, { Range: 'bytes=99999999999999999999999999-' }),
    },
    { what: 'a range of nothing', status: 416, bytes: get(PICTURE, { Range: 'bytes=-0' }) },
    {
      what: 'a range starting past the end, ending further',
      status: 416,
      bytes: get(PICTURE, { Range: 'bytes=300000-99999999999999999999999999' }),
    },
    { what: 'a method no file takes', status: 405, bytes: request('PATCH / HTTP/1.1', { 'Content-Length': 0 }) },
    { what: 'a method name of 1,000 letters', status: 400, bytes: request(`${'A'.repeat(1000)} / HTTP/1.1`) },
    {
      what: 'a body on a GET with a chunk size that is not hexadecimal',
      status: 400,
      bytes: request('GET / HTTP/1.1', { 'Transfer-Encoding': 'chunked' }, 'zz\r\nx\r\n0\r\n\r\n'),
    },
    { what: 'no Host header', status: 400, bytes: Buffer.from('GET / HTTP/1.1\r\nConnection: close\r\n\r\n') },
  ];

  it('answers each malformed request with a 4xx and the next request as usual', async () => {
    const answered: string[] = [];
    for (const { what, bytes } of cases) {
      answered.push(`${what}: ${await sendRaw(server.base, bytes)}`);
      expect(server.alive(), `${what}: npm run serve stopped\n${server.output()}`).toBe(true);
      answered.push(`then: ${(await ask(server.base, '/')).status}`);
    }
    expect(answered).toEqual(cases.flatMap(({ what, status }) => [`${what}: ${status}`, 'then: 200']));
  });

  it('gives the whole file, 200, to an If-Range naming a copy that changed with its size and time kept, or naming it weakly', async () => {
    const file = path.join(live, PICTURE);
    const time = 1_700_000_000; // a whole second, which a file's time holds exactly
    utimesSync(file, time, time);
    const etag = String((await ask(server.base, PICTURE)).headers.etag);
    // The next build's picture: the same size, with the old one's time, as a copy that keeps times makes it.
    writeFileSync(file, Buffer.alloc(200_000, 2));
    utimesSync(file, time, time);
    const stale = await ask(server.base, PICTURE, { headers: { Range: 'bytes=0-9', 'If-Range': etag } });
    expect([stale.status, stale.body.length, stale.body[0], stale.headers['content-range']]).toEqual([
      200,
      200_000,
      2,
      undefined,
    ]);
    const current = String(stale.headers.etag);
    expect(current).not.toBe(etag);
    const part = await ask(server.base, PICTURE, { headers: { Range: 'bytes=0-9', 'If-Range': current } });
    expect([part.status, part.body.length, part.body[0]]).toEqual([206, 10, 2]);
    // A weak ETag never validates a range (RFC 9110 §13.1.5), nor does a date when no Last-Modified was sent.
    for (const validator of [`W/${current}`, new Date(Date.now() + 86_400_000).toUTCString()]) {
      const whole = await ask(server.base, PICTURE, { headers: { Range: 'bytes=0-9', 'If-Range': validator } });
      expect([validator, whole.status, whole.body.length]).toEqual([validator, 200, 200_000]);
    }
  });

  it('answers every request whole while builds are swapped in under it, a removed picture with 404, and keeps serving', async () => {
    // Two builds, swapped in turn as src/build/build.ts swaps them: the live folder renamed aside, the new one renamed
    // in, the old one removed. One has the picture at another size; the other has none.
    const versions = { big: Buffer.alloc(300_000, 3), none: undefined };
    const made = (name: keyof typeof versions, into: string) => {
      mkdirSync(path.join(into, 'images'), { recursive: true });
      for (const file of ['index.html', 'index.html.br', '404.html', '_headers', '_redirects', 'robots.txt'])
        cpSync(path.join(DIST, file), path.join(into, file));
      if (versions[name]) writeFileSync(path.join(into, PICTURE), versions[name]);
    };
    let swaps = 0;
    let swapping = true;
    const swapper = (async () => {
      while (swapping) {
        const staging = path.join(work, '.staging');
        made(swaps++ % 2 ? 'big' : 'none', staging);
        renameSync(live, path.join(work, '.previous-client'));
        renameSync(staging, live);
        rmSync(path.join(work, '.previous-client'), { recursive: true, force: true });
        // A swap's copies and renames are synchronous, in the process that also sends the requests: a pause long
        // enough for the requests to go on between swaps, on a slow machine too (a swap every 2 ms starved them there).
        await new Promise((resolve) => setTimeout(resolve, 15));
      }
    })();
    const expected = new Set([200_000, 300_000].map(String));
    const wrong: string[] = [];
    const headers: Record<string, string>[] = [
      {},
      { Range: 'bytes=100-' },
      { 'Accept-Encoding': 'br' },
      { Range: 'bytes=0-99' },
    ];
    await Promise.all(
      Array.from({ length: 6 }, async (_, worker) => {
        for (let n = 0; n < 100; n++) {
          const sent = headers[(n + worker) % headers.length];
          const answer = await ask(server.base, PICTURE, { headers: sent }).catch((error: Error) => ({
            error: error.message,
          }));
          if ('error' in answer) {
            wrong.push(`${JSON.stringify(sent)}: ${answer.error}`);
            continue;
          }
          const { status, body } = answer;
          const length = answer.headers['content-length'];
          const total = String(answer.headers['content-range'] ?? '').split('/')[1];
          if (status === 404) continue;
          const whole =
            status === 200 &&
            Number(length) === body.length &&
            expected.has(String(length)) &&
            body.every((b) => b === body[0]);
          const part = status === 206 && Number(length) === body.length && expected.has(total);
          if (!whole && !part)
            wrong.push(`${JSON.stringify(sent)}: ${status}, length ${length}, ${body.length} bytes received`);
        }
      }),
    );
    swapping = false;
    await swapper;
    // A server that stopped: how, and what it said (a request refused by a dead server says nothing of why).
    const how = server.alive() ? 'still serving' : `stopped: ${server.child.exitCode ?? server.child.signalCode}`;
    expect(wrong, `npm run serve, ${how}, said:\n${server.output()}`).toEqual([]);
    expect(swaps).toBeGreaterThan(2);
    expect(server.alive()).toBe(true);
    made('none', path.join(work, '.staging'));
    renameSync(live, path.join(work, '.previous-client'));
    renameSync(path.join(work, '.staging'), live);
    expect((await ask(server.base, PICTURE)).status).toBe(404);
    expect((await ask(server.base, '/')).status).toBe(200);
  }, 180_000);
});
