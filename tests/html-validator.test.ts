// The W3C Nu HTML Checker (vnu-jar), an outside judge of the HTML, over every page already built: the real site
// (built by `npm test` before Vitest) and each fixture build. One Java process checks every file: it is slow to start.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtClient, FIXTURE_SITES, type BuildName } from './support/builds.ts';
import { ROOT } from './support/fixture.ts';

const VNU = path.join(ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar');
/**
 * Java for one short run: only the quick compiler and one collector thread took 6 s of CPU for the real site's pages
 * instead of 15 s; the quick compiler's deeper frames need the larger stack the checker asks for.
 */
const JAVA_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss4m'];
const REAL_SITE = path.join(ROOT, 'dist/client');

/**
 * Messages that are the checker's gap, not the page's, each by name. Nothing else is allowed.
 * - The checker's CSS parser does not know the @view-transition rule (CSS View Transitions Level 2) that opts the
 *   site's pages into cross-document view transitions.
 */
const ALLOWED = {
  "the checker's CSS parser does not know @view-transition": /^CSS: Unrecognized at-rule “@view-transition”\.?$/,
};

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

const htmlFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));

/** A page with known mistakes, checked in the same run: proof that the checker runs and its messages reach the test. */
const CANARY = path.join(ROOT, '.tmp/html-validator/canary.html');

const sites: Record<string, string> = { real: REAL_SITE };
let messages: VnuMessage[] = [];

beforeAll(() => {
  for (const name of Object.keys(FIXTURE_SITES) as BuildName[]) sites[name] = builtClient(name);
  rmSync(path.dirname(CANARY), { recursive: true, force: true });
  mkdirSync(path.dirname(CANARY), { recursive: true });
  writeFileSync(
    CANARY,
    readFileSync(path.join(REAL_SITE, 'index.html'), 'utf8').replace(
      '<main',
      '<div aria-label="Unnamed"></div><input type="tel" autocomplete="tel-national" aria-label="Phone"><main',
    ),
  );
  const files = [CANARY, ...Object.values(sites).flatMap(htmlFiles)];
  const run = spawnSync(
    'java',
    [...JAVA_OPTIONS, '-jar', VNU, '--errors-only', '--format', 'json', '--stdout', ...files],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.error)
    throw new Error(
      `the Nu HTML Checker did not start (is Java installed? npm test installs it): ${run.error.message}`,
    );
  messages = (JSON.parse(run.stdout) as { messages: VnuMessage[] }).messages;
}, 300_000);

const fileOf = (m: VnuMessage) => fileURLToPath(m.url);
const allowance = (m: VnuMessage) => Object.entries(ALLOWED).find(([, pattern]) => pattern.test(m.message))?.[0];
const shown = (m: VnuMessage) =>
  `${path.relative(ROOT, fileOf(m))}:${m.lastLine ?? '?'}  ${m.message}${m.extract ? `  (${m.extract.trim()})` : ''}`;

describe('the Nu HTML Checker', () => {
  it('reports the mistakes of a page that has them, so a silent checker cannot pass', () => {
    const found = messages.filter((m) => fileOf(m) === CANARY && !allowance(m)).map((m) => m.message);
    expect(found).toEqual([
      expect.stringContaining('The “aria-label” attribute must not be specified on any “div” element'),
      expect.stringContaining('Bad value “tel-national” for attribute “autocomplete”'),
    ]);
  });

  it.each(['real', ...Object.keys(FIXTURE_SITES)])('finds no error in any page of the %s site', (name) => {
    const dir = sites[name] + path.sep;
    const pages = htmlFiles(sites[name]);
    expect(pages.length).toBeGreaterThan(3);
    const errors = messages.filter((m) => m.type !== 'info' && fileOf(m).startsWith(dir) && !allowance(m));
    expect(errors.map(shown)).toEqual([]);
  });

  it('needs each allowance it has: a gap the checker has closed is taken off the list', () => {
    const used = new Set(messages.map(allowance).filter(Boolean));
    expect([...used].sort()).toEqual(Object.keys(ALLOWED).sort());
  });
});
