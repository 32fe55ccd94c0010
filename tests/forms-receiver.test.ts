// The local form receiver over HTTP: stores what the forms send, whole, or refuses it and stores nothing; takes forms
// only from the site's own pages and local ones; fails only when told in-process; survives an inbox it cannot write.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS, startFormReceiver, type FormReceiver, type Submission } from '../src/serve/formsReceiver.ts';
import { RESUME_FIELD } from '../src/shared/formContract.ts';
import { resumeKind } from '../src/shared/resume.ts';
import { FORM_PROVIDERS } from '../src/shared/formProviders.ts';
import { ROOT } from './support/fixture.ts';

const DIR = path.join(ROOT, '.tmp/forms-receiver-test');
const LOG = path.join(DIR, 'submissions.jsonl');
const FILES = path.join(DIR, 'files');
const LIMIT = 1000;
const SITE = 'https://www.example';
let receiver: FormReceiver;

const PDF = Buffer.from('%PDF-1.7\n');
const DOC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const DOCX = Buffer.from('PK\x03\x04', 'latin1');
const pdf = (bytes: number) =>
  Buffer.concat([PDF, Buffer.from(Array.from({ length: bytes - PDF.length }, (_, i) => i % 256))]);

const stored = (): Submission[] =>
  existsSync(LOG)
    ? readFileSync(LOG, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
    : [];
const storedFiles = () => readdirSync(FILES);
const contact = {
  Name: 'Asha Patil',
  Email: 'asha@example.com',
  company: 'Zilla Parishad',
  Phone: '9876543210',
  Message: 'Please call me.',
};
const post = (route: string, body: BodyInit, headers: Record<string, string> = {}) =>
  fetch(`${receiver.url}${route}`, { method: 'POST', body, headers });

function application(file: Buffer = pdf(100), extra: Record<string, string> = {}, filename = 'cv.pdf') {
  const data = new FormData();
  for (const [k, v] of Object.entries({
    Client_Name: 'Ravi',
    Client_Mobile: '9123456780',
    Position: 'QC_Engineer',
    ...extra,
  }))
    data.append(k, v);
  data.append('RESUME', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), filename);
  return data;
}

/** A refusal: its status, a JSON message saying `says`, and nothing kept, neither a line nor a file. */
async function expectRefused(res: Response, status: number, says: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe('application/json');
  const body = await res.json();
  expect(body.ok).toBe(false);
  expect(body.message).toContain(says);
  expect(stored()).toEqual([]);
  expect(storedFiles()).toEqual([]);
}

beforeAll(async () => {
  rmSync(DIR, { recursive: true, force: true });
  receiver = await startFormReceiver({ port: 0, dir: DIR, maxFileBytes: LIMIT, siteOrigin: SITE });
});
afterAll(() => receiver?.close());
beforeEach(() => {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(FILES, { recursive: true });
  receiver.failWith(0);
});

