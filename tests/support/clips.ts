// Phone-like video clips made on the spot with the real encoders (nothing binary is committed): HEVC in a .mov with the
// rotation a phone held upright writes, H.264 with speech-like sound, a variable frame rate, HDR (HLG, as an iPhone
// records), and the metadata a phone adds: location, make, model, creation time, its encoder's name, a chapter and
// cover art. Every metadata text carries CLIP_SECRET (and the location its own digits), so a test can look for them
// in what is served.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { videoTools } from '../../src/media/videos/tools.ts';

/** In every metadata text the clips carry: no served byte may contain it. */
export const CLIP_SECRET = 'PhoneSecret-3c9e';
/** The location a phone writes (Pune), ISO 6709 as Apple's files hold it. */
export const CLIP_LOCATION = '+18.5204+073.8567+560.000/';

export interface ClipOptions {
  /** The frame as stored (a phone held upright stores it landscape and says to turn it: see `rotate`). */
  width: number;
  height: number;
  seconds: number;
  fps?: number;
  codec?: 'hevc' | 'h264' | 'vp9';
  /** The display matrix's rotation, as a phone writes it (90: turn a quarter to show it upright). */
  rotate?: 0 | 90 | -90 | 180;
  /** Speech-like sound (a voice's pitch and syllables), a steady tone, or none. */
  audio?: 'speech' | 'tone';
  /** Frames at uneven times, as a phone records in low light. */
  vfr?: boolean;
  /** 10-bit HLG in BT.2020, an iPhone's default. */
  hdr?: boolean;
  /** Location, make, model, creation time, encoder, a chapter and cover art, each with CLIP_SECRET. */
  phoneMetadata?: boolean;
  /**
   * A test pattern with moving parts; a white frame (with grain); or 'upright': white in its top third and dark below
   * as it is meant to be seen, stored turned as `rotate` says (so a version shown upside down or sideways is caught).
   */
  pattern?: 'testsrc' | 'white' | 'upright';
}

/** The ffmpeg program (the project's own install step brings it when missing). */
function ffmpeg(): string {
  const tools = videoTools();
  if ('problem' in tools) throw new Error(tools.problem.message);
  return tools.ffmpeg;
}

/** Writes one still picture (a JPEG, `mjpeg`, or a PNG) to `file`, whatever its name says: a photo named as a video. */
export function writeStill(file: string, codec: 'mjpeg' | 'png'): void {
  const run = spawnSync(ffmpeg(), [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'color=s=64x64', '-frames:v', '1'],
    ...['-f', 'image2', '-c:v', codec, file],
  ]);
  if (run.status !== 0) throw new Error(`ffmpeg could not write ${file}: ${run.stderr}`);
}

