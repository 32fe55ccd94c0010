// The video pipeline's encoder (ffmpeg): each job's missing versions in one run of ffmpeg (the file decoded once), into
// the content-addressed cache, then copied into every build from there; the poster frames likewise, which the picture
// pipeline then encodes like photos. Every version is turned upright (ffmpeg applies the phone's rotation), brought to
// the web's colour (BT.709, limited range, 8-bit 4:2:0; HDR tone-mapped), cropped to its cut, at a constant frame rate
// (a phone's variable one evened out), a keyframe every two seconds, MP4 with its index first (playback starts before
// the file is complete), and with no metadata at all: no location, device, creation time, encoder strings, chapters or
// cover art (only the video and sound are mapped; x264's own settings note is dropped too). ffmpeg reads the owner's
// file alone (./containers.ts), under a time limit sized from the work (./tools.ts).
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { VIDEO_SLOTS } from '../../shared/videoSlots.ts';
import { problem, type Problem } from '../../core/problems.ts';
import { posterFrameFile, videoCache } from './cache.ts';
import { cachedVideoFile, VIDEO_ENCODER, type Crop, type VideoJob, type VideoOutput } from './plan.ts';
import { OWN_FILE_ONLY } from './containers.ts';
import { limitWords, runAsync, runSync, timeLimit, videoTools, type VideoTools } from './tools.ts';
import { cachedBytes, diskFullOr, DiskFullError, keepCached, readCached } from '../../core/writeWhole.ts';
import type { VideoFile } from './inspect.ts';

const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));

/** The frame, scaled to `width`×`height`, in the web's colour: BT.709 SDR, limited range, 8-bit 4:2:0. */
function toWebColour(info: VideoFile, width: number, height: number): string {
  if (info.hdr) {
    // HLG or PQ (an iPhone records HLG by default): to linear light, tone-mapped, then BT.709.
    return `zscale=w=${width}:h=${height}:t=linear:npl=100,format=gbrpf32le,zscale=p=bt709,tonemap=tonemap=hable:desat=0,zscale=t=bt709:m=bt709:r=tv,format=yuv420p`;
  }
  return `scale=w=${width}:h=${height}:out_color_matrix=bt709:out_range=tv:flags=lanczos,format=yuv420p`;
}

/** A crop in the frame scaled by `f`, then the output's size. */
const cropScaled = (crop: Crop, f: number, width: number, height: number) =>
  `crop=${even(crop.width * f)}:${even(crop.height * f)}:${even(crop.x * f)}:${even(crop.y * f)},scale=${width}:${height}:flags=lanczos,setsar=1`;

/** ffmpeg's arguments for one version `o` of a job, written to `target`. */
function encodeArgs(job: VideoJob, o: VideoOutput, target: string): string[] {
  const { info, fps, fade, duration } = job;
  // Decoded at the size the version needs of it (no 4K filtering for a 720 px version).
  const f = Math.min(1, o.width / o.crop.width);
  const frames = (input: number) =>
    `[${input}:${info.videoStream}]fps=${fps},${toWebColour(info, even(info.width * f), even(info.height * f))}`;
  const graph: string[] = [];
  if (fade) {
    // The loop: its first `fade` seconds blend from the frames just after its end, so its last frame runs on into its
    // first. Those frames are read as a second input, from the file again: taken from the first, xfade (which reads
    // them first) held every decoded frame of the loop until they came, about 900 MB of a 10 s loop at 1080p. Their
    // last frame is held on past the fade: an input that ends with the fade made xfade drop a frame now and then.
    graph.push(
      `${frames(0)}[loop]`,
      `${frames(1)},tpad=stop_mode=clone:stop_duration=${fade}[after]`,
      `[after][loop]xfade=transition=fade:duration=${fade}:offset=0[shown]`,
    );
  } else graph.push(`${frames(0)}[shown]`);
  graph.push(`[shown]${cropScaled(o.crop, f, o.width, o.height)}[video]`);
  if (job.audio)
    graph.push(
      `[0:${info.audioStream}]loudnorm=I=-16:TP=-1.5:LRA=11,aresample=48000,aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo[audio]`,
    );

  const args = [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-v',
    'error',
    '-progress',
    'pipe:1',
    '-nostats',
    '-ss',
    String(job.start),
    '-t',
    String(duration),
    ...OWN_FILE_ONLY,
    '-i',
    job.file,
    ...(fade ? ['-ss', String(job.start + duration), '-t', String(fade), ...OWN_FILE_ONLY, '-i', job.file] : []),
    '-filter_complex',
    graph.join(';'),
  ];
  const { bitsPerPixel } = VIDEO_SLOTS[job.slot];
  const kbps = Math.round((bitsPerPixel[o.format] * o.width * o.height * fps) / 1000);
  args.push('-map', '[video]');
  if (job.audio) args.push('-map', '[audio]');
  if (o.format === 'av1') {
    args.push(
      '-c:v',
      'libsvtav1',
      '-preset',
      String(VIDEO_ENCODER.av1.preset),
      '-crf',
      String(VIDEO_ENCODER.av1.crf),
      '-maxrate',
      `${kbps}k`,
    );
    if (job.audio) args.push('-c:a', 'libopus', '-b:a', VIDEO_ENCODER.audio.opus);
    args.push('-f', 'webm', '-cues_to_front', '1');
  } else {
    args.push(
      '-c:v',
      'libx264',
      '-preset',
      VIDEO_ENCODER.h264.preset,
      '-crf',
      String(VIDEO_ENCODER.h264.crf),
      '-maxrate',
      `${kbps}k`,
      '-bufsize',
      `${2 * kbps}k`,
      '-profile:v',
      'high',
      '-bsf:v',
      'filter_units=remove_types=6',
    );
    if (job.audio) args.push('-c:a', 'aac', '-b:a', VIDEO_ENCODER.audio.aac);
    args.push('-f', 'mp4', '-movflags', '+faststart');
  }
  args.push(
    '-g',
    String(VIDEO_ENCODER.keyframeSeconds * fps),
    '-pix_fmt',
    'yuv420p',
    '-color_primaries',
    'bt709',
    '-color_trc',
    'bt709',
    '-colorspace',
    'bt709',
    '-color_range',
    'tv',
    '-map_metadata',
    '-1',
    '-map_chapters',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    '-flags:a',
    '+bitexact',
    '-t',
    String(duration),
    target,
  );
  return args;
}

