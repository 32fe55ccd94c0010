// The browser engines besides Chromium, as the cross-engine test drives them: Debian's Firefox ESR over WebDriver BiDi
// (puppeteer-core launches it), and WebKitGTK's MiniBrowser through Debian's WebKitWebDriver (the W3C WebDriver
// protocol, spoken here in a few HTTP calls: the maintained JavaScript clients of it fetch drivers from outside the
// npm registry on install), in an Xvfb display of its own. One start per engine; the same few verbs for both.
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { freePort } from './http.ts';

export interface Engine {
  name: string;
  version: string;
  /** Opens `url` at a phone's width and waits for its load. */
  open(url: string): Promise<void>;
  /** Runs `fn` in the page with `args` (JSON values), awaiting what it returns. */
  run<A extends unknown[], T>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T>;
  click(selector: string): Promise<void>;
  type(selector: string, text: string): Promise<void>;
  key(key: 'Escape' | 'Enter'): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** What the engine logged as errors, CSP refusals included (Firefox); WebKit's WebDriver reports none. */
  errors: string[];
  close(): Promise<void>;
}

export const PHONE = { width: 390, height: 740 };

/** Firefox ESR, headless; `dark`: its pages in the dark scheme (a preference: BiDi cannot emulate the scheme). */
export async function startFirefox({ dark = false } = {}): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: '/usr/bin/firefox-esr',
    headless: true,
    extraPrefsFirefox: { 'layout.css.prefers-color-scheme.content-override': dark ? 0 : 1 },
  });
  const page: Page = await browser.newPage();
  await page.setViewport(PHONE);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /Content-Security-Policy|Content Security Policy/i.test(m.text()))
      errors.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`page error: ${(e as Error).message}`));
  return {
    name: 'Firefox',
    version: await browser.version(),
    errors,
    open: async (url) => {
      try {
        await page.goto(url, { waitUntil: 'load' });
      } catch (error) {
        // Firefox's remote agent now and then reports a navigation it aborted and started again as failed
        // (NS_BINDING_ABORTED; puppeteer/puppeteer#12929): opened once more, it must then load, at the address asked.
        if (!String(error).includes('NS_BINDING_ABORTED')) throw error;
        await page.goto(url, { waitUntil: 'load' });
      }
      if (page.url() !== url) throw new Error(`Firefox opened ${page.url()} for ${url}`);
    },
    run: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    key: (key) => page.keyboard.press(key),
    screenshot: async (file) => {
      await page.screenshot({ path: file as `${string}.png` });
    },
    close: () => browser.close(),
  };
}

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const KEYS = { Escape: '\uE00C', Enter: '\uE007' };

/**
 * WebKitGTK's MiniBrowser, driven by WebKitWebDriver in a display of its own (xvfb-run); `dark`: in GTK's dark theme,
 * which WebKitGTK's pages see as the dark scheme (as Safari's follow the system's appearance).
 */
export async function startWebKit({ dark = false } = {}): Promise<Engine> {
  const port = await freePort();
  // Its own process group: closing stops xvfb-run, Xvfb, the driver and the browser together.
  const driver: ChildProcess = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1280x1024x24', 'WebKitWebDriver', `--port=${port}`],
    { detached: true, stdio: 'ignore', env: dark ? { ...process.env, GTK_THEME: 'Adwaita:dark' } : process.env },
  );
  const stop = () => {
    try {
      process.kill(-driver.pid!, 'SIGKILL');
    } catch {
      /* gone already */
    }
  };
  const base = `http://127.0.0.1:${port}`;
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(base + path, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { value: unknown };
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${JSON.stringify(answer.value)}`);
    return answer.value as never;
  };
  let session: { sessionId: string; capabilities: { browserVersion: string } } | undefined;
  for (let tries = 0; !session; tries++) {
    try {
      session = await call('POST', '/session', {
        capabilities: {
          alwaysMatch: {
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
          },
        },
      });
    } catch (error) {
      if (tries > 100) {
        stop();
        throw error;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const s = `/session/${session.sessionId}`;
  const element = async (selector: string): Promise<string> => {
    const found = (await call('POST', `${s}/element`, { using: 'css selector', value: selector })) as Record<
      string,
      string
    >;
    return Object.values(found)[0];
  };
  // A phone's width: MiniBrowser's window is never narrower than its toolbar (447 px), so its pages are that wide.
  const sized = async () => {
    await call('POST', `${s}/window/rect`, { width: PHONE.width, height: PHONE.height });
    const [, innerHeight] = (await call('POST', `${s}/execute/sync`, {
      script: 'return [innerWidth, innerHeight]',
      args: [],
    })) as [number, number];
    await call('POST', `${s}/window/rect`, { width: PHONE.width, height: 2 * PHONE.height - innerHeight });
  };
  let sizedOnce = false;
  return {
    name: dark ? 'WebKit-dark' : 'WebKit',
    version: `WebKitGTK ${session.capabilities.browserVersion}`,
    errors: [],
    open: async (url) => {
      await call('POST', `${s}/url`, { url });
      if (!sizedOnce) {
        await sized();
        sizedOnce = true;
      }
    },
    run: (fn, ...args) =>
      call('POST', `${s}/execute/sync`, { script: `return (${fn.toString()}).apply(null, arguments)`, args }),
    click: async (selector) => {
      await call('POST', `${s}/element/${await element(selector)}/click`, {});
    },
    type: async (selector, text) => {
      await call('POST', `${s}/element/${await element(selector)}/value`, { text });
    },
    key: async (key) => {
      const value = KEYS[key];
      await call('POST', `${s}/actions`, {
        actions: [
          {
            type: 'key',
            id: 'keyboard',
            actions: [
              { type: 'keyDown', value },
              { type: 'keyUp', value },
            ],
          },
        ],
      });
    },
    screenshot: async (file) => {
      writeFileSync(file, Buffer.from((await call('GET', `${s}/screenshot`)) as string, 'base64'));
    },
    close: async () => {
      await call('DELETE', s).catch(() => undefined);
      stop();
    },
  };
}
