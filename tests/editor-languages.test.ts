// The editor beside a translation file (site.mr.yaml): it edits site.yaml only, checks the site with its translations as
// validate does, and an English text changed under a Marathi one is a warning (outdated), not a refusal.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startEditor, type Editor } from '../src/edit/server.ts';
import { changedLines } from '../src/edit/diff.ts';
import { prepareBilingualSite } from './support/bilingual.ts';
import { EDITOR_SITES } from './support/editor.ts';

let editor: Editor;
let siteFile: string;
let original: string;
let translation: string;

beforeAll(async () => {
  ({ siteFile } = prepareBilingualSite(path.join(EDITOR_SITES, 'bilingual')));
  original = readFileSync(siteFile, 'utf8');
  translation = readFileSync(path.join(path.dirname(siteFile), 'site.mr.yaml'), 'utf8');
  editor = await startEditor({ siteFile });
});
afterAll(() => editor?.close());

describe('the editor with site.mr.yaml beside site.yaml', () => {
  it('opens a translated page and saves its English, leaving site.mr.yaml as it was and naming its Marathi as outdated', async () => {
    const page = await fetch(`${editor.url}/edit/`);
    expect(page.status).toBe(200);
    const home = (parse(original) as { pages: { path: string; title: string }[] }).pages.find((p) => p.path === '/')!;
    const res = await fetch(`${editor.url}/api/save`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: editor.url },
      body: JSON.stringify({ at: '/', base: home, value: { ...home, title: 'Welcome' } }),
    });
    const body = (await res.json()) as { saved: boolean; warnings: { where: string; code: string; message: string }[] };
    expect(res.status).toBe(200);
    expect(body.saved).toBe(true);
    expect(changedLines(original, readFileSync(siteFile, 'utf8'))).toEqual([
      `-    title: ${home.title}`,
      '+    title: Welcome',
    ]);
    expect(readFileSync(path.join(path.dirname(siteFile), 'site.mr.yaml'), 'utf8')).toBe(translation);
    expect(
      body.warnings.some(
        (w) => w.where.startsWith('site.mr.yaml:') && w.code === 'TRANS009' && /outdated/.test(w.message),
      ),
    ).toBe(true);
  });
});
