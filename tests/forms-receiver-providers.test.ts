// The local form receiver answering as each service (FORMS_PROVIDER, src/shared/formProviders.ts), over HTTP: what a
// fetch gets (its JSON), what a post without JavaScript gets (the service's redirect to the address the form gave, only
// on the site or the posting page's own origin), its trap (thanked, nothing kept), the reply-to kept apart from the
// form's fields, Netlify's form-name, its size limit and its refusals.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  providerFromEnvironment,
  startFormReceiver,
  type FormReceiver,
  type Submission,
} from '../src/serve/formsReceiver.ts';
import type { ProviderName } from '../src/shared/formProviders.ts';
import { ROOT } from './support/fixture.ts';

const SITE = 'https://www.example';
const PAGE = 'http://127.0.0.1:4173'; // the posting page's origin, a local one
const contact = {
  Name: 'Asha Patil',
  Email: 'asha@example.com',
  company: 'Zilla Parishad',
  Phone: '9876543210',
  Message: 'Please call me.',
};

let receiver: FormReceiver | undefined;
afterEach(async () => {
  await receiver?.close();
  receiver = undefined;
});

async function as(provider: ProviderName) {
  const dir = path.join(ROOT, `.tmp/forms-receiver-${provider}`);
  rmSync(dir, { recursive: true, force: true });
  receiver = await startFormReceiver({ port: 0, dir, siteOrigin: SITE, provider });
  const log = path.join(dir, 'submissions.jsonl');
  const stored = (): Submission[] =>
    existsSync(log)
      ? readFileSync(log, 'utf8')
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l))
      : [];
  /** A post as a browser sends it: natively (Accept: text/html, no redirect followed) or by the page's fetch. */
  const post = (fields: Record<string, string>, how: 'native' | 'fetch', route = '/contact', extra = {}) =>
    fetch(`${receiver!.url}${route}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      redirect: 'manual',
      headers: {
        Origin: PAGE,
        Accept: how === 'native' ? 'text/html,application/xhtml+xml' : 'application/json',
        ...extra,
      },
    });
  return { post, stored };
}

describe('as Formspree', () => {
  it('answers a fetch with its JSON, keeps _replyto as the reply-to and drops _gotcha and _next from the fields', async () => {
    const { post, stored } = await as('formspree');
    const res = await post({ ...contact, _gotcha: '', _next: `${PAGE}/Thanks`, _replyto: contact.Email }, 'fetch');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true });
    const [arrived] = stored();
    expect(arrived.fields).toEqual(contact);
    expect(arrived.replyTo).toBe(contact.Email);
    expect(arrived.provider).toBe('formspree');
  });

  it('redirects a native post with 302 to _next on the site or the posting page, never elsewhere', async () => {
    const { post } = await as('formspree');
    const onPage = await post({ ...contact, _next: `${PAGE}/Thanks` }, 'native');
    expect([onPage.status, onPage.headers.get('location')]).toEqual([302, `${PAGE}/Thanks`]);
    const onSite = await post({ ...contact, _next: `${SITE}/mr/Thanks` }, 'native');
    expect([onSite.status, onSite.headers.get('location')]).toEqual([302, `${SITE}/mr/Thanks`]);
    // Another website: the receiver's own page, as the service would show its own.
    const elsewhere = await post({ ...contact, _next: 'https://evil.example/' }, 'native');
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.headers.get('location')).toBeNull();
    expect(await elsewhere.text()).toContain('Thank you');
  });

  it('thanks a post with _gotcha filled like any other and keeps nothing', async () => {
    const { post, stored } = await as('formspree');
    const res = await post({ ...contact, _gotcha: 'http://spam.example', _next: `${PAGE}/Thanks` }, 'native');
    expect([res.status, res.headers.get('location')]).toEqual([302, `${PAGE}/Thanks`]);
    expect(stored()).toEqual([]);
  });

  it('refuses a résumé that is not one with 422 and a list of errors, and a submission over 25 MB with 413', async () => {
    const { stored } = await as('formspree');
    const data = new FormData();
    data.append('Client_Name', 'Ravi');
    data.append('RESUME', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]), 'cv.pdf');
    const res = await fetch(`${receiver!.url}/apply`, {
      method: 'POST',
      body: data,
      headers: { Accept: 'application/json' },
    });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.errors[0].message).toContain('is not a PDF, DOC or DOCX file');
    // Announced as 26 MB: refused on the announcement, before the body is read.
    const large = await new Promise<number>((resolve, reject) => {
      const req = request(`${receiver!.url}/apply`, {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(26 * 1024 * 1024) },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode!);
        req.destroy();
      });
      req.on('error', reject);
      req.write('--x\r\n');
    });
    expect(large).toBe(413);
    expect(stored()).toEqual([]);
  });
});

describe('as the own receiver', () => {
  it("takes the form's own e-mail field as the reply-to, without any field of its own, and redirects with 303", async () => {
    const { post, stored } = await as('own');
    const res = await post({ ...contact, website: '', _next: '/Thanks', _failed: '/FormNotSent' }, 'native');
    expect([res.status, res.headers.get('location')]).toEqual([303, `${PAGE}/Thanks`]);
    const [arrived] = stored();
    expect(arrived.fields).toEqual(contact);
    expect(arrived.replyTo).toBe(contact.Email);
  });

  it('sends a refused native post to the failure page, and a fetch gets the refusal as JSON', async () => {
    const { post, stored } = await as('own');
    const native = await post({ ...contact, Name: 'x'.repeat(10_001), _failed: `${PAGE}/FormNotSent` }, 'native');
    expect([native.status, native.headers.get('location')]).toEqual([303, `${PAGE}/FormNotSent`]);
    const fetched = await post({ ...contact, Name: 'x'.repeat(10_001) }, 'fetch');
    expect(fetched.status).toBe(413);
    expect(await fetched.json()).toMatchObject({ ok: false });
    expect(stored()).toEqual([]);
  });
});

describe('as Netlify Forms', () => {
  it('takes a form by its form-name, drops bot-field, and refuses a form it does not know', async () => {
    const { post, stored } = await as('netlify');
    const res = await post({ 'form-name': 'contact', 'bot-field': '', ...contact, email: contact.Email }, 'fetch');
    expect(res.status).toBe(200);
    expect(stored()[0].fields).toEqual(contact);
    expect(stored()[0].replyTo).toBe(contact.Email);
    const unknown = await post({ 'form-name': 'newsletter', ...contact }, 'fetch');
    expect(unknown.status).toBe(404);
    expect(stored()).toHaveLength(1);
  });
});

describe('as Basin', () => {
  it('answers a fetch with {"success": true} and keeps email as the reply-to', async () => {
    const { post, stored } = await as('basin');
    const res = await post({ ...contact, _gotcha: '', email: contact.Email }, 'fetch');
    expect(await res.json()).toMatchObject({ success: true });
    expect(stored()[0]).toMatchObject({ fields: contact, replyTo: contact.Email });
  });
});

describe('FORMS_PROVIDER', () => {
  it('takes a known service, and refuses another name with the list of names', () => {
    expect(providerFromEnvironment('own')).toBe('own');
    expect(providerFromEnvironment(undefined)).toBeUndefined();
    expect(() => providerFromEnvironment('mailchimp')).toThrow(/formspree, basin, netlify, own, custom/);
  });
});
