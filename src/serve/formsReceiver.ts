// npm run forms:receive: a local stand-in for the form-collection service, for development and tests.
// POST /contact and POST /apply (urlencoded or multipart; as Netlify, a POST to any address, by its form-name) are
// stored as one JSON line each in <dir>/submissions.jsonl, the résumé beside it in <dir>/files/. What it cannot keep
// whole is refused, never cut short.
// Only the site's own pages and local pages may post here; it can be told to fail, to try the failure path.
// It answers as the service it is told to be (FORMS_PROVIDER: formspree, basin, netlify, own; custom by default) does,
// by that service's rules in src/shared/formProviders.ts: its spam trap dropped (a post with it filled is thanked and
// not kept), its reply-to field kept apart as the reply-to, its redirect after a post without JavaScript, its JSON
// for a fetch, its size limit and its refusals' status.
//   FORMS_PORT (4319), FORMS_DIR (.forms-inbox), FORMS_MAX_BYTES (5 MB), FORMS_FAIL (e.g. 500: answer every form with it),
//   FORMS_SITE_ORIGIN (default: site.origin in site.yaml), FORMS_PROVIDER (custom)
import { randomUUID, createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fstatSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import busboy from 'busboy';
import { config } from '../core/config.ts';
import { escapeHtml } from '../core/escape.ts';
import { APPLY_PATH, CONTACT_PATH, EMAIL_FIELD, RESUME_FIELD, type FormId } from '../shared/formContract.ts';
import { FORM_PROVIDERS, providerRules, type ProviderName, type ProviderRules } from '../shared/formProviders.ts';
import { RESUME_DEFAULTS, RESUME_SIGNATURE_BYTES, resumeKind } from '../shared/resume.ts';

const FORMS: Record<string, FormId> = { [CONTACT_PATH]: 'contact', [APPLY_PATH]: 'application' };

/** The most one submission may hold. Anything beyond is refused whole: busboy alone would cut or drop it silently. */
export const LIMITS = {
  /** Characters of one field's value, counted as a textarea's maxlength counts them (UTF-16 units). */
  fieldChars: 10_000,
  /** Fields per submission, the honeypot included; the application form has 11. */
  fields: 30,
  /** Bytes of a field's name (the longest the forms use is 20). */
  fieldNameBytes: 100,
  /** Bytes of the one file, unless the receiver is started with another maxFileBytes: the form's own default. */
  fileBytes: RESUME_DEFAULTS.maxBytes,
};

/** Pages on this machine, on any port: the dev server, the preview server, the browser tests. */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

export interface StoredFile {
  field: string;
  filename: string;
  mimeType: string;
  bytes: number;
  sha256: string;
  savedAs: string;
}
export interface Submission {
  id: string;
  receivedAt: string;
  form: string;
  /** The service the receiver answered as. */
  provider: ProviderName;
  /** The address a reply goes to, as the service would set Reply-To (absent when it has none). */
  replyTo?: string;
  /** The form's own fields: the service's fields (trap, reply-to, return addresses, form-name) are not among them. */
  fields: Record<string, string>;
  files: StoredFile[];
}

export interface ReceiverOptions {
  port?: number;
  host?: string;
  dir: string;
  maxFileBytes?: number;
  /** Answer every form with this status (400–599) instead of storing it: FORMS_FAIL. */
  failWith?: number;
  /** The site's public origin, e.g. https://www.example; its pages may post here besides local ones. */
  siteOrigin?: string;
  /** The service to answer as (src/shared/formProviders.ts); custom, with the trap `website`, by default. */
  provider?: ProviderName;
  /**
   * Where a visitor without JavaScript is sent once a form has arrived, when the form names no return page itself: the
   * redirect address set in the service's own settings (Basin's), a full address of the site. FORMS_REDIRECT.
   */
  redirect?: string;
}

export interface FormReceiver {
  server: Server;
  url: string;
  /** Every form POST that reached the receiver, stored or not. */
  requests: { path: string; status: number; contentType: string }[];
  /** Answer every form with this status (e.g. 500) instead of storing it; 0 recovers. In-process only, not over HTTP. */
  failWith(status: number): void;
  close(): Promise<void>;
}

interface Received {
  /** Which form: by the path it was posted to, or (Netlify) by its form-name. */
  form: FormId;
  fields: Record<string, string>;
  replyTo?: string;
  /** The return addresses the form gave (the service's next and failed fields). */
  next?: string;
  failed?: string;
  /** The spam trap was filled: thanked, not kept. */
  trapped: boolean;
  file?: { field: string; filename: string; mimeType: string; data: Buffer };
}
type HttpError = Error & { status: number };
const httpError = (status: number, message: string): HttpError => Object.assign(new Error(message), { status });

/** The receiver without a server of its own: what `npm run dev` mounts inside the dev server (at DEV_FORMS_PATH). */
export interface FormHandler extends Pick<FormReceiver, 'requests' | 'failWith'> {
  /** Answers one request; its URL is the form's path (/contact, /apply), as a server or a mount point hands it on. */
  handle(req: IncomingMessage, res: ServerResponse): void;
}

export async function startFormReceiver(options: ReceiverOptions): Promise<FormReceiver> {
  const receiver = formHandler(options);
  const server = createServer(receiver.handle);
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(options.port ?? 4319, options.host ?? '127.0.0.1', () => listening());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    server,
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    requests: receiver.requests,
    failWith: receiver.failWith,
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}

/**
 * `sameOrigin`: pages from the very address a request came to may post too (the dev server's own pages, on whatever
 * address a phone on the network reached it by; the dev server has already refused a Host that is a name it does not
 * know, so a rebound DNS name cannot pass as its own).
 */
export function formHandler(options: Omit<ReceiverOptions, 'port' | 'host'> & { sameOrigin?: boolean }): FormHandler {
  const dir = path.resolve(options.dir);
  const filesDir = path.join(dir, 'files');
  const log = path.join(dir, 'submissions.jsonl');
  const maxFileBytes = options.maxFileBytes ?? LIMITS.fileBytes;
  const provider: ProviderName = options.provider ?? 'custom';
  const rules: ProviderRules = provider === 'custom' ? providerRules({ provider: 'custom' }) : FORM_PROVIDERS[provider];
  const siteOrigin = options.siteOrigin ? httpOrigin(options.siteOrigin) : undefined;
  let failing = failStatus(options.failWith ?? 0);
  const requests: FormReceiver['requests'] = [];
  mkdirSync(filesDir, { recursive: true });

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    // Not new URL(): a request line such as "GET http://[ HTTP/1.1" would make it throw.
    const pathname = (req.url ?? '/').split('?')[0];
    // Netlify takes a form posted to any address of the site, by the form-name it carries (the form's action is the
    // thanks page): as Netlify, every POST is a form.
    const anyAddress = provider === 'netlify';
    const form = FORMS[pathname];
    const done = (status: number, message: string, received?: Received | null) => {
      if ((form || anyAddress) && req.method === 'POST')
        requests.push({ path: pathname, status, contentType: req.headers['content-type'] ?? '' });
      req.unpipe();
      req.resume(); // the rest of a refused body is read and dropped, so the connection stays usable
      answer(req, res, {
        status,
        message,
        rules,
        received: received ?? undefined,
        returnOrigins: returnOrigins(req),
        redirect: options.redirect,
      });
    };
    res.setHeader('Vary', 'Origin');
    const origin = req.headers.origin;
    // No Origin header: curl, or a browser's native same-site post. Any other website is refused outright.
    if (origin !== undefined) {
      const own = options.sameOrigin && origin === `http://${req.headers.host}`;
      if (origin !== siteOrigin && !LOCAL_ORIGIN.test(origin) && !own)
        return done(403, `forms from ${origin} are not accepted here`);
      res.setHeader('Access-Control-Allow-Origin', origin);
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type, Accept',
        'Access-Control-Max-Age': '600',
      });
      return res.end();
    }
    if ((!form && !anyAddress) || req.method !== 'POST')
      return done(404, 'Only POST /contact and POST /apply are received here.');
    if (failing) return done(failing, `failing on purpose with ${failing}`);
    receive(req, form, pathname)
      .then((received) => {
        if (!received.trapped) store(received);
        return [200, 'received', received] as const;
      })
      .catch((error: HttpError & { received?: Received }) => {
        // The service's own status for a submission it refuses (a 400 or 415 of this receiver's checks).
        const refused = error.status === 400 || error.status === 415 ? rules.answers.refused : undefined;
        const status = refused ?? error.status ?? 500;
        return [status, error.message, error.received] as const;
      })
      .then(([status, message, received]) => done(status, message, received));
  };

  /** The origins a return address may lead to: the site's and the posting page's (never another website). */
  const returnOrigins = (req: IncomingMessage) =>
    [siteOrigin, req.headers.origin].filter((o): o is string => !!o && o !== 'null');

  /** The form posted to `pathname`: `form` by its path, or (Netlify, `form` undefined) by its form-name. */
  function receive(req: IncomingMessage, pathForm: FormId | undefined, pathname: string): Promise<Received> {
    return new Promise((resolve, reject) => {
      const length = Number(req.headers['content-length'] ?? 0);
      if (rules.answers.maxBytes && length > rules.answers.maxBytes)
        return reject(
          httpError(413, `too large: ${rules.label} takes at most ${rules.answers.maxBytes} bytes a submission`),
        );
      if (length > maxFileBytes + 1024 * 1024) {
        return reject(httpError(413, `too large: the form's file can be at most ${maxFileBytes} bytes`));
      }
      let parser: busboy.Busboy;
      try {
        // Sizes and counts sit one past ours: busboy marks a value cut as soon as it reaches its limit, even if it ends there.
        // fieldSize is in bytes: a UTF-16 unit takes at most 3 bytes of UTF-8, so more bytes mean too many characters.
        // Browsers send field and file names as UTF-8 (HTML's form encoding); busboy would read them as Latin-1.
        parser = busboy({
          headers: req.headers,
          defParamCharset: 'utf8',
          limits: {
            fieldNameSize: LIMITS.fieldNameBytes,
            fieldSize: LIMITS.fieldChars * 3 + 1,
            fields: LIMITS.fields + 1,
            files: 2,
            fileSize: maxFileBytes + 1,
          },
        });
      } catch {
        return reject(httpError(415, 'expected a form: application/x-www-form-urlencoded or multipart/form-data'));
      }
      let problem: HttpError | undefined; // the first one found; the rest of the body is still read before answering
      const refuse = (status: number, message: string) => {
        problem ??= httpError(status, message);
      };
      const fields: Record<string, string> = Object.create(null); // so a field named __proto__ is kept like any other
      let fieldCount = 0;
      let fileCount = 0;
      let file: Received['file'];

      parser.on('field', (name, value, info) => {
        if (++fieldCount > LIMITS.fields)
          refuse(413, `too many fields: "${name}" is one more than the ${LIMITS.fields} a form may have`);
        else if (info.nameTruncated)
          refuse(413, `a field name is longer than ${LIMITS.fieldNameBytes} bytes: "${name}…"`);
        else if (info.valueTruncated || value.length > LIMITS.fieldChars)
          refuse(413, `the field "${name}" is longer than ${LIMITS.fieldChars} characters`);
        else if (name in fields) refuse(400, `the field "${name}" was sent twice`);
        else fields[name] = value;
      });
      parser.on('fieldsLimit', () => refuse(413, `too many fields: a form may have at most ${LIMITS.fields}`));
      parser.on('filesLimit', () => refuse(400, `more than one file: only one résumé, in "${RESUME_FIELD}"`));
      parser.on('file', (field, stream, { filename, mimeType }) => {
        // A body that ends inside the file (a cut connection, a lying boundary) errors the file's stream too: without a
        // listener that error would end the process.
        stream.on('error', () => refuse(400, `the form ended inside the file in "${field}"`));
        if (++fileCount > 1) {
          refuse(
            400,
            `more than one file: "${field}" brings a second; only one résumé, in "${RESUME_FIELD}", is taken`,
          );
          return stream.resume();
        }
        const chunks: Buffer[] = []; // at most maxFileBytes + 1: busboy stops there
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('limit', () => refuse(413, `the file in "${field}" is larger than ${maxFileBytes} bytes`));
        stream.on('end', () => {
          const data = Buffer.concat(chunks);
          if (!filename) {
            // a file input left empty sends a part with no name and no bytes
            if (data.length) refuse(400, `the file in "${field}" has no name`);
            return;
          }
          if (field !== RESUME_FIELD)
            return refuse(400, `the field "${field}" cannot take a file; only "${RESUME_FIELD}" can`);
          file = { field, filename, mimeType, data };
        });
      });
      parser.on('error', (error: Error) => reject(httpError(400, `unreadable form: ${error.message}`)));
      req.on('error', () => reject(httpError(400, 'the form stopped arriving')));
      parser.on('close', () => {
        // The service's own fields, taken out of the form's: its trap, its reply-to, its return addresses.
        const take = (name: string | undefined) => {
          if (!name || !(name in fields)) return undefined;
          const value = fields[name];
          delete fields[name];
          return value;
        };
        const trapped = !!take(rules.trap);
        const formName = take(provider === 'netlify' ? 'form-name' : undefined);
        const form = pathForm ?? (formName === 'contact' || formName === 'application' ? formName : 'contact');
        // Netlify shows a visitor without JavaScript the page the form was posted to (its action: the thanks page).
        const next = provider === 'netlify' ? pathname : take(rules.next);
        const failed = take(rules.failed);
        const replyTo = rules.replyToFromEmailField ? fields[EMAIL_FIELD[form]] : take(rules.replyTo);
        const received: Received = { form, fields, replyTo: replyTo || undefined, next, failed, trapped, file };
        if (problem) return reject(Object.assign(problem, { received }));
        if (trapped) return resolve(received); // a bot: thanked, not kept
        if (provider === 'netlify' && formName !== form)
          return reject(Object.assign(httpError(404, `no form named "${formName ?? ''}" on this site`), { received }));
        if (file && !resumeKind(file.data.subarray(0, RESUME_SIGNATURE_BYTES), file.filename)) {
          const refusal = `"${file.filename}" is not a PDF, DOC or DOCX file, or its contents do not match its name`;
          return reject(Object.assign(httpError(415, refusal), { received }));
        }
        resolve(received);
      });
      req.pipe(parser);
    });
  }

  /** Writes the file, then the line; on any write error neither stays behind and the sender gets 503. */
  function store({ form, fields, file, replyTo }: Received) {
    const id = `${Date.now()}-${randomUUID().slice(0, 8)}`;
    const files: StoredFile[] = [];
    let saved: string | undefined;
    try {
      mkdirSync(file ? filesDir : dir, { recursive: true }); // someone may have removed the inbox while it runs
      if (file) {
        saved = path.join(filesDir, `${id}-${file.filename.replace(/[^\w.-]+/g, '_').slice(-100)}`);
        writeFileSync(saved, file.data, { flag: 'wx' });
        const sha256 = createHash('sha256').update(file.data).digest('hex');
        files.push({
          field: file.field,
          filename: file.filename,
          mimeType: file.mimeType,
          bytes: file.data.length,
          sha256,
          savedAs: path.relative(dir, saved),
        });
      }
      const submission: Submission = {
        id,
        receivedAt: new Date().toISOString(),
        form,
        provider,
        ...(replyTo ? { replyTo } : {}),
        fields,
        files,
      };
      appendLine(log, JSON.stringify(submission) + '\n');
    } catch (error) {
      if (saved && existsSync(saved)) rmSync(saved);
      const { code, message } = error as NodeJS.ErrnoException;
      console.error(`Form receiver: a ${form} form was not stored: ${message}`);
      throw httpError(503, `not stored: the form receiver cannot write to its inbox (${code ?? 'write error'})`);
    }
  }

  return {
    handle,
    requests,
    failWith: (status) => {
      failing = failStatus(status);
    },
  };
}

