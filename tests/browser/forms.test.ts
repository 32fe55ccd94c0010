// The enquiry and application forms in Chromium, built once from tests/fixtures/forms-site.yaml (tests/global-setup.ts)
// with both forms sent to the local form receiver: what arrives, what validation blocks and the form's own message for
// each field (the browser's bubbles off once hydrated), where the visitor is taken, that a failed send loses nothing
// and is seen, and that a form posts natively, with the browser's own validation, before its island has loaded.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { startFormReceiver, type FormReceiver } from '../../src/serve/formsReceiver.ts';
import { applicationFields, contactFields } from '../../templates/islands/formFields.ts';
import { UI_TEXT } from '../../src/shared/uiText.ts';
import { SEND_TIMEOUT_MS } from '../../templates/islands/Form.tsx';
import type { FormSection } from '../../src/contract/descriptorTypes.ts';
import { builtClient, FORMS_FILE } from '../support/builds.ts';
import { ROOT } from '../support/fixture.ts';
import { newPage, siteScriptFiles, tabPool, unwatch, useBuiltSiteInChromium, watch } from '../support/browser.ts';
import { fileOnDisk as fileIn, storedIn } from '../support/formVisitor.ts';
import { loadSiteFile } from '../../src/contract/loadSite.ts';
import { htmlFileOf } from '../../src/check/checkSite.ts';

const RECEIVED = path.join(ROOT, '.tmp/forms-site-received');
const PHONE = '+91 00000 00000'; // the fixture's first phone: the fallback shown when sending fails
const formsSite = loadSiteFile(FORMS_FILE).resolved!;
const careers = formsSite.pages.find((p) => p.path === '/CareerPage')!;
const POSITIONS = (careers.sections.find((s) => s.type === 'form') as FormSection).positions!;
const APPLICATION_FIELDS = applicationFields(POSITIONS, UI_TEXT);
const CONTACT_FIELDS = contactFields(UI_TEXT);
const MB = 1024 * 1024;

const CONTACT = {
  Name: 'Asha Patil',
  Email: 'asha.patil@example.com',
  company: 'Zilla Parishad Pune',
  Phone: '9876543210',
  Message: 'We need a grievance portal.\nPlease call.',
};
const APPLICATION = {
  Client_Name: 'Ravi Kulkarni',
  Client_Mobile: '9123456780',
  Client_Email: 'ravi@example.com',
  Client_Qualification: 'B.E. Computer',
  Address: 'Flat 4, Baner Road\nPune',
  Permanent_Address: 'Main Street, Satara',
  Client_Experiance: '18 months',
  Client_Message: 'I would like to join.',
  Position: 'QC_Engineer',
};
/** Form posts carry line breaks as CRLF, whether the browser sends them natively or the page sends them by fetch. */
const posted = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.replace(/\n/g, '\r\n')]));
// A PDF by its leading bytes, as the receiver checks, then 300 KB of varied bytes.
const resumeBytes = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 31) % 256)),
]);
/** The tests' files, written once into this run's folder (tests/support/formVisitor.ts says why on disk). */
const fileOnDisk = (name: string, bytes: Buffer) => fileIn(path.join(inject('runDir'), 'forms-files'), name, bytes);
const RESUME = fileOnDisk('Ravi CV.pdf', resumeBytes);

let receiver: FormReceiver;
let port: number;
// Served where the build sends a visitor without JavaScript back to (site.forms.thanks on this address).
const site = useBuiltSiteInChromium(builtClient('forms'), inject('formsPorts').forms.site);

const stored = () => storedIn(RECEIVED);
const startReceiver = async () => {
  receiver = await startFormReceiver({ port, dir: RECEIVED, provider: 'formspree' }); // the fixture's service
};

beforeAll(async () => {
  rmSync(RECEIVED, { recursive: true, force: true });
  port = inject('formsPort'); // the port the forms fixture was built to post to
  await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
});

// The tests take turns in one tab, each opening its page anew there (tabPool); a test that needs a context of its own
// (JavaScript off, a fake clock, code held back) closes its page itself or makes its own.
const tabs = tabPool(() => site.browser);
afterAll(() => tabs.close());