/** Writes a clip to `file` (its extension chooses the container: .mov, .mp4, .webm). */
export function writeClip(file: string, options: ClipOptions): void {
  const {
    width,
    height,
    seconds,
    fps = 30,
    codec = 'h264',
    rotate = 0,
    audio,
    vfr = false,
    hdr = false,
    phoneMetadata = false,
    pattern = 'testsrc',
  } = options;
  mkdirSync(path.dirname(file), { recursive: true });
  const ext = path.extname(file).slice(1);
  // Stored turned a quarter clockwise, a frame is shown upright by a rotation of 90 (ffmpeg's and the phones' sign).
  const turn = { 0: '', 90: ',transpose=1', [-90]: ',transpose=2', 180: ',hflip,vflip' }[rotate];
  const [w, h] = Math.abs(rotate) === 90 ? [height, width] : [width, height];
  const source = {
    white: `color=c=white:s=${width}x${height}:r=${fps}:d=${seconds}`,
    upright: `color=c=0x202020:s=${w}x${h}:r=${fps}:d=${seconds},drawbox=x=0:y=0:w=${w}:h=${Math.round(h / 3)}:color=white:t=fill${turn}`,
    testsrc: `testsrc2=s=${width}x${height}:r=${fps}:d=${seconds}`,
  }[pattern];
  const inputs = ['-f', 'lavfi', '-i', source];
  if (audio === 'speech') {
    // A voice: a pitch gliding around 140 Hz with its harmonics, in syllables four times a second, pausing each second.
    inputs.push(
      '-f',
      'lavfi',
      '-i',
      `aevalsrc='(0.5*sin(2*PI*(140+30*sin(2*PI*0.7*t))*t)+0.3*sin(4*PI*(140+30*sin(2*PI*0.7*t))*t)+0.2*sin(6*PI*(140+30*sin(2*PI*0.7*t))*t))*max(0,sin(2*PI*4*t))*gt(mod(t,1),0.15)':s=48000:d=${seconds}`,
    );
  } else if (audio === 'tone') inputs.push('-f', 'lavfi', '-i', `sine=f=440:r=48000:d=${seconds}`);
  // Cover art as an edited or downloaded MP4 carries it (QuickTime's .mov has no place for it).
  const cover =
    phoneMetadata && ext === 'mp4' ? path.join(path.dirname(file), `.${path.basename(file)}.cover.png`) : undefined;
  if (cover) {
    const made = spawnSync(ffmpeg(), [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'color=c=orange:s=64x64',
      '-frames:v',
      '1',
      cover,
    ]);
    if (made.status !== 0) throw new Error(`the cover art could not be made: ${made.stderr}`);
    inputs.push('-i', cover);
  }
  const filters = [pattern === 'white' ? 'noise=alls=2:allf=t' : 'noise=alls=6:allf=t'];
  // Uneven frame times: every other frame late by a third of a frame (in a time base fine enough to hold it).
  if (vfr) filters.push('settb=1/600', `setpts='(N/${fps}+mod(N,2)/${3 * fps})/TB'`);
  const video =
    codec === 'hevc'
      ? [
          '-c:v',
          'libx265',
          '-preset',
          'ultrafast',
          '-x265-params',
          `log-level=error${hdr ? ':colorprim=bt2020:transfer=arib-std-b67:colormatrix=bt2020nc' : ''}`,
          '-tag:v:0',
          'hvc1',
        ]
      : codec === 'vp9'
        ? ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '1M']
        : ['-c:v', 'libx264', '-preset', 'ultrafast'];
  const args = ['-hide_banner', '-v', 'error', '-y', ...inputs, '-map', '0:v'];
  if (audio) args.push('-map', '1:a', '-c:a', ext === 'webm' ? 'libopus' : 'aac');
  if (cover) args.push('-map', `${audio ? 2 : 1}:v`, '-c:v:1', 'png', '-disposition:v:1', 'attached_pic');
  args.push(
    '-filter:v:0',
    filters.join(','),
    ...video.map((a) => (a === '-c:v' ? '-c:v:0' : a)),
    '-pix_fmt:v:0',
    hdr ? 'yuv420p10le' : 'yuv420p',
  );
  if (hdr) args.push('-color_primaries:v:0', 'bt2020', '-color_trc:v:0', 'arib-std-b67', '-colorspace:v:0', 'bt2020nc');
  if (vfr) args.push('-fps_mode', 'passthrough', '-enc_time_base:v:0', '1/600', '-video_track_timescale', '600');
  if (phoneMetadata) {
    args.push(
      '-metadata',
      `location=${CLIP_LOCATION}`,
      '-metadata',
      `com.apple.quicktime.location.ISO6709=${CLIP_LOCATION}`,
      '-metadata',
      `make=Apple ${CLIP_SECRET}`,
      '-metadata',
      `model=iPhone 15 Pro ${CLIP_SECRET}`,
      '-metadata',
      `com.apple.quicktime.make=Apple ${CLIP_SECRET}`,
      '-metadata',
      `com.apple.quicktime.model=iPhone 15 Pro ${CLIP_SECRET}`,
      '-metadata',
      'creation_time=2024-03-08T10:15:30Z',
      '-metadata',
      `com.apple.quicktime.creationdate=2024-03-08T15:45:30+0530 ${CLIP_SECRET}`,
      '-metadata',
      `encoder=Apple HEVC ${CLIP_SECRET}`,
      '-metadata',
      `comment=Shot at the office ${CLIP_SECRET}`,
      '-metadata:s:v:0',
      `handler_name=Core Media Video ${CLIP_SECRET}`,
      '-metadata:s:v:0',
      'creation_time=2024-03-08T10:15:30Z',
    );
    // Apple's own keys (com.apple.quicktime.*), as an iPhone's .mov holds them.
    if (ext === 'mov') args.push('-movflags', 'use_metadata_tags');
  }
  args.push(file);
  const run = spawnSync(ffmpeg(), args, { encoding: 'utf8' });
  if (cover) rmSync(cover, { force: true });
  if (run.status !== 0) throw new Error(`the clip ${file} could not be made: ${run.stderr}`);
  if (phoneMetadata || rotate) addRotationAndChapter(file, rotate, phoneMetadata);
}

/**
 * The rotation a phone writes (the track's display matrix) and a chapter, as some cameras and editors write: added
 * by copying the streams again (ffmpeg 5.1 sets the display matrix from `rotate` only when it copies a stream).
 */
