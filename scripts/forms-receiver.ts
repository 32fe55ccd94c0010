// npm run forms:receive: a local stand-in for the form-collection service, for development and tests.
// POST /contact and POST /apply (urlencoded or multipart) are stored as one JSON line each in
// <dir>/submissions.jsonl, uploaded files beside it in <dir>/files/. It can be told to fail, to try the failure path.
//   FORMS_PORT (4319), FORMS_DIR (.forms-inbox), FORMS_MAX_BYTES (5 MB), FORMS_FAIL (e.g. 500: answer every form with it)
//   At run time: POST /_fail?status=500 starts failing, DELETE /_fail recovers.
import { randomUUID, createHash } from 'node:crypto';
import { createWriteStream, mkdirSync, appendFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import busboy from 'busboy';

/** The form's hidden bot trap (templates/sections/formFields.ts): filled means a bot, empty means nothing to keep. */
const HONEYPOT = 'website';
const FORMS: Record<string, string> = { '/contact': 'contact', '/apply': 'application' };

export interface StoredFile { field: string; filename: string; mimeType: string; bytes: number; sha256: string; savedAs: string }
export interface Submission { id: string; receivedAt: string; form: string; fields: Record<string, string>; files: StoredFile[] }

export interface ReceiverOptions { port?: number; host?: string; dir: string; maxFileBytes?: number; failWith?: number }

export interface FormReceiver {
  server: Server;
  url: string;
  /** Every form POST that reached the receiver, stored or not. */
  requests: { path: string; status: number; contentType: string }[];
  /** Answer every form with this status (e.g. 500) instead of storing it; 0 recovers. */
  failWith(status: number): void;
  close(): Promise<void>;
}

export function startFormReceiver(options: ReceiverOptions): Promise<FormReceiver> {
  const dir = path.resolve(options.dir);
  const filesDir = path.join(dir, 'files');
  const log = path.join(dir, 'submissions.jsonl');
  const maxFileBytes = options.maxFileBytes ?? 5 * 1024 * 1024;
  let failing = options.failWith ?? 0;
  const requests: FormReceiver['requests'] = [];
  mkdirSync(filesDir, { recursive: true });

  const server = createServer((req, res) => {
    // The site is served from another origin: let its pages read the answer.
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Vary', 'Origin');
    const url = new URL(req.url ?? '/', 'http://receiver');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'POST, OPTIONS', 'Access-Control-Allow-Headers': 'Content-Type, Accept', 'Access-Control-Max-Age': '600' });
      return res.end();
    }
    if (url.pathname === '/_fail' && (req.method === 'POST' || req.method === 'DELETE')) {
      failing = req.method === 'POST' ? Number(url.searchParams.get('status') ?? 500) : 0;
      return answer(req, res, 200, failing ? `failing with ${failing}` : 'recovered');
    }
    const form = FORMS[url.pathname];
    if (!form || req.method !== 'POST') return answer(req, res, 404, 'Only POST /contact and POST /apply are received here.');
    const done = (status: number, message: string) => {
      requests.push({ path: url.pathname, status, contentType: req.headers['content-type'] ?? '' });
      answer(req, res, status, message);
    };
    if (failing) {
      req.resume();
      return done(failing, `failing on purpose with ${failing}`);
    }
    receive(req, form).then(
      (submission) => {
        if (submission) appendFileSync(log, JSON.stringify(submission) + '\n');
        done(200, 'received');
      },
      (error: Error & { status?: number }) => done(error.status ?? 400, error.message),
    );
  });

  function receive(req: IncomingMessage, form: string): Promise<Submission | null> {
    return new Promise((resolve, reject) => {
      const fail = (status: number, message: string) => reject(Object.assign(new Error(message), { status }));
      if (Number(req.headers['content-length'] ?? 0) > maxFileBytes + 1024 * 1024) {
        req.resume();
        return fail(413, `too large: a file can be at most ${maxFileBytes} bytes`);
      }
      let parser: busboy.Busboy;
      try {
        parser = busboy({ headers: req.headers, limits: { fileSize: maxFileBytes + 1, files: 1, fields: 50, fieldSize: 100_000 } });
      } catch {
        req.resume();
        return fail(415, 'expected a form: application/x-www-form-urlencoded or multipart/form-data');
      }
      const id = `${Date.now()}-${randomUUID().slice(0, 8)}`;
      const fields: Record<string, string> = {};
      const files: StoredFile[] = [];
      const writes: Promise<void>[] = [];
      let tooLarge = false;
      parser.on('field', (name, value) => { fields[name] = value; });
      parser.on('file', (field, stream, info) => {
        const { filename, mimeType } = info;
        if (!filename) { stream.resume(); return; } // a file input left empty
        const savedAs = path.join(filesDir, `${id}-${filename.replace(/[^\w.-]+/g, '_')}`);
        const hash = createHash('sha256');
        let bytes = 0;
        stream.on('data', (chunk: Buffer) => { bytes += chunk.length; hash.update(chunk); });
        stream.on('limit', () => { tooLarge = true; }); // busboy stops at maxFileBytes + 1: one byte too many
        const out = createWriteStream(savedAs);
        stream.pipe(out);
        writes.push(new Promise((done, failed) => {
          out.on('finish', () => {
            files.push({ field, filename, mimeType, bytes, sha256: hash.digest('hex'), savedAs: path.relative(dir, savedAs) });
            done();
          });
          out.on('error', failed);
        }));
      });
      parser.on('error', (error: Error) => fail(400, `unreadable form: ${error.message}`));
      parser.on('close', () => {
        Promise.all(writes).then(() => {
          if (tooLarge) {
            for (const f of files) rmSync(path.join(dir, f.savedAs), { force: true });
            return fail(413, `too large: a file can be at most ${maxFileBytes} bytes`);
          }
          const trap = fields[HONEYPOT];
          delete fields[HONEYPOT];
          if (trap) {
            for (const f of files) rmSync(path.join(dir, f.savedAs), { force: true });
            return resolve(null); // a bot: thanked, not kept
          }
          resolve({ id, receivedAt: new Date().toISOString(), form, fields, files });
        }, (error: Error) => fail(500, error.message));
      });
      req.pipe(parser);
    });
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4319, options.host ?? '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        server,
        url: `http://${options.host ?? '127.0.0.1'}:${port}`,
        requests,
        failWith: (status) => { failing = status; },
        close: () => new Promise((done) => { server.closeAllConnections(); server.close(() => done()); }),
      });
    });
  });
}

