// ffmpeg and ffprobe, found once per process: FFMPEG and FFPROBE when set, else the programs on the PATH, else Debian's
// installed by scripts/ensure-ffmpeg.sh (the first time a site names a video). Nothing here runs for a site without
// video. The encoders the pipeline needs are checked once, so a different ffmpeg fails with a sentence, not mid-build.
import { problem, type Coded } from '../../core/problems.ts';
import { spawnSync } from 'node:child_process';
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
