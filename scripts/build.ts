// npm run build: loads and checks site.yaml once, then builds the site into a staging folder and swaps it into place
// only when it is complete (src/build/build.ts). SITE_YAML and SITE_OUT build another site file into another folder
// (tests, benchmarks); FORMS_ENDPOINT_BASE sends the forms to the local receiver.
import path from 'node:path';
import { keepCompiledModules } from '../src/core/compiledModules.ts';
import { config } from '../src/core/config.ts';
import { DIST_DIR, PROJECT_ROOT } from '../src/core/paths.ts';

keepCompiledModules();
const { buildCommand } = await import('../src/build/build.ts');
const { generateTypesIfStale } = await import('../src/content/genTypes.ts');
const { siteFileFromEnv } = await import('../src/contract/loadSite.ts');

try {
  await generateTypesIfStale();
  process.exitCode = await buildCommand({
    siteFile: siteFileFromEnv(),
    outDir: config.siteOut ? path.resolve(PROJECT_ROOT, config.siteOut) : DIST_DIR,
    formsEndpointBase: config.formsEndpointBase,
    formsReturnBase: config.formsReturnBase,
  });
} catch (error) {
  // Every failed build says so in its exit code (left to itself, a rejected top-level await here exited 0).
  console.error(error);
  console.error('The build failed; the last good site is left as it was.');
  process.exitCode = 1;
}