/** A page of the forms site with every request to the receiver recorded; its form island hydrated unless JS is off. */
async function open(route: string, options: { javaScriptEnabled?: boolean } = {}) {
  const ownContext = options.javaScriptEnabled === false;
  const page = ownContext ? await newPage(site.browser, options) : await tabs.borrow();
  const w = watch(page, site.base);
  const sent: string[] = [];
  const onRequest = (r: Request) => {
    if (r.url().startsWith(`http://127.0.0.1:${port}/`)) sent.push(`${r.method()} ${r.url()}`);
  };
  page.on('request', onRequest);
  // Once the test is over, a tab it has used as planned goes back to the others; any other page is closed.
  onTestFinished(async ({ task }) => {
    unwatch(w);
    page.off('request', onRequest);
    if (page.isClosed()) return;
    if (!ownContext && task.result?.state === 'pass') await tabs.giveBack(page);
    else await page.context().close();
  });
  await page.goto(site.base + route, { waitUntil: 'load' });
  // Hydrated: the site script and the island's code have arrived and run (no fixed wait for the network to go idle).
  if (options.javaScriptEnabled !== false) {
    const island = page.locator('[data-island="form"]');
    await island.scrollIntoViewIfNeeded();
    await page.locator('[data-island="form"][data-hydrated]').waitFor();
  }
  return { page, w, sent };
}

async function fill(page: Page, form: 'contact' | 'application', values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const control = page.locator(`#${form}-${name}`);
    if (name === 'Position') await control.selectOption(value);
    else await control.fill(value);
  }
}

/** Holds back every script but the site script itself (the islands' code), until release() is called. */
function holdIslandCode(page: Page): { release(): void } {
  const siteScript = siteScriptFiles(site.root, readFileSync(htmlFileOf(site.root, '/CareerPage')!, 'utf8'));
  let release!: () => void;
  const released = new Promise<void>((r) => {
    release = r;
  });
  void page.route(/\.js$/, async (route) => {
    if (!siteScript.includes(new URL(route.request().url()).pathname)) await released;
    await route.continue();
  });
  return { release };
}

/** Every value the form holds now, as the receiver would get it (files by name and size). */
const formValues = (page: Page, form: string) =>
  page.locator(`#${form}-Name, #${form}-Client_Name`).evaluate((el) => {
    const data = new FormData((el as HTMLInputElement).form!);
    return Object.fromEntries(
      [...data].map(([k, v]) => [k, typeof v === 'string' ? v : `${v.name} (${v.size} bytes)`]),
    );
  });

const submit = (page: Page, form: string) =>
  page.locator(`form:has(#${form}-${form === 'contact' ? 'Name' : 'Client_Name'}) button[type="submit"]`);
const dialog = (page: Page) => page.locator('dialog.dialog[open]');

