// The editor's live preview in Chromium: the page being edited, rendered by the dev server from the form's unsaved
// values beside the form, at a phone's and a desktop's width; the file is written only by Save. The screenshots of the
// "Edit the site without touching YAML" (docs/guide/editing.md) are taken here.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { createServer, request } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import type { FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedLines } from '../../src/edit/diff.ts';
import type { Editor } from '../../src/edit/server.ts';
import { loadSiteFile } from '../../src/contract/loadSite.ts';
import { TMP_DIR } from '../../src/core/paths.ts';
import { axeViolations, chromiumOfThisWorker, newPage } from '../support/browser.ts';
import { editorOnCopy } from '../support/editor.ts';
import { ROOT } from '../support/fixture.ts';

/**
 * Where the screenshots go: .tmp/editor-shots, or, with README_SHOTS=1, docs/editor, the editing guide's pictures (they differ
 * in a few pixels from run to run, so a plain test run does not rewrite them).
 */
const SHOTS = path.join(ROOT, process.env.README_SHOTS ? 'docs/editor' : '.tmp/editor-shots');

let editor: Editor;
let siteFile: string;
let page: Page;
let original: string;

let previewPort: number;

beforeAll(async () => {
  // The preview's port as EDIT_PREVIEW_PORT chooses it for npm run edit: one found free just now.
  previewPort = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
  ({ editor, siteFile } = await editorOnCopy('preview', { preview: true, previewPort }));
  original = readFileSync(siteFile, 'utf8');
  page = await newPage(await chromiumOfThisWorker(), {
    viewport: { width: 1366, height: 900 },
    reducedMotion: 'reduce',
  });
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await page?.context().close();
  await editor?.close();
});

const heading = (frame: FrameLocator) => frame.locator('main h1');

/** A request to the preview with exactly these headers: its status and its CORS header. */
function ask(at: string, headers: Record<string, string>): Promise<{ status: number; cors: unknown; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${editor.previewUrl}${at}`, { headers }, (res) => {
      let text = '';
      res.on('data', (c) => {
        text += c;
      });
      res.on('end', () => resolve({ status: res.statusCode!, cors: res.headers['access-control-allow-origin'], text }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe("the preview's dev server", () => {
  it('listens on the port chosen for it (EDIT_PREVIEW_PORT), on 127.0.0.1', () => {
    expect(editor.previewUrl).toBe(`http://127.0.0.1:${previewPort}`);
  });

  it("lets no page of another origin read the project's files, and answers only at its own address", async () => {
    // The project's site.yaml, as Vite serves a file of the project to its own pages (after the seconds it takes to start).
    const file = `/@fs${ROOT}/site.yaml?raw`;
    const host = `127.0.0.1:${previewPort}`;
    await expect.poll(async () => (await ask(file, { Host: host })).status, { timeout: 60_000 }).toBe(200);
    expect((await ask(file, { Host: host })).text).toContain('pages:');
    for (const origin of ['http://localhost:9999', 'http://127.0.0.1:4322', 'https://attacker.example', 'null']) {
      const answer = await ask(file, { Host: host, Origin: origin });
      expect(answer, origin).toMatchObject({ status: 403, cors: undefined });
      expect(answer.text).not.toContain('pages:');
    }
    expect((await ask(file, { Host: `attacker.example:${previewPort}` })).status).toBe(421);
  });
});

