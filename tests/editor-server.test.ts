// The editor's server (src/edit/server.ts) over HTTP, on a copy of the real site: it answers only at its own
// address, writes only for its own pages, refuses a save with a problem without writing, and never writes over an
// edit made meanwhile in a text editor.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadSiteFile } from '../src/contract/loadSite.ts';
import { DEFAULT_SITE_FILE, editHistoryOf } from '../src/core/paths.ts';
import { changedLines } from '../src/edit/diff.ts';
import { HISTORY_SIZE, keepVersion, versions } from '../src/edit/history.ts';
import type { Editor } from '../src/edit/server.ts';
import { DIST } from './support/browser.ts';
import { editorOnCopy } from './support/editor.ts';
import { ROOT } from './support/fixture.ts';

let editor: Editor;
let siteFile: string;
let original: string;

beforeAll(async () => {
  ({ editor, siteFile } = await editorOnCopy('server'));
  original = readFileSync(siteFile, 'utf8');
});
afterAll(() => editor?.close());

/** A raw request, with exactly the headers given (fetch would set Host and Origin itself). */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | Buffer,
): Promise<{ status: number; text: string }> {
  const { port } = new URL(editor.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (c) => {
        text += c;
      });
      res.on('end', () => resolve({ status: res.statusCode!, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const own = () => new URL(editor.url).host;
const sopi = () =>
  (parse(readFileSync(siteFile, 'utf8')) as { pages: { path: string; title: string }[] }).pages.find(
    (p) => p.path === '/Sopi',
  )!;
const saveBody = (value: object, base: object = sopi()) => JSON.stringify({ at: '/Sopi', base, value });
const json = { 'Content-Type': 'application/json' };

describe('the editor server', () => {
  it('listens on the loopback address only', () => {
    expect(new URL(editor.url).hostname).toBe('127.0.0.1');
    expect((editor.server.address() as { address: string }).address).toBe('127.0.0.1');
  });

  it('refuses a request with a foreign Host header (DNS rebinding), and answers its own', async () => {
    expect((await send('GET', '/edit/Sopi', { Host: 'attacker.example' })).status).toBe(421);
    expect((await send('GET', '/edit/Sopi', { Host: `attacker.example:${new URL(editor.url).port}` })).status).toBe(
      421,
    );
    expect((await send('GET', '/edit/Sopi', { Host: own() })).status).toBe(200);
    expect((await send('GET', '/edit/Sopi', { Host: `localhost:${new URL(editor.url).port}` })).status).toBe(200);
  });

  it('refuses a save from another origin, or without one, and writes nothing', async () => {
    const body = saveBody({ ...sopi(), title: 'Changed from elsewhere' });
    expect(
      (await send('POST', '/api/save', { Host: own(), Origin: 'https://attacker.example', ...json }, body)).status,
    ).toBe(403);
    expect((await send('POST', '/api/save', { Host: own(), Origin: 'null', ...json }, body)).status).toBe(403);
    expect((await send('POST', '/api/save', { Host: own(), ...json }, body)).status).toBe(403);
    // A form post from another page cannot send JSON.
    expect(
      (await send('POST', '/api/save', { Host: own(), Origin: `http://${own()}`, 'Content-Type': 'text/plain' }, body))
        .status,
    ).toBe(403);
    expect(readFileSync(siteFile, 'utf8')).toBe(original);
  });

  it('saves from its own origin, and refuses a save over an edit made meanwhile in a text editor', async () => {
    const base = sopi();
    const headers = { Host: own(), Origin: `http://${own()}`, ...json };
    const saved = await send('POST', '/api/save', headers, saveBody({ ...base, title: 'SOPI pensions' }, base));
    expect(saved.status).toBe(200);
    expect(JSON.parse(saved.text)).toMatchObject({ saved: true, changed: 1 });
    expect(sopi().title).toBe('SOPI pensions');
    // Someone changes the same page in a text editor; a form opened before that cannot save over it.
    const edited = readFileSync(siteFile, 'utf8').replace('title: SOPI pensions', 'title: SOPI pension cases');
    writeFileSync(siteFile, edited);
    const refused = await send(
      'POST',
      '/api/save',
      headers,
      saveBody({ ...base, title: 'Something else' }, { ...base, title: 'SOPI pensions' }),
    );
    expect(refused.status).toBe(409);
    expect(JSON.parse(refused.text).error).toMatch(/changed in another editor/);
    expect(JSON.parse(refused.text).code).toBe('EDIT002');
    expect(readFileSync(siteFile, 'utf8')).toBe(edited);
    writeFileSync(siteFile, original);
  });

  it('takes out on saving the invisible characters pasted into a text, names each with its field, and keeps a joiner Devanagari needs', async () => {
    const base = sopi() as { path: string; title: string; product: { features: { title: string }[] } };
    const headers = { Host: own(), Origin: `http://${own()}`, ...json };
    // From Word (a soft hyphen), a web page (a zero-width space) and a chat app (a direction mark); and क्‍ष, whose
    // zero-width joiner is part of the word.
    const features = structuredClone(base.product.features);
    features[1].title = `\u200E${features[1].title}`;
    const value = {
      ...base,
      title: 'SOPI pen\u00ADsions\u200B क्\u200Dष',
      product: { ...base.product, features },
    };
    const saved = await send('POST', '/api/save', headers, saveBody(value, base));
    expect(saved.status, saved.text).toBe(200);
    const body = JSON.parse(saved.text);
    expect(body.removed).toEqual([
      { field: ['title'], what: 'a soft hyphen (U+00AD)' },
      { field: ['title'], what: 'a zero-width space (U+200B)' },
      { field: ['product', 'features', 1, 'title'], what: 'a left-to-right mark (U+200E)' },
    ]);
    expect(sopi().title).toBe('SOPI pensions क्\u200Dष');
    expect(body.value.title).toBe(sopi().title);
    expect((sopi() as typeof base).product.features[1].title).toBe(base.product.features[1].title);
    // What the form now holds is what the file holds: the next save from it is not taken for a clash.
    const again = await send('POST', '/api/save', headers, saveBody({ ...body.value, title: 'SOPI' }, body.value));
    expect(again.status, again.text).toBe(200);
    writeFileSync(siteFile, original);
  });

  it('refuses to open a form while site.yaml cannot be read (EDIT001), and a page that is not in it (EDIT005)', async () => {
    writeFileSync(siteFile, `${original}oops: "never closed\n`);
    try {
      const broken = await send('GET', '/edit/Sopi', { Host: own() });
      expect(broken.status).toBe(409);
      expect(JSON.parse(broken.text)).toMatchObject({
        error: /^site\.yaml cannot be read as it is now/,
        code: 'EDIT001',
      });
    } finally {
      writeFileSync(siteFile, original);
    }
    const missing = await send('GET', '/edit/Nope', { Host: own() });
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.text)).toEqual({ error: 'there is no page /Nope in site.yaml', code: 'EDIT005' });
  });

  it('refuses a save with a problem, names it at its line, and writes nothing', async () => {
    const headers = { Host: own(), Origin: `http://${own()}`, ...json };
    const res = await send('POST', '/api/save', headers, saveBody({ ...sopi(), description: 'Too short.' }));
    expect(res.status).toBe(422);
    // The description's value on /Sopi, as the copy has it: the problem is named at its first character.
    const lines = original.split('\n');
    const line = lines.findIndex(
      (text, i) => text.startsWith('    description: ') && i > lines.indexOf('  - path: /Sopi'),
    );
    const column = '    description: '.length + 1;
    expect(line).toBeGreaterThan(0);
    expect(JSON.parse(res.text).problems).toEqual([
      {
        field: ['description'],
        where: `site.yaml:${line + 1}:${column}`,
        code: 'SCHEMA014',
        message: expect.stringMatching(/50/),
      },
    ]);
    expect(readFileSync(siteFile, 'utf8')).toBe(original);
  });

  it('is no part of the built site: nothing the build reads imports it, and no built file holds its script or addresses', () => {
    // What the build runs: its script, the site's modules, the Vike glue, the renderer, the templates.
    const sources = [
      path.join(ROOT, 'src/build/build.ts'),
      ...[
        'src/core',
        'src/content',
        'src/media',
        'src/contract',
        'src/build',
        'src/pages',
        'src/render',
        'src/browser',
        'src/shared',
        'templates',
      ].flatMap((d) => filesIn(path.join(ROOT, d))),
    ];
    expect(sources.filter((f) => /from ['"][^'"]*edit\//.test(readFileSync(f, 'utf8')))).toEqual([]);
    const built = filesIn(DIST).filter((f) => /\.(html|js|css|json|txt|xml)$/.test(f) || !path.extname(f));
    expect(built.length).toBeGreaterThan(60);
    expect(built.filter((f) => /\/api\/save|editor\.js|Site editor/.test(readFileSync(f, 'utf8')))).toEqual([]);
  });
});

describe('an upload', () => {
  const upload = (name: string, body: string | Buffer) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const { port } = new URL(editor.url);
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `/api/upload?folder=/images/products&name=${encodeURIComponent(name)}`,
          headers: { Host: own(), Origin: `http://${own()}`, 'Content-Type': 'application/octet-stream' },
        },
        (res) => {
          let text = '';
          res.on('data', (c) => {
            text += c;
          });
          res.on('end', () => resolve({ status: res.statusCode!, text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  it('is named by what it is, not by the name it came with (an SVG sent as .jpg is saved as .svg, which validate takes)', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="#cde"/></svg>';
    const answer = await upload('Logo copy.jpg', svg);
    expect(answer).toEqual({ status: 200, text: JSON.stringify({ src: '/images/products/logo-copy.svg' }) });
    expect(readFileSync(path.join(path.dirname(siteFile), 'public/images/products/logo-copy.svg'), 'utf8')).toBe(svg);
  });

  it('is refused when it is no picture at all, whatever its name', async () => {
    const answer = await upload('letter.png', 'Dear Sir, please find the photo attached.');
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.text).error).toMatch(/^this file is not a picture, whatever its name says/);
    expect(JSON.parse(answer.text).code).toBe('EDIT008');
    expect(
      readdirSync(path.join(path.dirname(siteFile), 'public/images/products')).filter((f) => f.startsWith('letter')),
    ).toEqual([]);
  });

  it("is refused when its name is not a picture's (EDIT006), and when it is a HEIC photo (EDIT007)", async () => {
    const named = await upload('letter.pdf', 'Dear Sir, please find the photo attached.');
    expect(named.status).toBe(422);
    expect(JSON.parse(named.text)).toEqual({
      error: 'a picture must be an SVG, PNG, JPEG, WebP, AVIF or GIF file',
      code: 'EDIT006',
    });
    // An iPhone's photo: an ISO box "ftyp" naming the brand heic.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]);
    const photo = await upload('IMG_0001.jpg', heic);
    expect(photo.status).toBe(422);
    expect(JSON.parse(photo.text)).toMatchObject({ error: /^this is a HEIC photo/, code: 'EDIT007' });
    expect(
      readdirSync(path.join(path.dirname(siteFile), 'public/images/products')).filter((f) =>
        /^(letter|img-0001)/.test(f),
      ),
    ).toEqual([]);
  });

  it("is not offered a hidden name in public/ (an editor's lock link .#logo.svg) as a picture to choose", async () => {
    const { symlinkSync } = await import('node:fs');
    symlinkSync('someone@laptop.4242:1700000000', path.join(path.dirname(siteFile), 'public/images/.#logo.svg'));
    const page = await send('GET', '/edit/Sopi', { Host: own() });
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('.#logo.svg');
    expect(page.text).toContain('/images/products/sopi.svg');
  });
});

function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

describe('requests the editor refuses as the build would', () => {
  const headers = () => ({ Host: own(), Origin: `http://${own()}`, ...json });
  const publicDir = () => path.join(path.dirname(siteFile), 'public');

  it('serves no picture through a link in public/ that leads outside it, and uploads nothing through one', async () => {
    const outside = path.join(path.dirname(siteFile), 'outside');
    mkdirSync(outside, { recursive: true });
    writeFileSync(path.join(outside, 'secret.svg'), '<svg xmlns="http://www.w3.org/2000/svg">secret</svg>');
    symlinkSync(path.join(outside, 'secret.svg'), path.join(publicDir(), 'images/pw.svg'));
    symlinkSync('products/sopi.svg', path.join(publicDir(), 'images/inside.svg'));
    expect(await send('GET', '/public/images/pw.svg', { Host: own() })).toMatchObject({ status: 404 });
    // A link that stays inside public/ is a picture of the site, as for the build.
    expect(await send('GET', '/public/images/inside.svg', { Host: own() })).toMatchObject({ status: 200 });

    // A folder of public/ that is a link to a folder outside: nothing is written there.
    symlinkSync(outside, path.join(publicDir(), 'images/linked'));
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="36"><rect width="48" height="36"/></svg>';
    const into = await uploadTo('/images/linked', 'logo.svg', svg);
    expect(into.status).toBe(422);
    expect(JSON.parse(into.text)).toMatchObject({ code: 'EDIT012', error: /public\/images\/linked/ });
    expect(readdirSync(outside)).toEqual(['secret.svg']);

    // A link already at the name the upload would take, leading to a file not there yet: never followed.
    symlinkSync(path.join(outside, 'trap.svg'), path.join(publicDir(), 'images/products/trap.svg'));
    const beside = await uploadTo('/images/products', 'trap.svg', svg);
    expect(beside).toEqual({ status: 200, text: JSON.stringify({ src: '/images/products/trap-2.svg' }) });
    expect(readdirSync(outside)).toEqual(['secret.svg']);
    expect(lstatSync(path.join(publicDir(), 'images/products/trap-2.svg')).isFile()).toBe(true);
    // The links out of public/ go again: validate refuses them (FILE030), and so would every save after this test.
    for (const link of ['images/pw.svg', 'images/linked', 'images/products/trap.svg'])
      rmSync(path.join(publicDir(), link));
  });

  it('answers an inherited name (__proto__, constructor, toString) as a page, a part or a kind with 404, never from a prototype', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const form = await send('GET', `/edit/${name}`, { Host: own() });
      expect(form.status, name).toBe(404);
      expect(JSON.parse(form.text), name).toEqual({ error: `there is no page /${name} in site.yaml`, code: 'EDIT005' });
      expect((await send('GET', `/new/${name}`, { Host: own() })).status, name).toBe(404);
      for (const api of ['/api/save', '/api/check']) {
        const saved = await send('POST', api, headers(), JSON.stringify({ at: name, value: { title: 'x' } }));
        expect(saved.status, `${api} ${name}`).toBe(404);
        expect(JSON.parse(saved.text).code).toBe('EDIT005');
      }
    }
    expect(({} as Record<string, unknown>).title).toBeUndefined();
    expect(readFileSync(siteFile, 'utf8')).toBe(original);
  });

  it('answers an address or a body it cannot read with 400', async () => {
    const unreadable = await send('GET', '/edit/%E0%A4', { Host: own() });
    expect(unreadable.status).toBe(400);
    expect(JSON.parse(unreadable.text).code).toBe('EDIT010');
    for (const body of [
      '{',
      'null',
      '[]',
      '"/Sopi"',
      '{"at":5,"value":{}}',
      '{"at":"/Sopi"}',
      '{"at":"/Sopi","value":"x"}',
    ]) {
      const answer = await send('POST', '/api/save', headers(), body);
      expect(answer.status, body).toBe(400);
      expect(JSON.parse(answer.text), body).toMatchObject({ code: 'EDIT010', error: /^this request cannot be read/ });
    }
    expect(readFileSync(siteFile, 'utf8')).toBe(original);
  });

  it('answers a body over its limit with 413 and the limit, and a text longer than any field takes on its field, before checking the site', async () => {
    const big = await send('POST', '/api/save', headers(), `{"at":"/Sopi","value":"${'a'.repeat(17 * 1024 * 1024)}"}`);
    expect(big.status).toBe(413);
    expect(JSON.parse(big.text)).toEqual({ error: 'too large: a save may be at most 16 MiB', code: 'EDIT009' });
    const long = await send(
      'POST',
      '/api/save',
      headers(),
      saveBody({ ...sopi(), title: 'A'.repeat(5 * 1024 * 1024) }),
    );
    expect(long.status).toBe(422);
    expect(JSON.parse(long.text).problems).toEqual([
      {
        field: ['title'],
        where: 'site.yaml',
        code: 'EDIT011',
        message: 'this text is 5,242,880 characters long; no text of site.yaml may be longer than 5,000: shorten it',
      },
    ]);
    expect(readFileSync(siteFile, 'utf8')).toBe(original);
  });
});

/** An upload into `folder` under public/. */
function uploadTo(folder: string, name: string, body: string | Buffer) {
  return send(
    'POST',
    `/api/upload?folder=${encodeURIComponent(folder)}&name=${encodeURIComponent(name)}`,
    { Host: own(), Origin: `http://${own()}`, 'Content-Type': 'application/octet-stream' },
    body,
  );
}

describe('the history of saves', () => {
  const headers = () => ({ Host: own(), Origin: `http://${own()}`, ...json });
  const marathiFile = () => path.join(path.dirname(siteFile), 'site.mr.yaml');
  const sha = (text: string) => createHash('sha256').update(text).digest('hex');
  const restore = (version: string, current = sha(readFileSync(siteFile, 'utf8'))) =>
    send('POST', '/api/restore', headers(), JSON.stringify({ version, current }));

  it('keeps site.yaml and site.mr.yaml as each save found them, and restores one as a save that can be undone in turn', async () => {
    writeFileSync(siteFile, original);
    const marathi = readFileSync(marathiFile(), 'utf8');
    expect((await send('POST', '/api/save', headers(), saveBody({ ...sopi(), title: 'SOPI one' }))).status).toBe(200);
    expect((await send('POST', '/api/save', headers(), saveBody({ ...sopi(), title: 'SOPI two' }))).status).toBe(200);
    const [second, first] = versions(editHistoryOf(siteFile));
    expect(first.files).toEqual(
      new Map([
        ['site.mr.yaml', marathi],
        ['site.yaml', original],
      ]),
    );
    expect(second.files.get('site.yaml')).toContain('title: SOPI one\n');

    // The list says when each was saved and what each save changed, with a button to restore each.
    const list = await send('GET', '/history', { Host: own() });
    expect(list.status).toBe(200);
    expect(list.text).toContain(`<h2 id="v-${first.id}">Saved at `);
    expect(list.text).toContain(`data-restore="${first.id}"`);
    expect(list.text).toMatch(/Now: saved at [^<]+<\/h2><p>site\.yaml: 1 line changed<\/p>/);
    expect(list.text).toContain('<span class="added">');

    // Restored: both files as they were before the first save; what the restore replaced is the newest version.
    const restored = await restore(first.id);
    expect(restored.status).toBe(200);
    expect(JSON.parse(restored.text)).toEqual({ restored: true, changed: 1 });
    expect(readFileSync(siteFile, 'utf8')).toBe(original);
    expect(readFileSync(marathiFile(), 'utf8')).toBe(marathi);
    const undo = versions(editHistoryOf(siteFile))[0];
    expect(undo.files.get('site.yaml')).toContain('title: SOPI two\n');
    expect((await restore(undo.id)).status).toBe(200);
    expect(sopi().title).toBe('SOPI two');
    writeFileSync(siteFile, original);
  });

  it('restores nothing over a change made since the list was shown, nor a version it does not keep', async () => {
    const [newest] = versions(editHistoryOf(siteFile));
    const stale = await restore(newest.id, sha('site.yaml as it was'));
    expect(stale.status).toBe(409);
    expect(JSON.parse(stale.text).code).toBe('EDIT014');
    for (const id of ['2020-01-01T00-00-00-000Z', '../../site', 'constructor']) {
      const gone = await restore(id);
      expect(gone.status, id).toBe(404);
      expect(JSON.parse(gone.text).code).toBe('EDIT013');
    }
    expect(readFileSync(siteFile, 'utf8')).toBe(original);
  });

  it('lists the versions kept in one millisecond newest first, the 10th and later too', () => {
    // A fast machine keeps many in one millisecond (the test below does): each after the first is named -2, -3, …
    const dir = path.join(path.dirname(siteFile), 'history-of-one-millisecond');
    rmSync(dir, { recursive: true, force: true });
    const stamp = '2026-01-01T10-00-00-000Z';
    for (let i = 1; i <= 12; i++) {
      const folder = path.join(dir, i === 1 ? stamp : `${stamp}-${i}`);
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, 'site.yaml'), `save ${i}\n`);
      writeFileSync(path.join(folder, 'version.json'), JSON.stringify({ savedAt: new Date(2026, 0, 1).toISOString() }));
    }
    keepVersion(dir, new Map([['site.yaml', 'save 13\n']]), new Date(2026, 0, 2));
    expect(versions(dir).map((v) => v.files.get('site.yaml'))).toEqual(
      Array.from({ length: 13 }, (_, i) => `save ${13 - i}\n`),
    );
  });

  it(`keeps the newest ${HISTORY_SIZE} versions, in a folder git ignores`, () => {
    const dir = path.join(path.dirname(siteFile), 'history-of-many');
    for (let i = 1; i <= HISTORY_SIZE + 5; i++)
      keepVersion(dir, new Map([['site.yaml', `save ${i}\n`]]), new Date(2026, 0, 1, 10, 0, i));
    const kept = versions(dir);
    expect(kept.map((v) => v.files.get('site.yaml'))).toEqual(
      Array.from({ length: HISTORY_SIZE }, (_, i) => `save ${HISTORY_SIZE + 5 - i}\n`),
    );
    expect(kept[0].savedAt).toEqual(new Date(2026, 0, 1, 10, 0, HISTORY_SIZE + 5));
    const ignored = spawnSync('git', ['check-ignore', '-q', path.join(editHistoryOf(DEFAULT_SITE_FILE), 'x')], {
      cwd: ROOT,
    });
    expect(ignored.status).toBe(0);
  });
});

describe("an entry's translations", () => {
  it('go with it when it is removed: a vacancy, and a skill of another (a list kept in order), in one save', async () => {
    const marathiFile = path.join(path.dirname(siteFile), 'site.mr.yaml');
    const marathi = readFileSync(marathiFile, 'utf8');
    writeFileSync(siteFile, original);
    type Card = { id: string; lists: { items: string[] }[] };
    const careers = () =>
      (
        parse(readFileSync(siteFile, 'utf8')) as { pages: { path: string; sections: { cards?: Card[] }[] }[] }
      ).pages.find((p) => p.path === '/CareerPage')!;
    const base = careers();
    const value = careers();
    const cards = value.sections.find((s) => s.cards)!.cards!;
    expect(cards.map((c) => c.id)).toContain('Vacancy_Bdm');
    value.sections.find((s) => s.cards)!.cards = cards.filter((c) => c.id !== 'Vacancy_Bdm');
    const [skill] = cards[0].lists[0].items.splice(1, 1);
    expect(marathi).toContain(`- en: ${skill}\n`);
    const saved = await send(
      'POST',
      '/api/save',
      { Host: own(), Origin: `http://${own()}`, ...json },
      JSON.stringify({ at: '/CareerPage', base, value }),
    );
    expect(saved.status, saved.text).toBe(200);
    const after = readFileSync(marathiFile, 'utf8');
    expect(after).not.toContain('Vacancy_Bdm:');
    expect(after).not.toContain(`- en: ${skill}\n`);
    // Only lines taken away, and the site as validate reads it: no problem, nothing left over, nothing outdated.
    expect(changedLines(marathi, after).every((line) => line.startsWith('-'))).toBe(true);
    const { problems, warnings, translations } = loadSiteFile(siteFile);
    expect(problems).toEqual([]);
    expect(warnings!.filter((w) => w.code === 'TRANS004' || w.code === 'TRANS009')).toEqual([]);
    expect(translations!.summaries[0]).toMatch(/(\d+) of \1 pages in मराठी, 0 texts to translate, 0 outdated/);
    writeFileSync(siteFile, original);
    writeFileSync(marathiFile, marathi);
  });
});