describe('the forms as built', () => {
  it('has every spec field with a visible label, the right required marks and the position options in order', async () => {
    const { page } = await open('/CareerPage');
    for (const [form, fields] of [['application', APPLICATION_FIELDS]] as const) {
      for (const field of fields) {
        const control = page.locator(`#${form}-${field.name}`);
        expect(await control.getAttribute('name')).toBe(field.name);
        expect(await control.evaluate((el: HTMLInputElement) => el.required)).toBe(field.required);
        const label = page.locator(`label[for="${form}-${field.name}"]`);
        expect(await label.isVisible()).toBe(true);
        expect(await label.locator('.required').count(), field.name).toBe(field.required ? 1 : 0);
      }
    }
    expect(
      await page.locator('#application-Client_Qualification').evaluate((el: HTMLInputElement) => el.required),
    ).toBe(false);
    const options = await page
      .locator('#application-Position option')
      .evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
    expect(options.map((o) => o[0])).toEqual([
      'not_Select',
      '.NET Developer',
      'Full_Stack_React_JS_/_Node_JS',
      'Application_Support_Engineer',
      'Business_Analyst',
      'Business_Development_Manager',
      'React_Developer',
      'UI_/_UX_Designer',
      'QC_Engineer',
      'Digital_Marketing_Executive',
    ]);
    expect(options[0][1]).toBe('Select Position');
    expect(await page.locator('#application-Position').inputValue()).toBe('not_Select');
    expect(await page.locator('form:has(#application-RESUME)').getAttribute('enctype')).toBe('multipart/form-data');
    expect(await page.locator('form:has(#application-RESUME)').getAttribute('action')).toBe(`${receiver.url}/apply`);
    expect(
      await page
        .locator('#application-Client_Mobile')
        .evaluate((el: HTMLInputElement) => [el.type, el.minLength, el.maxLength, el.inputMode]),
    ).toEqual(['text', 10, 10, 'numeric']);

    const contact = await open('/ContactPage');
    expect(await contact.page.locator('form:has(#contact-Name)').getAttribute('action')).toBe(
      `${receiver.url}/contact`,
    );
    for (const field of CONTACT_FIELDS) {
      expect(
        await contact.page.locator(`#contact-${field.name}`).evaluate((el: HTMLInputElement) => el.required),
        field.name,
      ).toBe(true);
      expect(await contact.page.locator(`label[for="contact-${field.name}"]`).isVisible()).toBe(true);
    }
  });

  it('carries each field once, as HTML: the island reads its fields from it, and hydrating changes nothing of the form', async () => {
    for (const [route, fields] of [
      ['/CareerPage', APPLICATION_FIELDS],
      ['/ContactPage', CONTACT_FIELDS],
    ] as const) {
      const { page, w } = await open(route);
      const props = await page.locator('[data-island="form"]').getAttribute('data-props');
      expect(JSON.parse(props!), route).not.toHaveProperty('fields');
      for (const field of fields) expect(props, `${route} ${field.name}`).not.toContain(field.label);
      // The island as served, and as it is once React has taken it over (the form's novalidate is the one change).
      const [served, hydrated] = await page.locator('[data-island="form"]').evaluate(async (island) => {
        const html = await (await fetch(location.href)).text();
        const before = new DOMParser().parseFromString(html, 'text/html').querySelector('[data-island="form"]')!;
        const after = island.cloneNode(true) as HTMLElement;
        after.querySelector('form')!.removeAttribute('novalidate');
        return [before.innerHTML, after.innerHTML];
      });
      expect(hydrated, route).toBe(served);
      expect(w.consoleErrors, route).toEqual([]);
    }
  });

  it("selects the vacancy's position when its APPLY link is followed, from site.yaml data, taking nothing from the address", async () => {
    const vacancies = careers.sections.flatMap((s) => (s.type === 'cards' ? s.cards : [])).filter((c) => c.position);
    expect(vacancies.length).toBeGreaterThan(1);
    const { page, w } = await open('/CareerPage?Position=Evil#Apply_Now');
    const position = page.locator('#application-Position');
    expect(await position.inputValue()).toBe('not_Select');
    for (const card of vacancies) {
      await page.locator(`#${card.id} a:has-text("APPLY")`).click();
      await expect.poll(() => page.url()).toMatch(/\/CareerPage\?Position=Evil#Apply_Now$/);
      expect(await position.inputValue(), card.id).toBe(card.position);
    }
    await expect
      .poll(() => page.locator('#Apply_Now').evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(200);
    expect(w.consoleErrors).toEqual([]);
  });

  it("selects the position even when APPLY is followed before the form's island has loaded, and keeps it when it loads", async () => {
    const page = await newPage(site.browser);
    const w = watch(page, site.base);
    const islandCode = holdIslandCode(page);
    await page.goto(site.base + '/CareerPage', { waitUntil: 'load' });
    await page.locator('html[data-enhanced]').waitFor({ state: 'attached' }); // the site script runs after the first paint
    const card = careers.sections.flatMap((s) => (s.type === 'cards' ? s.cards : [])).find((c) => c.position)!;
    await page.locator(`#${card.id} a:has-text("APPLY")`).click();
    expect(await page.locator('#application-Position').inputValue()).toBe(card.position);
    expect(await page.locator('[data-island="form"][data-hydrated]').count()).toBe(0);
    islandCode.release();
    await page.locator('[data-island="form"][data-hydrated]').waitFor();
    expect(await page.locator('#application-Position').inputValue()).toBe(card.position);
    expect(w.consoleErrors).toEqual([]);
    await page.context().close();
  });
});

describe('sending', () => {
  it('sends the enquiry as an ordinary form post with exactly the spec fields, then says what happens next and when, and resets', async () => {
    const { page, w } = await open('/ContactPage');
    const before = stored().length;
    await fill(page, 'contact', CONTACT);
    await submit(page, 'contact').click();
    await dialog(page).waitFor();
    // The spec's popup: "title Success!, text Your form has been submitted successfully." (site-spec.md, Forms).
    expect(await dialog(page).locator('h2').textContent()).toBe('Success!');
    const describedBy = page.locator(`[id="${await dialog(page).getAttribute('aria-describedby')}"]`);
    expect(await describedBy.locator('p').first().textContent()).toBe('Your form has been submitted successfully.');
    // Then what happens next, and when; a screen reader reads both on opening, as the dialog's description.
    expect(await describedBy.textContent()).toContain('within one working day');
    expect(await dialog(page).getAttribute('aria-labelledby')).toBe(
      await dialog(page).locator('h2').getAttribute('id'),
    );
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
    const received = stored().slice(before);
    expect(received).toHaveLength(1);
    expect(received[0].form).toBe('contact');
    expect(received[0].fields).toEqual(posted(CONTACT));
    expect(Object.keys(received[0].fields)).toEqual(['Name', 'Email', 'company', 'Phone', 'Message']);
    expect(receiver.requests.at(-1)?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(await page.locator('#contact-Name').inputValue()).toBe('');
    await dialog(page).locator('button', { hasText: 'Close' }).click();
    expect(await dialog(page).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Send message');
    expect(w.consoleErrors).toEqual([]);
  });

  it('sends the application as multipart with exactly the spec fields and the résumé bytes intact', async () => {
    const { page, w } = await open('/CareerPage');
    const before = stored().length;
    await fill(page, 'application', APPLICATION);
    await page.locator('#application-RESUME').setInputFiles(RESUME);
    await submit(page, 'application').click();
    await dialog(page).waitFor();
    const received = stored().slice(before);
    expect(received).toHaveLength(1);
    expect(received[0].form).toBe('application');
    expect(received[0].fields).toEqual(posted(APPLICATION));
    expect(receiver.requests.at(-1)?.contentType).toMatch(/^multipart\/form-data/);
    const [file] = received[0].files;
    expect(file).toMatchObject({ field: 'RESUME', filename: 'Ravi CV.pdf', bytes: resumeBytes.length });
    expect(file.sha256).toBe(createHash('sha256').update(resumeBytes).digest('hex'));
    expect(readFileSync(path.join(RECEIVED, file.savedAs)).equals(resumeBytes)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await dialog(page).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Send application');
    expect(await page.locator('#application-Client_Name').inputValue()).toBe('');
    expect(w.consoleErrors).toEqual([]);
  });

  it('disables the button while sending, so a second click or Enter sends nothing more', async () => {
    const { page, sent } = await open('/ContactPage');
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route(`${receiver.url}/contact`, async (route) => {
      await held;
      await route.continue();
    });
    await fill(page, 'contact', CONTACT);
    await submit(page, 'contact').click();
    await expect.poll(() => submit(page, 'contact').isDisabled()).toBe(true);
    expect(await submit(page, 'contact').textContent()).toBe('Sending…');
    await submit(page, 'contact').click({ force: true });
    await page.locator('#contact-Name').press('Enter');
    release();
    await dialog(page).waitFor();
    expect(sent).toHaveLength(1);
  });

  it('pretends to a bot that filled the honeypot that all went well, and sends nothing', async () => {
    const { page, sent } = await open('/ContactPage');
    const honeypot = page.locator('input[name="_gotcha"]'); // Formspree's trap, the fixture's service
    expect(
      await honeypot.evaluate((el) => [
        el.tabIndex,
        el.getAttribute('autocomplete'),
        el.closest('[aria-hidden="true"]') !== null,
      ]),
    ).toEqual([-1, 'off', true]);
    const box = await honeypot.boundingBox(); // kept off-screen rather than display:none, which some bots skip
    expect(box!.x + box!.width).toBeLessThanOrEqual(0);
    await fill(page, 'contact', CONTACT);
    await honeypot.evaluate((el: HTMLInputElement) => {
      el.value = 'http://spam.example';
    });
    await submit(page, 'contact').click();
    await dialog(page).waitFor();
    expect(sent).toEqual([]);
  });
});

/** The form's own message for a field (src/shared/uiText.ts), as it shows it. */
const ownMessage = (form: string, name: string) => {
  const field = (form === 'contact' ? CONTACT_FIELDS : APPLICATION_FIELDS).find((f) => f.name === name)!;
  return field.invalid!.replace('{types}', 'PDF, DOC or DOCX').replace('{size}', '5');
};

describe("validation blocks with the form's own messages, and nothing reaches the receiver", () => {
  async function expectBlocked(
    page: Page,
    form: string,
    name: string,
    sent: string[],
    problem: keyof ValidityState | 'any' = 'any',
  ) {
    const requests = receiver.requests.length;
    await submit(page, form).click();
    const control = page.locator(`#${form}-${name}`);
    // The résumé's first bytes are read asynchronously: its verdict may come a moment after the click.
    const validity = () =>
      control.evaluate((el: HTMLInputElement) => ({
        valid: el.validity.valid,
        ...Object.fromEntries(
          ['valueMissing', 'typeMismatch', 'patternMismatch', 'tooShort', 'tooLong', 'customError'].map((k) => [
            k,
            el.validity[k as keyof ValidityState],
          ]),
        ),
      }));
    await expect.poll(async () => (await validity()).valid, { message: name }).toBe(false);
    if (problem !== 'any')
      expect((await validity())[problem as keyof Awaited<ReturnType<typeof validity>>], `${name} ${problem}`).toBe(
        true,
      );
    await expect.poll(() => control.getAttribute('aria-invalid'), { message: name }).toBe('true');
    const errorId = (await control.getAttribute('aria-describedby'))!.split(' ').at(-1)!;
    await expect
      .poll(async () => (await page.locator(`#${errorId}`).textContent())?.length, {
        message: `${name} shows an error`,
      })
      .toBeGreaterThan(0);
    // Read with the field, not announced on its own: the form's one status line speaks for a refused send.
    expect(await page.locator(`#${errorId}`).getAttribute('aria-live')).toBeNull();
    // The field's own words, not the browser's ("Please fill out this field."), whose bubble is off (novalidate).
    if (problem !== 'customError') expect(await page.locator(`#${errorId}`).textContent()).toBe(ownMessage(form, name));
    expect(await control.evaluate((el: HTMLInputElement) => el.form!.noValidate)).toBe(true);
    // The first field that cannot be sent has the focus.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(`${form}-${name}`);
    expect(await dialog(page).count()).toBe(0);
    expect(sent).toEqual([]);
    expect(receiver.requests.length).toBe(requests);
  }

  it('blocks a 9-digit phone, an 11-digit phone, a bad e-mail and each missing field of the enquiry', async () => {
    const { page, sent } = await open('/ContactPage');
    await fill(page, 'contact', CONTACT);
    await page.locator('#contact-Phone').fill('987654321');
    await expectBlocked(page, 'contact', 'Phone', sent, 'patternMismatch');
    // Typing an 11th digit is refused by maxlength; a pasted or autofilled 11-digit value is caught by the pattern.
    await page.locator('#contact-Phone').fill('');
    await page.locator('#contact-Phone').pressSequentially('98765432101');
    expect(await page.locator('#contact-Phone').inputValue()).toBe('9876543210');
    await page.locator('#contact-Phone').evaluate((el: HTMLInputElement) => {
      el.value = '98765432101';
      el.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await expectBlocked(page, 'contact', 'Phone', sent, 'patternMismatch');
    await page.locator('#contact-Phone').fill(CONTACT.Phone);
    expect(await page.locator('#contact-Phone').getAttribute('aria-invalid')).toBeNull();
    await page.locator('#contact-Email').fill('asha.example.com');
    await expectBlocked(page, 'contact', 'Email', sent, 'typeMismatch');
    await page.locator('#contact-Email').fill(CONTACT.Email);
    for (const [name, value] of Object.entries(CONTACT)) {
      await page.locator(`#contact-${name}`).fill('');
      await expectBlocked(page, 'contact', name, sent, 'valueMissing');
      await page.locator(`#contact-${name}`).fill(value);
    }
  });

  it('blocks each missing required field of the application, a short mobile, and a résumé too large or of another type', async () => {
    const { page, sent } = await open('/CareerPage');
    await fill(page, 'application', APPLICATION);
    const resume = page.locator('#application-RESUME');
    await resume.setInputFiles(RESUME);
    for (const field of APPLICATION_FIELDS.filter((f) => f.required && f.type !== 'file')) {
      await page.locator(`#application-${field.name}`).fill('');
      await expectBlocked(page, 'application', field.name, sent, 'valueMissing');
      await page.locator(`#application-${field.name}`).fill(APPLICATION[field.name as keyof typeof APPLICATION]);
    }
    await page.locator('#application-Client_Mobile').fill('912345678');
    await expectBlocked(page, 'application', 'Client_Mobile', sent, 'patternMismatch');
    await page.locator('#application-Client_Mobile').fill(APPLICATION.Client_Mobile);

    await resume.setInputFiles([]);
    await expectBlocked(page, 'application', 'RESUME', sent, 'valueMissing');
    await resume.setInputFiles(fileOnDisk('big.pdf', Buffer.alloc(5 * MB + 1, 1)));
    await expectBlocked(page, 'application', 'RESUME', sent, 'customError');
    expect(await page.locator('#application-RESUME-error').textContent()).toBe(
      '“big.pdf” is larger than 5 MB, the most this form accepts. Choose a smaller file.',
    );
    await resume.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await expectBlocked(page, 'application', 'RESUME', sent, 'customError');
    expect(await page.locator('#application-RESUME-error').textContent()).toContain('is not a PDF, DOC or DOCX file');
    // A photo renamed to cv.pdf: the name is right, the first bytes are a PNG's.
    await resume.setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
    });
    await expectBlocked(page, 'application', 'RESUME', sent, 'customError');
    expect(await page.locator('#application-RESUME-error').textContent()).toBe(
      '“cv.pdf” is not really a PDF file inside. Save your résumé again as PDF, DOC or DOCX and choose that file.',
    );
    // Exactly 5 MB is allowed, and a DOCX (a ZIP inside) too.
    await resume.setInputFiles(
      fileOnDisk('cv.docx', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(5 * MB - 4, 2)])),
    );
    await expect.poll(() => page.locator('#application-RESUME-error').textContent()).toBe('');
    await expect.poll(() => resume.getAttribute('aria-invalid')).toBeNull();
    expect(await resume.getAttribute('accept')).toBe('.pdf,.doc,.docx');
  });
});

describe('on a phone', () => {
  it('takes the visitor to the first field that cannot be sent, its label below the sticky header, and focuses it', async () => {
    const { page, sent } = await open('/ContactPage');
    await page.setViewportSize({ width: 390, height: 740 });
    await fill(page, 'contact', { ...CONTACT, Name: '', Email: 'asha.example.com' });
    await submit(page, 'contact').scrollIntoViewIfNeeded();
    await submit(page, 'contact').click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('contact-Name');
    // Every field that cannot be sent says why; the others say nothing.
    expect(await page.locator('#contact-Name-error').textContent()).toBe(UI_TEXT.errName);
    expect(await page.locator('#contact-Email-error').textContent()).toBe(UI_TEXT.errEmail);
    expect(await page.locator('#contact-Phone-error').textContent()).toBe('');
    // A screen reader hears one thing: the form's only live region says how many fields need a look.
    const live = page.locator('form.site-form [role="status"], form.site-form [aria-live]');
    expect(await live.count()).toBe(1);
    await expect.poll(() => live.textContent()).toMatch(/^2 fields need a look/);
    // Empty, the form's five required fields are counted, and a single one is said as one.
    for (const name of ['Name', 'Email', 'company', 'Phone', 'Message'])
      await page.locator(`#contact-${name}`).fill('');
    await submit(page, 'contact').click();
    await expect.poll(() => live.textContent()).toMatch(/^5 fields need a look/);
    await fill(page, 'contact', { ...CONTACT, Message: '' });
    await submit(page, 'contact').click();
    await expect.poll(() => live.textContent()).toMatch(/^One field needs a look/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('contact-Message');
    await fill(page, 'contact', { ...CONTACT, Name: '', Email: 'asha.example.com' });
    await submit(page, 'contact').click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('contact-Name');
    // Scrolled (smoothly, unless the visitor prefers less motion) until the label sits below the header, on screen.
    const placed = () =>
      page.evaluate(() => ({
        header: document.querySelector('.site-header')!.getBoundingClientRect().bottom,
        label: document.querySelector('label[for="contact-Name"]')!.getBoundingClientRect().top,
        field: document.getElementById('contact-Name')!.getBoundingClientRect().bottom,
      }));
    await expect
      .poll(async () => {
        const p = await placed();
        return p.label >= p.header && p.field <= 740;
      })
      .toBe(true);
    expect(sent).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 720 });
  });
});

describe('a failed send loses nothing', () => {
  const cases = [
    ['contact', 'answers 500'],
    ['contact', 'is down'],
    ['application', 'answers 500'],
    ['application', 'is down'],
  ] as const;
  it.each(cases)(
    '%s form: when the receiver %s, the message shows, every value stays, and a retry succeeds',
    async (form, failure) => {
      const route = form === 'contact' ? '/ContactPage' : '/CareerPage';
      const { page } = await open(route);
      const before = stored().length;
      await fill(page, form, form === 'contact' ? CONTACT : APPLICATION);
      if (form === 'application') await page.locator('#application-RESUME').setInputFiles(RESUME);
      const typed = await formValues(page, form);

      if (failure === 'answers 500') receiver.failWith(500);
      else await receiver.close();
      await submit(page, form).click();
      const alert = page.locator('.form-status.is-error[role="alert"]');
      await alert.waitFor();
      expect(await alert.textContent()).toContain('could not be sent');
      // Where the visitor is looking, and focused (a screen reader reads it; the keyboard goes on from there).
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.classList.contains('form-status')))
        .toBe(true);
      await expect
        .poll(() =>
          alert.evaluate((el) => {
            const r = el.getBoundingClientRect();
            return r.top >= 0 && r.bottom <= innerHeight;
          }),
        )
        .toBe(true);
      expect(await alert.locator('a').getAttribute('href')).toBe('tel:+910000000000');
      expect(await alert.textContent()).toContain(PHONE);
      expect(await formValues(page, form)).toEqual(typed);
      expect(await submit(page, form).isEnabled()).toBe(true);
      expect(await dialog(page).count()).toBe(0);
      expect(stored().length).toBe(before);

      if (failure === 'answers 500') receiver.failWith(0);
      else await startReceiver();
      await submit(page, form).click();
      await dialog(page).waitFor();
      expect(await alert.count()).toBe(0);
      const received = stored().slice(before);
      expect(received).toHaveLength(1);
      const { RESUME: _file, _gotcha: _trap, _next: _return, ...fields } = typed;
      expect(received[0].fields).toEqual(posted(fields));
    },
  );
});

