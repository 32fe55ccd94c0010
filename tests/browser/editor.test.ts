// The site editor (npm run edit) in Chromium, on a copy of the real site.yaml: a field edited and saved changes exactly
// its line; a mistake is shown on its field with its site.yaml:LINE:COL and nothing is written; the pages pass axe.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedLines } from '../../src/editor/diff';
import { axeViolations, chromiumOfThisWorker, newPage } from '../support/browser';
import { editorOnCopy } from '../support/editor';
import { pngHeaderOnly } from '../support/photos';
import type { Editor } from '../../src/editor/server';

let editor: Editor;
let siteFile: string;
let dir: string;
let page: Page;
let original: string;

beforeAll(async () => {
  ({ editor, siteFile, dir } = await editorOnCopy('browser'));
  original = readFileSync(siteFile, 'utf8');
  page = await newPage(await chromiumOfThisWorker(), { viewport: { width: 1366, height: 900 } });
});
afterAll(async () => {
  await page?.context().close();
  await editor?.close();
});

/** The form of a page, opened fresh. */
async function open(at: string) {
  await page.goto(`${editor.url}${at}`);
  await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
}

describe('the editor in Chromium', () => {
  it('saves a new title of /Sopi as a change of that one line', async () => {
    await open('/edit/Sopi');
    const title = page.getByLabel('title', { exact: true }).first();
    expect(await title.inputValue()).toBe('Pension Illustration (SOPI)');
    await title.fill('Pension Cases Online (SOPI)');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('saved: 1 line changed');
    expect(changedLines(original, readFileSync(siteFile, 'utf8'))).toEqual(['-    title: Pension Illustration (SOPI)', '+    title: Pension Cases Online (SOPI)']);
    // The diff can be opened on the page.
    await page.getByText('Show what changed in site.yaml').click();
    expect(await page.locator('.diff .added').textContent()).toBe(' 1662 +     title: Pension Cases Online (SOPI)\n');
    writeFileSync(siteFile, original);
  });

  it('opening and saving a page of each kind and every other part unchanged leaves site.yaml byte for byte', async () => {
    // Every page's text is written back byte for byte by the writer itself (tests/editor-patch.test.ts); here the form
    // of one page of each kind, and of the other parts, is opened and saved as it came.
    const entries = [...original.matchAll(/^  - path: (\S+)\n    kind: (\S+)$/gm)];
    const oneOfEachKind = [...new Map(entries.map((m) => [m[2], m[1]])).values()];
    expect(oneOfEachKind.length).toBeGreaterThan(8);
    for (const at of ['/edit/_site', '/edit/_nav', '/edit/_footer', '/edit/_kinds', '/edit/_blocks', ...oneOfEachKind.map((p) => `/edit${p}`)]) {
      await open(at);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => page.getByRole('status').textContent(), { message: at }).toBe('saved: 0 lines changed');
    }
    expect(readFileSync(siteFile, 'utf8')).toBe(original);
  }, 120_000);

  it('shows an empty title, a link to no page and a picture too large on their fields, and writes nothing', async () => {
    writeFileSync(path.join(dir, 'public/test-pictures/huge.png'), pngHeaderOnly(20000, 20000));
    await open('/edit/Sopi');
    const save = async () => {
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => page.getByRole('status').textContent()).toBe('Not saved: 1 problem; nothing was written.');
      expect(readFileSync(siteFile, 'utf8')).toBe(original);
    };
    /** The problem shown on a field: it is marked invalid and described by the problem's words. */
    const problemOn = async (field: ReturnType<Page['getByLabel']>) => {
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      const ids = (await field.getAttribute('aria-describedby'))!.split(' ');
      return (await Promise.all(ids.map((id) => page.locator(`#${id}`).textContent()))).join('\n');
    };
    const title = page.getByLabel('title', { exact: true }).first();
    await title.fill('');
    await save();
    expect(await problemOn(title)).toMatch(/^The page's name.*\nsite\.yaml:1662:\d+ {2}\S/);
    await title.fill('Pension Illustration (SOPI)');

    // The first feature's link: added, then pointed at a page that does not exist.
    const feature = page.getByRole('group', { name: 'features 1', exact: true });
    await feature.getByRole('button', { name: 'Add link' }).click();
    await feature.getByLabel('label', { exact: true }).fill('Read more');
    const to = feature.getByLabel('to', { exact: true });
    await to.fill('/NoSuchPage');
    await save();
    expect(await problemOn(to)).toMatch(/site\.yaml:\d+:\d+ {2}.*\/NoSuchPage/);
    await feature.getByRole('button', { name: 'Remove link' }).click();

    const src = page.getByRole('group', { name: 'image', exact: true }).getByLabel('src', { exact: true });
    await src.fill('/test-pictures/huge.png');
    await save();
    expect(await problemOn(src)).toMatch(/site\.yaml:1665:\d+ {2}.*megapixels/);
  });

  it('has no axe violations on the list of pages and on a page\'s form', async () => {
    await page.goto(`${editor.url}/`);
    expect(await axeViolations(page)).toEqual([]);
    await open('/edit/Sopi');
    expect(await axeViolations(page)).toEqual([]);
  });
});
