// The own receiver as the company runs it on Cloudflare Pages: functions/forms/[form].ts under `wrangler pages dev`
// (Cloudflare's workerd, offline) beside the forms fixture built for site.forms.provider: own, with a local D1 database
// and R2 bucket bound as docs/deploy.md ("Forms") says. Both forms, JavaScript on and off, in Chromium under the
// built site's own Content-Security-Policy: the visitor ends on the popup or the thanks page with no CSP violation;
// what arrived is read back with the documented `wrangler d1 execute` (and the résumé with `wrangler r2 object get`):
// the spec's fields, the reply-to, the résumé's bytes, no trap field; a post with the trap filled arrives nowhere. Each
// stored submission is e-mailed by the Worker of workers/forms-mailer under `wrangler dev`, bound to the project as
// the service MAILER: the local runtime writes each message it would send to a file, read here whole.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadSiteFile } from '../../src/contract/loadSite.ts';
import { mailerVars } from '../../src/shared/formContract.ts';
import { formsPagesSiteFile } from '../support/formsSites.ts';
import { builtClient } from '../support/builds.ts';
import { ROOT } from '../support/fixture.ts';
import { HOST_TOOLS, startPagesDev, startWorkerDev, type Runtime } from '../support/hostRuntimes.ts';
import { chromiumOfThisWorker, newPage } from '../support/browser.ts';
import { fillForm, FORMS, type FormName, openForm, submitButton } from '../support/formVisitor.ts';
import type { Browser } from 'playwright-core';

/** The names docs/deploy.md gives the database and the bucket, and the bindings the function reads. */
const DATABASE = 'vistaar-forms';
const DATABASE_ID = '00000000-0000-4000-8000-000000000001';
const BUCKET = 'vistaar-resumes';

const resumeBytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(30_000, 9)]);

const work = path.join(ROOT, '.tmp/pages-function');
const state = path.join(work, 'wrangler/state');
const readDir = path.join(work, 'read'); // where the documented read-back commands run, with their wrangler.toml
const RESUME = path.join(work, 'Ravi CV.pdf');
let pages: Runtime;
let mailer: Runtime;
let browser: Browser;

/**
 * The mailer Worker's configuration, and its settings (vars) from the site's site.forms.mail, as npm run mailer:deploy
 * sets them: the sender, and each form's mailbox from site.emails.
 */
const MAILER_CONFIG = path.join(ROOT, 'workers/forms-mailer/wrangler.toml');
const SITE = loadSiteFile(formsPagesSiteFile(inject('runDir'))).resolved!.layout.site;
const MAILER_VARS = mailerVars(SITE)!;
const MAIL_TO: Record<FormName, string> = { contact: MAILER_VARS.CONTACT_TO, application: MAILER_VARS.APPLICATION_TO };

/** The messages the mailer sent so far: the files the local runtime wrote them to, as its log names them. */
const mailsSent = () =>
  [...mailer.log().matchAll(/send_email binding called with the following message:\s+(\S+\.eml)/g)].map((m) => m[1]);

/** A message as its reader gets it: its headers, its subject decoded and its body (base64, UTF-8) decoded. */
function readMail(file: string) {
  const [head, body] = readFileSync(file, 'utf8').split('\r\n\r\n');
  const headers = new Map(
    head
      .split('\r\n')
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 2)]),
  );
  const subject = headers
    .get('subject')!
    .replace(/=\?UTF-8\?B\?([^?]*)\?=/g, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));
  return { headers, subject, text: Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') };
}

const wrangler = (args: string[]) =>
  promisify(execFile)(path.join(HOST_TOOLS, 'wrangler'), args, {
    cwd: readDir,
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      CI: 'true',
      NO_COLOR: '1',
      XDG_CONFIG_HOME: path.join(work, 'config'),
    },
  });

interface Row {
  id: string;
  form: string;
  reply_to: string | null;
  fields: string;
  resume_key: string | null;
  resume_name: string | null;
  resume_bytes: number | null;
}
/**
 * The stored submissions, read back as docs/deploy.md says (there --remote; here the local database). Here the running
 * `wrangler pages dev` has the same SQLite file open: a read at the moment it holds the file's lock is refused as
 * "database is locked" (SQLITE_BUSY, seen once on a busy run), and is asked again a little later.
 */
