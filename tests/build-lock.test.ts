// Two builds of one output folder at once: the second waits for the first, so the site that goes live is whole; and
// a build that fails says so in its exit code. (The build also shows it publishes only what the site uses of public/.)
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBuild } from './support/builds';
import { FIXTURE_FILE, FIXTURE_PUBLIC, ROOT } from './support/fixture';

const DIR = path.join(ROOT, '.tmp/build-lock');
const OUT = path.relative(ROOT, path.join(DIR, 'out'));
const files = (dir: string) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort();

describe('builds at once', () => {
  it('runs them one after the other: both succeed, the second says it waited, and the live site is whole', async () => {
    rmSync(DIR, { recursive: true, force: true });
    mkdirSync(DIR, { recursive: true });
    cpSync(FIXTURE_PUBLIC, path.join(DIR, 'public'), { recursive: true });
    cpSync(FIXTURE_FILE, path.join(DIR, 'site.yaml'));
    mkdirSync(path.join(DIR, 'public/drafts'));
    writeFileSync(path.join(DIR, 'public/drafts/plan.txt'), 'named by nothing, so not published');
    const site = path.join(DIR, 'site.yaml');
    // The second starts once the first holds the lock (a fixed delay let a fast first build finish before it).
    const first = runBuild(site, OUT);
    const lock = path.join(DIR, 'out/.build-lock');
    while (!existsSync(lock)) await new Promise((r) => setTimeout(r, 20));
    const [firstRun, second] = await Promise.all([first, runBuild(site, OUT)]);
    expect(firstRun.status, firstRun.output).toBe(0);
    expect(second.status, second.output).toBe(0);
    expect(`${firstRun.output}\n${second.output}`).toMatch(/Another build \(process \d+, started [^)]+\) is writing .*build-lock\/out: waiting for it to finish/);
    const live = files(path.join(DIR, 'out/client'));
    for (const publicFile of files(FIXTURE_PUBLIC)) expect(live).toContain(publicFile);
    expect(live).not.toContain(path.join('drafts', 'plan.txt'));
    for (const page of ['index.html', '404.html', 'Sopi/index.html', 'Products/index.html']) expect(live).toContain(page);
    expect(readdirSync(path.join(DIR, 'out')).sort()).toEqual(['client', 'nginx.conf']); // no lock, no staging left
  }, 180_000);

  it('exits non-zero when the build fails after Vite', async () => {
    // nginx.conf cannot be put in place: a folder of that name is in the way.
    rmSync(path.join(DIR, 'out/nginx.conf'), { force: true });
    mkdirSync(path.join(DIR, 'out/nginx.conf/in-the-way'), { recursive: true });
    writeFileSync(path.join(DIR, 'out/nginx.conf/in-the-way/file'), 'x');
    const run = await runBuild(path.join(DIR, 'site.yaml'), OUT);
    expect(run.status, run.output).not.toBe(0);
    expect(run.output).toContain('The build failed');
  }, 120_000);
});
