// The video pipeline's plan, made from the page descriptors: for each video in a slot (src/shared/videoSlots.ts) the
// part of it shown (start, duration, a loop's fade), the versions to encode (each cut of the slot in its widths, as AV1
// in WebM and H.264 in MP4), the frames that become its posters, and its captions timed to that part. Every output
// is named by its content (the file's hash and every setting) before anything is encoded, like pictures.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { VIDEO_DIR } from '../../shared/outputNames.ts';
import { VIDEO_SLOTS, type VideoCut, type VideoSlotName } from '../../shared/videoSlots.ts';
import type { PageDescriptor, SizedImage, Video, VideoSource } from '../../contract/descriptorTypes.ts';
import type { PictureFiles } from '../../contract/resolve/files.ts';
import type { DataPath } from '../../content/yamlSource.ts';
import { videoCache } from './cache.ts';
import { captionsFor, transcriptOf, type Cue } from './captions.ts';
import type { VideoFile } from './inspect.ts';

/** Encoder settings: part of every output's name, so a change gives new names and nothing stale is served. */
export const VIDEO_ENCODER = {
  version: 1,
  /** At most this many frames a second (a 60 fps phone clip is shown at 30). */
  maxFps: 30,
  /** A keyframe every this many seconds: where a visitor can seek to, and where playback can start. */
  keyframeSeconds: 2,
  /** Seconds over which a loop's end fades into its start. */
  loopFade: 0.5,
  // SVT-AV1's preset 10: 7 % larger files than preset 8 in 60 % of the time (a 1080p loop on 2 cores).
  av1: { preset: 10, crf: 36 },
  h264: { preset: 'medium', crf: 25 },
  audio: { aac: '96k', opus: '64k' },
  /** Posters are frames at most this wide: twice the widest a poster slot draws. */
  posterWidth: 2732,
} as const;

export type VideoFormat = 'av1' | 'h264';
const CONTAINER: Record<VideoFormat, { ext: string; mime: string; video: string; audio: string }> = {
  av1: { ext: 'webm', mime: 'video/webm', video: 'av01.0.08M.08', audio: 'opus' },
  h264: { ext: 'mp4', mime: 'video/mp4', video: 'avc1.640028', audio: 'mp4a.40.2' },
};

/** A rectangle of the frame (as shown, after rotation), in its pixels. */
export interface Crop {
  width: number;
  height: number;
  x: number;
  y: number;
}

export interface VideoOutput {
  key: string;
  /** Where the site serves it: /_videos/… */
  name: string;
  format: VideoFormat;
  cut: string;
  crop: Crop;
  width: number;
  height: number;
}

export interface PosterFrame {
  key: string;
  /** The second of the file. */
  time: number;
  crop: Crop;
  width: number;
  height: number;
}

/** One video file shown in one slot (one part of it), and all that is made from it. */
export interface VideoJob {
  src: string;
  file: string;
  info: VideoFile;
  slot: VideoSlotName;
  /** Where site.yaml first names it (for problems found while encoding). */
  at: { line: number; col: number };
  /** The part shown: from `start`, `duration` seconds; a loop also reads `fade` seconds after it. */
  start: number;
  duration: number;
  fade: number;
  fps: number;
  audio: boolean;
  outputs: VideoOutput[];
  posters: PosterFrame[];
  /** The captions as published, timed to the part shown. */
  captions?: { name: string; text: string };
}

/** What the resolver read of each video file site.yaml names. */
export type VideoFiles = Map<string, { file: string; at: DataPath; info: VideoFile }>;
/** The cues of each captions file, by its site path. */
export type CaptionFiles = Map<string, Cue[]>;

const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));
const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 20);
const stemOf = (src: string) =>
  path
    .basename(src, path.extname(src))
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');

/** The cut's rectangle of a frame `width`×`height`: cropped to its shape, centred. */
export function cropFor(cut: VideoCut, width: number, height: number): Crop {
  const aspect = width / height;
  let target = aspect;
  if (cut.aspect) target = cut.aspect;
  else if (cut.minAspect && aspect < cut.minAspect) target = cut.minAspect;
  // Wider than the cut: keep the height, crop the sides; narrower: keep the width, crop top and bottom.
  const w = Math.min(aspect > target ? even(height * target) : even(width), width - (width % 2));
  const h = Math.min(aspect > target ? even(height) : even(width / target), height - (height % 2));
  return { width: w, height: h, x: 2 * Math.floor((width - w) / 4), y: 2 * Math.floor((height - h) / 4) };
}

