// A visitor sending the site's two forms (tests/browser/form-providers.test.ts, pages-function.test.ts): what they type,
// the form page opened with JavaScript on (its island started) or off, the form filled, and what a receiver stored.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { Submission } from '../../src/serve/formsReceiver.ts';
import { newPage, watch } from './browser.ts';

/** What a visitor types into the enquiry form, by the spec's field names. */
export const CONTACT = {
  Name: 'Asha Patil',
  Email: 'asha.patil@example.com',
  company: 'Zilla Parishad Pune',
  Phone: '9876543210',
  Message: 'We need a grievance portal.',
};
/** What an applicant types into the application form, by the spec's field names. */
export const APPLICATION = {
  Client_Name: 'Ravi Kulkarni',
  Client_Mobile: '9123456780',
  Client_Email: 'ravi@example.com',
  Client_Qualification: 'B.E. Computer',
  Address: 'Baner Road, Pune',
  Permanent_Address: 'Main Street, Satara',
  Client_Experiance: '18 months',
  Client_Message: 'I would like to join.',
  Position: 'QC_Engineer',
};
/** Each form: the page it is on, what is typed into it, and the address a reply goes to. */
export const FORMS = {
  contact: { route: '/ContactPage', values: CONTACT as Record<string, string>, email: CONTACT.Email },
  application: { route: '/CareerPage', values: APPLICATION as Record<string, string>, email: APPLICATION.Client_Email },
} as const;
export type FormName = keyof typeof FORMS;

/**
 * A file the tests choose, written once into `dir`: Playwright hands a file on disk to the browser by its path, where
 * a buffer crosses the protocol as base64.
 */
export function fileOnDisk(dir: string, name: string, bytes: Buffer): string {
  const file = path.join(dir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return file;
}

/** A form's page, with JavaScript on (its island started) or off, and what its console reports. */
export async function openForm(browser: Browser, base: string, form: FormName, javaScriptEnabled: boolean) {
  const page = await newPage(browser, { javaScriptEnabled });
  const w = watch(page, base);
  await page.goto(base + FORMS[form].route, { waitUntil: 'load' });
  if (javaScriptEnabled) {
    await page.locator('[data-island="form"]').scrollIntoViewIfNeeded();
    // A form that does not start says why, if the page knows: the island's own failure line, the console, a request.
    await page
      .locator('[data-island="form"][data-hydrated]')
      .waitFor()
      .catch(async (error: Error) => {
        const said = [...(await page.locator('.island-error').allTextContents()), ...w.consoleErrors];
        const why =
          [...said, ...w.failedOwnRequests.map((r) => `failed: ${r}`)].join('; ') || 'the page reported nothing';
        throw new Error(`the form's island did not start on ${FORMS[form].route}: ${why}`, { cause: error });
      });
  }
  return { page, w };
}

/** Types the visitor's words into the form, and chooses `resume` for an application. */
export async function fillForm(page: Page, form: FormName, resume: string) {
  for (const [name, value] of Object.entries(FORMS[form].values)) {
    const control = page.locator(`#${form}-${name}`);
    if (name === 'Position') await control.selectOption(value);
    else await control.fill(value);
  }
  if (form === 'application') await page.locator('#application-RESUME').setInputFiles(resume);
}

export const submitButton = (page: Page) => page.locator('form.site-form button[type="submit"]');

/** What a receiver stored in `dir` (its submissions.jsonl), in the order it came. */
export const storedIn = (dir: string): Submission[] => {
  const log = path.join(dir, 'submissions.jsonl');
  return existsSync(log)
    ? readFileSync(log, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
    : [];
};
