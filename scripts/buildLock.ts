// One build at a time per output folder. Two builds at once shared dist/.staging, deleted each other's files and
// swapped in a site with files missing; now the second one waits for the first, saying so in one line, then builds.
// The lock is a file naming the process that holds it: a build that was killed leaves it behind, and the next build
// sees that process is gone and takes the lock over.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const lockFile = (outDir: string) => path.join(outDir, '.build-lock');

interface Holder { pid: number; started: string }

function holderOf(outDir: string): Holder | undefined {
  try { return JSON.parse(readFileSync(lockFile(outDir), 'utf8')) as Holder; } catch { return undefined; }
}

const isRunning = (pid: number) => {
  try { process.kill(pid, 0); return true; } catch (error) { return (error as NodeJS.ErrnoException).code === 'EPERM'; }
};

function tryLock(outDir: string): boolean {
  const me: Holder = { pid: process.pid, started: new Date().toISOString() };
  try {
    writeFileSync(lockFile(outDir), JSON.stringify(me), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = holderOf(outDir);
    if (holder && holder.pid !== process.pid && isRunning(holder.pid)) return false;
    if (holder?.pid === process.pid) return false; // another build of this same process
    rmSync(lockFile(outDir), { force: true }); // left by a build that was stopped: take it over
    return tryLock(outDir);
  }
}

/** Runs `build` holding the lock of `outDir`, waiting (up to `maxWaitMs`) while another build holds it. */
export async function withBuildLock<T>(outDir: string, build: () => Promise<T>, { maxWaitMs = 15 * 60_000, say = console.error } = {}): Promise<T> {
  mkdirSync(outDir, { recursive: true });
  const shown = path.relative(process.cwd(), outDir) || outDir;
  const since = Date.now();
  let told = false;
  while (!tryLock(outDir)) {
    const holder = holderOf(outDir);
    if (!told) say(`Another build (process ${holder?.pid ?? '?'}, started ${holder?.started ?? 'just now'}) is writing ${shown}: waiting for it to finish…`);
    told = true;
    if (Date.now() - since > maxWaitMs) {
      throw new Error(`Another build (process ${holder?.pid ?? '?'}) has been writing ${shown} for more than ${Math.round(maxWaitMs / 60_000)} minutes: stop it, then run the build again.`);
    }
    await sleep(200);
  }
  try {
    return await build();
  } finally {
    if (holderOf(outDir)?.pid === process.pid) rmSync(lockFile(outDir), { force: true });
  }
}
