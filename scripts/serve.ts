// npm run serve: serves the built site (dist/client) the way a static host does, applying its _headers (the CSP,
// caching) and _redirects, and prints its address. It answers as the hosts it stands in for (Netlify, Cloudflare Pages,
// the nginx.conf the build writes) do: the host files themselves are not published, every answer (redirects and 404s
// too) carries the security headers, a 404 is never cached, and a method other than GET or HEAD gets 405.
// sirv serves the files; byte ranges it gets wrong (a suffix range, a range that ends before it starts, bytes=0-0,
// ranges of a compressed copy) are answered here instead (src/site/byteRange.ts), so no request can stop the server.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lookup as contentType } from 'mrmime';
import sirv from 'sirv';
import { byteRange } from '../src/site/byteRange';
import { CACHE } from '../src/site/hostFiles';
import { readHostRules } from '../src/site/hostRules';
import { recoverInterruptedSwap } from './build';

/** Files in the site folder that are instructions for the host, not part of the site. */
const HOST_FILES = /^\/_(headers|redirects)\/*$/;
const ALLOWED_METHODS = 'GET, HEAD';

/** An address's path decoded, as file names are; a malformed %-escape is kept as written (and then matches no file). */
function decoded(raw: string): string {
  try { return decodeURI(raw); } catch { return raw; }
}

/** The file sirv would serve for an address (its extension and index rules), without the compressed copies. */
function fileFor(root: string, pathname: string): { file: string; size: number } | undefined {
  const base = pathname.replace(/\/+$/, '');
  for (const candidate of [base, `${base}/index`, `${base}.html`, `${base}/index.html`]) {
    if (!candidate || /\/\./.test(candidate)) continue;
    const file = path.join(root, candidate);
    if (!file.startsWith(root + path.sep)) continue;
    const stats = existsSync(file) ? statSync(file) : undefined;
    if (stats?.isFile()) return { file, size: stats.size };
  }
  return undefined;
}

/** A Range request: 206 with the bytes asked for, 416 when none exist, or false to answer with the whole file. */
function answerRange(req: IncomingMessage, res: ServerResponse, root: string, pathname: string): boolean {
  const found = fileFor(root, pathname);
  if (!found) return false;
  const range = byteRange(req.headers.range!, found.size);
  if (range === 'ignore') return false;
  res.setHeader('Accept-Ranges', 'bytes');
  if (range === 'unsatisfiable') {
    res.writeHead(416, { 'Content-Range': `bytes */${found.size}` });
    res.end();
    return true;
  }
  const type = contentType(found.file) ?? 'application/octet-stream';
  res.writeHead(206, {
    'Content-Type': type === 'text/html' ? 'text/html; charset=utf-8' : type,
    'Content-Range': `bytes ${range.start}-${range.end}/${found.size}`,
    'Content-Length': range.end - range.start + 1,
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(found.file, range).pipe(res);
  return true;
}

export function serveStatic(root: string, port: number, host = '127.0.0.1'): Promise<{ server: Server; url: string }> {
  root = path.resolve(root);
  const notFoundPage = path.join(root, '404.html');
  const rules = readHostRules(root);
  const files = sirv(root, { extensions: ['html'], dev: false, etag: true, gzip: true, brotli: true });
  const notFound = (res: ServerResponse) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', CACHE.html); // never kept: the address may have a file after the next deploy
    res.end(existsSync(notFoundPage) ? readFileSync(notFoundPage) : 'Not found');
  };
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    // Hosts match their rules against the address as the browser sends it (%-escapes and all), and files by name.
    const sent = url.split(/[?#]/)[0] || '/';
    const pathname = decoded(sent);
    const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
    for (const [name, value] of rules.headersFor(sent)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: ALLOWED_METHODS, 'Cache-Control': CACHE.html });
      return res.end();
    }
    const redirect = rules.redirectFor(sent);
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.to + search, 'Cache-Control': CACHE.html });
      return res.end();
    }
    if (HOST_FILES.test(pathname)) return notFound(res);
    if (req.headers.range && answerRange(req, res, root, pathname)) return;
    delete req.headers.range; // one sirv would misread: the whole file instead
    files(req, res, () => notFound(res));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({ server, url: `http://${host === '0.0.0.0' ? 'localhost' : host}:${actualPort}/` });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.env.SITE_DIST ?? 'dist/client');
  recoverInterruptedSwap(path.dirname(root)); // a build stopped mid-swap left the last good site aside: put it back
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error(`No built site in ${root}: run "npm run build" first.`);
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 4173);
  serveStatic(root, port, process.env.HOST ?? '127.0.0.1').then(({ url }) => {
    console.log(`The site is served at ${url}  (Ctrl+C stops it)`);
  });
}
