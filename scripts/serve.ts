// npm run serve: serves the built site (dist/client) the way a static host does, applying its _headers (the CSP,
// Speculation-Rules, caching) and _redirects, and prints its address.
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { readHostRules } from '../src/site/hostRules';
import { recoverInterruptedSwap } from './build';

export function serveStatic(root: string, port: number, host = '127.0.0.1'): Promise<{ server: Server; url: string }> {
  const notFound = path.join(root, '404.html');
  const rules = readHostRules(root);
  const files = sirv(root, { extensions: ['html'], dev: false, etag: true, gzip: true, brotli: true });
  const server = createServer((req, res) => {
    const { pathname, search } = new URL(req.url ?? '/', 'http://host');
    const redirect = rules.redirectFor(pathname);
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.to + search });
      return res.end();
    }
    for (const [name, value] of rules.headersFor(pathname)) res.setHeader(name, value);
    files(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(existsSync(notFound) ? readFileSync(notFound) : 'Not found');
    });
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
