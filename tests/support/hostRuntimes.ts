// The hosts' own runtimes, each started over a folder of built files on a local port: nginx with the dist/nginx.conf the
// build writes, Cloudflare Pages' runtime (`wrangler pages dev`, on Cloudflare's workerd), Netlify's (`netlify dev`),
// and `npm run serve`'s server. scripts/ensure-test-tools.sh installs nginx from Debian and the other two from the npm
// registry (tests/host-runtimes/package.json). All run offline.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { serveStatic } from '../../src/serve/staticServer.ts';
import { wranglerVarArgs, type MailerVars } from '../../src/shared/formContract.ts';
import { ROOT } from './fixture.ts';
import { ask, freePort } from './http.ts';

export interface Runtime {
  name: string;
  base: string;
  /** What the runtime printed: nginx's warnings, the other CLIs' logs. */
  log(): string;
  stop(): Promise<void>;
}

export const HOST_TOOLS = path.join(ROOT, 'node_modules/.cache/host-runtimes/node_modules/.bin');
export const NGINX = ['/usr/sbin/nginx', path.join(ROOT, 'node_modules/.cache/nginx/usr/sbin/nginx')].find((file) =>
  existsSync(file),
);

/** Waits until `base` answers, or the process has stopped, or `ms` have passed. */
async function answering(base: string, child: ChildProcess, log: () => string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${base}: the process stopped:\n${log()}`);
    try {
      await ask(base, '/robots.txt');
      return;
    } catch (error) {
      if (Date.now() > until)
        throw new Error(`${base} did not answer within ${ms / 1000} s (${(error as Error).message}):\n${log()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

function started(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string> },
): { child: ChildProcess; log: () => string } {
  let output = '';
  // Its own process group, so stopping it stops what it started (workerd, netlify's static server).
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout!.on('data', (d: Buffer) => {
    output += d;
  });
  child.stderr!.on('data', (d: Buffer) => {
    output += d;
  });
  return { child, log: () => `${name}:\n${output}` };
}

function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      resolve();
    }
    setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        /* gone */
      }
    }, 3000).unref();
  });
}

/** dist/nginx.conf as nginx reads it here: plain HTTP on a local port, over `root`, inside an http block. */
export function localNginxConf(conf: string, root: string, port: number, work: string): string {
  const server = conf
    .replace(/^(\s*)listen 443 [^;]*;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root [^;]*;/m, `$1root ${root};`)
    .replace(/\nserver \{\s*listen 80;[^}]*\}\s*$/, '\n'); // the http → https redirect: nothing to try without TLS
  const types = {
    'text/html': 'html',
    'text/css': 'css',
    'application/javascript': 'js',
    'image/svg+xml': 'svg',
    'application/pdf': 'pdf',
    'application/xml': 'xml',
    'text/plain': 'txt',
    'image/avif': 'avif',
    'image/webp': 'webp',
    'image/png': 'png',
    'image/jpeg': 'jpg',
    'application/json': 'json',
    'image/x-icon': 'ico',
    'application/manifest+json': 'webmanifest',
    'video/mp4': 'mp4',
    'video/webm': 'webm',
    'text/vtt': 'vtt',
  };
  return [
    'daemon off;',
    'master_process off;',
    `pid ${work}/nginx.pid;`,
    'error_log stderr warn;',
    'events {}',
    'http {',
    `  types { ${Object.entries(types)
      .map(([type, ext]) => `${type} ${ext};`)
      .join(' ')} }`,
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((temp) => `  ${temp}_temp_path ${work}/${temp};`),
    server,
    '}',
  ].join('\n');
}

export async function startNginx(root: string, conf: string, work: string): Promise<Runtime> {
  if (!NGINX)
    throw new Error('nginx is missing: run npm test, whose pretest (scripts/ensure-test-tools.sh) installs it');
  const dir = path.join(work, 'nginx');
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  writeFileSync(path.join(dir, 'nginx.conf'), localNginxConf(conf, root, port, dir));
  let warnings = '';
  const child = spawn(NGINX, ['-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.on('data', (d: Buffer) => {
    warnings += d;
  });
  const base = `http://127.0.0.1:${port}`;
  await answering(base, child, () => warnings, 20_000);
  return { name: 'nginx', base, log: () => warnings, stop: () => stopGroupless(child) };
}

function stopGroupless(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill();
  });
}

/** The newest compatibility date the pinned workerd knows (wrangler refuses a later one, such as today's). */
const WORKERD_COMPATIBILITY_DATE = '2026-04-01';

