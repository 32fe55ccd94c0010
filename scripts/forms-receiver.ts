// npm run forms:receive: the local form receiver alone (src/serve/formsReceiver.ts).
//   FORMS_PORT (4319), FORMS_DIR (.forms-inbox), FORMS_MAX_BYTES (5 MB), FORMS_FAIL (e.g. 500: answer every form with it),
//   FORMS_SITE_ORIGIN (default: site.origin in site.yaml), FORMS_PROVIDER (formspree, basin, netlify, own; custom by default),
//   FORMS_REDIRECT (the thanks page's full address, where a service sends a visitor from its own settings: Basin)
import path from 'node:path';
import { config } from '../src/core/config.ts';
import { providerFromEnvironment, siteOriginFromEnvironment, startFormReceiver } from '../src/serve/formsReceiver.ts';

const dir = config.formsDir;
try {
  const siteOrigin = await siteOriginFromEnvironment();
  const provider = providerFromEnvironment(config.formsProvider);
  const r = await startFormReceiver({
    port: config.formsPort,
    dir,
    maxFileBytes: config.formsMaxBytes,
    failWith: config.formsFail,
    siteOrigin,
    provider,
    redirect: config.formsRedirect,
  });
  console.log(
    `Form receiver at ${r.url}/contact and ${r.url}/apply, answering as ${provider ?? 'custom'}, storing in ${path.resolve(dir)}  (Ctrl+C stops it)`,
  );
  console.log(`Forms are accepted from local pages${siteOrigin ? ` and ${siteOrigin}` : ''}.`);
} catch (error) {
  console.error(`Form receiver could not start: ${(error as Error).message}`);
  process.exit(1);
}