function httpOrigin(address: string): string {
  const url = URL.canParse(address) ? new URL(address) : undefined;
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:')
    throw new Error(`the site origin is an address such as https://www.example, not "${address}"`);
  return url.origin;
}

/** A status writeHead accepts and that means failure; anything else would throw inside a request. */
function failStatus(status: number): number {
  if (status === 0 || (Number.isInteger(status) && status >= 400 && status <= 599)) return status;
  throw new RangeError(`a failure status is 400 to 599 (0 recovers), not ${status}`);
}

/**
 * The whole line in one write on an append-only descriptor, so the log only ever grows by whole lines: a full disk
 * either refuses the write (nothing written) or takes part of it, and that part is cut off again.
 */
function appendLine(file: string, line: string) {
  const data = Buffer.from(line);
  const fd = openSync(file, 'a');
  try {
    const size = fstatSync(fd).size;
    const written = writeSync(fd, data);
    if (written < data.length) {
      ftruncateSync(fd, size);
      throw Object.assign(new Error(`only ${written} of ${data.length} bytes could be written`), { code: 'ENOSPC' });
    }
  } finally {
    closeSync(fd);
  }
}

interface Answer {
  status: number;
  message: string;
  rules: ProviderRules;
  received?: Received;
  /** Origins a return address may lead to. */
  returnOrigins?: string[];
  /** The service's own redirect address (ReceiverOptions.redirect). */
  redirect?: string;
}

