// One build at a time per output folder. Two builds at once shared dist/.staging, deleted each other's files and
// swapped in a site with files missing; now the second one waits for the first, saying so in one line, then builds.
// The lock is a file naming the process that holds it and when that process started (Linux's /proc/<pid>/stat): a
// build that was killed leaves it behind, and the next build sees that process is gone, or that the number now belongs
// to another process, started since, and takes the lock over. Stopped (Ctrl+C, SIGTERM) while it waits or builds, a
// build lets go of its lock and exits at once.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { constants as os } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const lockFile = (outDir: string) => path.join(outDir, '.build-lock');

/** `startTicks`: field 22 of /proc/<pid>/stat, when the process started in clock ticks since boot (absent off Linux). */
interface Holder {
  pid: number;
  started: string;
  startTicks?: string;
}

function holderOf(outDir: string): Holder | undefined {
  try {
    return JSON.parse(readFileSync(lockFile(outDir), 'utf8')) as Holder;
  } catch {
    return undefined;
  }
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** When process `pid` started, in clock ticks since boot; undefined where there is no /proc. */
function startTicksOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // pid (name) state ppid …: the name may hold spaces and parentheses, so fields are counted after its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[22 - 3];
  } catch {
    return undefined;
  }
}

/** When process `pid` started, in ms since 1970, from its ticks and the boot time (Linux's USER_HZ is 100). */
function startTimeOf(ticks: string): number | undefined {
  try {
    const boot = Number(/^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))?.[1]);
    return boot ? boot * 1000 + Number(ticks) * 10 : undefined;
  } catch {
    return undefined;
  }
}

/** The lock's process is this build's: running, and the very process that wrote it (not another given its number since). */
function holdsIt(holder: Holder): boolean {
  if (!isRunning(holder.pid)) return false;
  const ticks = startTicksOf(holder.pid);
  if (ticks === undefined) return true; // no /proc: the number is all there is to go by
  if (holder.startTicks !== undefined) return holder.startTicks === ticks;
  // A lock that does not say (written by an older build): a process started after the lock was written is not its writer.
  const locked = Date.parse(holder.started);
  if (!Number.isFinite(locked)) return false;
  const started = startTimeOf(ticks);
  return started === undefined || started <= locked + 2000;
}

function tryLock(outDir: string): boolean {
  const me: Holder = { pid: process.pid, started: new Date().toISOString(), startTicks: startTicksOf(process.pid) };
  try {
    writeFileSync(lockFile(outDir), JSON.stringify(me), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = holderOf(outDir);
    if (holder?.pid === process.pid) return false; // another build of this same process
    if (holder && holdsIt(holder)) return false;
    rmSync(lockFile(outDir), { force: true }); // left by a build that was stopped, or naming another process: take it over
    return tryLock(outDir);
  }
}

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * While `outDir`'s lock is waited for or held: SIGINT, SIGTERM or SIGHUP releases it (when it is this build's) and
 * ends the process with the signal's exit code, unless the process listens for the signal itself (the dev server).
 */
function releasedOnStop(outDir: string, release: () => void): () => void {
  const handler = (signal: (typeof STOP_SIGNALS)[number]) => {
    release();
    console.error(
      `The build of ${path.relative(process.cwd(), outDir) || outDir} was stopped (${signal}); the last good site is left as it was.`,
    );
    remove();
    if (process.listenerCount(signal) === 0) process.exit(128 + os.signals[signal]);
  };
  const remove = () => {
    for (const signal of STOP_SIGNALS) process.off(signal, handler);
  };
  for (const signal of STOP_SIGNALS) process.on(signal, handler);
  return remove;
}

/** Runs `build` holding the lock of `outDir`, waiting (up to `maxWaitMs`) while another build holds it. */
export async function withBuildLock<T>(
  outDir: string,
  build: () => Promise<T>,
  { maxWaitMs = 15 * 60_000, say = console.error } = {},
): Promise<T> {
  mkdirSync(outDir, { recursive: true });
  const shown = path.relative(process.cwd(), outDir) || outDir;
  const release = () => {
    if (holderOf(outDir)?.pid === process.pid) rmSync(lockFile(outDir), { force: true });
  };
  const stopHandling = releasedOnStop(outDir, release);
  try {
    const since = Date.now();
    let told = false;
    while (!tryLock(outDir)) {
      const holder = holderOf(outDir);
      if (!told)
        say(
          `Another build (process ${holder?.pid ?? '?'}, started ${holder?.started ?? 'just now'}) is writing ${shown}: waiting for it to finish…`,
        );
      told = true;
      if (Date.now() - since > maxWaitMs) {
        throw new Error(
          `Another build (process ${holder?.pid ?? '?'}) has been writing ${shown} for more than ${Math.round(maxWaitMs / 60_000)} minutes: stop it, then run the build again.`,
        );
      }
      await sleep(200);
    }
    try {
      return await build();
    } finally {
      release();
    }
  } finally {
    stopHandling();
  }
}