/** One line that keeps its place in a terminal (a line every 10 s in a log): which video, how far, how long left. */
function progressLine() {
  const tty = process.stderr.isTTY;
  let lastLog = 0;
  return {
    show(text: string) {
      if (tty) process.stderr.write(`\r\x1b[K${text}`);
      else if (Date.now() - lastLog > 10_000) {
        lastLog = Date.now();
        process.stderr.write(`${text}\n`);
      }
    },
    end() {
      if (tty) process.stderr.write('\r\x1b[K');
    },
  };
}

const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.round(s % 60)).padStart(2, '0')}`;

/**
 * How long ffmpeg may take to read a job's file up to `until` seconds into it (decoding from its start, the worst a
 * seek can do) and to make `pixels` of output.
 */
const limitOf = (job: VideoJob, until: number, pixels: number) =>
  timeLimit({ bytes: job.info.bytes, pixels: job.info.width * job.info.height * job.info.fps * until + pixels });
const stopped = (seconds: number) =>
  `ffmpeg was still at it after ${limitWords(seconds)}, many times what this video needs, so it was stopped`;

/**
 * Runs ffmpeg to make one version of a job (`which`, in words), showing its progress; resolves with what went wrong (an
 * Error when not the file's fault), or nothing.
 */
async function runEncode(
  tools: VideoTools,
  job: VideoJob,
  output: VideoOutput,
  which: string,
  line: ReturnType<typeof progressLine>,
): Promise<string | Error | undefined> {
  // Written aside and renamed: another build (or a worker of the tests beside this one) never sees half a file.
  const cached = cachedVideoFile(output);
  const aside = `${cached}.${randomUUID()}.tmp`;
  const started = performance.now();
  let done = 0;
  const name = path.basename(job.src);
  const seconds = limitOf(
    job,
    job.start + job.duration + job.fade,
    output.width * output.height * job.fps * job.duration,
  );
  const run = await runAsync(tools.ffmpeg, encodeArgs(job, output, aside), seconds, (d) => {
    const time = /out_time_us=(\d+)/.exec(d.toString().split('\n').reverse().join('\n'));
    if (!time) return;
    done = Number(time[1]) / 1e6;
    const fraction = Math.min(1, done / job.duration);
    const elapsed = (performance.now() - started) / 1000;
    const left = fraction > 0.02 ? clock((elapsed / fraction) * (1 - fraction)) : '…';
    line.show(`videos: ${name} (${which}) ${Math.round(fraction * 100)}%, about ${left} left`);
  });
  // ffmpeg that cannot be started at all (removed since it was found, or a system without /dev/null) is said in words.
  if (run.error) return new Error(`ffmpeg (${tools.ffmpeg}) could not be started: ${run.error.message}`);
  const made = existsSync(aside) && statSync(aside).size > 0;
  // A file cut short (copied while still downloading) decodes without an error, to less than its header says.
  const short = run.status === 0 && done < job.duration - 0.5;
  if (run.status === 0 && made && !short) {
    try {
      keepCached(aside, cached);
    } catch (error) {
      rmSync(aside, { force: true });
      return diskFullOr(error, cached) as Error;
    }
    return undefined;
  }
  rmSync(aside, { force: true });
  const full = diskFullOr(new Error(run.stderr), cached);
  if (full instanceof DiskFullError) return full;
  if (run.timedOut) return stopped(seconds);
  return short
    ? `it ends after ${done.toFixed(1)} s of the ${job.duration.toFixed(1)} s its header promises`
    : run.stderr.trim().split('\n').at(-1) || `ffmpeg stopped (${run.status})`;
}

/** Extracts a poster frame: the same colour, crop and size as the versions, as a JPEG of nearly no loss. */
function extractFrame(tools: VideoTools, job: VideoJob, i: number): string | undefined {
  const frame = job.posters[i];
  const f = frame.width / frame.crop.width;
  const vf = [
    toWebColour(job.info, even(job.info.width * f), even(job.info.height * f)),
    cropScaled(frame.crop, f, frame.width, frame.height),
    // JPEG's own colour: BT.601, full range.
    'scale=in_color_matrix=bt709:in_range=tv:out_color_matrix=bt601:out_range=pc,format=yuvj444p',
  ].join(',');
  const target = posterFrameFile(frame.key);
  const aside = `${target}.${randomUUID()}.tmp.jpg`;
  const seconds = limitOf(job, frame.time + 1, frame.width * frame.height);
  const run = runSync(
    tools.ffmpeg,
    [
      '-hide_banner',
      '-nostdin',
      '-y',
      '-v',
      'error',
      '-ss',
      String(frame.time),
      ...OWN_FILE_ONLY,
      '-i',
      job.file,
      '-map',
      `0:${job.info.videoStream}`,
      '-frames:v',
      '1',
      '-vf',
      vf,
      '-c:v',
      'mjpeg',
      '-q:v',
      '2',
      '-map_metadata',
      '-1',
      '-fflags',
      '+bitexact',
      '-flags:v',
      '+bitexact',
      aside,
    ],
    seconds,
  );
  if (run.status !== 0 || !existsSync(aside) || !statSync(aside).size) {
    rmSync(aside, { force: true });
    const full = diskFullOr(new Error(run.stderr), target);
    if (full instanceof DiskFullError) throw full;
    if (run.timedOut) return stopped(seconds);
    return run.stderr.trim().split('\n').at(-1) || 'no frame there';
  }
  keepCached(aside, target);
  return undefined;
}

const damaged = (job: VideoJob, reason: string): Problem => ({
  ...job.at,
  ...problem('VIDEO010', { src: job.src, reason }),
});

/** Extracts every poster frame not in the cache yet, before the picture pipeline encodes them. Returns how many. */
export function extractPosterFrames(jobs: VideoJob[], report: (problem: Problem) => void): number {
  let extracted = 0;
  for (const job of jobs) {
    job.posters.forEach((frame, i) => {
      if (readCached(posterFrameFile(frame.key))) return;
      const tools = videoTools();
      if ('problem' in tools) return report({ ...job.at, ...tools.problem });
      mkdirSync(videoCache(), { recursive: true });
      const failed = extractFrame(tools, job, i);
      if (failed) report(damaged(job, failed));
      else extracted++;
    });
  }
  return extracted;
}

/** Encodes every version not in the cache yet, one video at a time (ffmpeg uses every core). Returns how many. */
export async function encodeVideos(jobs: VideoJob[], report: (problem: Problem) => void): Promise<number> {
  const line = progressLine();
  let encoded = 0;
  try {
    for (const job of jobs) {
      const missing = job.outputs.filter((o) => !readCached(cachedVideoFile(o)));
      if (!missing.length) continue;
      const tools = videoTools();
      if ('problem' in tools) {
        report({ ...job.at, ...tools.problem });
        continue;
      }
      mkdirSync(videoCache(), { recursive: true });
      // One version a run: each encoder holds hundreds of MB (SVT-AV1 at 1080p about 640 MB), and the hero's six
      // versions in one ffmpeg held about 3.4 GB at once. Decoding the clip again for each costs little beside encoding.
      for (const [n, output] of missing.entries()) {
        const failed = await runEncode(tools, job, output, `version ${n + 1} of ${missing.length}`, line);
        if (failed instanceof Error) throw failed;
        if (failed) {
          report(damaged(job, failed));
          break;
        }
        encoded++;
      }
    }
  } finally {
    line.end();
  }
  return encoded;
}

/** Copies every version into the built site, and writes the captions. */
export function writeVideos(jobs: VideoJob[], siteDir: string): void {
  for (const job of jobs) {
    for (const o of job.outputs) {
      const target = path.join(siteDir, o.name);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, cachedBytes(cachedVideoFile(o)));
    }
    if (job.captions) writeFileSync(path.join(siteDir, job.captions.name), job.captions.text);
  }
}

/** For the dev server: the job behind a published name (a version or captions), if any. */
export function videoJobOf(jobs: VideoJob[], name: string): { job: VideoJob; output?: VideoOutput } | undefined {
  for (const job of jobs) {
    const output = job.outputs.find((o) => o.name === name);
    if (output || job.captions?.name === name) return { job, output };
  }
  return undefined;
}