describe('forms receiver', () => {
  it('stores an urlencoded enquiry as one JSON line with exactly the fields sent', async () => {
    const res = await post('/contact', new URLSearchParams({ ...contact, website: '' }), {
      Accept: 'application/json',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: 'received' });
    const [line, ...rest] = stored();
    expect(rest).toEqual([]);
    expect(line.form).toBe('contact');
    expect(line.fields).toEqual(contact); // the empty honeypot is not kept
    expect(line.files).toEqual([]);
  });

  it('stores a multipart application with its file, bytes intact, up to exactly the size limit', async () => {
    const bytes = pdf(LIMIT);
    const res = await post('/apply', application(bytes));
    expect(res.status).toBe(200);
    const [line] = stored();
    expect(line.form).toBe('application');
    expect(line.fields).toEqual({ Client_Name: 'Ravi', Client_Mobile: '9123456780', Position: 'QC_Engineer' });
    expect(line.files).toHaveLength(1);
    expect(line.files[0]).toMatchObject({
      field: 'RESUME',
      filename: 'cv.pdf',
      mimeType: 'application/pdf',
      bytes: LIMIT,
    });
    expect(readFileSync(path.join(DIR, line.files[0].savedAs)).equals(bytes)).toBe(true);
  });

  it('reads field and file names in any script as the browser sends them (UTF-8)', async () => {
    const res = await post('/apply', application(pdf(100), { नाव: 'आशा पाटील' }, 'आशा-CV.pdf'));
    expect(res.status).toBe(200);
    const [line] = stored();
    expect(line.fields['नाव']).toBe('आशा पाटील');
    expect(line.files[0].filename).toBe('आशा-CV.pdf');
  });

  it('thanks a bot that filled the honeypot and keeps nothing', async () => {
    const res = await post('/apply', application(Buffer.from('x'), { website: 'http://spam.example' }));
    expect(res.status).toBe(200);
    expect(stored()).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it('answers a native (JavaScript-off) post with a small page, and anything else with 404, even a request line URL cannot parse', async () => {
    const res = await post('/contact', new URLSearchParams(contact), {
      Accept: 'text/html',
      Referer: 'http://127.0.0.1:4173/ContactPage"><script>',
    });
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('Thank you');
    expect(html).not.toContain('<script>');
    expect((await fetch(`${receiver.url}/contact`)).status).toBe(404);
    expect((await post('/other', 'x')).status).toBe(404);
    const { port } = new URL(receiver.url);
    const statusLine = await new Promise<string>((done, failed) => {
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write('GET http://[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk;
      });
      socket.on('end', () => done(text.split('\r\n')[0]));
      socket.on('error', failed);
    });
    expect(statusLine).toBe('HTTP/1.1 404 Not Found');
    expect((await post('/contact', new URLSearchParams(contact))).status).toBe(200);
  });

  // 1. An inbox it cannot write. Made so by what stops root too: chmod would not.
  it('answers 503 when it cannot write, keeps no half of a submission, and serves the next request', async () => {
    mkdirSync(LOG); // the log is a directory: it cannot be opened to append
    for (const body of [new URLSearchParams(contact), application()]) {
      const res = await post(body instanceof FormData ? '/apply' : '/contact', body);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        ok: false,
        message: 'not stored: the form receiver cannot write to its inbox (EISDIR)',
      });
    }
    expect(readdirSync(LOG)).toEqual([]);
    expect(storedFiles()).toEqual([]); // the résumé written before the line failed is gone again
    rmSync(LOG, { recursive: true });

    rmSync(FILES, { recursive: true });
    writeFileSync(FILES, 'a file where the files folder should be');
    const res = await post('/apply', application());
    expect(res.status).toBe(503);
    expect((await res.json()).message).toMatch(/cannot write to its inbox/);
    expect(existsSync(LOG)).toBe(false); // no line for a file that was not kept
    rmSync(FILES);

    rmSync(DIR, { recursive: true }); // the whole inbox removed while it runs: made again
    expect((await post('/contact', new URLSearchParams(contact))).status).toBe(200);
    expect((await post('/apply', application())).status).toBe(200);
    expect(stored().map((s) => [s.form, s.files.length])).toEqual([
      ['contact', 0],
      ['application', 1],
    ]);
    expect(storedFiles()).toHaveLength(1);
    expect(receiver.requests.slice(-5).map((r) => r.status)).toEqual([503, 503, 503, 200, 200]);
  });

  it.skipIf(!existsSync('/dev/full'))('answers 503 on a full disk and stores again once there is room', async () => {
    symlinkSync('/dev/full', LOG);
    const res = await post('/contact', new URLSearchParams(contact));
    expect(res.status).toBe(503);
    expect((await res.json()).message).toContain('(ENOSPC)');
    rmSync(LOG);
    expect((await post('/contact', new URLSearchParams(contact))).status).toBe(200);
    expect(stored()).toHaveLength(1);
  });

  // 2. Other websites may not post here, nor read its answers.
  it('takes forms from the site and local pages, or without an Origin, and refuses any other origin with 403 and no CORS headers', async () => {
    const allowed = [SITE, 'http://localhost:5173', 'http://127.0.0.1:4173', 'http://[::1]:3000', 'http://localhost'];
    for (const origin of allowed) {
      const preflight = await fetch(`${receiver.url}/apply`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
      const res = await post('/contact', new URLSearchParams(contact), { Origin: origin });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('vary')).toBe('Origin');
    }
    expect(stored()).toHaveLength(allowed.length);

    const refused = [
      'https://evil.example',
      `${SITE}.evil.example`,
      'http://www.example',
      'https://localhost:5173',
      'http://localhost.evil.example:5173',
      'http://10.0.0.5:4173',
      'null',
    ];
    for (const origin of refused) {
      const preflight = await fetch(`${receiver.url}/apply`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.status).toBe(403);
      const res = await post('/contact', new URLSearchParams(contact), { Origin: origin });
      expect(res.status).toBe(403);
      for (const r of [preflight, res]) {
        expect([...r.headers.keys()].filter((h) => h.startsWith('access-control-'))).toEqual([]);
        expect(r.headers.get('vary')).toBe('Origin');
      }
      expect((await res.json()).message).toContain(origin);
    }
    expect(stored()).toHaveLength(allowed.length);

    const curl = await post('/contact', new URLSearchParams(contact));
    expect(curl.status).toBe(200);
    expect(curl.headers.get('access-control-allow-origin')).toBeNull();
    expect(stored()).toHaveLength(allowed.length + 1);
  });

  // 3. Failing is switched in-process or at start; over HTTP there is no switch.
  it('fails when told in code or by its start options, and has no HTTP switch', async () => {
    receiver.failWith(500);
    expect((await post('/contact', new URLSearchParams(contact))).status).toBe(500);
    receiver.failWith(0);
    expect(
      (
        await fetch(`${receiver.url}/_fail?status=503`, {
          method: 'POST',
          headers: { Origin: 'http://localhost:5173' },
        })
      ).status,
    ).toBe(404);
    expect((await post('/contact', new URLSearchParams(contact))).status).toBe(200);
    expect((await fetch(`${receiver.url}/_fail`, { method: 'DELETE' })).status).toBe(404);
    expect(receiver.requests.slice(-2).map((r) => r.status)).toEqual([500, 200]);
    expect(() => receiver.failWith(42)).toThrow(RangeError); // a status writeHead would throw on mid-request

    const failing = await startFormReceiver({ port: 0, dir: DIR, failWith: 503 });
    try {
      expect(
        (await fetch(`${failing.url}/contact`, { method: 'POST', body: new URLSearchParams(contact) })).status,
      ).toBe(503);
    } finally {
      await failing.close();
    }
    expect(stored()).toHaveLength(1);
  });

  // 4. Nothing is cut short or dropped while answering 200.
  const long = 'x'.repeat(LIMITS.fieldChars + 1);
  const tooManyFields = Object.fromEntries(Array.from({ length: LIMITS.fields + 1 }, (_, i) => [`f${i}`, 'v']));
  const twoFiles = () => {
    const data = application();
    data.append('RESUME', new Blob([PDF]), 'second.pdf');
    return data;
  };
  const fileElsewhere = () => {
    const data = new FormData();
    data.append('Client_Name', 'Ravi');
    data.append('Photo', new Blob([PDF]), 'me.pdf');
    return data;
  };
  it.each([
    [
      'a field over its length (urlencoded)',
      () => post('/contact', new URLSearchParams({ ...contact, Message: long })),
      413,
      '"Message" is longer than 10000 characters',
    ],
    [
      'a field over its length (multipart)',
      () => post('/apply', application(undefined, { Client_Message: long })),
      413,
      '"Client_Message" is longer',
    ],
    [
      'a field name over its length',
      () =>
        post('/contact', `${'n'.repeat(LIMITS.fieldNameBytes + 1)}=v`, {
          'Content-Type': 'application/x-www-form-urlencoded',
        }),
      413,
      'field name',
    ],
    [
      'more fields than allowed',
      () => post('/contact', new URLSearchParams(tooManyFields)),
      413,
      `"f${LIMITS.fields}" is one more than the ${LIMITS.fields}`,
    ],
    [
      'a field sent twice',
      () => post('/contact', 'Name=Asha&Name=Ravi', { 'Content-Type': 'application/x-www-form-urlencoded' }),
      400,
      '"Name" was sent twice',
    ],
    ['a second file', () => post('/apply', twoFiles()), 400, 'more than one file: "RESUME" brings a second'],
    ['a file in another field than RESUME', () => post('/apply', fileElsewhere()), 400, '"Photo" cannot take a file'],
    [
      'a file over the size limit',
      () => post('/apply', application(pdf(LIMIT + 1))),
      413,
      '"RESUME" is larger than 1000 bytes',
    ],
  ])('refuses %s, naming it, and stores nothing', async (_, send, status, says) => {
    await expectRefused(await send(), status, says);
  });

  it('keeps a field of exactly the length limit, in any script, and exactly as many fields as allowed', async () => {
    const ascii = 'x'.repeat(LIMITS.fieldChars);
    const devanagari = 'अ'.repeat(LIMITS.fieldChars); // 3 bytes each in UTF-8
    expect((await post('/contact', new URLSearchParams({ ...contact, Message: ascii }))).status).toBe(200);
    expect((await post('/apply', application(undefined, { Client_Message: devanagari }))).status).toBe(200);
    const most = Object.fromEntries(Array.from({ length: LIMITS.fields }, (_, i) => [`f${i}`, 'v']));
    expect((await post('/contact', new URLSearchParams(most))).status).toBe(200);
    const [first, second, third] = stored();
    expect(first.fields.Message).toBe(ascii);
    expect(second.fields.Client_Message).toBe(devanagari);
    expect(third.fields).toEqual(most);
  });

  // 5. A résumé is a PDF, DOC or DOCX by its contents, and its name agrees.
  it('tells a résumé by its leading bytes and its name together', () => {
    expect(resumeKind(PDF, 'cv.pdf')).toBe('pdf');
    expect(resumeKind(DOC, 'CV.DOC')).toBe('doc');
    expect(resumeKind(DOCX, 'my cv.v2.docx')).toBe('docx');
    expect(resumeKind(Buffer.from('hello world'), 'cv.pdf')).toBeNull();
    expect(resumeKind(PDF, 'cv.docx')).toBeNull();
    expect(resumeKind(DOCX, 'cv.zip')).toBeNull();
    expect(resumeKind(PDF, 'cv')).toBeNull();
    expect(resumeKind(PDF.subarray(0, 4), 'cv.pdf')).toBeNull();
    expect(resumeKind(new Uint8Array(), 'cv.doc')).toBeNull();
  });

  it.each([
    ['any bytes named .pdf', Buffer.from('just some text'), 'cv.pdf'],
    ['a PDF named .docx', pdf(50), 'cv.docx'],
    ['a PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'photo.png'],
    ['a program', Buffer.from('MZ\x90\x00', 'latin1'), 'cv.exe'],
    ['an empty file', Buffer.alloc(0), 'cv.pdf'],
  ])('refuses %s as a résumé with 415 and stores nothing', async (_, bytes, filename) => {
    await expectRefused(
      await post('/apply', application(bytes, {}, filename)),
      415,
      `"${filename}" is not a PDF, DOC or DOCX file`,
    );
  });

  it('accepts a DOC and a DOCX résumé', async () => {
    expect((await post('/apply', application(Buffer.concat([DOC, Buffer.alloc(100)]), {}, 'cv.doc'))).status).toBe(200);
    expect((await post('/apply', application(Buffer.concat([DOCX, Buffer.alloc(100)]), {}, 'CV.DOCX'))).status).toBe(
      200,
    );
    expect(stored().map((s) => s.files[0].filename)).toEqual(['cv.doc', 'CV.DOCX']);
    expect(storedFiles()).toHaveLength(2);
  });

  // 6. One valid JSON line per submission, whatever the values hold and however many arrive at once.
  it('stores every submission as exactly one JSON line, whatever its values hold', async () => {
    const tricky = {
      Name: 'Line one\nline two\r\nthree',
      Email: '"quoted" \\ back\\slash',
      company: 'अक्षय सॉफ्टवेअर 🎉',
      Phone: 'nul\u0000here',
      Message: 'sep\u2028para\u2029end </script>',
    };
    expect((await post('/contact', new URLSearchParams(tricky))).status).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post('/apply', application(pdf(200 + i), { Client_Name: `${tricky.Name} ${i}` })),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const text = readFileSync(LOG, 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    const lines = text.slice(0, -1).split('\n');
    expect(lines).toHaveLength(21);
    const parsed: Submission[] = lines.map((l) => JSON.parse(l));
    expect(parsed[0].fields).toEqual(tricky);
    const names = parsed.slice(1).map((s) => s.fields.Client_Name.replace(/\r\n/g, '\n')); // multipart sends line breaks as CRLF
    expect(names.sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `${tricky.Name.replace(/\r\n/g, '\n')} ${i}`).sort(),
    );
    expect(storedFiles()).toHaveLength(20);
  });
});

