// ffmpeg and ffprobe, found once per process: FFMPEG and FFPROBE when set, else the programs on the PATH, else Debian's
// installed by scripts/ensure-ffmpeg.sh (the first time a site names a video). Nothing here runs for a site without
// video. The encoders the pipeline needs are checked once, so a different ffmpeg fails with a sentence, not mid-build.
// Each run on an owner's file is in a process group of its own, under a wall-clock limit sized from the file: past it
// the whole group (ffmpeg, and anything a wrapper named by FFMPEG started) is stopped with SIGKILL, which a stuck
// ffmpeg cannot ignore, as it does SIGTERM.
import { problem, type Coded } from '../../core/problems.ts';
import { spawn, spawnSync, type SpawnSyncOptionsWithStringEncoding } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { config } from '../../core/config.ts';
import { PROJECT_ROOT } from '../../core/paths.ts';

export interface VideoTools {
  ffmpeg: string;
  ffprobe: string;
}

/** What the pipeline encodes with (src/media/videos/encode.ts). */
const NEEDED_ENCODERS = ['libsvtav1', 'libx264', 'aac', 'libopus'];

function onPath(name: string): string | undefined {
  for (const dir of config.searchPath.split(path.delimiter)) {
    const file = path.join(dir || '.', name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      /* not here */
    }
  }
  return undefined;
}

const find = (): VideoTools | undefined => {
  const ffmpeg = config.ffmpeg ?? onPath('ffmpeg');
  const ffprobe =
    config.ffprobe ?? (config.ffmpeg ? path.join(path.dirname(config.ffmpeg), 'ffprobe') : onPath('ffprobe'));
  return ffmpeg && ffprobe ? { ffmpeg, ffprobe } : undefined;
};

let found: VideoTools | { problem: Coded } | undefined;

/** The programs, or in plain words why there are none (the caller reports it at the video's line). */
export function videoTools(): VideoTools | { problem: Coded } {
  if (found) return found;
  let tools = find();
  if (!tools) {
    // The project's own install step: Debian's ffmpeg, as root (or with sudo). Its messages go to the terminal.
    const install = spawnSync('bash', [path.join(PROJECT_ROOT, 'scripts/ensure-ffmpeg.sh')], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    tools = install.status === 0 ? find() : undefined;
    if (!tools) return (found = { problem: problem('VIDEO017') });
  }
  const encoders = spawnSync(tools.ffmpeg, ['-hide_banner', '-encoders'], { encoding: 'utf8' });
  const missing = NEEDED_ENCODERS.filter((name) => !new RegExp(`\\s${name}\\s`).test(encoders.stdout ?? ''));
  if (encoders.status !== 0 || missing.length) {
    return (found = {
      problem: problem('VIDEO018', {
        ffmpeg: tools.ffmpeg,
        missing: missing.join(', ') || 'anything',
        needed: NEEDED_ENCODERS.join(', '),
      }),
    });
  }
  return (found = tools);
}

/**
 * The longest a run of ffmpeg or ffprobe on an owner's file may take, in seconds: a floor for reading a header or one
 * frame, and more for each megabyte read and each million pixels decoded and encoded. About ten times what this 2-core
 * machine takes (64 million pixels a second encoding 1080p to AV1 and H.264 together): a run past it is stuck, not slow.
 */
export function timeLimit({ bytes, pixels = 0 }: { bytes: number; pixels?: number }): number {
  return Math.ceil(60 + (bytes / 1e6) * 0.1 + (pixels / 1e6) * 0.15);
}

/** A limit in words: "90 s", "25 min". */
export const limitWords = (seconds: number) => (seconds < 120 ? `${seconds} s` : `${Math.round(seconds / 60)} min`);

export interface ToolRun {
  status: number | null;
  /** What it wrote (runAsync gives it to onOutput as it comes instead). */
  stdout: string;
  stderr: string;
  /** Stopped at its time limit. */
  timedOut: boolean;
  /** It could not be started at all. */
  error?: Error;
}

/** Everything left of a run's process group (a wrapper's children): it is the group of the process that was started. */
const stopGroup = (pid: number | undefined) => {
  try {
    if (pid) process.kill(-pid, 'SIGKILL');
  } catch {
    /* none left */
  }
};

/** Runs `program` and waits for it, stopped with its children after `seconds`. */
export function runSync(program: string, args: string[], seconds: number): ToolRun {
  // Node's spawnSync starts it in a group of its own when `detached`, though its types do not say so; past the time
  // it kills only the process it started, so the group goes after.
  const run = spawnSync(program, args, {
    encoding: 'utf8',
    maxBuffer: 16 << 20,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    timeout: seconds * 1000,
    killSignal: 'SIGKILL',
  } as SpawnSyncOptionsWithStringEncoding);
  stopGroup(run.pid);
  const error = run.error as NodeJS.ErrnoException | undefined;
  const timedOut = error?.code === 'ETIMEDOUT';
  return {
    status: run.status,
    stdout: run.stdout ?? '',
    stderr: run.stderr ?? '',
    timedOut,
    ...(error && !timedOut ? { error } : {}),
  };
}

/**
 * The process groups of runs going on, stopped when this process exits: the terminal's Ctrl+C reaches only the
 * terminal's group, and a build stopped by it exits through its lock's handler (src/build/buildLock.ts).
 */
const running = new Set<number>();
process.on('exit', () => {
  for (const pid of running) stopGroup(pid);
});

/** Runs `program`, its output read as it comes by `onOutput` (ffmpeg's progress); stopped with its children after `seconds`. */
export function runAsync(
  program: string,
  args: string[],
  seconds: number,
  onOutput: (chunk: Buffer) => void,
): Promise<ToolRun> {
  return new Promise((resolve) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stderr = '';
    let timedOut = false;
    const pid = child.pid;
    if (pid) running.add(pid);
    const timer = setTimeout(() => {
      timedOut = true;
      stopGroup(pid);
    }, seconds * 1000);
    const end = (run: Omit<ToolRun, 'stdout' | 'stderr' | 'timedOut'>) => {
      clearTimeout(timer);
      stopGroup(pid);
      if (pid) running.delete(pid);
      resolve({ ...run, stdout: '', stderr, timedOut });
    };
    child.on('error', (error) => end({ status: null, error }));
    child.stdout.on('data', onOutput);
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('close', (status) => end({ status }));
  });
}