/**
 * A return address the form gave (a path is on the posting page's origin, the last of `origins`) that leads to one of
 * `origins`, else none: no redirect to another website.
 */
function returnAddress(address: string | undefined, origins: string[]): string | undefined {
  const base = origins.at(-1);
  if (!address || !URL.canParse(address, base)) return undefined;
  const url = new URL(address, base);
  return origins.includes(url.origin) ? url.href : undefined;
}

/**
 * As the service answers (src/shared/formProviders.ts): JSON for the site's fetch (Accept: application/json); for a
 * browser that posted the form natively (JavaScript off), a redirect to the page the form named (the thanks page, or
 * the failure page where the service sends one there), else a small page of the receiver's own (where a service
 * shows its own page).
 */
function answer(
  req: IncomingMessage,
  res: ServerResponse,
  { status, message, rules, received, returnOrigins = [], redirect }: Answer,
) {
  const ok = status >= 200 && status < 300;
  if (!req.headers.accept?.includes('text/html')) {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    const body = ok
      ? { ...rules.answers.jsonOk, message }
      : { ok: false, message, ...(rules.answers.errorsList ? { error: message, errors: [{ message }] } : {}) };
    return res.end(JSON.stringify(body));
  }
  if (received && rules.answers.nativeStatus !== 200) {
    const to = returnAddress(ok ? (received.next ?? redirect) : received.failed, returnOrigins);
    if (to) {
      res.writeHead(rules.answers.nativeStatus, { Location: to, 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end(`${ok ? 'Received' : 'Not received'}: see ${to}\n`);
    }
  }
  const back = /^https?:\/\/[^\s"<>]+$/.test(req.headers.referer ?? '')
    ? `<p><a href="${escapeHtml(req.headers.referer!)}">Back to the site</a></p>`
    : '';
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>${ok ? 'Received' : 'Not received'}</title>` +
      `<h1>${ok ? 'Thank you: your form was received' : 'Not received'}</h1><p>${escapeHtml(message)} (local form receiver, as ${escapeHtml(rules.label)})</p>${back}</html>`,
  );
}

/** FORMS_PROVIDER: one of the services of src/shared/formProviders.ts, or custom (undefined). */
export function providerFromEnvironment(name: string | undefined): ProviderName | undefined {
  if (name === undefined) return undefined;
  const known: ProviderName[] = [...(Object.keys(FORM_PROVIDERS) as ProviderName[]), 'custom'];
  if (!known.includes(name as ProviderName))
    throw new Error(`FORMS_PROVIDER is one of ${known.join(', ')}, not "${name}"`);
  return name as ProviderName;
}

/** FORMS_SITE_ORIGIN, else site.origin from site.yaml; loaded only here, so tests and `npm run dev` do not parse the site. */
export async function siteOriginFromEnvironment(): Promise<string | undefined> {
  if (config.formsSiteOrigin) return config.formsSiteOrigin;
  const { loadSiteFile } = await import('../contract/loadSite.ts');
  try {
    const { resolved, problems } = loadSiteFile();
    if (resolved) return resolved.layout.site.origin;
    console.warn(
      `site.yaml has ${problems.length} problem(s) (npm run validate lists them): only local pages may post forms here.`,
    );
  } catch (error) {
    console.warn(`site.yaml could not be read (${(error as Error).message}): only local pages may post forms here.`);
  }
  return undefined;
}