describe("the company's own receiver on Cloudflare Pages (functions/forms/[form].ts)", () => {
  it('refuses a body longer than any submission can be as it arrives, with or without its length, and keeps nothing', async () => {
    const { onRequestPost, MAX_BODY_BYTES } = await import('../functions/forms/[form].ts');
    let stored = 0;
    const env = {
      FORMS_DB: { exec: async () => ({}), prepare: () => ({ bind: () => ({ run: async () => void stored++ }) }) },
      RESUMES: { put: async () => void stored++ },
    };
    const post = (request: Request) =>
      onRequestPost({ request, env, params: { form: 'contact' }, waitUntil: () => {} });
    const urlencoded = { 'Content-Type': 'application/x-www-form-urlencoded' };
    // Its length said: refused before a byte of it is read (this body is short, and never read).
    const said = await post(
      new Request('https://www.example/forms/contact', {
        method: 'POST',
        headers: { ...urlencoded, 'Content-Length': String(MAX_BODY_BYTES + 1) },
        body: 'Name=Asha',
      }),
    );
    expect([said.status, ((await said.json()) as { message: string }).message]).toEqual([
      413,
      `too large: a submission is at most ${MAX_BODY_BYTES} bytes`,
    ]);
    // Sent in pieces with no length: refused once more has arrived than any submission holds; the rest is never read.
    let sent = 0;
    const piece = new TextEncoder().encode('a'.repeat(1024 * 1024));
    const body = new ReadableStream<Uint8Array>({
      start: (c) => c.enqueue(new TextEncoder().encode('Name=Asha&Message=')),
      pull: (c) => {
        sent += piece.byteLength;
        c.enqueue(piece);
      },
    });
    const streamed = await post(
      new Request('https://www.example/forms/contact', {
        method: 'POST',
        headers: urlencoded,
        body,
        duplex: 'half',
      } as RequestInit),
    );
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(MAX_BODY_BYTES + 3 * piece.byteLength);
    expect(stored).toBe(0);
    // One just within it is a submission like any other (its field too long, refused for that, as the receiver says).
    const within = await post(
      new Request('https://www.example/forms/contact', {
        method: 'POST',
        headers: urlencoded,
        body: 'Name=Asha&Message=Hello',
      }),
    );
    expect(within.status).toBe(200);
    expect(stored).toBe(1);
  });

  it('sends a visitor without JavaScript back to a page of this site only, whatever the form names as its next page', async () => {
    const { onRequestPost } = await import('../functions/forms/[form].ts');
    const env = {
      FORMS_DB: { exec: async () => ({}), prepare: () => ({ bind: () => ({ run: async () => ({}) }) }) },
      RESUMES: { put: async () => ({}) },
    };
    const site = 'https://www.example';
    const returned = async (next: string) => {
      const answer = await onRequestPost({
        request: new Request(`${site}/forms/contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
          body: new URLSearchParams({ Name: 'Asha', [FORM_PROVIDERS.own.next!]: next }),
        }),
        env,
        params: { form: 'contact' },
        waitUntil: () => {},
      });
      expect(answer.status).toBe(303);
      return answer.headers.get('location');
    };
    expect(await returned('/Thanks')).toBe(`${site}/Thanks`);
    expect(await returned('https://other.example/Thanks')).toBe(`${site}/Thanks`);
    // A path of two slashes, written or left by "..": an address of another site once read as a Location.
    expect(await returned('https://other.example//evil.example/login')).toBe(`${site}/evil.example/login`);
    expect(await returned('/Thanks/..//evil.example/')).toBe(`${site}/evil.example/`);
  });

  it('keeps a résumé with the media type its bytes show, not the one its sender declared', async () => {
    const { onRequestPost } = await import('../functions/forms/[form].ts');
    const kept: { key: string; contentType?: string }[] = [];
    const env = {
      FORMS_DB: { exec: async () => ({}), prepare: () => ({ bind: () => ({ run: async () => ({}) }) }) },
      RESUMES: {
        put: async (key: string, _bytes: ArrayBuffer, options?: { httpMetadata?: { contentType?: string } }) => {
          kept.push({ key, contentType: options?.httpMetadata?.contentType });
        },
      },
    };
    const send = async (name: string, bytes: Buffer, declared: string) => {
      const data = new FormData();
      data.set('Client_Name', 'Ravi Patil');
      data.set(RESUME_FIELD, new File([new Uint8Array(bytes)], name, { type: declared }));
      return onRequestPost({
        request: new Request('https://www.example/forms/apply', { method: 'POST', body: data }),
        env,
        params: { form: 'apply' },
        waitUntil: () => {},
      });
    };
    // A file that starts as a PDF, declared as a page (it would be shown as one wherever it is opened from storage).
    expect((await send('cv.pdf', pdf(2000), 'text/html')).status).toBe(200);
    expect((await send('cv.doc', Buffer.concat([DOC, pdf(100)]), 'text/html')).status).toBe(200);
    expect((await send('cv.docx', Buffer.concat([DOCX, pdf(100)]), '')).status).toBe(200);
    expect(kept.map((k) => k.contentType)).toEqual([
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
  });
});
