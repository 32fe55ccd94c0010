// The company's own form receiver on Cloudflare Pages (site.forms.provider: own): a Pages Function at /forms/contact
// and /forms/apply, deployed with dist/client (Pages compiles functions/ beside it). It checks a submission as the local
// receiver does (src/serve/formsReceiver.ts; the own rules of src/shared/formProviders.ts): the trap `website` filled
// is thanked and dropped, at most 30 fields of at most 10,000 characters, one résumé in RESUME that is a PDF, DOC or
// DOCX by its contents and at most 5 MB, and a body no longer than those (refused as it arrives, never held whole). It
// stores each submission as a row of the D1 database bound as FORMS_DB and each résumé in the R2 bucket bound as
// RESUMES, has the Worker bound as MAILER e-mail it (when bound: workers/forms-mailer), then answers as the own
// receiver: 303 to the thanks (`_next`) or the failure page (`_failed`), by path on this site, for a post without
// JavaScript; JSON for the page's fetch. Reading what arrived: docs/deploy.md, "Forms".
import { APPLY_PATH, CONTACT_PATH, EMAIL_FIELD, RESUME_FIELD, type FormId } from '../../src/shared/formContract.ts';
import { FORM_PROVIDERS } from '../../src/shared/formProviders.ts';
import { RESUME_DEFAULTS, RESUME_MEDIA_TYPES, RESUME_SIGNATURE_BYTES, resumeKind } from '../../src/shared/resume.ts';
import type { Notice } from '../../workers/forms-mailer/index.ts';

/** What this function uses of Cloudflare's D1 and R2 bindings. */
interface D1Statement {
  bind(...values: unknown[]): { run(): Promise<unknown> };
}
interface Env {
  FORMS_DB: { prepare(sql: string): D1Statement; exec(sql: string): Promise<unknown> };
  RESUMES: { put(key: string, value: ArrayBuffer, options?: { httpMetadata?: { contentType?: string } }): Promise<unknown> };
  /** The e-mail Worker (workers/forms-mailer), bound as a service: one e-mail per stored submission, when bound. */
  MAILER?: { fetch(request: Request): Promise<Response> };
}
interface Context {
  request: Request;
  env: Env;
  params: { form?: string | string[] };
  waitUntil(promise: Promise<unknown>): void;
}

const FORMS: Record<string, FormId> = { [CONTACT_PATH.slice(1)]: 'contact', [APPLY_PATH.slice(1)]: 'application' };
const LIMITS = { fields: 30, fieldChars: 10_000, fileBytes: RESUME_DEFAULTS.maxBytes };
const OWN = FORM_PROVIDERS.own;

/** The table the submissions are kept in; made on first use. */
const SCHEMA =
  'CREATE TABLE IF NOT EXISTS submissions (id TEXT PRIMARY KEY, received_at TEXT NOT NULL, form TEXT NOT NULL, ' +
  'reply_to TEXT, fields TEXT NOT NULL, resume_key TEXT, resume_name TEXT, resume_bytes INTEGER)';

