// npm run serve: serves the built site (dist/client) as Cloudflare Pages' own runtime does, and prints its address.
// tests/hosts.test.ts sends one list of addresses to it, to `wrangler pages dev`, to Netlify's runtime and to nginx with
// the dist/nginx.conf the build writes; docs/deploy.md lists where the hosts differ. What it follows:
// - the address as a Worker reads it (WHATWG URL: "." and ".." steps resolved, %2e%2e included), _headers matched on
//   it, _redirects on it decoded, the query kept on every redirect;
// - a page from Page.html, its other file names (Page.html, Page/index.html, index.html) redirected to its address;
// - GET and HEAD only (405 with Allow), 404.html with status 404 never cached, files without a _headers rule
//   revalidated each time (ETag), the host files and dotfiles never served.
// Each request looks the files up again, so a build swapped in underneath is served at once, whole: nothing about the
// files is remembered between requests, and a file that goes away while it is read ends that answer, not the server.
// Unlike the Pages runtime it answers byte ranges (videos need them; src/site/byteRange.ts).
import { createReadStream, existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lookup as contentType } from 'mrmime';
import { byteRange } from '../src/site/byteRange';
import { CACHE } from '../src/site/hostFiles';
import { readHostRules } from '../src/site/hostRules';
import { recoverInterruptedSwap } from './build';

const ALLOWED_METHODS = 'GET, HEAD';
/** Files in the site folder that are instructions for the host, and names starting with a dot (but /.well-known/). */
const NOT_PUBLISHED = /^\/_(headers|redirects)$|\/\.(?!well-known(\/|$))/;

/** A path's %-escapes decoded, as file names are; undefined for a malformed escape (which names no file). */
function decoded(pathname: string): string | undefined {
  try { return decodeURIComponent(pathname); } catch { return undefined; }
}

type Found = { file: string; stats: Stats } | { redirect: string } | undefined;

/** The file an address names, or where Pages sends it instead ("auto-trailing-slash" HTML handling), or nothing. */
function lookUp(root: string, address: string): Found {
  const fileAt = (relative: string) => {
    const file = path.join(root, relative);
    if (!file.startsWith(root + path.sep)) return undefined;
    try {
      const stats = statSync(file);
      return stats.isFile() ? { file, stats } : undefined;
    } catch { return undefined; }
  };
  if (address.endsWith('/index.html') && fileAt(address)) return { redirect: address.slice(0, -'index.html'.length) };
  if (address.endsWith('.html') && fileAt(address)) return { redirect: address.slice(0, -'.html'.length) };
  if (address.endsWith('/')) {
    const base = address.replace(/\/+$/, '');
    return fileAt(`${address}index.html`) ?? (base && fileAt(`${base}.html`) ? { redirect: base } : undefined);
  }
  return fileAt(address) ?? fileAt(`${address}.html`) ?? (fileAt(`${address}/index.html`) ? { redirect: `${address}/` } : undefined);
}

/** The file's copy the browser takes (.br, .gz, written by the build beside every text file), unless a range is asked. */
function encodingFor(req: IncomingMessage, file: string): { suffix: string; encoding?: string } {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  for (const [suffix, encoding] of [['.br', 'br'], ['.gz', 'gzip']] as const) {
    if (new RegExp(`\\b${encoding}\\b`).test(accepted) && existsSync(file + suffix)) return { suffix, encoding };
  }
  return { suffix: '' };
}

function sendFile(req: IncomingMessage, res: ServerResponse, { file, stats }: { file: string; stats: Stats }): void {
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const type = (file.endsWith('.ico') ? 'image/x-icon' : contentType(file)) ?? 'application/octet-stream';
  res.setHeader('Content-Type', type.startsWith('text/') || type === 'application/javascript' ? `${type}; charset=utf-8` : type);
  res.setHeader('ETag', etag);
  res.setHeader('Accept-Ranges', 'bytes');
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', CACHE.revalidate);
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304);
    return void res.end();
  }
  // A range of the file itself, never of a compressed copy; with If-Range, only while the file is the one it names.
  const ifRange = req.headers['if-range'];
  const range = req.headers.range && (!ifRange || ifRange === etag) ? byteRange(req.headers.range, stats.size) : 'ignore';
  if (range === 'unsatisfiable') {
    res.writeHead(416, { 'Content-Range': `bytes */${stats.size}` }); // with the file's own Cache-Control, as nginx sends it
    return void res.end();
  }
  const { suffix, encoding } = range === 'ignore' ? encodingFor(req, file) : { suffix: '' };
  let size = stats.size;
  if (encoding) {
    try { size = statSync(file + suffix).size; } catch { return sendFile(req, res, { file, stats }); }
    res.setHeader('Content-Encoding', encoding);
  }
  res.setHeader('Vary', 'Accept-Encoding');
  if (range !== 'ignore') {
    res.writeHead(206, { 'Content-Range': `bytes ${range.start}-${range.end}/${stats.size}`, 'Content-Length': range.end - range.start + 1 });
  } else res.writeHead(200, { 'Content-Length': size });
  if (req.method === 'HEAD') return void res.end();
  // A file removed or cut by a rebuild while it is sent ends this answer; the server goes on.
  createReadStream(file + suffix, range === 'ignore' ? {} : range).on('error', () => res.destroy()).pipe(res);
}

export function serveStatic(root: string, port: number, host = '127.0.0.1'): Promise<{ server: Server; url: string }> {
  root = path.resolve(root);
  const rules = readHostRules(root);
  /** The 404 page nearest the address, as Cloudflare Pages finds it: /mr/… gets mr/404.html, the rest 404.html. */
  const notFound = (res: ServerResponse, address = '/') => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', CACHE.missing); // never kept: the address may have a file after the next deploy
    const folders = address.split('/').slice(1, -1).map((_, i, steps) => steps.slice(0, steps.length - i).join('/'));
    let page: Buffer | string = 'Not found';
    for (const folder of [...folders, '']) {
      try { page = readFileSync(path.join(root, folder, '404.html')); break; } catch { /* none there: look further up */ }
    }
    res.end(page);
  };
  const redirect = (res: ServerResponse, status: number, to: string) => {
    if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', CACHE.html);
    res.writeHead(status, { Location: to });
    res.end();
  };
  const server = createServer((req, res) => {
    // The address as a Worker's URL parser reads it: "." and ".." steps resolved (%2e too), //WhoWeAre a path (not a host).
    let url: URL;
    try { url = new URL(`http://site.invalid${(req.url ?? '/').startsWith('/') ? req.url : '/'}`); } catch { res.writeHead(400); return void res.end(); }
    for (const [name, value] of rules.headersFor(url.pathname)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', CACHE.html);
      res.writeHead(405, { Allow: ALLOWED_METHODS });
      return void res.end();
    }
    const address = decoded(url.pathname);
    if (address === undefined) return notFound(res);
    const rule = rules.redirectFor(address);
    if (rule) return redirect(res, rule.status, rule.to + url.search);
    // Files by name: repeated slashes are one (//WhoWeAre is /WhoWeAre, as on the hosts).
    const name = address.replace(/\/{2,}/g, '/');
    if (NOT_PUBLISHED.test(name)) return notFound(res);
    const found = lookUp(root, name);
    if (!found) return notFound(res, name);
    if ('redirect' in found) return redirect(res, 308, found.redirect + url.search);
    sendFile(req, res, found);
  });
  server.on('clientError', (_error, socket) => { if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'); });
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
