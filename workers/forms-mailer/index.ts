// The own receiver's e-mail (site.forms.provider: own on Cloudflare Pages): a Worker of its own, since Pages Functions
// take no send_email binding. The Pages Function (functions/forms/[form].ts) calls it through the service binding
// MAILER once a submission is stored; it sends the company one e-mail per submission through Cloudflare's Email Service
// (the send_email binding EMAIL, a whole message), Reply-To the visitor, to the mailbox of that form (site.yaml's
// site.forms.mail, set as its vars by npm run mailer:deploy). It has no address of its own on the web
// (workers_dev = false): only the binding reaches it. docs/deploy.md, "Forms", says how to set it up.
// @ts-expect-error: a module of the Workers runtime, which this project's TypeScript does not know
import { EmailMessage } from 'cloudflare:email';
import { EMAIL_FIELD, type FormId, type MailerVars } from '../../src/shared/formContract.ts';

/** What the Pages Function sends: the form, its fields under the spec's names, and the résumé's name and key in R2. */
export interface Notice {
  id: string;
  form: FormId;
  fields: Record<string, string>;
  resume?: { name: string; key: string; bytes: number };
}

/** Its bindings, and its settings from site.yaml's site.forms.mail (npm run mailer:deploy sets them). */
interface Env extends MailerVars {
  /** Cloudflare's send_email binding: sends a whole message (cloudflare:email's EmailMessage). */
  EMAIL: { send(message: unknown): Promise<unknown> };
}

const SUBJECT: Record<FormId, string> = { contact: 'Enquiry', application: 'Job application' };
/** An address as a header may hold it: one mailbox, nothing that could add a header or another recipient. */
const MAILBOX = /^[^\s@<>,;:"\\()[\]]+@[^\s@<>,;:"\\()[\]]+\.[^\s@<>,;:"\\()[\]]+$/;

/** Text as base64 in lines of 76 characters (a body), or in one piece (an encoded word). */
function base64(text: string, wrap = false): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  const encoded = btoa(binary);
  return wrap ? (encoded.match(/.{1,76}/g) ?? []).join('\r\n') : encoded;
}

/** The message as sent: plain text in UTF-8, its subject an encoded word (names may be in Devanagari). */
function message(notice: Notice, env: Env, id: string, date: Date): { from: string; to: string; raw: string } {
  const to = notice.form === 'contact' ? env.CONTACT_TO : env.APPLICATION_TO;
  const replyTo = notice.fields[EMAIL_FIELD[notice.form]]?.trim();
  // Each field on a line of its own, as the form sent it; the résumé stays in R2 (its key says where).
  const lines = Object.entries(notice.fields).map(([name, value]) => `${name}: ${value.replace(/\r?\n/g, '\n  ')}`);
  if (notice.resume)
    lines.push(`RESUME: ${notice.resume.name} (${notice.resume.bytes} bytes), in R2 as ${notice.resume.key}`);
  lines.push('', `Submission ${notice.id}, stored in the D1 database.`);
  const who = (notice.fields.Name ?? notice.fields.Client_Name ?? '').replace(/[\r\n]+/g, ' ').slice(0, 80);
  const headers = [
    `From: ${env.MAIL_FROM}`,
    `To: ${to}`,
    ...(replyTo && MAILBOX.test(replyTo) ? [`Reply-To: ${replyTo}`] : []),
    `Subject: =?UTF-8?B?${base64(`${SUBJECT[notice.form]}${who ? ` from ${who}` : ''}`)}?=`,
    `Message-ID: <${id}@${env.MAIL_FROM.split('@')[1]}>`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
  ];
  return { from: env.MAIL_FROM, to, raw: `${headers.join('\r\n')}\r\n\r\n${base64(lines.join('\n'), true)}\r\n` };
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    if (request.method !== 'POST') return new Response('POST a notice', { status: 405 });
    const notice = (await request.json()) as Notice;
    const { from, to, raw } = message(notice, env, crypto.randomUUID(), new Date());
    await env.EMAIL.send(new EmailMessage(from, to, raw));
    return new Response(null, { status: 202 });
  },
};
