// Two builds of one output folder at once: the second waits for the first, so the site that goes live is whole; and
// a build that fails says so in its exit code. (The build also shows it publishes only what the site uses of public/.)
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withBuildLock } from '../src/build/buildLock.ts';
import { codeHash } from '../src/core/codeInputs.ts';
import { runBuild } from './support/builds.ts';
import { FIXTURE_FILE, FIXTURE_PUBLIC, ROOT } from './support/fixture.ts';

const DIR = path.join(ROOT, '.tmp/build-lock');
const OUT = path.relative(ROOT, path.join(DIR, 'out'));
const files = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();

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
    expect(`${firstRun.output}\n${second.output}`).toMatch(
      /Another build \(process \d+, started [^)]+\) is writing .*build-lock\/out: waiting for it to finish/,
    );
    const live = files(path.join(DIR, 'out/client'));
    for (const publicFile of files(FIXTURE_PUBLIC)) expect(live).toContain(publicFile);
    expect(live).not.toContain(path.join('drafts', 'plan.txt'));
    for (const page of ['index.html', '404.html', 'Sopi/index.html', 'Products/index.html'])
      expect(live).toContain(page);
    // No lock, no staging left; the first build's site aside, for the next build to remove.
    expect(readdirSync(path.join(DIR, 'out')).sort()).toEqual([
      '.last-build.json',
      '.replaced-client',
      'client',
      'nginx.conf',
    ]);
  }, 180_000);

  it('of two sites into two folders, started at the same moment, go side by side and both succeed', async () => {
    // Each reads Vike's configuration (src/pages/+config.ts, through a temporary file beside it) in turn, and nothing
    // else of the two waits: neither folder's lock is waited for.
    const site = path.join(DIR, 'site.yaml');
    const outs = ['side-a', 'side-b'].map((name) => path.relative(ROOT, path.join(DIR, name)));
    const runs = await Promise.all(outs.map((out) => runBuild(site, out)));
    for (const [i, run] of runs.entries()) {
      expect(run.status, run.output).toBe(0);
      expect(run.output).not.toMatch(/Another build/);
      expect(files(path.join(ROOT, outs[i], 'client'))).toEqual(expect.arrayContaining(['index.html', '404.html']));
    }
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

describe("another build's passing files", () => {
  // Vike loads +config.ts through a copy it writes beside it and removes at once: a build that lists the sources while
  // another loads its configuration must neither fail on the vanished copy nor build the code again for it.
  it("leave the code's hash as it was", () => {
    const before = codeHash();
    const copy = path.join(ROOT, 'src/pages/+config.ts.build-0a1b2c3d4e5f.mjs');
    writeFileSync(copy, 'export default {}\n');
    try {
      expect(codeHash()).toBe(before);
    } finally {
      rmSync(copy, { force: true });
    }
  });
});

describe('a lock that names a process', () => {
  const LOCKS = path.join(ROOT, '.tmp/build-lock-holders');
  const lockOf = (dir: string) => path.join(dir, '.build-lock');
  const exited = (child: ChildProcess) =>
    new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  /** A process that runs on (`sleep`), started now: after the lock's time, so not the build that wrote it. */
  const sleeper = () => spawn('sleep', ['600'], { stdio: 'ignore' });
  /** A build that holds (or waits for) the lock of `dir` until it is stopped; its output so far. */
  function lockChild(dir: string) {
    const child = spawn(process.execPath, ['tests/support/lockChild.ts', dir], { cwd: ROOT });
    let output = '';
    const said = (words: string) =>
      new Promise<void>((resolve) => {
        const look = (d: Buffer) => {
          output += d;
          if (output.includes(words)) resolve();
        };
        child.stdout!.on('data', look);
        child.stderr!.on('data', look);
      });
    return { child, said, output: () => output };
  }

  it('is taken over at once when its process is another one, started after the lock was written', async () => {
    const other = sleeper();
    try {
      for (const [name, lock] of [
        // as older builds wrote it: a number and a time, an hour before the process that has the number now started
        ['old', { pid: other.pid, started: new Date(Date.now() - 3_600_000).toISOString() }],
        // as builds write it now, with the start of its process, which is not that of the process with the number now
        ['new', { pid: other.pid, started: new Date().toISOString(), startTicks: '1' }],
      ] as const) {
        const dir = path.join(LOCKS, name);
        rmSync(dir, { recursive: true, force: true });
        mkdirSync(dir, { recursive: true });
        writeFileSync(lockOf(dir), JSON.stringify(lock));
        const said: string[] = [];
        // Before, the build waited for the sleeping process (here up to 2 s, then the error "has been writing …").
        expect(
          await withBuildLock(dir, async () => JSON.parse(readFileSync(lockOf(dir), 'utf8')).pid, {
            maxWaitMs: 2000,
            say: (t) => said.push(t),
          }),
        ).toBe(process.pid);
        expect(said, name).toEqual([]);
        expect(existsSync(lockOf(dir)), name).toBe(false);
      }
    } finally {
      other.kill();
    }
  });

  it('held by a running build is waited for; stopped while waiting or holding, a build exits at once and lets go of its own lock only', async () => {
    const dir = path.join(LOCKS, 'held');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const holder = lockChild(dir);
    await holder.said('holding the lock');
    const held = readFileSync(lockOf(dir), 'utf8');
    expect(JSON.parse(held).pid).toBe(holder.child.pid);
    const waiter = lockChild(dir);
    await waiter.said('waiting for it to finish');
    const waiterExit = exited(waiter.child);
    waiter.child.kill('SIGTERM');
    expect(await waiterExit, waiter.output()).toBe(143);
    expect(waiter.output()).toContain('was stopped (SIGTERM)');
    expect(readFileSync(lockOf(dir), 'utf8')).toBe(held); // not the waiter's to remove
    const holderExit = exited(holder.child);
    holder.child.kill('SIGINT');
    expect(await holderExit, holder.output()).toBe(130);
    expect(existsSync(lockOf(dir))).toBe(false);
  });
});
