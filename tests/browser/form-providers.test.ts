// Both forms sent through the services they are tested as (tests/support/formsSites.ts: the forms fixture built for
// Formspree, and copies of it for the own receiver, Basin and Netlify Forms, whose forms post to the site itself, served
// as Netlify's CDN serves it: tests/support/netlifyForms.ts), with JavaScript on and off, in Chromium under the built site's own
// Content-Security-Policy: the local receiver answers as that service does (src/shared/formProviders.ts), and the test
// checks what the visitor sees (the popup, or the site's thanks or failure page, with no CSP violation) and what
// arrived (the spec's fields, the résumé, the reply-to, no trap field; a filled trap: nothing).
import { createHash } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startFormReceiver, type FormReceiver } from '../../src/serve/formsReceiver.ts';
import { FORM_PROVIDERS } from '../../src/shared/formProviders.ts';
import { builtClient } from '../support/builds.ts';
import { ROOT } from '../support/fixture.ts';
import { FORMS_BUILDS, PROVIDER_BUILDS, type FormsBuild } from '../support/formsSites.ts';
import { newPage, useBuiltSiteInChromium } from '../support/browser.ts';
import { serveAsNetlify } from '../support/netlifyForms.ts';
import {
  fileOnDisk,
  fillForm,
  FORMS,
  type FormName,
  openForm,
  storedIn,
  submitButton,
} from '../support/formVisitor.ts';

const resumeBytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(40_000, 7)]);
const filesDir = () => path.join(inject('runDir'), 'form-providers-files');
const RESUME = fileOnDisk(filesDir(), 'Ravi CV.pdf', resumeBytes);
/** A photo renamed to .pdf: the browser sends it without JavaScript (nothing reads its first bytes), the receiver refuses it. */
const NOT_A_PDF = fileOnDisk(
  filesDir(),
  'photo.pdf',
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
);

/** Every build of the forms fixture, served where it was built to be sent back to, with its receiver as its service. */
function throughService(build: FormsBuild) {
  const provider = FORMS_BUILDS[build];
  const ports = inject('formsPorts')[build];
  const inbox = path.join(ROOT, `.tmp/form-providers-${provider}`);
  const receiverUrl = `http://127.0.0.1:${ports.receiver}`;
  const site = useBuiltSiteInChromium(
    builtClient(build),
    ports.site,
    provider === 'netlify' ? serveAsNetlify(receiverUrl) : undefined,
  );
  let receiver: FormReceiver;
  beforeAll(async () => {
    rmSync(inbox, { recursive: true, force: true });
    // Basin sends a visitor back to the redirect address set in its own settings (docs/deploy.md, "Forms"): the thanks page.
    const redirect = provider === 'basin' ? `http://127.0.0.1:${ports.site}/Thanks` : undefined;
    receiver = await startFormReceiver({ port: ports.receiver, dir: inbox, provider, redirect });
  });
  afterAll(() => receiver?.close());
  const stored = () => storedIn(inbox);
  return {
    provider,
    site,
    stored,
    inbox,
    get receiver() {
      return receiver;
    },
  };
}

