import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Browser, BrowserContextOptions, ConsoleMessage, Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { serveStatic } from '../../scripts/serve';
import { siteScriptFiles } from '../../src/check/checkSite';
import { launchChromium } from '../../src/check/screens';
import { ROOT } from './fixture';

export { launchChromium, siteScriptFiles };

export const DIST = path.join(ROOT, 'dist/client');

/** Serves a built site with `npm run serve`'s server, which applies its _headers (the CSP) and _redirects. */
export async function serveBuiltSite(root = DIST): Promise<{ server: Server; base: string }> {
  if (!existsSync(path.join(root, 'index.html'))) throw new Error(`no built site in ${root}: run "npm run build" first`);
  const { server, url } = await serveStatic(root, 0);
  return { server, base: url.replace(/\/$/, '') };
}

export interface PageWatch {
  /** Console errors, uncaught exceptions and Content-Security-Policy violations. */
  consoleErrors: string[];
  failedOwnRequests: string[];
  /** Every script the page fetched, as paths on the site. */
  scripts: string[];
}

const stopWatching = new WeakMap<PageWatch, () => void>();

/** Collects console errors, failed requests to the site's own origin (others cannot load here) and scripts fetched. */
export function watch(page: Page, base: string): PageWatch {
  const w: PageWatch = { consoleErrors: [], failedOwnRequests: [], scripts: [] };
  const onConsole = (m: ConsoleMessage) => { if (m.type() === 'error') w.consoleErrors.push(m.text()); };
  const onPageError = (e: Error) => w.consoleErrors.push(`uncaught: ${e.message}`);
  const onRequestFailed = (r: Request) => { if (r.url().startsWith(base)) w.failedOwnRequests.push(`${r.url()} ${r.failure()?.errorText}`); };
  const onRequest = (r: Request) => { if (r.resourceType() === 'script' || r.url().endsWith('.js')) w.scripts.push(r.url().replace(base, '')); };
  const onResponse = (r: Response) => { if (r.url().startsWith(base) && r.status() >= 400 && r.request().resourceType() !== 'document') w.failedOwnRequests.push(`${r.url()} ${r.status()}`); };
  page.on('console', onConsole).on('pageerror', onPageError).on('requestfailed', onRequestFailed).on('request', onRequest).on('response', onResponse);
  stopWatching.set(w, () => {
    page.off('console', onConsole).off('pageerror', onPageError).off('requestfailed', onRequestFailed).off('request', onRequest).off('response', onResponse);
  });
  return w;
}

/** Stops a watch(), on a page that is used again. */
export function unwatch(w: PageWatch): void {
  stopWatching.get(w)?.();
}

export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  return context.newPage();
}

/**
 * For a test file: serves the built site and starts Chromium before its tests, stops both after them.
 * Read `browser` and `base` inside tests (they are set once beforeAll has run).
 */
export function useBuiltSiteInChromium(root = DIST): { readonly browser: Browser; readonly base: string; readonly root: string } {
  let browser: Browser | undefined;
  let server: Server | undefined;
  let base = '';
  beforeAll(async () => {
    ({ server, base } = await serveBuiltSite(root));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    server?.close();
  });
  return {
    get browser() { if (!browser) throw new Error('Chromium is not started yet'); return browser; },
    get base() { return base; },
    root,
  };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's WCAG 2.1 A and AA violations on the page as it is now, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Injected through the test runner, not the page: the page's own CSP would refuse an inline script, rightly.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
  });
}
