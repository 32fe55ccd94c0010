// The fixture sites the tests build, once per run, in tests/global-setup.ts; test files read what was built.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { inject } from 'vitest';
import { FIXTURE_FILE, ROOT } from './fixture';

export const FORMS_FILE = path.join(ROOT, 'tests/fixtures/forms-site.yaml');

/** Each fixture site by name; `site: null` is the walk-through copy of the real site, made by the setup. */
export const FIXTURE_SITES = {
  /** tests/fixtures/mini-site.yaml: build output, host files, the checker. */
  mini: FIXTURE_FILE,
  /** tests/fixtures/forms-site.yaml with both forms sent to the local receiver on the port the setup chose. */
  forms: FORMS_FILE,
  /** A copy of the real site with the README's walk-through entries pasted in (tests/support/walkthrough.ts). */
  walkthrough: null,
} as const;

export type BuildName = keyof typeof FIXTURE_SITES;

/** Where one run keeps its builds: its own folder, so two runs side by side never delete each other's. */
export const runFolder = (id: string) => path.join(ROOT, '.tmp/test-runs', id);

/** The output folder of a fixture build, relative to the project (as SITE_OUT takes it). */
export const buildOut = (runDir: string, name: BuildName) => path.relative(ROOT, path.join(runDir, name));

/** Inside a test file: the built site of a fixture, as a host would serve it. */
export const builtClient = (name: BuildName) => path.join(ROOT, buildOut(inject('runDir'), name), 'client');

/** `npm run build` of one site file into one output folder, exactly as a person runs it. */
export function runBuild(siteFile: string, out: string, env: Record<string, string> = {}): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '--silent'], {
      cwd: ROOT, env: { ...process.env, NODE_ENV: 'production', SITE_YAML: siteFile, SITE_OUT: out, ...env },
    });
    let output = '';
    child.stdout.on('data', (d) => { output += d; });
    child.stderr.on('data', (d) => { output += d; });
    child.on('close', (status) => resolve({ status, output }));
  });
}