async function submissions(): Promise<Row[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await readSubmissions();
    } catch (error) {
      const said = `${(error as { stderr?: string }).stderr}${(error as Error).message}`;
      if (attempt >= 10 || !said.includes('SQLITE_BUSY')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
}

async function readSubmissions(): Promise<Row[]> {
  const { stdout } = await wrangler([
    'd1',
    'execute',
    DATABASE,
    '--local',
    '--persist-to',
    state,
    '--json',
    '--command',
    'SELECT * FROM submissions ORDER BY received_at',
  ]).catch((error: { stdout?: string; stderr?: string }) => {
    // Before the first submission the table does not exist yet.
    if (`${error.stdout}${error.stderr}`.includes('no such table')) return { stdout: '[{"results":[]}]' };
    throw error;
  });
  return JSON.parse(stdout)[0].results;
}

beforeAll(async () => {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(readDir, { recursive: true });
  writeFileSync(RESUME, resumeBytes);
  writeFileSync(
    path.join(readDir, 'wrangler.toml'),
    `name = "read"\n\n[[d1_databases]]\nbinding = "FORMS_DB"\ndatabase_name = "${DATABASE}"\ndatabase_id = "${DATABASE_ID}"\n\n[[r2_buckets]]\nbinding = "RESUMES"\nbucket_name = "${BUCKET}"\n`,
  );
  // The mailer first: the project's service binding finds it by its name in the dev registry they share.
  const registry = path.join(work, 'registry');
  mailer = await startWorkerDev(MAILER_CONFIG, work, registry, { ...MAILER_VARS });
  pages = await startPagesDev(builtClient('formsPages'), work, {
    functions: path.join(ROOT, 'functions'),
    args: ['--d1', `FORMS_DB=${DATABASE_ID}`, '--r2', `RESUMES=${BUCKET}`, '--service', 'MAILER=forms-mailer'],
    registry,
  });
  browser = await chromiumOfThisWorker();
}, 120_000);
afterAll(async () => {
  await pages?.stop();
  await mailer?.stop();
});

async function open(form: FormName, javaScriptEnabled: boolean): Promise<{ page: Page; errors: string[] }> {
  const { page, w } = await openForm(browser, pages.base, form, javaScriptEnabled);
  await fillForm(page, form, RESUME);
  return { page, errors: w.consoleErrors };
}

describe('the own receiver as a Pages Function under wrangler pages dev, with local D1 and R2', () => {
  it('posts to the site itself, which is all the CSP allows a form to post to', async () => {
    const page = await newPage(browser);
    const response = await page.goto(`${pages.base}/ContactPage`);
    expect(response!.headers()['content-security-policy']).toContain("form-action 'self';");
    expect(await page.locator('form.site-form').getAttribute('action')).toBe('/forms/contact');
    await page.context().close();
  });

  describe.each([
    ['on', true],
    ['off', false],
  ] as const)('JavaScript %s', (_, javaScript) => {
    it.each(Object.keys(FORMS) as FormName[])(
      'stores the %s form in D1 (its résumé in R2), thanks the visitor on the site and e-mails it, Reply-To the visitor',
      async (form) => {
        const before = (await submissions()).length;
        const mailsBefore = mailsSent().length;
        const { page, errors } = await open(form, javaScript);
        if (javaScript) {
          await submitButton(page).click();
          await page.locator('dialog.dialog[open]').waitFor();
        } else {
          await Promise.all([page.waitForURL(`${pages.base}/Thanks`), submitButton(page).click()]);
          expect(await page.locator('h1').textContent()).toBe('Thank you');
        }
        expect(errors).toEqual([]);
        const rows = (await submissions()).slice(before);
        expect(rows).toHaveLength(1);
        const [row] = rows;
        expect(row.form).toBe(form);
        expect(JSON.parse(row.fields)).toEqual(FORMS[form].values);
        expect(row.reply_to).toBe(FORMS[form].email);
        if (form === 'application') {
          expect([row.resume_name, row.resume_bytes]).toEqual(['Ravi CV.pdf', resumeBytes.length]);
          const copy = path.join(work, `${row.id}.pdf`);
          await wrangler([
            'r2',
            'object',
            'get',
            `${BUCKET}/${row.resume_key}`,
            '--local',
            '--persist-to',
            state,
            '--file',
            copy,
          ]);
          expect(readFileSync(copy).equals(resumeBytes)).toBe(true);
        } else expect(row.resume_key).toBeNull();
        // One e-mail to the form's address, answered to the visitor, with every field the visitor filled in.
        await expect.poll(() => mailsSent().length, { timeout: 10_000 }).toBe(mailsBefore + 1);
        const mail = readMail(mailsSent().at(-1)!);
        expect(mail.headers.get('to')).toBe(MAIL_TO[form]);
        expect(mail.headers.get('reply-to')).toBe(FORMS[form].email);
        expect(mail.subject).toContain(FORMS[form].values[form === 'contact' ? 'Name' : 'Client_Name']);
        for (const [field, value] of Object.entries(FORMS[form].values))
          expect(mail.text, field).toContain(`${field}: ${value.split('\n')[0]}`);
        expect(mail.text).toContain(row.id);
        if (form === 'application') expect(mail.text).toContain(`RESUME: Ravi CV.pdf (${resumeBytes.length} bytes)`);
        await page.context().close();
      },
      60_000,
    );
  });

  it('thanks a post without JavaScript with the trap filled, and stores nothing', async () => {
    const before = (await submissions()).length;
    const { page, errors } = await open('contact', false);
    await page.locator('.honeypot input[name="website"]').evaluate((el: HTMLInputElement) => {
      el.value = 'http://spam.example';
    });
    const mailsBefore = mailsSent().length;
    await Promise.all([page.waitForURL(`${pages.base}/Thanks`), submitButton(page).click()]);
    expect(errors).toEqual([]);
    expect((await submissions()).length).toBe(before);
    expect(mailsSent().length).toBe(mailsBefore);
    await page.context().close();
  }, 60_000);

  it('sends a post without JavaScript it refuses (a renamed photo as résumé) to the failure page', async () => {
    const before = (await submissions()).length;
    const photo = path.join(work, 'photo.pdf');
    writeFileSync(photo, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]));
    const { page, errors } = await open('application', false);
    await page.locator('#application-RESUME').setInputFiles(photo);
    await Promise.all([page.waitForURL(`${pages.base}/FormNotSent`), submitButton(page).click()]);
    expect(await page.locator('h1').textContent()).toBe('Your form was not sent');
    expect(errors).toEqual([]);
    expect((await submissions()).length).toBe(before);
    await page.context().close();
  }, 60_000);
});
