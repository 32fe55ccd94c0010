// A video an owner names is read alone: ffprobe and ffmpeg take only the site's kinds of video (the MP4/MOV family and
// Matroska/WebM) from a plain file (src/media/videos/containers.ts), so a streaming playlist, a concat list, a photo or
// another kind of file named as a video is refused at its line, and nothing such a file names outside public/ is read,
// neither when the file is checked nor when it is encoded. Each run of a tool is stopped with its children at its
// time limit (src/media/videos/tools.ts), and a build that would wait, or is stopped, leaves no ffmpeg running.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteText } from '../src/contract/loadSite.ts';
import type { Problem } from '../src/core/problems.ts';
import { posterFrameFile } from '../src/media/videos/cache.ts';
import { encodeVideos, extractPosterFrames } from '../src/media/videos/encode.ts';
import { cachedVideoFile } from '../src/media/videos/plan.ts';
import { runAsync, runSync, timeLimit, videoTools } from '../src/media/videos/tools.ts';
import { writeClip, writeStill } from './support/clips.ts';
import { FIXTURE_PUBLIC, fixtureText, mutate, positionOf, ROOT, runScript } from './support/fixture.ts';

const dir = path.join(ROOT, '.tmp/hostile-videos');
const publicDir = path.join(dir, 'public');
/** Beside public/, where no file of the site may be read from. */
const outside = path.join(dir, 'outside');
const videoFile = (name: string) => path.join(publicDir, 'videos', name);
/** The outside video's length: a tool that read it would report it. */
const SECRET_SECONDS = '3.7';
const tools = () => {
  const found = videoTools();
  if ('problem' in found) throw new Error(found.problem.message);
  return found;
};
const ffmpeg = (...args: string[]) => execFileSync(tools().ffmpeg, ['-v', 'error', '-y', ...args]);

/** The processes running (not ended, as a zombie is) whose command line names `text`, by their id. */
const processesNaming = (text: string) =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
        const state = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '')[0];
        return command.includes(text) && state !== 'Z' ? [Number(pid)] : [];
      } catch {
        return []; // ended meanwhile
      }
    });

const HERO = '      - { type: hero, heading: Software that works, intro: A test hero. }';
/** The mini site with `src` as its hero's video: its problems, where that src is, and what was resolved. */
const withHeroVideo = (src: string) => {
  const text = mutate(fixtureText(), HERO, HERO.replace(' }', `, video: { src: ${src}, title: Our office } }`));
  return { at: positionOf(text, src), ...loadSiteText(text, { publicDir }) };
};
const playlist = (segment: string) =>
  `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:4\n#EXTINF:${SECRET_SECONDS},\n${segment}\n#EXT-X-ENDLIST\n`;

beforeAll(() => {
  rmSync(dir, { recursive: true, force: true });
  cpSync(FIXTURE_PUBLIC, publicDir, { recursive: true });
  mkdirSync(path.join(publicDir, 'videos'));
  mkdirSync(outside);
  // A video outside public/: red, 3.7 s long, as MPEG-TS (an HLS playlist's usual segment).
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    `color=c=red:s=64x36:d=${SECRET_SECONDS}`,
    '-c:v',
    'libx264',
    path.join(outside, 'secret.ts'),
  );
  writeFileSync(videoFile('playlist.mp4'), playlist(path.join(outside, 'secret.ts')));
  writeFileSync(videoFile('relative-playlist.mp4'), playlist('../../outside/secret.ts'));
  writeFileSync(videoFile('playlist.m3u8'), playlist(path.join(outside, 'secret.ts')));
  writeFileSync(videoFile('hostname.mp4'), 'ffconcat version 1.0\nfile /etc/hostname\n');
  writeFileSync(videoFile('clips.mov'), 'ffconcat version 1.0\nfile ../../outside/secret.ts\n');
  writeStill(videoFile('photo.mp4'), 'mjpeg');
  writeStill(videoFile('frame.webm'), 'png');
  ffmpeg('-f', 'lavfi', '-i', 'testsrc=s=64x36:d=2', '-c:v', 'libx264', '-f', 'mpegts', videoFile('camera.mp4'));
  ffmpeg('-f', 'lavfi', '-i', 'sine=d=2', '-f', 'mp3', videoFile('song.mp4'));
  writeFileSync(videoFile('notes.mp4'), 'Meeting notes, not a video\n');
});