describe('a send that gets no answer', () => {
  it(`fails after ${SEND_TIMEOUT_MS / 1000} s, not before, with every value kept`, async () => {
    const { page } = await open('/ContactPage');
    await page.clock.install();
    // The service takes the request and never answers.
    await page.route(`http://127.0.0.1:${port}/**`, () => {});
    await fill(page, 'contact', CONTACT);
    const typed = await formValues(page, 'contact');
    await submit(page, 'contact').click();
    await expect.poll(() => submit(page, 'contact').textContent()).toBe('Sending…');
    await page.clock.runFor(SEND_TIMEOUT_MS - 1000);
    expect(await submit(page, 'contact').textContent()).toBe('Sending…');
    await page.clock.runFor(1000);
    const alert = page.locator('.form-status.is-error[role="alert"]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('could not be sent');
    expect(await formValues(page, 'contact')).toEqual(typed);
    expect(await submit(page, 'contact').isEnabled()).toBe(true);
    await page.context().close();
  });
});

describe('keyboard only', () => {
  /** Presses Tab from the top of the page until the form's submit button, listing the form fields reached. */
  async function tabThrough(page: Page, form: string, onField?: (name: string) => Promise<void>) {
    const reached: string[] = [];
    for (let i = 0; i < 200; i++) {
      await page.keyboard.press('Tab');
      const at = await page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null;
        return { id: el?.id ?? '', name: el?.name ?? '', type: el?.type ?? '' };
      });
      if (at.id.startsWith(`${form}-`)) {
        reached.push(at.name);
        await onField?.(at.name);
      }
      if (at.type === 'submit' && reached.length) return reached;
    }
    throw new Error(`never reached the submit button; reached ${reached.join(', ')}`);
  }

  it('reaches every enquiry field by Tab, sends with Enter and closes the popup with Escape', async () => {
    const { page } = await open('/ContactPage');
    const before = stored().length;
    const typeValue = (name: string) => page.keyboard.type(CONTACT[name as keyof typeof CONTACT]);
    expect(await tabThrough(page, 'contact', typeValue)).toEqual(CONTACT_FIELDS.map((f) => f.name));
    await page.keyboard.press('Enter'); // on the submit button
    await dialog(page).waitFor();
    expect(
      stored()
        .slice(before)
        .map((s) => s.fields),
    ).toEqual([posted(CONTACT)]);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
    await page.keyboard.press('Tab'); // the modal popup keeps focus inside itself
    expect(
      await page.evaluate(
        () => document.activeElement?.closest('dialog') !== null || document.activeElement === document.body,
      ),
    ).toBe(true);
    await page.keyboard.press('Escape');
    expect(await dialog(page).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Send message');
  });

  it('reaches every application field by Tab and closes the popup with its button from the keyboard', async () => {
    const { page } = await open('/CareerPage');
    expect(await tabThrough(page, 'application')).toEqual(APPLICATION_FIELDS.map((f) => f.name));
    await fill(page, 'application', APPLICATION);
    await page.locator('#application-RESUME').setInputFiles(RESUME);
    await page.locator('#application-Position').focus();
    await page.keyboard.press('ArrowDown'); // a closed select changes with the arrow keys
    expect(await page.locator('#application-Position').inputValue()).toBe(
      POSITIONS[POSITIONS.findIndex((p) => p.value === APPLICATION.Position) + 1].value,
    );
    await submit(page, 'application').focus();
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    await page.keyboard.press('Enter'); // on the focused Close button
    expect(await dialog(page).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Send application');
  });
});

describe('before the island has loaded', () => {
  it('a form sent before its code arrives posts natively and lands at the receiver', async () => {
    const page = await newPage(site.browser);
    holdIslandCode(page); // never released: a very slow network
    const before = stored().length;
    await page.goto(site.base + '/ContactPage', { waitUntil: 'load' });
    await fill(page, 'contact', CONTACT);
    expect(await page.locator('[data-island="form"][data-hydrated]').count()).toBe(0);
    // Formspree's redirect (302 to _next) brings the visitor to the site's thanks page.
    await Promise.all([page.waitForURL(`${site.base}/Thanks`), submit(page, 'contact').click()]);
    expect(await page.locator('h1').textContent()).toBe('Thank you');
    expect(
      stored()
        .slice(before)
        .map((s) => [s.form, s.fields]),
    ).toEqual([['contact', posted(CONTACT)]]);
    await page.context().close();
  });
});

describe('without JavaScript', () => {
  it("keeps the browser's own validation: an empty field stops the post", async () => {
    const { page, sent } = await open('/ContactPage', { javaScriptEnabled: false });
    await fill(page, 'contact', { ...CONTACT, Name: '' });
    expect(await page.locator('form:has(#contact-Name)').evaluate((f: HTMLFormElement) => f.noValidate)).toBe(false);
    await submit(page, 'contact').click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-Name');
    expect(page.url()).toBe(`${site.base}/ContactPage`);
    expect(sent).toEqual([]);
  });

  it('posts each form natively to its endpoint', async () => {
    const before = stored().length;
    const { page } = await open('/ContactPage', { javaScriptEnabled: false });
    await fill(page, 'contact', CONTACT);
    await Promise.all([page.waitForURL(`${site.base}/Thanks`), submit(page, 'contact').click()]);
    expect(await page.locator('h1').textContent()).toBe('Thank you');
    await page.goto(site.base + '/CareerPage');
    await fill(page, 'application', APPLICATION);
    await page.locator('#application-RESUME').setInputFiles(RESUME);
    await Promise.all([page.waitForURL(`${site.base}/Thanks`), submit(page, 'application').click()]);
    expect(await page.locator('h1').textContent()).toBe('Thank you');
    const received = stored().slice(before);
    expect(received.map((s) => [s.form, s.fields])).toEqual([
      ['contact', posted(CONTACT)],
      ['application', posted(APPLICATION)],
    ]);
    expect(readFileSync(path.join(RECEIVED, received[1].files[0].savedAs)).equals(resumeBytes)).toBe(true);
  });
});
