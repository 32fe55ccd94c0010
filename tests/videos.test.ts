// The video pipeline on clips the tests make the way phones make them (tests/support/clips.ts): what the videos fixture
// build serves (nothing of the originals' metadata, upright, the hero silent, MP4 index first, captions timed to the
// part shown), what an unchanged rebuild encodes (nothing), and every refusal an owner can meet, each at its line: in
// site.yaml, or in the captions file.
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { devPlugin } from '../src/serve/devPlugin.ts';
import { loadSite, loadSiteFile } from '../src/contract/loadSite.ts';
import { readHostRules } from '../src/build/outputs/hostRules.ts';
import { checkSite } from '../src/check/checkSite.ts';
import { checkCaptions } from '../src/media/videos/captions.ts';
import { encodeVideos, extractPosterFrames } from '../src/media/videos/encode.ts';
import { videoTools } from '../src/media/videos/tools.ts';
import { builtClient, videoSiteDir } from './support/builds.ts';
import { captionsText, CLIP_LOCATION, CLIP_SECRET, writeClip, writeStill } from './support/clips.ts';
import { ROOT } from './support/fixture.ts';

const CLIENT = builtClient('videos');
const ffprobe = (file: string, entries: string) => {
  const tools = videoTools();
  if ('problem' in tools) throw new Error(tools.problem.message);
  const run = spawnSync(tools.ffprobe, ['-v', 'error', '-show_entries', entries, '-of', 'json', file], {
    encoding: 'utf8',
  });
  return JSON.parse(run.stdout) as {
    streams?: Record<string, unknown>[];
    format?: Record<string, unknown>;
    packets?: Record<string, string>[];
  };
};
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
const servedVideos = () =>
  readdirSync(path.join(CLIENT, '_videos'))
    .filter((f) => /\.(mp4|webm)$/.test(f))
    .map((f) => path.join(CLIENT, '_videos', f));
/** Gray levels (0–255) of a frame of `file`, shrunk to `w`×`h`. */
function frameLevels(file: string, w: number, h: number): number[] {
  const tools = videoTools() as { ffmpeg: string };
  const run = spawnSync(
    tools.ffmpeg,
    ['-v', 'error', '-i', file, '-frames:v', '1', '-vf', `scale=${w}:${h},format=gray`, '-f', 'rawvideo', '-'],
    { maxBuffer: 1 << 20 },
  );
  return [...run.stdout];
}

