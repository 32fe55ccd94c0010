// Builds the real site (into dist/, as npm run build does) and every fixture site (into a folder of this run's own)
// once per test run, in worker threads of this process, side by side. The builds go on while the test files that read
// no build output run (vitest.config.ts runs them first); a file that reads one waits for them in its setup
// (tests/support/awaitBuilds.ts), which reads how they ended from BUILDS_DONE in the run's folder.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { BuildOptions } from '../src/build/build.ts';
import { DEFAULT_SITE_FILE } from '../src/core/paths.ts';
import { writeFileSync } from 'node:fs';
import { BUILDS_DONE, buildInWorker, buildOut, FIXTURE_SITES, runFolder, type BuildName } from './support/builds.ts';
import { ROOT } from './support/fixture.ts';
import { freePort } from './support/http.ts';
import { prepareVideoSite } from './support/clips.ts';
import { preparePhotoSite } from './support/photos.ts';
import { prepareWalkthroughSite } from './support/walkthrough.ts';
import { prepareBilingualSite } from './support/bilingual.ts';
import {
  FORMS_BUILDS,
  formsPagesSiteFile,
  prepareFormsSite,
  type FormsBuild,
  type FormsPorts,
} from './support/formsSites.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's folder of fixture builds (tests/support/builds.ts). */
    runDir: string;
    /** The port the forms fixture posts to; tests/browser/forms.test.ts starts the local receiver on it. */
    formsPort: number;
    /** Each forms build's receiver port and the port it is served at (tests/support/formsSites.ts). */
    formsPorts: Record<FormsBuild, FormsPorts>;
  }
}

export default async function setup(project: TestProject) {
  const runDir = runFolder(String(process.pid));
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  const formsPorts: Record<FormsBuild, FormsPorts> = {
    forms: { receiver: await freePort(), site: await freePort() },
    formsFormspree: { receiver: await freePort(), site: await freePort() },
    formsOwn: { receiver: await freePort(), site: await freePort() },
    formsBasin: { receiver: await freePort(), site: await freePort() },
    formsNetlify: { receiver: await freePort(), site: await freePort() },
  };
  project.provide('runDir', runDir);
  project.provide('formsPort', formsPorts.forms.receiver);
  project.provide('formsPorts', formsPorts);
  const building = buildAll(runDir, formsPorts).then(
    (failures) => writeFileSync(path.join(runDir, BUILDS_DONE), JSON.stringify({ failures })),
    (error: Error) =>
      writeFileSync(path.join(runDir, BUILDS_DONE), JSON.stringify({ failures: error.stack ?? String(error) })),
  );
  return async () => {
    await building;
    rmSync(runDir, { recursive: true, force: true });
  };
}

/** Every build of the run, side by side; what failed, as printed, or "" when none did. */
async function buildAll(runDir: string, formsPorts: Record<FormsBuild, FormsPorts>): Promise<string> {
  const sites: Record<BuildName, string> = {
    ...FIXTURE_SITES,
    walkthrough: prepareWalkthroughSite(path.join(runDir, 'walkthrough-site')).siteFile,
    photos: (await preparePhotoSite(path.join(runDir, 'photos-site'))).siteFile,
    bilingual: prepareBilingualSite(path.join(runDir, 'bilingual-site')).siteFile,
    videos: prepareVideoSite(path.join(runDir, 'videos-site')).siteFile,
    formsFormspree: prepareFormsSite(path.join(runDir, 'forms-formspree-site'), 'formspree').siteFile,
    formsOwn: prepareFormsSite(path.join(runDir, 'forms-own-site'), 'own').siteFile,
    formsBasin: prepareFormsSite(path.join(runDir, 'forms-basin-site'), 'basin').siteFile,
    formsNetlify: prepareFormsSite(path.join(runDir, 'forms-netlify-site'), 'netlify', true).siteFile,
    formsPages: prepareFormsSite(path.dirname(formsPagesSiteFile(runDir)), 'own', true).siteFile,
  };
  const local = (port: number) => `http://127.0.0.1:${port}`;
  const formsEndpointBase: Partial<Record<BuildName, string>> = {};
  const formsReturnBase: Partial<Record<BuildName, string>> = {};
  for (const name of Object.keys(formsPorts) as FormsBuild[]) {
    // Netlify's forms post to the site itself, where the test's imitation of Netlify hands them to the receiver.
    if (FORMS_BUILDS[name] !== 'netlify') formsEndpointBase[name] = local(formsPorts[name].receiver);
    formsReturnBase[name] = local(formsPorts[name].site);
  }
  const started = Date.now();
  // The real site into dist/ as `npm run build` builds it (the tests read dist/client, npm run check after them too),
  // then each fixture into this run's folder, without .br and .gz copies: no test reads them from a fixture.
  const builds: { name: string; options: BuildOptions }[] = [
    { name: 'real site', options: { siteFile: DEFAULT_SITE_FILE, outDir: path.join(ROOT, 'dist') } },
    ...(Object.keys(sites) as BuildName[]).map((name) => ({
      name,
      options: {
        siteFile: sites[name],
        outDir: path.join(ROOT, buildOut(runDir, name)),
        formsEndpointBase: formsEndpointBase[name],
        formsReturnBase: formsReturnBase[name],
        precompress: false,
      },
    })),
  ];
  // Two queues side by side: the real site, then the walkthrough's copy of it, which finds the real site's videos in
  // the cache; and the other fixtures, one after another, each finding in the cache the pictures, cards and fonts the
  // one before made. Builds wait for each other only while Vike reads its configuration (src/build/codeBuild.ts), so
  // the real site's videos (most of a fresh clone's first build) hold no fixture back.
  const run = ({ name, options }: (typeof builds)[number]) => buildInWorker(options).then((r) => ({ name, ...r }));
  const inTurn = async (queue: typeof builds) => {
    const done = [];
    for (const build of queue) done.push(await run(build));
    return done;
  };
  const copiesTheRealSite = (b: (typeof builds)[number]) => b.name === 'real site' || b.name === 'walkthrough';
  const results = (
    await Promise.all([inTurn(builds.filter(copiesTheRealSite)), inTurn(builds.filter((b) => !copiesTheRealSite(b)))])
  ).flat();
  const failed = results.filter((r) => r.status !== 0);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (!failed.length) console.log(`built the ${results.map((r) => r.name).join(', ')} in ${seconds} s`);
  return failed.map((r) => `building the ${r.name} failed:\n${r.output}`).join('\n');
}
