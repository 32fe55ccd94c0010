// npm run serve: serves the built site (dist/client) as Cloudflare Pages' own runtime does, and prints its address.
// tests/hosts.test.ts sends one list of addresses to it, to `wrangler pages dev`, to Netlify's runtime and to nginx with
// the dist/nginx.conf the build writes; docs/deploy.md lists where the hosts differ. What it follows:
// - the address as a Worker reads it (WHATWG URL: "." and ".." steps resolved, %2e%2e included), _headers matched on
//   it, _redirects on it decoded, the query kept on every redirect;
// - a page from Page.html, its other file names (Page.html, Page/index.html, index.html) redirected to its address;
// - GET and HEAD only (405 with Allow), 404.html with status 404 never cached, files without a _headers rule
//   revalidated each time (ETag), the host files and dotfiles never served.
// Each request looks the files up again, so a build swapped in underneath is served at once, whole: nothing about the
// files is remembered between requests, and each answer's length and ETag are read from the file it sends, once
// opened, so a rebuild under a request cannot make them disagree (a file gone before it was opened is a 404).
// Unlike the Pages runtime it answers byte ranges (videos need them; src/serve/byteRange.ts).
import { readFileSync, statSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { lookup as contentType } from 'mrmime';
import { byteRange } from './byteRange.ts';
import { CACHE, policyOverPlainHttp } from '../build/outputs/hostFiles.ts';
import { readHostRules } from '../build/outputs/hostRules.ts';

const ALLOWED_METHODS = 'GET, HEAD';
/** Files in the site folder that are instructions for the host, and names starting with a dot (but /.well-known/). */
const NOT_PUBLISHED = /^\/_(headers|redirects)$|\/\.(?!well-known(\/|$))/;

/** A path's %-escapes decoded, as file names are; undefined for a malformed escape (which names no file). */
function decoded(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

type Found = { file: string } | { redirect: string } | undefined;

/** The file an address names, or where Pages sends it instead ("auto-trailing-slash" HTML handling), or nothing. */
function lookUp(root: string, address: string): Found {
  const fileAt = (relative: string) => {
    const file = path.join(root, relative);
    if (!file.startsWith(root + path.sep)) return undefined;
    try {
      return statSync(file).isFile() ? { file } : undefined;
    } catch {
      return undefined;
    }
  };
  if (address.endsWith('/index.html') && fileAt(address)) return { redirect: address.slice(0, -'index.html'.length) };
  if (address.endsWith('.html') && fileAt(address)) return { redirect: address.slice(0, -'.html'.length) };
  if (address.endsWith('/')) {
    const base = address.replace(/\/+$/, '');
    return fileAt(`${address}index.html`) ?? (base && fileAt(`${base}.html`) ? { redirect: base } : undefined);
  }
  return (
    fileAt(address) ??
    fileAt(`${address}.html`) ??
    (fileAt(`${address}/index.html`) ? { redirect: `${address}/` } : undefined)
  );
}

/** The copies of a file the build writes beside it (.br, .gz), in the order they are preferred. */
const ENCODINGS = [
  ['.br', 'br'],
  ['.gz', 'gzip'],
] as const;

/** A file opened for one answer: everything said about it (length, ETag) is read from the open file, never its name. */
interface Opened {
  handle: FileHandle;
  size: number;
  etag: string;
  encoding?: string;
}

/** Opens a regular file and reads its facts from the descriptor; undefined when it is gone or is not a file. */
async function openFile(file: string, encoding = ''): Promise<Opened | undefined> {
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch {
    return undefined;
  }
  try {
    const stats = await handle.stat({ bigint: true });
    if (!stats.isFile()) throw new Error('not a file');
    // A strong validator: any write changes the change time (which nothing can set back), a rebuild the inode too.
    const facts = [stats.ino, stats.size, stats.mtimeNs, stats.ctimeNs].map((n) => n.toString(36)).join('-');
    return {
      handle,
      size: Number(stats.size),
      etag: `"${facts}${encoding && `-${encoding}`}"`,
      encoding: encoding || undefined,
    };
  } catch {
    await handle.close();
    return undefined;
  }
}

/** The representation the browser takes: a compressed copy (.br, .gz) when it accepts one and the build wrote it. */
async function openEncoded(req: IncomingMessage, file: string): Promise<Opened | undefined> {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  for (const [suffix, encoding] of ENCODINGS) {
    if (!new RegExp(`\\b${encoding}\\b`).test(accepted)) continue;
    const copy = await openFile(file + suffix, encoding);
    if (copy) return copy;
  }
  return openFile(file);
}

/** An If-None-Match header names this ETag (weak comparison, as RFC 9110 §13.1.2 has it). */
const matchesNoneMatch = (header: string | undefined, etag: string) =>
  header !== undefined &&
  (header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

/**
 * Sends the file, or the copy the browser takes, from the file as opened: its length and ETag are those of the bytes
 * sent, even when a rebuild replaces or removes it meanwhile. False when it was gone by the time it was opened.
 */
async function sendFile(req: IncomingMessage, res: ServerResponse, file: string): Promise<boolean> {
  const ranged = req.headers.range !== undefined;
  // A range is of the file itself, never of a compressed copy.
  const sent = ranged ? await openFile(file) : await openEncoded(req, file);
  if (!sent) return false;
  const close = () => void sent.handle.close().catch(() => {});
  const type = (file.endsWith('.ico') ? 'image/x-icon' : contentType(file)) ?? 'application/octet-stream';
  res.setHeader(
    'Content-Type',
    type.startsWith('text/') || type === 'application/javascript' ? `${type}; charset=utf-8` : type,
  );
  res.setHeader('ETag', sent.etag);
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Vary', 'Accept-Encoding');
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', CACHE.revalidate);
  if (matchesNoneMatch(req.headers['if-none-match'], sent.etag)) {
    close();
    res.writeHead(304).end();
    return true;
  }
  // If-Range: the range only while the file is the very one the client holds part of. That takes the strong ETag
  // exactly (RFC 9110 §13.1.5): a weak one, a date (no Last-Modified is sent to compare it with) or an older ETag gets
  // the whole file.
  const ifRange = req.headers['if-range'] as string | undefined;
  const range =
    ranged && (ifRange === undefined || ifRange.trim() === sent.etag)
      ? byteRange(req.headers.range!, sent.size)
      : 'ignore';
  if (range === 'unsatisfiable') {
    close();
    res.writeHead(416, { 'Content-Range': `bytes */${sent.size}` }).end(); // with the file's own Cache-Control, as nginx sends it
    return true;
  }
  if (sent.encoding) res.setHeader('Content-Encoding', sent.encoding);
  if (range !== 'ignore') {
    res.writeHead(206, {
      'Content-Range': `bytes ${range.start}-${range.end}/${sent.size}`,
      'Content-Length': range.end - range.start + 1,
    });
  } else res.writeHead(200, { 'Content-Length': sent.size });
  if (req.method === 'HEAD' || sent.size === 0) {
    close();
    res.end();
    return true;
  }
  // From the open file: a rebuild that removes or replaces it meanwhile changes nothing of this answer. A client that
  // goes away, or a read that fails, ends this answer and closes the file; the server goes on.
  // A client gone meanwhile: pipeline refuses a destroyed response (it throws), and the file would stay open.
  if (res.destroyed) {
    close();
    return true;
  }
  const stream = sent.handle.createReadStream(range === 'ignore' ? {} : range);
  pipeline(stream, res, () => close());
  return true;
}

export function serveStatic(root: string, port: number, host = '127.0.0.1'): Promise<{ server: Server; url: string }> {
  root = path.resolve(root);
  const rules = readHostRules(root);
  /** The 404 page nearest the address, as Cloudflare Pages finds it: /mr/… gets mr/404.html, the rest 404.html. */
  const notFound = (res: ServerResponse, address = '/') => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', CACHE.missing); // never kept: the address may have a file after the next deploy
    const folders = address
      .split('/')
      .slice(1, -1)
      .map((_, i, steps) => steps.slice(0, steps.length - i).join('/'));
    let page: Buffer | string = 'Not found';
    for (const folder of [...folders, '']) {
      try {
        page = readFileSync(path.join(root, folder, '404.html'));
        break;
      } catch {
        /* none there: look further up */
      }
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
    try {
      url = new URL(`http://site.invalid${(req.url ?? '/').startsWith('/') ? req.url : '/'}`);
    } catch {
      res.writeHead(400);
      return void res.end();
    }
    // Served over plain http: the policy without its https upgrade (policyOverPlainHttp says why).
    for (const [name, value] of rules.headersFor(url.pathname))
      res.setHeader(name, name === 'Content-Security-Policy' ? policyOverPlainHttp(value) : value);
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
    // Gone between the look-up and the opening (a rebuild swapped in meanwhile): as if it had not been there.
    sendFile(req, res, found.file).then(
      (sent) => {
        if (!sent) notFound(res, name);
      },
      () => res.destroy(),
    );
  });
  // A request Node cannot read: 431 for a request line or headers too long, 400 for the rest; the connection closed.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    const answer = error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
    if (socket.writable) socket.end(`HTTP/1.1 ${answer}\r\nConnection: close\r\n\r\n`);
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