/**
 * Cloudflare Pages' runtime: `wrangler pages dev` over `root`, offline, with its state and logs in `work`; with
 * `functions`, the project's Pages Functions folder beside it (as Pages deploys it), and `args` for its bindings.
 */
export async function startPagesDev(
  root: string,
  work: string,
  {
    functions,
    args = [],
    registry,
  }: {
    functions?: string;
    args?: string[];
    /** The dev registry shared with `startWorkerDev`, through which a service binding reaches its Worker. */
    registry?: string;
  } = {},
): Promise<Runtime> {
  const dir = path.join(work, 'wrangler');
  mkdirSync(dir, { recursive: true });
  if (functions && !existsSync(path.join(dir, 'functions'))) symlinkSync(functions, path.join(dir, 'functions'));
  return startWrangler(
    'Cloudflare Pages (wrangler pages dev)',
    dir,
    ['pages', 'dev', root, '--compatibility-date', WORKERD_COMPATIBILITY_DATE, '--log-level', 'warn', ...args],
    registry,
  );
}

/**
 * A Worker in Cloudflare's runtime: `wrangler dev` on its configuration file, offline, its state and logs in `work`,
 * registered in `registry` for a Pages project's service binding to reach it by its name. Its log (info level) is where
 * the local runtime says what a binding did, such as the file it wrote a sent e-mail to. `vars`: its environment
 * variables, as `wrangler deploy --var` sets them.
 */
export async function startWorkerDev(
  config: string,
  work: string,
  registry: string,
  vars: Partial<MailerVars> = {},
): Promise<Runtime> {
  const dir = path.join(work, 'worker');
  mkdirSync(dir, { recursive: true });
  return startWrangler(
    'a Worker (wrangler dev)',
    dir,
    ['dev', '--config', config, '--log-level', 'info', ...wranglerVarArgs(vars)],
    registry,
  );
}

/** One of wrangler's local runtimes in `dir` (its state, logs and settings there), answering at a free port. */
async function startWrangler(name: string, dir: string, args: string[], registry?: string): Promise<Runtime> {
  const port = await freePort();
  const inspector = await freePort();
  const { child, log } = started(
    name,
    path.join(HOST_TOOLS, 'wrangler'),
    [
      ...args,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspector),
      '--persist-to',
      path.join(dir, 'state'),
      '--show-interactive-dev-session=false',
    ],
    {
      cwd: dir,
      env: {
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_LOG_PATH: path.join(dir, 'logs'),
        XDG_CONFIG_HOME: path.join(dir, 'config'),
        CI: 'true',
        NO_COLOR: '1',
        ...(registry ? { WRANGLER_REGISTRY_PATH: registry } : {}),
      },
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await answering(base, child, log, 90_000);
  return { name, base, log, stop: () => stopGroup(child) };
}

/** Netlify's runtime: `netlify dev` serving `root` as a static folder, offline (its edge functions need Deno from the network). */
export async function startNetlifyDev(root: string, work: string): Promise<Runtime> {
  const dir = path.join(work, 'netlify');
  mkdirSync(dir, { recursive: true });
  const [port, staticPort] = [await freePort(), await freePort()];
  writeFileSync(
    path.join(dir, 'netlify.toml'),
    `[dev]\n  framework = "#static"\n  publish = ${JSON.stringify(root)}\n  staticServerPort = ${staticPort}\n  autoLaunch = false\n`,
  );
  const { child, log } = started(
    'netlify dev',
    path.join(HOST_TOOLS, 'netlify'),
    ['dev', '--offline', '--internal-disable-edge-functions', '--dir', root, '--port', String(port)],
    {
      cwd: dir,
      env: {
        BROWSER: 'none',
        NETLIFY_TELEMETRY_DISABLED: '1',
        XDG_CONFIG_HOME: path.join(dir, 'config'),
        CI: 'true',
        NO_COLOR: '1',
      },
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await answering(base, child, log, 90_000);
  return { name: 'Netlify (netlify dev)', base, log, stop: () => stopGroup(child) };
}

/** `npm run serve`'s server over `root`. */
export async function startServe(root: string): Promise<Runtime> {
  const { server, url } = await serveStatic(root, 0);
  return {
    name: 'npm run serve',
    base: url.replace(/\/$/, ''),
    log: () => '',
    stop: () => new Promise((r) => (server as Server).close(() => r())),
  };
}

export const readText = (file: string) => readFileSync(file, 'utf8');