/** JSON for the site's fetch; a small page for a browser that posted the form natively (JavaScript off). */
function answer(req: IncomingMessage, res: ServerResponse, status: number, message: string) {
  const ok = status >= 200 && status < 300;
  if (!req.headers.accept?.includes('text/html')) {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    return res.end(JSON.stringify({ ok, message }));
  }
  const back = /^https?:\/\/[^\s"<>]+$/.test(req.headers.referer ?? '') ? `<p><a href="${escapeHtml(req.headers.referer!)}">Back to the site</a></p>` : '';
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><meta charset="utf-8"><title>${ok ? 'Received' : 'Not received'}</title>` +
    `<h1>${ok ? 'Thank you: your form was received' : 'Not received'}</h1><p>${escapeHtml(message)} (local form receiver)</p>${back}</html>`);
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.env.FORMS_DIR ?? '.forms-inbox';
  startFormReceiver({
    port: Number(process.env.FORMS_PORT ?? 4319),
    dir,
    maxFileBytes: process.env.FORMS_MAX_BYTES ? Number(process.env.FORMS_MAX_BYTES) : undefined,
    failWith: Number(process.env.FORMS_FAIL ?? 0),
  }).then((r) => {
    console.log(`Form receiver at ${r.url}/contact and ${r.url}/apply, storing in ${path.resolve(dir)}  (Ctrl+C stops it)`);
  }, (error: Error) => {
    console.error(`Form receiver could not start: ${error.message}`);
    process.exit(1);
  });
}