function addRotationAndChapter(file: string, rotate: number, chapter: boolean): void {
  const meta = `${file}.chapters.txt`;
  writeFileSync(
    meta,
    `;FFMETADATA1\n${chapter ? `[CHAPTER]\nTIMEBASE=1/1000\nSTART=0\nEND=500\ntitle=Arrival ${CLIP_SECRET}\n` : ''}`,
  );
  const out = `${file}.copied${path.extname(file)}`;
  const run = spawnSync(
    ffmpeg(),
    [
      '-v',
      'error',
      '-y',
      '-i',
      file,
      '-i',
      meta,
      '-map',
      '0',
      '-map_metadata',
      '0',
      '-map_chapters',
      '1',
      '-c',
      'copy',
      ...(rotate ? ['-metadata:s:v:0', `rotate=${rotate}`] : []),
      ...(file.endsWith('.mov') ? ['-movflags', 'use_metadata_tags'] : []),
      out,
    ],
    { encoding: 'utf8' },
  );
  rmSync(meta, { force: true });
  if (run.status !== 0) throw new Error(`the rotation and chapter could not be added to ${file}: ${run.stderr}`);
  renameSync(out, file);
}

/** A WebVTT file for a clip: one caption a second, "Caption N". */
export function captionsText(seconds: number): string {
  const stamp = (s: number) =>
    `00:${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}.000`;
  const cues = Array.from(
    { length: Math.floor(seconds) },
    (_, i) => `${stamp(i)} --> ${stamp(i + 1)}\nCaption ${i + 1}, said at second ${i}.`,
  );
  return ['WEBVTT', ...cues].join('\n\n') + '\n';
}

export interface VideoSite {
  siteFile: string;
  /** Each video's address as site.yaml names it. */
  hero: string;
  talk: string;
  silent: string;
  captions: string;
}

/**
 * A copy of the mini fixture site (tests/fixtures/mini-site.yaml) with videos as an owner has them: as the home page's
 * hero, an iPhone's portrait HEVC .mov in HDR with sound, its location and the phone's names; and a testimonials
 * section of two: an H.264 .mp4 with speech at a variable frame rate (cover art, a chapter) and its captions, and a
 * silent VP9 .webm.
 */
export function prepareVideoSite(dir: string): VideoSite {
  const root = path.resolve(import.meta.dirname, '../..');
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(root, 'tests/fixtures/public'), path.join(dir, 'public'), { recursive: true });
  const site: VideoSite = {
    siteFile: path.join(dir, 'site.yaml'),
    hero: '/videos/IMG_0042.MOV',
    talk: '/videos/commissioner.mp4',
    silent: '/videos/screen.webm',
    captions: '/videos/commissioner.vtt',
  };
  const file = (src: string) => path.join(dir, 'public', src);
  writeClip(file(site.hero), {
    width: 640,
    height: 360,
    seconds: 3,
    codec: 'hevc',
    rotate: 90,
    hdr: true,
    audio: 'tone',
    phoneMetadata: true,
    pattern: 'upright',
  });
  writeClip(file(site.talk), {
    width: 854,
    height: 480,
    seconds: 3,
    codec: 'h264',
    audio: 'speech',
    vfr: true,
    phoneMetadata: true,
  });
  writeClip(file(site.silent), { width: 480, height: 360, seconds: 2, codec: 'vp9' });
  writeFileSync(file(site.captions), captionsText(3));
  let text = readFileSync(path.join(root, 'tests/fixtures/mini-site.yaml'), 'utf8');
  const hero = '      - { type: hero, heading: Software that works, intro: A test hero. }';
  if (text.split(hero).length !== 2) throw new Error(`mini-site.yaml must contain exactly one ${JSON.stringify(hero)}`);
  text = text.replace(
    hero,
    [
      // As long as the real hero's text, so its lines reach as far across the video as the real ones do.
      '      - type: hero',
      '        heading: Custom software that helps government offices and businesses work faster',
      '        intro: We design, build and support web portals, mobile apps and reporting systems for offices across Maharashtra, and look after them for years.',
      `        video: { src: ${site.hero}, title: Our office at work }`,
      '        actions: [{ label: Explore our products, to: /Products, style: button }, { label: Connect, to: /ContactPage, style: link }]',
      '      - type: testimonials',
      '        id: Testimonials',
      '        heading: What our clients say',
      '        items:',
      '          - topic: Grievance system',
      '            quote: Complaints are now closed on time.',
      '            name: Municipal Commissioner',
      '            role: Municipal Corporation',
      `            video: { src: ${site.talk}, title: The commissioner on the grievance system, captions: ${site.captions} }`,
      '          - topic: Letter and file system',
      '            quote: Every letter is traced.',
      '            name: Superintendent of Police',
      '            role: District Police',
      `            video: { src: ${site.silent}, title: The office's letter desk }`,
    ].join('\n'),
  );
  writeFileSync(site.siteFile, text);
  return site;
}