describe('a file named as a video that is not one of the kinds the site takes', () => {
  it.each([
    ['an HLS playlist naming a video outside public/', '/videos/playlist.mp4', 'VIDEO032', 'a streaming playlist (HLS'],
    ['an HLS playlist naming one by a ../ path', '/videos/relative-playlist.mp4', 'VIDEO032', 'a streaming playlist'],
    ['an ffconcat list naming /etc/hostname', '/videos/hostname.mp4', 'VIDEO032', 'a list of clips to join'],
    ['an ffconcat list naming a video by a ../ path', '/videos/clips.mov', 'VIDEO032', 'a list of clips to join'],
    ['a JPEG (an image sequence of one)', '/videos/photo.mp4', 'VIDEO013', 'is a picture, not a video'],
    ['a PNG', '/videos/frame.webm', 'VIDEO013', 'is a picture, not a video'],
    ['an MPEG-TS recording', '/videos/camera.mp4', 'VIDEO033', 'ffmpeg reads it as "mpegts"'],
    ['an MP3', '/videos/song.mp4', 'VIDEO033', 'ffmpeg reads it as "mp3"'],
    ['a text file', '/videos/notes.mp4', 'VIDEO012', 'is not a video that can be read'],
    ['a playlist named .m3u8', '/videos/playlist.m3u8', 'SCHEMA011', 'ending .mp4, .mov, .m4v, .webm, .mkv or .3gp'],
  ])('refuses %s at its line', (_, src, code, words) => {
    const { at, problems } = withHeroVideo(src);
    expect(problems).toMatchObject([{ ...at, code, message: expect.stringContaining(words) }]);
    // Nothing of the outside video (its length) reached the words.
    expect(problems[0].message).not.toContain(SECRET_SECONDS);
  });

  it('opens nothing a playlist names: one naming a named pipe, which would keep its reader waiting, is refused at once', () => {
    execFileSync('mkfifo', [path.join(outside, 'pipe.ts')]);
    writeFileSync(videoFile('pipe-playlist.mp4'), playlist(path.join(outside, 'pipe.ts')));
    const started = performance.now();
    const { at, problems } = withHeroVideo('/videos/pipe-playlist.mp4');
    expect(problems).toMatchObject([{ ...at, code: 'VIDEO032' }]);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('is read by nobody when it replaces a checked video before the build encodes it: no poster and no version', async () => {
    const src = '/videos/swapped.mp4';
    writeClip(videoFile('swapped.mp4'), { width: 96, height: 54, seconds: 2.6, pattern: 'white' });
    const { resolved, problems } = withHeroVideo(src);
    expect(problems).toEqual([]);
    const jobs = resolved!.videos;
    const made = jobs.flatMap((job) => [
      ...job.posters.map((p) => posterFrameFile(p.key)),
      ...job.outputs.map(cachedVideoFile),
    ]);
    for (const file of made) rmSync(file, { force: true }); // made by an earlier run: made again here, or not at all
    writeFileSync(videoFile('swapped.mp4'), playlist(path.join(outside, 'secret.ts')));
    const reported: Problem[] = [];
    expect(extractPosterFrames(jobs, (p) => reported.push(p))).toBe(0);
    expect(await encodeVideos(jobs, (p) => reported.push(p))).toBe(0);
    // Each poster frame and the versions: none could be made.
    expect(reported.map((p) => p.code)).toEqual([...jobs[0].posters.map(() => 'VIDEO010'), 'VIDEO010']);
    expect(made.filter((file) => existsSync(file))).toEqual([]);
  });
});

describe("each run of ffmpeg or ffprobe on an owner's file", () => {
  /** A named pipe no program writes to: ffmpeg opening it waits for ever. */
  const pipe = (name: string) => {
    const file = path.join(outside, name);
    execFileSync('mkfifo', [file]);
    return file;
  };
  /** A program as FFMPEG may name one: a script that runs ffmpeg as its child (not in its place, as exec would). */
  const wrapper = path.join(outside, 'ffmpeg-wrapper.sh');
  beforeAll(() => {
    writeFileSync(wrapper, `#!/bin/sh\n"${tools().ffmpeg}" "$@"\n`);
    chmodSync(wrapper, 0o755);
  });
  const waitOn = (file: string) => ['-nostdin', '-v', 'error', '-i', file, '-f', 'null', '-'];

  it('is stopped at its time limit with SIGKILL, the children of the program it started too', async () => {
    const sync = pipe('wait-sync.mp4');
    let started = performance.now();
    const run = runSync(wrapper, waitOn(sync), 1);
    expect(run.timedOut).toBe(true);
    expect(performance.now() - started).toBeLessThan(5000);
    // Killed, each is gone once the kernel has torn it down: a moment on a busy machine (seen once on a fresh clone).
    await expect.poll(() => processesNaming(sync), { timeout: 2000 }).toEqual([]);

    const background = pipe('wait-async.mp4');
    started = performance.now();
    const running = runAsync(wrapper, waitOn(background), 1, () => {});
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(processesNaming(background).length).toBe(2); // the wrapper and its ffmpeg, waiting
    expect((await running).timedOut).toBe(true);
    expect(performance.now() - started).toBeLessThan(5000);
    await expect.poll(() => processesNaming(background), { timeout: 2000 }).toEqual([]);
  });

  it('has a limit sized from its input: a floor for a header or a frame, more for a larger file and for more pixels', () => {
    const small = timeLimit({ bytes: 2e6 });
    expect(small).toBeGreaterThanOrEqual(60);
    expect(small).toBeLessThan(70);
    expect(timeLimit({ bytes: 500e6 })).toBeGreaterThan(small);
    expect(timeLimit({ bytes: 500e6 })).toBeLessThan(180); // a header, even of the largest file
    // Ten minutes of 8K decoded: hours.
    expect(timeLimit({ bytes: 500e6, pixels: 7680 * 4320 * 30 * 600 })).toBeGreaterThan(3600);
  });
});

describe('a build of a site with a video', () => {
  const site = (name: string, video: string) => {
    const siteDir = path.join(dir, name);
    cpSync(FIXTURE_PUBLIC, path.join(siteDir, 'public'), { recursive: true });
    mkdirSync(path.join(siteDir, 'public/videos'));
    const text = mutate(fixtureText(), HERO, HERO.replace(' }', `, video: { src: ${video}, title: Our office } }`));
    writeFileSync(path.join(siteDir, 'site.yaml'), text);
    const env = {
      ...process.env,
      SITE_YAML: path.join(siteDir, 'site.yaml'),
      SITE_OUT: path.join(siteDir, 'dist'),
      SITE_CACHE: path.join(siteDir, 'cache'),
    };
    return { siteDir, at: positionOf(text, video), env, file: path.join(siteDir, 'public', video) };
  };
  afterAll(() => {
    // Whatever a failed test left running, by its id.
    for (const pid of processesNaming(dir)) process.kill(pid, 'SIGKILL');
  });

  it("whose file is a named pipe ends by itself, with the problem at the video's line, and leaves nothing running", () => {
    const { siteDir, at, env, file } = site('pipe-site', '/videos/live.mp4');
    execFileSync('mkfifo', [file]);
    const build = runScript('scripts/build.ts', [], { env, timeout: 120_000 });
    expect(build.error).toBeUndefined(); // not stopped by the timeout
    expect(build.status).toBe(1);
    expect(build.stdout + build.stderr).toMatch(
      new RegExp(`site\\.yaml:${at.line}:${at.col}  FILE050  "/videos/live\\.mp4" is a named pipe, not a file`),
    );
    expect(processesNaming(siteDir)).toEqual([]);
  });

  it('stopped while it encodes (Ctrl+C, SIGINT) leaves no ffmpeg running', async () => {
    const { siteDir, env, file } = site('stopped-site', '/videos/tour.mp4');
    writeClip(file, { width: 1280, height: 720, seconds: 8 });
    const build = spawn(process.execPath, [path.join(ROOT, 'scripts/build.ts')], { cwd: ROOT, env, stdio: 'ignore' });
    const ended = new Promise<number | null>((resolve) => build.on('exit', (code) => resolve(code)));
    // A process may end between being listed and being read (a probe of the clip): it is not encoding.
    const commandOf = (pid: number | string) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      } catch {
        return '';
      }
    };
    const encoding = () => processesNaming(siteDir).filter((pid) => commandOf(pid).includes('-filter_complex'));
    for (let i = 0; i < 600 && !encoding().length; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(encoding().length).toBe(1);
    build.kill('SIGINT');
    expect(await ended).toBe(130);
    expect(processesNaming(siteDir)).toEqual([]);
  });
});
