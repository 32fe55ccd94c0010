// `npm run dev` as its own process, listening on an address other than 127.0.0.1 (HOST, as for a phone on the
// network; 127.0.0.2 here, which stays on this computer): it serves no hidden file or folder, the forms' inbox above
// all, however the address is written; its pages post their forms to the address they were loaded from, where the
// form receiver inside the dev server stores them; a malformed form does not stop it.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_FORMS_PATH } from '../src/contract/formEndpoints.ts';
import { ROOT } from './support/fixture.ts';
import { freePort } from './support/http.ts';
import { ask, sendRaw } from './support/http.ts';
import { startScript, type Started } from './support/processes.ts';

const HIDDEN = '.tmp/dev-server-network';
const INBOX = path.join(ROOT, HIDDEN, '.forms-inbox');
const SECRET = 'Asha Patil, a résumé kept in the inbox';
let dev: Started;

beforeAll(async () => {
  rmSync(path.join(ROOT, HIDDEN), { recursive: true, force: true });
  mkdirSync(path.join(INBOX, 'files'), { recursive: true });
  writeFileSync(
    path.join(INBOX, 'submissions.jsonl'),
    `${JSON.stringify({ form: 'application', fields: { Client_Name: SECRET } })}\n`,
  );
  writeFileSync(path.join(INBOX, 'files/cv.pdf'), `%PDF-1.7\n${SECRET}\n`);
  const port = await freePort();
  dev = await startScript(
    'scripts/dev.ts',
    ['--port', String(port)],
    { HOST: '127.0.0.2', FORMS_DIR: INBOX, FORMS_ENDPOINT_BASE: '' },
    /(http:\/\/127\.0\.0\.2:\d+)/,
    180_000,
  );
}, 200_000);

afterAll(async () => {
  await dev?.stop();
  rmSync(path.join(ROOT, HIDDEN), { recursive: true, force: true });
});

describe('npm run dev on the network', () => {
  it('serves no hidden file or folder, however the address is written', async () => {
    const log = `/${HIDDEN}/.forms-inbox/submissions.jsonl`;
    const addresses = [
      log,
      `${log}?raw`,
      `${log}?import`,
      `/${HIDDEN}/.forms-inbox/files/cv.pdf`,
      log.replace(/\/\./g, '/%2e'),
      log.replace(/\/\./g, '/%2E'),
      `/images/..%2F..${log}`,
      `/@fs${ROOT}${log}`,
      `/@fs${ROOT}${log}?raw`,
      `/@fs${ROOT.replace(/\//g, '%2F')}${log.replace(/\/\./g, '/%252e')}`,
      '/.git',
    ];
    const served: string[] = [];
    for (const address of addresses) {
      const { status, body } = await ask(dev.base, address);
      if (status !== 404 || body.includes(SECRET))
        served.push(`${address}: ${status}${body.includes(SECRET) ? ', the inbox' : ''}`);
    }
    expect(served).toEqual([]);
    expect((await ask(dev.base, '/robots.txt')).status).toBe(200);
  }, 120_000);

  it('has its pages post the forms to the address they were loaded from, and stores them there', async () => {
    const page = (await ask(dev.base, '/ContactPage', { headers: { Accept: 'text/html' } })).body.toString();
    const action = /<form[^>]*\saction="([^"]+)"/.exec(page)?.[1];
    expect(action).toBeDefined();
    const posted = new URL(action!, `${dev.base}/ContactPage`);
    expect(posted.origin).toBe(dev.base);
    const sent = await fetch(posted, {
      method: 'POST',
      headers: { Origin: dev.base, Accept: 'application/json' },
      body: new URLSearchParams({
        Name: 'Ravi Kulkarni',
        Email: 'ravi@example.com',
        Message: 'From a phone on the network.',
      }),
    });
    expect([sent.status, await sent.json()]).toEqual([200, { ok: true, message: 'received' }]);
    const lines = readFileSync(path.join(INBOX, 'submissions.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.at(-1)).toMatchObject({ form: 'contact', fields: { Name: 'Ravi Kulkarni' } });
    // Another site's page may not post here, on whatever address.
    const other = await fetch(posted, {
      method: 'POST',
      headers: { Origin: 'http://attacker.example' },
      body: new URLSearchParams({ Name: 'x' }),
    });
    expect(other.status).toBe(403);
  }, 120_000);

  it('answers a form cut inside its file with 400, and goes on serving', async () => {
    const part =
      '--XX\r\nContent-Disposition: form-data; name="RESUME"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n';
    const bytes =
      `POST ${DEV_FORMS_PATH}/apply HTTP/1.1\r\nHost: ${new URL(dev.base).host}\r\nContent-Type: multipart/form-data; boundary=XX\r\n` +
      `Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n${part.length.toString(16)}\r\n${part}\r\n0\r\n\r\n`;
    expect(await sendRaw(dev.base, bytes)).toBe(400);
    expect(dev.alive()).toBe(true);
    expect((await ask(dev.base, '/robots.txt')).status).toBe(200);
  });
});
