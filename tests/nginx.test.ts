// The dist/nginx.conf a build writes, run by real nginx (Debian's, installed by scripts/ensure-test-tools.sh) over a
// copy of the built site: it must answer every address as `npm run serve` does, which stands in for the hosts that read
// _headers and _redirects. Only what a local run needs is changed: the port, the folder and the TLS lines.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../scripts/serve';
import { parseHeaders } from '../src/site/hostRules';
import { DIST } from './support/browser';
import { ROOT } from './support/fixture';
import { ask, type Answer } from './support/http';

const NGINX = ['/usr/sbin/nginx', path.join(ROOT, 'node_modules/.cache/nginx/usr/sbin/nginx')].find((file) => existsSync(file));
const CONF = path.join(DIST, '../nginx.conf');

/** A port nobody listens on now (nginx cannot be told to pick one and say which). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** dist/nginx.conf as nginx reads it on this machine: plain HTTP on a local port, over `root`, inside an http block. */
function localConf(conf: string, root: string, port: number, work: string): string {
  const server = conf
    .replace(/^(\s*)listen 443 [^;]*;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root [^;]*;/m, `$1root ${root};`)
    .replace(/\nserver \{\s*listen 80;[^}]*\}\s*$/, '\n'); // the http → https redirect: nothing to try without TLS
  const types = { 'text/html': 'html', 'text/css': 'css', 'application/javascript': 'js', 'image/svg+xml': 'svg', 'application/pdf': 'pdf',
    'application/xml': 'xml', 'text/plain': 'txt', 'image/avif': 'avif', 'image/webp': 'webp', 'image/png': 'png', 'image/jpeg': 'jpg', 'application/json': 'json' };
  return [
    'daemon off;', 'master_process off;', `pid ${work}/nginx.pid;`, 'error_log stderr warn;', 'events {}',
    'http {',
    `  types { ${Object.entries(types).map(([type, ext]) => `${type} ${ext};`).join(' ')} }`,
    '  default_type application/octet-stream;', '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((temp) => `  ${temp}_temp_path ${work}/${temp};`),
    server,
    '}',
  ].join('\n');
}

let work = '';
let nginx: ChildProcess | undefined;
let nginxLog = '';
let server: Server | undefined;
const base = { nginx: '', serve: '' };
/** Every header name _headers sets, lower case. */
let headerNames: string[] = [];
let siteScript = '';

beforeAll(async () => {
  if (!NGINX) throw new Error('nginx is missing: run npm test, whose pretest (scripts/ensure-test-tools.sh) installs it');
  work = mkdtempSync(path.join(tmpdir(), 'site-nginx-'));
  const root = path.join(work, 'client');
  cpSync(DIST, root, { recursive: true });
  // What a web root may hold beside the site: nothing starting with a dot is served, except /.well-known/.
  mkdirSync(path.join(root, '.git'));
  writeFileSync(path.join(root, '.git/config'), '[core]\n');
  writeFileSync(path.join(root, '.env'), 'SECRET=1\n');
  mkdirSync(path.join(root, '.well-known'));
  writeFileSync(path.join(root, '.well-known/security.txt'), 'Contact: mailto:security@example.com\n');
  headerNames = [...new Set(parseHeaders(readFileSync(path.join(DIST, '_headers'), 'utf8')).flatMap((r) => r.headers.map(([name]) => name.toLowerCase())))];
  siteScript = readFileSync(path.join(DIST, 'index.html'), 'utf8').match(/data-site-script="([^"]+)"/)![1];

  const port = await freePort();
  writeFileSync(path.join(work, 'nginx.conf'), localConf(readFileSync(CONF, 'utf8'), root, port, work));
  nginx = spawn(NGINX, ['-p', `${work}/`, '-c', path.join(work, 'nginx.conf'), '-e', 'stderr'], { stdio: ['ignore', 'ignore', 'pipe'] });
  nginx.stderr!.on('data', (chunk: Buffer) => { nginxLog += chunk.toString(); });
  base.nginx = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (nginx.exitCode !== null) throw new Error(`nginx stopped:\n${nginxLog}`);
    try {
      await ask(base.nginx, '/');
      break;
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const served = await serveStatic(root, 0);
  server = served.server;
  base.serve = served.url.replace(/\/$/, '');
});

afterAll(() => {
  nginx?.kill();
  server?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** What a visitor can tell of an answer: status, where a redirect goes, the headers _headers sets. */
function seen(answer: Answer, from: string) {
  const location = answer.headers.location as string | undefined;
  return {
    status: answer.status,
    location: location && new URL(location, from).pathname,
    headers: Object.fromEntries(headerNames.map((name) => [name, answer.headers[name]])),
  };
}

describe('dist/nginx.conf in nginx', () => {
  it('is read by nginx without a warning', () => {
    expect(nginxLog).toBe('');
  });

  it('answers every kind of address as npm run serve does: status, redirect, every header of _headers', async () => {
    const alias = readFileSync(path.join(DIST, '_redirects'), 'utf8').split('\n').find((l) => l && !l.startsWith('#') && !l.includes(':'))!.split(' ')[0];
    const addresses = [
      '/', '/WhoWeAre', '/WhoWeAre/', '/Sopi/', alias, '/NoSuchPage', '/NoSuchPage/', '/assets/missing.js', siteScript, '/brochures/Sopi.pdf',
      '/sitemap.xml', '/robots.txt', '/favicon.svg', '/404.html', '/_headers', '/_redirects', '/.env', '/.git/config', '/.well-known/security.txt',
      '/WhoWeAre?from=mail',
    ];
    for (const address of addresses) {
      const [fromNginx, fromServe] = await Promise.all([ask(base.nginx, address), ask(base.serve, address)]);
      expect(seen(fromNginx, base.nginx), address).toEqual(seen(fromServe, base.serve));
      if (fromServe.status === 200) expect(fromNginx.body.equals(fromServe.body), `${address}: the same file`).toBe(true);
    }
  });

  it('refuses every method but GET and HEAD, as npm run serve does', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'HEAD']) {
      const [fromNginx, fromServe] = await Promise.all([ask(base.nginx, '/', { method }), ask(base.serve, '/', { method })]);
      expect([method, fromNginx.status], 'nginx').toEqual([method, fromServe.status]);
      expect(fromNginx.headers['content-security-policy'], method).toBe(fromServe.headers['content-security-policy']);
    }
  });

  it('sends the parts of a file a Range asks for', async () => {
    const pdf = readFileSync(path.join(DIST, 'brochures/Sopi.pdf'));
    const last = await ask(base.nginx, '/brochures/Sopi.pdf', { headers: { Range: 'bytes=-5' } });
    expect(last.status).toBe(206);
    expect(last.body.equals(pdf.subarray(-5))).toBe(true);
    const past = await ask(base.nginx, '/brochures/Sopi.pdf', { headers: { Range: `bytes=${pdf.length + 10}-` } });
    expect(past.status).toBe(416);
  });

  it('sends the precompressed copy the build wrote to a browser that takes gzip', async () => {
    const page = await ask(base.nginx, '/WhoWeAre', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.body.equals(readFileSync(path.join(DIST, 'WhoWeAre/index.html.gz')))).toBe(true);
  });
});
