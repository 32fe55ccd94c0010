// Builds every fixture site once per test run, before any test file starts, into a folder of this run's
// own. The real site (dist/client) is built by `npm test` itself, before Vitest runs.
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildOut, FIXTURE_SITES, runBuild, runFolder, type BuildName } from './support/builds';
import { prepareWalkthroughSite } from './support/walkthrough';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's folder of fixture builds (tests/support/builds.ts). */
    runDir: string;
    /** The port the forms fixture posts to; tests/browser/forms.test.ts starts the local receiver on it. */
    formsPort: number;
  }
}

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    }).on('error', reject);
  });
}

export default async function setup(project: TestProject) {
  const runDir = runFolder(String(process.pid));
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  const formsPort = await freePort();
  const sites: Record<BuildName, string> = { ...FIXTURE_SITES, walkthrough: prepareWalkthroughSite(path.join(runDir, 'walkthrough-site')).siteFile };
  const env: Partial<Record<BuildName, Record<string, string>>> = { forms: { FORMS_ENDPOINT_BASE: `http://127.0.0.1:${formsPort}` } };
  const started = Date.now();
  // One after another: Vike writes each +config/+route file's transpiled copy beside it under a name given by its
  // contents, so two builds of this project at the same moment delete each other's copy (ERR_MODULE_NOT_FOUND).
  const results: { name: BuildName; status: number | null; output: string }[] = [];
  for (const name of Object.keys(sites) as BuildName[]) {
    results.push({ name, ...(await runBuild(sites[name], buildOut(runDir, name), env[name])) });
  }
  const failed = results.filter((r) => r.status !== 0);
  if (failed.length) throw new Error(failed.map((r) => `building the ${r.name} fixture failed:\n${r.output}`).join('\n'));
  console.log(`built the ${results.map((r) => r.name).join(', ')} fixtures in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide('runDir', runDir);
  project.provide('formsPort', formsPort);
  return () => rmSync(runDir, { recursive: true, force: true });
}
