// The local form receiver over HTTP: stores what the forms send, refuses what the site refuses, fails on request.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFormReceiver, type FormReceiver, type Submission } from '../scripts/forms-receiver';
import { ROOT } from './support/fixture';

const DIR = path.join(ROOT, '.tmp/forms-receiver-test');
const LIMIT = 1000;
let receiver: FormReceiver;

const stored = (): Submission[] => {
  const log = path.join(DIR, 'submissions.jsonl');
  return existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l)) : [];
};
const storedFiles = () => readdirSync(path.join(DIR, 'files'));
const contact = { Name: 'Asha Patil', Email: 'asha@example.com', company: 'Zilla Parishad', Phone: '9876543210', Message: 'Please call me.' };

function application(file: Buffer, extra: Record<string, string> = {}) {
  const data = new FormData();
  for (const [k, v] of Object.entries({ Client_Name: 'Ravi', Client_Mobile: '9123456780', Position: 'QC_Engineer', ...extra })) data.append(k, v);
  data.append('RESUME', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'cv.pdf');
  return data;
}

beforeAll(async () => {
  rmSync(DIR, { recursive: true, force: true });
  receiver = await startFormReceiver({ port: 0, dir: DIR, maxFileBytes: LIMIT });
});
afterAll(() => receiver?.close());
beforeEach(() => {
  rmSync(path.join(DIR, 'submissions.jsonl'), { force: true });
  receiver.failWith(0);
});

describe('forms receiver', () => {
  it('stores an urlencoded enquiry as one JSON line with exactly the fields sent', async () => {
    const res = await fetch(`${receiver.url}/contact`, { method: 'POST', body: new URLSearchParams({ ...contact, website: '' }), headers: { Accept: 'application/json' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: 'received' });
    const [line, ...rest] = stored();
    expect(rest).toEqual([]);
    expect(line.form).toBe('contact');
    expect(line.fields).toEqual(contact); // the empty honeypot is not kept
    expect(line.files).toEqual([]);
  });

  it('stores a multipart application with its file, bytes intact', async () => {
    const bytes = Buffer.from(Array.from({ length: LIMIT }, (_, i) => i % 256));
    const res = await fetch(`${receiver.url}/apply`, { method: 'POST', body: application(bytes) });
    expect(res.status).toBe(200);
    const [line] = stored();
    expect(line.form).toBe('application');
    expect(line.fields).toEqual({ Client_Name: 'Ravi', Client_Mobile: '9123456780', Position: 'QC_Engineer' });
    expect(line.files).toHaveLength(1);
    expect(line.files[0]).toMatchObject({ field: 'RESUME', filename: 'cv.pdf', mimeType: 'application/pdf', bytes: LIMIT });
    expect(readFileSync(path.join(DIR, line.files[0].savedAs)).equals(bytes)).toBe(true);
  });

  it('refuses a file over the limit with 413 and keeps nothing of it', async () => {
    const before = storedFiles();
    const res = await fetch(`${receiver.url}/apply`, { method: 'POST', body: application(Buffer.alloc(LIMIT + 1, 7)) });
    expect(res.status).toBe(413);
    expect(stored()).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });

  it('thanks a bot that filled the honeypot and keeps nothing', async () => {
    const before = storedFiles();
    const res = await fetch(`${receiver.url}/apply`, { method: 'POST', body: application(Buffer.from('x'), { website: 'http://spam.example' }) });
    expect(res.status).toBe(200);
    expect(stored()).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });

  it('fails on request, in code and over HTTP, and recovers', async () => {
    receiver.failWith(500);
    expect((await fetch(`${receiver.url}/contact`, { method: 'POST', body: new URLSearchParams(contact) })).status).toBe(500);
    receiver.failWith(0);
    expect((await fetch(`${receiver.url}/_fail?status=503`, { method: 'POST' })).status).toBe(200);
    expect((await fetch(`${receiver.url}/contact`, { method: 'POST', body: new URLSearchParams(contact) })).status).toBe(503);
    expect(stored()).toEqual([]);
    await fetch(`${receiver.url}/_fail`, { method: 'DELETE' });
    expect((await fetch(`${receiver.url}/contact`, { method: 'POST', body: new URLSearchParams(contact) })).status).toBe(200);
    expect(stored()).toHaveLength(1);
    expect(receiver.requests.slice(-3).map((r) => r.status)).toEqual([500, 503, 200]);
  });

  it('lets pages on another origin read its answers', async () => {
    const origin = 'http://127.0.0.1:4173';
    const preflight = await fetch(`${receiver.url}/apply`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const post = await fetch(`${receiver.url}/contact`, { method: 'POST', body: new URLSearchParams(contact), headers: { Origin: origin } });
    expect(post.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('answers a native (JavaScript-off) post with a small page, and anything else with 404', async () => {
    const res = await fetch(`${receiver.url}/contact`, {
      method: 'POST', body: new URLSearchParams(contact), headers: { Accept: 'text/html', Referer: 'http://127.0.0.1:4173/ContactPage"><script>' },
    });
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('Thank you');
    expect(html).not.toContain('<script>');
    expect((await fetch(`${receiver.url}/contact`)).status).toBe(404);
    expect((await fetch(`${receiver.url}/other`, { method: 'POST', body: 'x' })).status).toBe(404);
  });
});