class Refused extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export async function onRequestPost(context: Context): Promise<Response> {
  const { request, env, params } = context;
  const form = FORMS[String(params.form)];
  const native = (request.headers.get('accept') ?? '').includes('text/html');
  let data: FormData;
  try {
    data = await boundedForm(request);
  } catch (error) {
    if (error instanceof Refused) return answer(request, native, error.status, error.message);
    return answer(request, native, 415, 'expected a form: application/x-www-form-urlencoded or multipart/form-data');
  }
  const next = text(data.get(OWN.next!));
  const failed = text(data.get(OWN.failed!));
  if (!form) return answer(request, native, 404, 'Only /forms/contact and /forms/apply are received here.', failed);
  try {
    if (text(data.get(OWN.trap))) return answer(request, native, 200, 'received', next); // a bot: thanked, not kept
    const fields: Record<string, string> = {};
    let resume: File | undefined;
    let count = 0;
    for (const [name, value] of data) {
      if (++count > LIMITS.fields) throw new Refused(413, `too many fields: a form may have at most ${LIMITS.fields}`);
      if ([OWN.trap, OWN.next, OWN.failed].includes(name)) continue;
      if (typeof value !== 'string') {
        if (name !== RESUME_FIELD) throw new Refused(400, `the field "${name}" cannot take a file`);
        if (resume) throw new Refused(400, `more than one file: only one résumé, in "${RESUME_FIELD}"`);
        if (value.size || value.name) resume = value;
        continue;
      }
      if (value.length > LIMITS.fieldChars)
        throw new Refused(413, `the field "${name}" is longer than ${LIMITS.fieldChars} characters`);
      if (name in fields) throw new Refused(400, `the field "${name}" was sent twice`);
      fields[name] = value;
    }
    const id = `${Date.now()}-${crypto.randomUUID().slice(0, 8)}`;
    let resumeKey: string | null = null;
    if (resume) {
      if (resume.size > LIMITS.fileBytes)
        throw new Refused(413, `the file in "${RESUME_FIELD}" is larger than ${LIMITS.fileBytes} bytes`);
      const bytes = await resume.arrayBuffer();
      const kind = resumeKind(new Uint8Array(bytes.slice(0, RESUME_SIGNATURE_BYTES)), resume.name);
      if (!kind)
        throw new Refused(415, `"${resume.name}" is not a PDF, DOC or DOCX file, or its contents do not match its name`);
      resumeKey = `${form}/${id}-${resume.name.replace(/[^\w.-]+/g, '_').slice(-100)}`;
      await env.RESUMES.put(resumeKey, bytes, { httpMetadata: { contentType: RESUME_MEDIA_TYPES[kind] } });
    }
    await env.FORMS_DB.exec(SCHEMA);
    await env.FORMS_DB.prepare(
      'INSERT INTO submissions (id, received_at, form, reply_to, fields, resume_key, resume_name, resume_bytes) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
      .bind(
        id,
        new Date().toISOString(),
        form,
        fields[EMAIL_FIELD[form]] || null,
        JSON.stringify(fields),
        resumeKey,
        resume?.name ?? null,
        resume?.size ?? null,
      )
      .run();
    // Stored: the e-mail follows after the answer, and a mail that fails loses nothing (the row is there to read).
    if (env.MAILER) {
      const notice: Notice = {
        id,
        form,
        fields,
        ...(resume && resumeKey ? { resume: { name: resume.name, key: resumeKey, bytes: resume.size } } : {}),
      };
      const mailer = env.MAILER;
      context.waitUntil(
        mailer
          .fetch(new Request('https://forms-mailer/', { method: 'POST', body: JSON.stringify(notice) }))
          .then((r) => {
            if (!r.ok) console.error(`submission ${id}: the e-mail was not sent (${r.status})`);
          })
          .catch((error: Error) => console.error(`submission ${id}: the e-mail was not sent (${error.message})`)),
      );
    }
    return answer(request, native, 200, 'received', next);
  } catch (error) {
    const status = error instanceof Refused ? error.status : 503;
    return answer(request, native, status, error instanceof Refused ? error.message : `not stored: ${(error as Error).message}`, failed);
  }
}

/**
 * The most a submission's body can be: the résumé, and every field at its longest as a form sends it (a character of
 * Devanagari is 9 bytes once URL-encoded), with room for the encoding's own lines. Anything longer is refused as it
 * arrives, before it is held whole in the function's memory (128 MB, where Cloudflare takes bodies of 100 MB).
 */
export const MAX_BODY_BYTES = LIMITS.fileBytes + LIMITS.fields * LIMITS.fieldChars * 9 + 64 * 1024;

/** The request's form, read only up to MAX_BODY_BYTES, whether it says its length or not. */
async function boundedForm(request: Request): Promise<FormData> {
  const tooLarge = () => new Refused(413, `too large: a submission is at most ${MAX_BODY_BYTES} bytes`);
  if (Number(request.headers.get('content-length')) > MAX_BODY_BYTES) throw tooLarge();
  const chunks: BlobPart[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (;;) {
    const read = await reader?.read();
    if (!read || read.done) break;
    size += read.value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader!.cancel();
      throw tooLarge();
    }
    chunks.push(read.value);
  }
  return new Response(new Blob(chunks), {
    headers: { 'Content-Type': request.headers.get('content-type') ?? '' },
  }).formData();
}

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/**
 * JSON for the page's fetch; for a post without JavaScript, 303 to the page the form named, by its path on this site.
 * A path that starts "//" (from "https://x//other.example/" or "/a/..//other.example") is one slash: read as an
 * address, it would name another site, and the company's address would send visitors there.
 */
function answer(request: Request, native: boolean, status: number, message: string, to?: string): Response {
  const ok = status >= 200 && status < 300;
  if (native && to && URL.canParse(to, request.url)) {
    const path = new URL(to, request.url).pathname.replace(/^\/+/, '/');
    const location = `${new URL(request.url).origin}${path}`;
    return new Response(null, { status: OWN.answers.nativeStatus, headers: { Location: location } });
  }
  return Response.json({ ...(ok ? OWN.answers.jsonOk : { ok: false }), message }, { status });
}
