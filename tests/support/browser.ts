import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Browser, BrowserContextOptions, ConsoleMessage, Frame, Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { serveStatic } from '../../src/serve/staticServer.ts';
import { siteScriptFiles } from '../../src/check/checkSite.ts';
import { devtoolsSession, launchChromium } from '../../src/check/screens.ts';
import { DIST_CLIENT } from '../../src/core/paths.ts';

export { siteScriptFiles };

/**
 * The videos' code (src/browser/videos.ts): the site script loads it after itself, and only on a page with a video
 * (the home page's hero, the testimonials' players).
 */
export const isVideosCode = (root: string, url: string) =>
  readFileSync(path.join(root, url), 'utf8').includes('button[data-hero-toggle]');

export const DIST = DIST_CLIENT;

/** How a test serves a built site: `root` at `port`, answering at `base`. */
export type SiteServer = (root: string, port: number) => Promise<{ server: Server; base: string }>;

/** Serves a built site with `npm run serve`'s server, which applies its _headers (the CSP) and _redirects. */
export async function serveBuiltSite(root = DIST, port = 0): Promise<{ server: Server; base: string }> {
  if (!existsSync(path.join(root, 'index.html')))
    throw new Error(`no built site in ${root}: run "npm run build" first`);
  const { server, url } = await serveStatic(root, port);
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

/**
 * Collects console errors, failed requests to the site's own origin (others cannot load here) and scripts fetched, of
 * the documents the main frame loads from now on: what the document already there does is left out, so a tab can go
 * straight from one visit to the next (about:blank in between started a new renderer process for every visit).
 */
export function watch(page: Page, base: string): PageWatch {
  const w: PageWatch = { consoleErrors: [], failedOwnRequests: [], scripts: [] };
  let committed = false; // the main frame's next document is there
  const ours = new WeakSet<Request>();
  const onNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) committed = true;
  };
  const onConsole = (m: ConsoleMessage) => {
    if (committed && m.type() === 'error') w.consoleErrors.push(m.text());
  };
  const onPageError = (e: Error) => {
    if (committed) w.consoleErrors.push(`uncaught: ${e.message}`);
  };
  const onRequest = (r: Request) => {
    if (!committed && !(r.isNavigationRequest() && r.frame() === page.mainFrame())) return;
    ours.add(r);
    if (r.resourceType() === 'script' || r.url().endsWith('.js')) w.scripts.push(r.url().replace(base, ''));
  };
  const onRequestFailed = (r: Request) => {
    if (ours.has(r) && r.url().startsWith(base)) w.failedOwnRequests.push(`${r.url()} ${r.failure()?.errorText}`);
  };
  const onResponse = (r: Response) => {
    if (
      ours.has(r.request()) &&
      r.url().startsWith(base) &&
      r.status() >= 400 &&
      r.request().resourceType() !== 'document'
    )
      w.failedOwnRequests.push(`${r.url()} ${r.status()}`);
  };
  page
    .on('framenavigated', onNavigated)
    .on('console', onConsole)
    .on('pageerror', onPageError)
    .on('request', onRequest)
    .on('requestfailed', onRequestFailed)
    .on('response', onResponse);
  stopWatching.set(w, () => {
    page
      .off('framenavigated', onNavigated)
      .off('console', onConsole)
      .off('pageerror', onPageError)
      .off('request', onRequest)
      .off('requestfailed', onRequestFailed)
      .off('response', onResponse);
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

export interface TabPool {
  /** A tab of the pool for one visit, which starts a new document in it; give it back once the visit is over. */
  borrow(): Promise<Page>;
  /** The tab back for the next visit, without the routes this one added. */
  giveBack(page: Page): Promise<void>;
  /** Runs one visit in a tab of the pool: the tab is given back after it, or closed if the visit failed. */
  visit<T>(run: (page: Page) => Promise<T>): Promise<T>;
  /** Closes the tabs; for afterAll. */
  close(): Promise<void>;
}

/**
 * Tabs used again from one visit to the next, each in a context of its own made with `options`, as many as visits
 * run at once. A visit in a tab used before costs well under half of one in a new context, which brings a new
 * renderer process (0.6 against 1.6 CPU seconds here to open a page and hydrate its form). With `cacheDisabled` the
 * tab keeps no HTTP cache, so every visit fetches what a first visit fetches.
 */
export function tabPool(
  browser: () => Browser,
  options: BrowserContextOptions = {},
  { cacheDisabled = false } = {},
): TabPool {
  const idle: Page[] = [];
  const pool: TabPool = {
    async borrow() {
      const tab = idle.pop();
      if (tab) return tab;
      const page = await newPage(browser(), options);
      if (cacheDisabled) await (await devtoolsSession(page)).send('Network.setCacheDisabled', { cacheDisabled: true });
      return page;
    },
    async giveBack(page) {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      idle.push(page);
    },
    async visit(run) {
      const page = await pool.borrow();
      try {
        const result = await run(page);
        await pool.giveBack(page);
        return result;
      } catch (error) {
        await page.context().close(); // a tab left mid-visit is not lent again
        throw error;
      }
    },
    async close() {
      for (const page of idle.splice(0)) await page.context().close();
    },
  };
  return pool;
}

let workerChromium: Promise<Browser> | undefined;

/**
 * The Chromium of this test worker, shared by the test files it runs one after another (Vitest runs them in one
 * module graph, isolate: false): starting one costs about a second of a core here. Each file closes the contexts it
 * opens; Playwright stops the browser when the worker exits.
 */
export async function chromiumOfThisWorker(): Promise<Browser> {
  const browser = await (workerChromium ??= launchChromium());
  if (browser.isConnected()) return browser;
  workerChromium = launchChromium(); // it went away (a crash): a new one for the files still to run
  return workerChromium;
}

/**
 * For a test file: serves the built site before its tests and stops serving after them, with this worker's Chromium.
 * Read `browser` and `base` inside tests (they are set once beforeAll has run).
 */
export function useBuiltSiteInChromium(
  root = DIST,
  /** The port to serve it at (a forms fixture is built to be sent back to one); any free one by default. */
  port = 0,
  /** How it is served: by `npm run serve`'s server, unless a host is imitated (serveAsNetlify). */
  serve: SiteServer = serveBuiltSite,
): {
  readonly browser: Browser;
  readonly base: string;
  readonly root: string;
} {
  let browser: Browser | undefined;
  let server: Server | undefined;
  let base = '';
  beforeAll(async () => {
    ({ server, base } = await serve(root, port));
    browser = await chromiumOfThisWorker();
  });
  afterAll(() => {
    server?.close();
  });
  return {
    get browser() {
      if (!browser) throw new Error('Chromium is not started yet');
      return browser;
    },
    get base() {
      return base;
    },
    root,
  };
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's WCAG 2.1 A and AA violations on the page as it is now, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Injected through the test runner, not the page: the page's own CSP would refuse an inline script, rightly. Compiled as
  // a script, then run: about 100 ms of a core here on every new document, where evaluating the same text took 180.
  const cdp = await devtoolsSession(page);
  await cdp.send('Runtime.enable'); // compileScript needs it; once enabled, again is a no-op
  const { scriptId, exceptionDetails } = await cdp.send('Runtime.compileScript', {
    expression: axeSource,
    sourceURL: 'axe.min.js',
    persistScript: true,
  });
  if (!scriptId) throw new Error(`axe-core did not compile: ${exceptionDetails?.text}`);
  const run = await cdp.send('Runtime.runScript', { scriptId });
  if (run.exceptionDetails)
    throw new Error(
      `axe-core did not start: ${run.exceptionDetails.exception?.description ?? run.exceptionDetails.text}`,
    );
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    // Violations only: the passes are not read, and leaving out their details takes a sixth off the run.
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
  });
}