describe('what the videos fixture build serves', () => {
  it('holds none of the originals: no location, device, creation time, encoder names or chapter from the phone, and no original file', () => {
    const files = walk(CLIENT);
    expect(files.filter((f) => /\.(mov|MOV)$/.test(f) || f.endsWith('commissioner.mp4'))).toEqual([]);
    for (const file of files) {
      const bytes = readFileSync(file);
      expect(bytes.includes(CLIP_SECRET), file).toBe(false);
      expect(bytes.includes(CLIP_LOCATION.slice(0, 8)), file).toBe(false);
      expect(bytes.includes('2024-03-08'), file).toBe(false);
    }
    for (const file of servedVideos()) {
      const { streams = [], format = {} } = ffprobe(
        file,
        'stream=codec_type:stream_disposition=attached_pic:format_tags',
      );
      expect(
        streams.map((s) => s.codec_type),
        file,
      ).not.toContain('data'); // the chapter's text track
      expect(
        streams.some((s) => (s.disposition as { attached_pic?: number } | undefined)?.attached_pic),
        file,
      ).toBe(false); // cover art
      expect(
        Object.keys((format.tags ?? {}) as object).filter(
          (k) => !/^(major_brand|minor_version|compatible_brands|encoder)$/.test(k),
        ),
        file,
      ).toEqual([]);
    }
  });

  it('turns the portrait phone clip upright: the frame is taller than wide and its top (white) is at the top', () => {
    const hero = servedVideos().filter((f) => path.basename(f).startsWith('img-0042-narrow'));
    expect(hero.length).toBe(2);
    for (const file of hero) {
      const { streams = [] } = ffprobe(file, 'stream=width,height');
      expect(streams[0].height as number).toBeGreaterThan(streams[0].width as number);
      // The narrow cut is the middle of the frame: white at the top, dark at the bottom.
      const levels = frameLevels(file, 1, 8);
      expect(levels[0], file).toBeGreaterThan(180);
      expect(levels[7], file).toBeLessThan(80);
    }
  });

  it("gives the hero no sound track, and keeps the testimonial's sound", () => {
    for (const file of servedVideos()) {
      const types = (ffprobe(file, 'stream=codec_type').streams ?? []).map((s) => s.codec_type);
      const name = path.basename(file);
      expect(types, name).toEqual(name.startsWith('commissioner') ? ['video', 'audio'] : ['video']);
    }
  });

  it('writes each MP4 with its index first and a keyframe every two seconds, in the web colours, at a constant frame rate', () => {
    for (const file of servedVideos()) {
      const head = readFileSync(file).subarray(0, 64);
      if (file.endsWith('.mp4')) expect(head.indexOf('moov'), file).toBeGreaterThan(0);
      const { streams = [] } = ffprobe(
        file,
        'stream=codec_type,color_primaries,color_transfer,pix_fmt,r_frame_rate,avg_frame_rate',
      );
      const video = streams.find((s) => s.codec_type === 'video')!;
      expect([video.color_primaries, video.color_transfer, video.pix_fmt], file).toEqual(['bt709', 'bt709', 'yuv420p']);
      expect(video.r_frame_rate, file).toBe('30/1');
      const keyframes = (ffprobe(file, 'packet=stream_index,pts_time,flags').packets ?? [])
        .filter((p) => Number(p.stream_index) === 0 && p.flags.startsWith('K'))
        .map((p) => Math.round(Number(p.pts_time) * 10) / 10);
      const seconds = Number(ffprobe(file, 'format=duration').format!.duration);
      expect(keyframes, file).toEqual(Array.from({ length: Math.ceil(seconds / 2 - 0.05) }, (_, i) => 2 * i));
    }
  });

  it('publishes the captions timed to the video, caches /_videos/ for good, and npm run check finds every version and the captions', () => {
    const vtt = readdirSync(path.join(CLIENT, '_videos')).filter((f) => f.endsWith('.vtt'));
    expect(vtt.length).toBe(1);
    expect(readFileSync(path.join(CLIENT, '_videos', vtt[0]), 'utf8')).toContain(
      '00:00:00.000 --> 00:00:01.000\nCaption 1, said at second 0.',
    );
    expect(readHostRules(CLIENT).headersFor(`/_videos/${vtt[0]}`).get('Cache-Control')).toBe(
      'public, max-age=31536000, immutable',
    );
    const loaded = loadSite(path.join(videoSiteDir(), 'site.yaml'));
    expect(checkSite(CLIENT, loaded.site!).problems).toEqual([]);
  });

  it('encodes nothing again for an unchanged site', async () => {
    const loaded = loadSite(path.join(videoSiteDir(), 'site.yaml'));
    const problems: unknown[] = [];
    expect(extractPosterFrames(loaded.site!.videos, (p) => problems.push(p))).toBe(0);
    expect(await encodeVideos(loaded.site!.videos, (p) => problems.push(p))).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe('WebVTT captions, checked at their own lines', () => {
  const check = (text: string, duration = 10) =>
    checkCaptions(text, duration).problems.map((p) => `${p.line}:${p.col} ${p.code} ${p.message}`);

  it('reads a good file, with an identifier, settings, a note and tags', () => {
    const text =
      'WEBVTT - captions\n\nNOTE checked by the office\n\nintro\n00:00.500 --> 00:02.000 line:90%\n<v Commissioner>Complaints used to reach us on paper.\n\n00:00:02.000 --> 00:00:04.250\nNow every complaint gets a number.\n';
    const { cues, problems } = checkCaptions(text, 5);
    expect(problems).toEqual([]);
    expect(cues.map((c) => [c.start, c.end, c.text])).toEqual([
      [0.5, 2, 'Complaints used to reach us on paper.'],
      [2, 4.25, 'Now every complaint gets a number.'],
    ]);
  });

  it('names the line of each mistake', () => {
    expect(check('1\n00:00:01,000 --> 00:00:02,000\nHello\n')[0]).toMatch(
      /^1:1 VIDEO001 a captions file starts with the line WEBVTT \(this looks like an SRT file/,
    );
    expect(check('WEBVTT\n\n00:00:01,000 --> 00:00:02.000\nHello\n')).toEqual([
      '3:1 VIDEO003 "00:00:01,000" is not a time: write the milliseconds after a dot, not a comma; write minutes:seconds.milliseconds (00:04.500) or hours:minutes:seconds.milliseconds (00:00:04.500)',
    ]);
    expect(check('WEBVTT\n\n00:03.000 --> 00:02.000\nBackwards\n')).toEqual([
      '3:11 VIDEO004 this caption ends (00:02.000) before it starts (00:03.000)',
    ]);
    expect(check('WEBVTT\n\n00:05.000 --> 00:06.000\nLater\n\n00:01.000 --> 00:02.000\nEarlier\n')).toEqual([
      '6:1 VIDEO005 this caption starts at 00:01.000, before the one above it (00:05.000); captions go in the order they are spoken',
    ]);
    expect(check('WEBVTT\n\n00:01.000 --> 00:02.000\nIn time\n\n00:09.000 --> 00:14.000\nToo late\n')).toEqual([
      "6:15 VIDEO007 this caption ends at 00:14.000, after the video's end (00:10.000)",
    ]);
    expect(check('WEBVTT\n\nJust some text\nwith no timing\n')).toEqual([
      '3:1 VIDEO002 this caption has no timing line (such as "00:01.000 --> 00:04.000") before its text; leave a blank line only between captions',
    ]);
  });
});

describe('videos an owner names in site.yaml', () => {
  const dir = path.join(ROOT, '.tmp/video-mistakes');
  const fixture = readFileSync(path.join(ROOT, 'tests/fixtures/mini-site.yaml'), 'utf8');
  const HERO = '      - { type: hero, heading: Software that works, intro: A test hero. }';
  const heroLine = fixture.split('\n').indexOf(HERO) + 1;
  /** Problems of the mini site with `video` as its hero's video (or a testimonials section after the hero). */
  const problemsWith = (video: string, { testimonial = false } = {}) => {
    const section = testimonial
      ? `${HERO}\n      - type: testimonials\n        items:\n          - { topic: A topic, quote: A quote., name: A name, role: A role, video: ${video} }`
      : HERO.replace(' }', `, video: ${video} }`);
    writeFileSync(path.join(dir, 'site.yaml'), fixture.replace(HERO, section));
    return loadSiteFile(path.join(dir, 'site.yaml')).problems.map((p) =>
      p.file
        ? `${path.basename(p.file)}:${p.line}:${p.col} ${p.code} ${p.message}`
        : `${p.line}:${p.col} ${p.code} ${p.message}`,
    );
  };

  beforeAll(() => {
    rmSync(dir, { recursive: true, force: true });
    cpSync(path.join(ROOT, 'tests/fixtures/public'), path.join(dir, 'public'), { recursive: true });
    const v = (name: string) => path.join(dir, 'public/videos', name);
    writeClip(v('IMG_0001.MOV'), { width: 64, height: 36, seconds: 2, codec: 'hevc', rotate: 90, audio: 'speech' });
    writeClip(v('talk.mp4'), { width: 64, height: 36, seconds: 2, audio: 'speech' });
    writeClip(v('long.mp4'), { width: 16, height: 16, seconds: 601, fps: 1 });
    writeClip(v('half-minute.mp4'), { width: 16, height: 16, seconds: 31, fps: 1 });
    // An 8K+ frame: a single frame of Motion JPEG is enough for the header to say so.
    const tools = videoTools() as { ffmpeg: string };
    spawnSync(tools.ffmpeg, [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'color=s=7696x4336:d=1:r=1',
      '-c:v',
      'mjpeg',
      v('huge.mov'),
    ]);
    spawnSync(tools.ffmpeg, [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'sine=d=2',
      '-c:a',
      'aac',
      '-f',
      'mp4',
      v('voice-note.mp4'),
    ]);
    writeStill(v('photo.mp4'), 'mjpeg');
    writeFileSync(v('notes.mov'), 'Meeting notes, not a video\n');
    writeFileSync(v('huge-file.mp4'), '');
    truncateSync(v('huge-file.mp4'), 501 * 1024 * 1024); // sparse: takes no disk
    writeFileSync(v('talk.vtt'), captionsText(2));
    writeFileSync(v('bad.vtt'), 'WEBVTT\n\n00:00.000 --> 00:01.000\nFirst\n\n00:01.000 -> 00:02.000\nSecond\n');
  });

  it('accepts an iPhone .mov as it is (upper-case name, HEVC, turned) and .webm', () => {
    expect(problemsWith('{ src: /videos/IMG_0001.MOV, title: The office }')).toEqual([]);
  });

  it.each([
    [
      'a text file named .mov',
      '/videos/notes.mov',
      'VIDEO012',
      'is not a video that can be read: it may be damaged, or another kind of file renamed .mov',
    ],
    ['a photo named .mp4', '/videos/photo.mp4', 'VIDEO013', 'is a picture, not a video'],
    ['a voice note (sound only)', '/videos/voice-note.mp4', 'VIDEO014', 'has only sound in it, no picture'],
    ['over 10 minutes', '/videos/long.mp4', 'VIDEO020', 'is 10:01 long, more than the 10 minutes a video may be'],
    ['over 8K', '/videos/huge.mov', 'VIDEO016', 'is 7696×4336, larger than 8K'],
    ['over 500 MB', '/videos/huge-file.mp4', 'VIDEO011', 'is 501 MB, more than the 500 MB a video may be'],
  ])('refuses %s at its src', (_, src, code, message) => {
    const problems = problemsWith(`{ src: ${src}, title: The office }`);
    expect(problems.length).toBe(1);
    expect(problems[0]).toMatch(new RegExp(`^\\d+:\\d+ ${code} `));
    expect(problems[0]).toContain(message);
    expect(problems[0].startsWith(`${heroLine}:`)).toBe(true);
  });

  it("reads an unchanged video's header once, not on every run, and again once the file changes", () => {
    // Each run is a process of its own (as npm run validate is), with its own ffprobe counting the times it runs.
    const cache = path.join(dir, 'inspect-cache');
    const log = path.join(dir, 'ffprobe-runs.log');
    const ffprobe = path.join(dir, 'ffprobe');
    const real = (videoTools() as { ffprobe: string }).ffprobe;
    writeFileSync(ffprobe, `#!/bin/sh\necho run >> '${log}'\nexec '${real}' "$@"\n`, { mode: 0o755 });
    writeFileSync(log, '');
    writeFileSync(
      path.join(dir, 'site.yaml'),
      fixture.replace(HERO, HERO.replace(' }', ', video: { src: /videos/IMG_0001.MOV, title: The office } }')),
    );
    const load = `import { loadSiteFile } from ${JSON.stringify(path.join(ROOT, 'src/contract/loadSite.ts'))};
      console.log(JSON.stringify(loadSiteFile(process.argv[1]).problems.map((p) => p.code)));`;
    const validate = () => {
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', load, path.join(dir, 'site.yaml')], {
        encoding: 'utf8',
        env: { ...process.env, FFPROBE: ffprobe, VIDEO_CACHE: cache },
      });
      expect(run.stdout.trim().split('\n').at(-1), run.stderr).toBe('[]');
      return readFileSync(log, 'utf8').split('\n').filter(Boolean).length;
    };
    rmSync(cache, { recursive: true, force: true });
    expect(validate()).toBe(1);
    expect(validate()).toBe(1);
    // The same bytes written again: another version of the file, whose header is read again.
    const clip = path.join(dir, 'public/videos/IMG_0001.MOV');
    writeFileSync(clip, readFileSync(clip));
    expect(validate()).toBe(2);
    expect(validate()).toBe(2);
  });

  it('refuses a hero longer than its loop without duration:, and a duration past the end, at their lines', () => {
    expect(problemsWith('{ src: /videos/long.mp4, title: Long, start: 0, duration: 12 }')).toEqual([]);
    const video = '{ src: /videos/talk.mp4, title: Talk, start: 1, duration: 5 }';
    const col = HERO.replace(' }', `, video: ${video} }`).indexOf('duration: 5') + 'duration: '.length + 1;
    expect(problemsWith(video)).toEqual([
      `${heroLine}:${col} VIDEO022 the video is 2 s long, so from 1 s there are only 1 s to show; write duration: 1 or less`,
    ]);
    const [tooLong] = problemsWith('{ src: /videos/half-minute.mp4, title: Long }');
    expect(tooLong).toMatch(
      new RegExp(
        `^${heroLine}:\\d+ VIDEO023 the home page's hero shows at most 30 s of a video, and this one is 31 s: add duration:`,
      ),
    );
  });

  it('refuses a testimonial with sound and no captions at its video:, and a captions mistake at the .vtt line', () => {
    const [needed] = problemsWith('{ src: /videos/talk.mp4, title: Talk }', { testimonial: true });
    expect(needed).toMatch(
      new RegExp(
        `^${heroLine + 3}:\\d+ VIDEO025 this video has sound, so it needs captions .* captions: /videos/talk.vtt$`,
      ),
    );
    expect(
      problemsWith('{ src: /videos/talk.mp4, title: Talk, captions: /videos/talk.vtt }', { testimonial: true }),
    ).toEqual([]);
    expect(
      problemsWith('{ src: /videos/talk.mp4, title: Talk, captions: /videos/bad.vtt }', { testimonial: true }),
    ).toEqual([
      'bad.vtt:6:1 VIDEO002 this caption has no timing line (such as "00:01.000 --> 00:04.000") before its text; leave a blank line only between captions',
    ]);
  });

  it('reports a file cut short (copied while still downloading) at its line when it is encoded', async () => {
    const cut = path.join(dir, 'public/videos/cut-short.mp4');
    writeClip(cut, { width: 320, height: 180, seconds: 4 });
    spawnSync((videoTools() as { ffmpeg: string }).ffmpeg, [
      '-v',
      'error',
      '-y',
      '-i',
      cut,
      '-c',
      'copy',
      '-movflags',
      '+faststart',
      `${cut}.tmp.mp4`,
    ]);
    cpSync(`${cut}.tmp.mp4`, cut);
    truncateSync(cut, Math.round(statSync(cut).size * 0.5));
    expect(problemsWith('{ src: /videos/cut-short.mp4, title: Cut }')).toEqual([]);
    const loaded = loadSite(path.join(dir, 'site.yaml'));
    const problems: { line: number; code: string; message: string }[] = [];
    await encodeVideos(loaded.site!.videos, (p) => problems.push(p));
    expect(problems.map((p) => p.line)).toEqual([heroLine]);
    expect(problems[0].code).toBe('VIDEO010');
    expect(problems[0].message).toMatch(
      /^the video "\/videos\/cut-short.mp4" could not be encoded: the file is damaged or cut short/,
    );
  });
});

describe('npm run dev', () => {
  it('serves a version, encoding it on first request into an empty cache, and answers a range of it; and the captions', async () => {
    const siteFile = path.join(videoSiteDir(), 'site.yaml');
    const cache = path.join(ROOT, '.tmp/dev-video-cache');
    rmSync(cache, { recursive: true, force: true });
    process.env.VIDEO_CACHE = cache;
    const server = await createServer({
      configFile: false,
      root: videoSiteDir(),
      logLevel: 'silent',
      plugins: [devPlugin({ siteFile })],
      server: { port: 0, host: '127.0.0.1' },
    });
    try {
      await server.listen();
      const base = server.resolvedUrls!.local[0].replace(/\/$/, '');
      const loaded = loadSite(siteFile);
      const job = loaded.site!.videos.find((j) => j.captions)!;
      const version = job.outputs.find((o) => o.format === 'h264')!.name;
      const part = await fetch(base + version, { headers: { range: 'bytes=0-99' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-type')).toBe('video/mp4');
      expect(part.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
      expect(
        Buffer.from(await part.arrayBuffer())
          .subarray(4, 8)
          .toString(),
      ).toBe('ftyp');
      expect(readdirSync(cache).some((f) => f.endsWith('.mp4'))).toBe(true);
      const captions = await fetch(base + job.captions!.name);
      expect(captions.headers.get('content-type')).toMatch(/^text\/vtt/);
      expect(await captions.text()).toBe(job.captions!.text);
    } finally {
      delete process.env.VIDEO_CACHE;
      await server.close();
      rmSync(cache, { recursive: true, force: true });
    }
  });
});
