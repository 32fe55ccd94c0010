// npm run mailer:deploy: deploys the own receiver's mailer Worker (workers/forms-mailer) to Cloudflare with the sender
// and the mailboxes site.yaml names in site.forms.mail (docs/deploy.md, "Forms"). Arguments after -- go to wrangler
// (--dry-run shows what would be deployed).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadSite, siteFileFromEnv } from '../src/contract/loadSite.ts';
import { PROJECT_ROOT } from '../src/core/paths.ts';
import { mailerVars, wranglerVarArgs } from '../src/shared/formContract.ts';

const loaded = loadSite(siteFileFromEnv());
if (!loaded.site) {
  console.error(loaded.problems);
  process.exit(1);
}
const vars = mailerVars(loaded.site.layout.site);
if (!vars) {
  console.error(
    'site.yaml names no mailboxes for the forms\' e-mails: add site.forms.mail (from, contact, application), as docs/deploy.md ("Forms") shows',
  );
  process.exit(1);
}
// The wrangler the project's tests run the mailer with (tests/host-runtimes/package.json), fetched by npx if need be.
const { wrangler } = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'tests/host-runtimes/package.json'), 'utf8'))
  .dependencies as { wrangler: string };
const run = spawnSync(
  'npx',
  [
    '--yes',
    // wrangler's own packages with install scripts, as tests/host-runtimes/package.json allows them (this project's
    // .npmrc refuses any script not named).
    '--allow-scripts=esbuild,workerd,sharp',
    `wrangler@${wrangler}`,
    'deploy',
    '-c',
    path.join(PROJECT_ROOT, 'workers/forms-mailer/wrangler.toml'),
    ...wranglerVarArgs(vars),
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
process.exit(run.status ?? 1);