/** The part shown: a loop needs its fade's seconds after its end, and is shortened when the file has none left. */
export function partShown(
  slot: VideoSlotName,
  info: Pick<VideoFile, 'duration'>,
  video: { start?: number; duration?: number },
) {
  const start = Math.min(video.start ?? 0, info.duration);
  const available = info.duration - start;
  let duration = Math.min(video.duration ?? available, available);
  let fade: number = VIDEO_SLOTS[slot].loop ? VIDEO_ENCODER.loopFade : 0;
  if (fade && available - duration < fade) duration = available - fade;
  if (duration < 2 * fade) {
    fade = 0;
    duration = available;
  }
  return { start, duration: Math.round(duration * 1000) / 1000, fade };
}

/** Frames a second: the file's, or a whole fraction of it at most maxFps (60 → 30, 50 → 25); a variable rate evened out. */
const fpsOf = (fps: number) => Math.round(fps / Math.ceil(fps / (VIDEO_ENCODER.maxFps + 0.5)));

/** The type a <source> names, so a browser skips what it cannot play without fetching a byte. */
export const sourceType = (format: VideoFormat, audio: boolean) => {
  const c = CONTAINER[format];
  return `${c.mime}; codecs="${c.video}${audio ? `, ${c.audio}` : ''}"`;
};
export const extensionOf = (format: VideoFormat) => CONTAINER[format].ext;

/** An encoded version, in the video cache. */
export const cachedVideoFile = (o: VideoOutput) => path.join(videoCache(), `${o.key}.${extensionOf(o.format)}`);

function planJob(
  src: string,
  found: { file: string; info: VideoFile },
  slot: VideoSlotName,
  video: Video,
  at: VideoJob['at'],
  cues: Cue[] | undefined,
): VideoJob {
  const { info } = found;
  const { start, duration, fade } = partShown(slot, info, video);
  const audio = VIDEO_SLOTS[slot].audio && info.audioStream !== undefined;
  const fps = fpsOf(info.fps);
  const stem = stemOf(src);
  const part = { v: VIDEO_ENCODER.version, hash: info.hash, slot, start, duration, fade, fps, audio };
  const outputs: VideoOutput[] = [];
  const posters: PosterFrame[] = [];
  // The hero's first frame is the loop's (its fade starts from the frame after its end); anything else 1 s in.
  const posterTime = video.posterAt ?? (fade ? start + duration : start + Math.min(1, duration / 2));
  for (const cut of VIDEO_SLOTS[slot].cuts as readonly VideoCut[]) {
    const crop = cropFor(cut, info.width, info.height);
    for (const wanted of [...new Set(cut.widths.map((w) => Math.min(w, crop.width)))]) {
      const width = even(wanted);
      const height = even((width * crop.height) / crop.width);
      for (const format of ['av1', 'h264'] as const) {
        const settings = {
          ...part,
          crop,
          width,
          height,
          format,
          encoder: VIDEO_ENCODER[format],
          audioSettings: audio && VIDEO_ENCODER.audio,
          bpp: VIDEO_SLOTS[slot].bitsPerPixel[format],
        };
        const key = sha(JSON.stringify(settings));
        outputs.push({
          key,
          name: `/${VIDEO_DIR}/${stem}-${cut.name}-${width}-${key.slice(0, 10)}.${CONTAINER[format].ext}`,
          format,
          cut: cut.name,
          crop,
          width,
          height,
        });
      }
    }
    const width = even(Math.min(crop.width, VIDEO_ENCODER.posterWidth));
    const frame = {
      time: Math.max(0, Math.min(posterTime, info.duration - 0.1)),
      crop,
      width,
      height: even((width * crop.height) / crop.width),
    };
    posters.push({ key: sha(JSON.stringify({ v: VIDEO_ENCODER.version, hash: info.hash, ...frame })), ...frame });
  }
  const job: VideoJob = { src, file: found.file, info, slot, at, start, duration, fade, fps, audio, outputs, posters };
  if (cues && video.captions) {
    const text = captionsFor(cues, start, duration);
    job.captions = { name: `/${VIDEO_DIR}/${stemOf(video.captions)}-${sha(text).slice(0, 10)}.vtt`, text };
  }
  return job;
}