describe('the live preview', () => {
  it('shows the new title of /Sopi before it is saved, and the saved page has it after', async () => {
    await page.goto(`${editor.url}/`);
    await page.screenshot({ path: path.join(SHOTS, '1-pages.png') });
    await page.getByRole('link', { name: 'Pension Illustration (SOPI)' }).click();
    expect(new URL(page.url()).pathname).toBe('/edit/Sopi');
    const preview = page.frameLocator('iframe[title^="Preview of the page"]');
    await expect.poll(() => heading(preview).textContent(), { timeout: 60_000 }).toBe('Pension Illustration (SOPI)');

    await page.getByLabel('title', { exact: true }).first().fill('Pension Cases Online (SOPI)');
    // As long as its start may take on a busy machine (once, with builds running beside the tests, it was not there
    // after 30 s); if it never comes, what the preview's dev server said is shown.
    await expect
      .poll(() => heading(preview).textContent(), { timeout: 60_000 })
      .toBe('Pension Cases Online (SOPI)')
      .catch((error: Error) => {
        const log = path.join(TMP_DIR, 'editor-preview', String(process.pid), 'dev-server.log');
        throw new Error(
          `${error.message}\nthe preview's dev server said (${log}):\n${existsSync(log) ? readFileSync(log, 'utf8').slice(-3000) : '(no log)'}`,
        );
      });
    // Shown, not written.
    expect(readFileSync(siteFile, 'utf8')).toBe(original);
    await page.screenshot({ path: path.join(SHOTS, '2-form-and-preview.png') });

    // The desktop width: the same page laid out at 1366 px, drawn smaller.
    await page.getByRole('button', { name: 'Desktop (1366 px)' }).click();
    const previewWidth = () =>
      page
        .frames()
        .find((f) => f !== page.mainFrame())!
        .evaluate(() => window.innerWidth);
    // The frame is drawn by another process, which learns its new size a moment later.
    await expect.poll(previewWidth).toBe(1366);
    await page.getByRole('button', { name: 'Phone (390 px)' }).click();
    await expect.poll(previewWidth).toBe(390);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.locator('.status').textContent(), { timeout: 30_000 }).toBe('saved: 1 line changed');
    await page.getByText('Show what changed in site.yaml').click();
    await page.locator('.diff').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, '4-saved.png') });
    expect(changedLines(original, readFileSync(siteFile, 'utf8'))).toEqual([
      '-    title: Pension Illustration (SOPI)',
      '+    title: Pension Cases Online (SOPI)',
    ]);
    const { resolved } = loadSiteFile(siteFile);
    expect(resolved!.pages.find((p) => p.path === '/Sopi')!.title).toBe('Pension Cases Online (SOPI)');
    writeFileSync(siteFile, original);
  }, 180_000);

  it('reloads a page of the preview that was still loading when a value changed, while another page was open', async () => {
    await page.goto(`${editor.url}/edit/Sopi`);
    const title = page.getByLabel('title', { exact: true }).first();
    const shown = page.frameLocator('iframe[title^="Preview of the page"]');
    await expect.poll(async () => heading(shown).textContent(), { timeout: 60_000 }).toBe(await title.inputValue());
    const before = await title.inputValue();

    // A second page of the preview, rendered now, whose live-reload connection (Vite's client, and the site script
    // that imports it) comes only after the change below has been shown in the editor's preview: the reload went to
    // the pages connected then, the editor's preview alone.
    const late = await newPage(page.context().browser()!, { reducedMotion: 'reduce' });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await late.route(/\/@vite\/client|dev-script/, async (route) => {
      await released;
      await route.continue();
    });
    await late.goto(`${editor.previewUrl}/Sopi`, { waitUntil: 'domcontentloaded' });
    expect(await late.locator('main h1').textContent()).toBe(before);

    await title.fill('Pension Cases, Online (SOPI)');
    await expect.poll(() => heading(shown).textContent(), { timeout: 60_000 }).toBe('Pension Cases, Online (SOPI)');
    release();
    await expect
      .poll(() => late.locator('main h1').textContent(), { timeout: 30_000 })
      .toBe('Pension Cases, Online (SOPI)');
    await late.context().close();
    await title.fill(before);
    await expect.poll(() => heading(shown).textContent(), { timeout: 60_000 }).toBe(before);
  }, 180_000);

  it('shows a problem on its field, in the form and in the editing guide', async () => {
    await page.goto(`${editor.url}/edit/Sopi`);
    await page.getByLabel('description', { exact: true }).first().fill('Pension cases online.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => page.locator('.status').textContent(), { timeout: 30_000 })
      .toBe('Not saved: 1 problem; nothing was written.');
    // The preview shows the same problem, in the dev server's words, once it has the value.
    await page
      .frameLocator('iframe[title^="Preview of the page"]')
      .locator('vite-error-overlay')
      .waitFor({ timeout: 30_000 });
    await page.locator('.summary').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, '3-problem.png') });
    expect(readFileSync(siteFile, 'utf8')).toBe(original);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('closing the editor', () => {
  it("stops the preview while a page's live-reload connection is still open", async () => {
    const { editor: other } = await editorOnCopy('preview-closing', { preview: true });
    const { hostname, port } = new URL(other.previewUrl!);
    // Once the dev server answers, a connection upgraded through the preview that the other end never closes (a tab
    // left open, a page frozen): the preview must end it, not wait for it.
    await fetch(`${other.previewUrl}/`);
    const held = connect({ port: Number(port), host: hostname, allowHalfOpen: true });
    await once(held, 'connect');
    held.write(
      `GET /live HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
    );
    await new Promise((resolve) => setTimeout(resolve, 500)); // passed on to the dev server
    const ended = once(held, 'end'); // the preview's end of it closed
    await other.close();
    await ended;
    held.destroy();
  }, 60_000);
});