describe.each(PROVIDER_BUILDS)('through the %s build', (build) => {
  const service = throughService(build);
  const { provider, site } = service;

  const open = (form: FormName, javaScriptEnabled: boolean) =>
    openForm(site.browser, site.base, form, javaScriptEnabled);

  it("allows form posts to the service's origin and the site itself (the return to the thanks page) only", async () => {
    const page = await newPage(site.browser);
    const response = await page.goto(`${site.base}/ContactPage`);
    const csp = response!.headers()['content-security-policy'];
    const formAction = csp
      .split('; ')
      .find((d) => d.startsWith('form-action '))!
      .split(' ')
      .slice(1);
    // Netlify's forms post to the site itself.
    const serviceOrigin = provider === 'netlify' ? [] : [service.receiver.url];
    expect(formAction.sort()).toEqual(["'self'", ...serviceOrigin].sort());
    await page.context().close();
  });

  it(`says who receives the forms (${provider}) in the notice at each form, with a link to the privacy policy`, async () => {
    const page = await newPage(site.browser, { javaScriptEnabled: false });
    const name = provider === 'own' ? 'Fixture Software Pvt. Ltd.' : FORM_PROVIDERS[provider].label;
    for (const form of Object.keys(FORMS) as FormName[]) {
      await page.goto(site.base + FORMS[form].route);
      const notice = page.locator('.form-notice');
      expect(await notice.textContent(), form).toContain(`${name} receives the form for us`);
      // Its links: the address to write to for deletion (the fixture's $email:info), and the privacy policy.
      const links = await notice.locator('a').evaluateAll((all) => all.map((a) => a.getAttribute('href')));
      expect(links, form).toEqual(['mailto:info@fixture.example', '/PrivacyPolicy']);
    }
    await page.goto(`${site.base}/PrivacyPolicy`);
    expect(await page.locator('main').textContent()).toContain(`The forms are received for us by ${name}.`);
    await page.context().close();
  });

  describe.each([
    ['on', true],
    ['off', false],
  ] as const)('JavaScript %s', (_, javaScript) => {
    it.each(Object.keys(FORMS) as FormName[])(
      'the %s form arrives with the spec fields, the résumé and the reply-to, and the visitor is thanked on the site',
      async (form) => {
        const before = service.stored().length;
        const { page, w } = await open(form, javaScript);
        await fillForm(page, form, RESUME);
        if (javaScript) {
          await submitButton(page).click();
          await page.locator('dialog.dialog[open]').waitFor();
        } else {
          await Promise.all([page.waitForURL(`${site.base}/Thanks`), submitButton(page).click()]);
          expect(await page.locator('h1').textContent()).toBe('Thank you');
          expect(await page.locator('main h2').first().textContent()).toBe('Your form has been sent');
        }
        // No Content-Security-Policy violation, nor any other error, on the form's page or the thanks page.
        expect(w.consoleErrors).toEqual([]);
        const received = service.stored().slice(before);
        expect(received).toHaveLength(1);
        const [arrived] = received;
        expect(arrived.form).toBe(form);
        expect(arrived.provider).toBe(provider);
        // The spec's fields, and nothing of the service's: no trap, no return address, no reply-to field.
        expect(arrived.fields).toEqual(FORMS[form].values);
        // Formspree's and Basin's Reply-To come from a field of their own, which only the page's script can copy the
        // visitor's address into: without JavaScript the e-mail arrives as the spec's field alone (docs/deploy.md, "Forms").
        const replyToKnown = javaScript || provider === 'own';
        expect(arrived.replyTo).toBe(replyToKnown ? FORMS[form].email : undefined);
        if (form === 'application') {
          const [file] = arrived.files;
          expect(file).toMatchObject({ field: 'RESUME', filename: 'Ravi CV.pdf', bytes: resumeBytes.length });
          expect(readFileSync(path.join(service.inbox, file.savedAs)).equals(resumeBytes)).toBe(true);
          expect(file.sha256).toBe(createHash('sha256').update(resumeBytes).digest('hex'));
        } else expect(arrived.files).toEqual([]);
        await page.context().close();
      },
    );
  });

  it('a post without JavaScript with the trap filled is thanked like any other, and nothing arrives', async () => {
    const before = service.stored().length;
    const requests = service.receiver.requests.length;
    const { page, w } = await open('contact', false);
    await fillForm(page, 'contact', RESUME);
    const trap = page.locator('.honeypot input');
    expect(await trap.getAttribute('name')).toBe(FORM_PROVIDERS[provider].trap);
    await trap.evaluate((el: HTMLInputElement) => {
      el.value = 'http://spam.example'; // as a bot fills every field it finds
    });
    await Promise.all([page.waitForURL(`${site.base}/Thanks`), submitButton(page).click()]);
    expect(service.receiver.requests.length).toBe(requests + 1); // it did reach the service
    expect(service.stored().length).toBe(before);
    expect(w.consoleErrors).toEqual([]);
    await page.context().close();
  });

  if (provider === 'own')
    it('a post without JavaScript that the receiver refuses lands on the failure page, which says what to do', async () => {
      const before = service.stored().length;
      const { page, w } = await open('application', false);
      await fillForm(page, 'application', NOT_A_PDF);
      await Promise.all([page.waitForURL(`${site.base}/FormNotSent`), submitButton(page).click()]);
      expect(await page.locator('h1').textContent()).toBe('Your form was not sent');
      expect(await page.locator('main').textContent()).toContain("Go back with your browser's Back button");
      expect(service.receiver.requests.at(-1)?.status).toBe(415);
      expect(service.stored().length).toBe(before);
      expect(w.consoleErrors).toEqual([]);
      await page.context().close();
    });
});