/** Every video a descriptor holds, with its slot. */
function shownVideos(pages: PageDescriptor[]): [Video, VideoSlotName][] {
  const found: [Video, VideoSlotName][] = [];
  for (const page of pages) {
    for (const section of page.sections) {
      if (section.type === 'hero' && section.video) found.push([section.video, 'hero']);
      if (section.type === 'testimonials')
        for (const item of section.items) if (item.video) found.push([item.video, 'testimonial']);
    }
  }
  return found;
}

/** A poster frame as a picture: the picture pipeline encodes it in the widths of its slot, like any photo. */
const posterPicture = (job: VideoJob, frame: PosterFrame, cut: string, alt: string): SizedImage => ({
  src: `/${VIDEO_DIR}/${stemOf(job.src)}-poster-${cut}-${frame.key.slice(0, 10)}.jpg`,
  alt,
  width: frame.width,
  height: frame.height,
});

/** The media query of a cut used below a window width. */
const mediaBelow = (width: number) => `(max-width: ${width - 0.02}px)`;

/**
 * Plans every video the descriptors hold and fills in each descriptor's video (in place, as pictures are): its
 * sources, poster frames (added to `pictures`, so the picture pipeline makes their versions), captions and transcript.
 * `posterFile` names the file a poster frame is extracted to.
 */
export function planVideos(
  pages: PageDescriptor[],
  files: VideoFiles,
  captions: CaptionFiles,
  pictures: PictureFiles,
  posterFile: (key: string) => string,
  positionOf: (at: DataPath) => VideoJob['at'],
): VideoJob[] {
  const jobs = new Map<string, VideoJob>();
  for (const [video, slot] of shownVideos(pages)) {
    const found = files.get(video.src);
    if (!found) continue;
    const cues = video.captions ? captions.get(video.captions) : undefined;
    const id = JSON.stringify([video.src, slot, video.start, video.duration, video.posterAt, video.captions]);
    if (!jobs.has(id)) jobs.set(id, planJob(video.src, found, slot, video, positionOf(found.at), cues));
    const job = jobs.get(id)!;
    const cuts = VIDEO_SLOTS[slot].cuts as readonly VideoCut[];
    const main = job.outputs.filter((o) => o.cut === cuts.at(-1)!.name).at(-1)!;
    video.width = main.width;
    video.height = main.height;
    video.audio = job.audio;
    video.sources = job.outputs.map((o): VideoSource => {
      const cut = cuts.find((c) => c.name === o.cut)!;
      return {
        src: o.name,
        type: sourceType(o.format, job.audio),
        width: o.width,
        height: o.height,
        ...(cut.below ? { media: mediaBelow(cut.below) } : {}),
      };
    });
    if (!video.poster) {
      cuts.forEach((cut, i) => {
        const frame = job.posters[i];
        const picture = posterPicture(job, frame, cut.name, video.title);
        if (!pictures.has(picture.src))
          pictures.set(picture.src, {
            format: 'jpeg',
            width: frame.width,
            height: frame.height,
            hash: frame.key,
            file: posterFile(frame.key),
            at: found.at,
            generated: true,
          });
        if (cut.below) video.narrowPoster = { ...picture, media: mediaBelow(cut.below) };
        else video.poster = picture;
      });
    }
    if (job.captions && cues) {
      video.captionsFile = job.captions.name;
      // A language's own captions are named for it (x.mr.vtt beside x.vtt, src/contract/translations.ts).
      const lang = /\.([a-z]{2,3})\.vtt$/i.exec(video.captions ?? '')?.[1];
      if (lang) video.captionsLang = lang.toLowerCase();
      video.transcript = transcriptOf(cues.filter((c) => c.end > job.start && c.start < job.start + job.duration));
    }
  }
  return [...jobs.values()];
}
