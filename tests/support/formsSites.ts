// The forms fixture as each service it is tested through: tests/fixtures/forms-site.yaml names Formspree
// (tests/browser/forms.test.ts); tests/browser/form-providers.test.ts has copies of its own, one per service. Each is
// built to post to a local receiver of its own and served at an address fixed before the build (tests/global-setup.ts),
// where a service sends a visitor without JavaScript back to the thanks page: two test files never share one.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ProviderName } from '../../src/shared/formProviders.ts';
import { FORMS_FILE } from './builds.ts';
import { FIXTURE_PUBLIC, mutate } from './fixture.ts';

/** The builds of the forms fixture, by the service each is sent to. */
export const FORMS_BUILDS = {
  forms: 'formspree',
  formsFormspree: 'formspree',
  formsOwn: 'own',
  formsBasin: 'basin',
  formsNetlify: 'netlify',
} as const satisfies Record<string, ProviderName>;
export type FormsBuild = keyof typeof FORMS_BUILDS;
/** The builds tests/browser/form-providers.test.ts sends the forms through. */
export const PROVIDER_BUILDS = [
  'formsFormspree',
  'formsOwn',
  'formsBasin',
  'formsNetlify',
] as const satisfies FormsBuild[];

/** Where one forms build posts to and is served at, chosen by the global setup. */
export interface FormsPorts {
  receiver: number;
  site: number;
}

/** The site file of the formsPages build (tests/browser/pages-function.test.ts), in a run's folder. */
export const formsPagesSiteFile = (runDir: string) => path.join(runDir, 'forms-pages-site', 'site.yaml');

/**
 * A copy of the forms fixture with `provider` as its service; `onSite`: without the forms' addresses, so that they post
 * to the site itself (the own receiver at /forms/contact and /forms/apply: tests/pages-function.test.ts, with its
 * e-mails' settings; Netlify Forms at the thanks page).
 */
export function prepareFormsSite(dir: string, provider: ProviderName, onSite = false): { siteFile: string } {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(FIXTURE_PUBLIC, path.join(dir, 'public'), { recursive: true });
  const siteFile = path.join(dir, 'site.yaml');
  const text = readFileSync(FORMS_FILE, 'utf8');
  let site = mutate(text, '    provider: formspree', `    provider: ${provider}`);
  if (onSite && provider !== 'own')
    site = mutate(
      site,
      '    contact: https://forms.example/contact\n    application: https://forms.example/apply\n',
      '',
    );
  else if (onSite) {
    // Its e-mails (the mailer Worker's settings): enquiries to info, applications to a careers mailbox of their own.
    site = mutate(
      site,
      '    contact: https://forms.example/contact\n    application: https://forms.example/apply\n',
      '    mail: { from: forms@fixture.example, contact: info, application: careers }\n',
    );
    site = mutate(
      site,
      '    - { id: info, label: Info, address: info@fixture.example }\n',
      '    - { id: info, label: Info, address: info@fixture.example }\n    - { id: careers, label: Careers, address: careers@fixture.example }\n',
    );
  }
  writeFileSync(siteFile, site);
  return { siteFile };
}
