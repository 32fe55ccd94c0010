// The fixture sites the tests build, once per run, in tests/global-setup.ts; test files read what was built.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { inject } from 'vitest';
import type { BuildOptions } from '../../src/build/build.ts';
import { FIXTURE_FILE, ROOT } from './fixture.ts';

export const FORMS_FILE = path.join(ROOT, 'tests/fixtures/forms-site.yaml');

/** Each fixture site by name; `site: null` is the walk-through copy of the real site, made by the setup. */
export const FIXTURE_SITES = {
  /** tests/fixtures/mini-site.yaml: build output, host files, the checker. */
  mini: FIXTURE_FILE,
  /** tests/fixtures/forms-site.yaml (Formspree) with both forms sent to the local receiver on the port the setup chose. */
  forms: FORMS_FILE,
  /** Copies of it with Formspree, the own receiver and Basin as the service (tests/support/formsSites.ts). */
  formsFormspree: null,
  formsOwn: null,
  formsBasin: null,
  /** And with Netlify Forms: its forms post to the thanks page on the site itself (tests/support/netlifyForms.ts). */
  formsNetlify: null,
  /** The own receiver on the site itself, as a Pages Function serves it (tests/pages-function.test.ts). */
  formsPages: null,
  /** A copy of the real site with the owner guides' walk-through entries pasted in (tests/support/walkthrough.ts). */
  walkthrough: null,
  /** The mini site with generated photos: a hero, a product picture and an events gallery (tests/support/photos.ts). */
  photos: null,
  /** The mini site in English and a stand-in Marathi, one page in English only (tests/support/bilingual.ts). */
  bilingual: null,
  /** The mini site with phone-like videos: a hero and two testimonials, one with captions (tests/support/clips.ts). */
  videos: null,
} as const;

export type BuildName = keyof typeof FIXTURE_SITES;

/** The file in a run's folder that says its builds have ended, and what failed (tests/global-setup.ts writes it). */
export const BUILDS_DONE = 'builds-done.json';

/** Where one run keeps its builds: its own folder, so two runs side by side never delete each other's. */
export const runFolder = (id: string) => path.join(ROOT, '.tmp/test-runs', id);

/** The output folder of a fixture build, relative to the project (as SITE_OUT takes it). */
export const buildOut = (runDir: string, name: BuildName) => path.relative(ROOT, path.join(runDir, name));

/** Inside a test file: the built site of a fixture, as a host would serve it. */
export const builtClient = (name: BuildName) => path.join(ROOT, buildOut(inject('runDir'), name), 'client');

export interface BuildRun {
  status: number | null;
  output: string;
}

/** `npm run build` of one site file into one output folder, exactly as a person runs it. */
export function runBuild(siteFile: string, out: string, env: Record<string, string> = {}): Promise<BuildRun> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '--silent'], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production', SITE_YAML: siteFile, SITE_OUT: out, ...env },
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('close', (status) => resolve({ status, output }));
  });
}

/**
 * The same build in a worker thread of this process: no npm, tsx or type generation to start, and a production
 * environment of its own whatever the test runner's NODE_ENV. Builds run side by side: each waits for the others only
 * while Vike reads its configuration (readingVikeConfig in src/build/codeBuild.ts).
 */
export function buildInWorker(options: BuildOptions): Promise<BuildRun> {
  const worker = new Worker(new URL('./buildWorker.mjs', import.meta.url), {
    workerData: options,
    env: { ...process.env, NODE_ENV: 'production' },
    stdout: true,
    stderr: true,
  });
  let output = '';
  worker.stdout.on('data', (d) => {
    output += d;
  });
  worker.stderr.on('data', (d) => {
    output += d;
  });
  return new Promise<BuildRun>((resolve) => {
    let status: number | null = null;
    worker.on('message', (message: { status?: number; problems?: string }) => {
      status = message.status ?? null;
      output += message.problems ?? '';
    });
    worker.on('error', (error) => {
      output += error.stack;
    });
    worker.on('exit', () => resolve({ status, output }));
  });
}

/** Inside a test file: the folder of the photos fixture's site file and public/ (tests/support/photos.ts). */
export const photoSiteDir = () => path.join(inject('runDir'), 'photos-site');

/** Inside a test file: the folder of the videos fixture's site file and public/ (tests/support/clips.ts). */
export const videoSiteDir = () => path.join(inject('runDir'), 'videos-site');
