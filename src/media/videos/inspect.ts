// What the build knows about a video file before decoding a frame: its size on disk (a file over the limit is refused
// unread), and from the container's header (ffprobe) its streams, length, frame size as shown (turned as the phone's
// rotation says), frame rate and colour; and a hash of its bytes, the cache key of everything made from it.
import { problem, type Coded } from '../../core/problems.ts';
import { createHash, randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, readSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { codeHash } from '../../core/codeInputs.ts';
import { readOncePerVersion } from '../../core/fileFacts.ts';
import { readCached, writeCached } from '../../core/writeWhole.ts';
import { videoCache } from './cache.ts';
import { OWN_FILE_ONLY, VIDEO_EXTENSIONS } from './containers.ts';
import { limitWords, runSync, timeLimit, videoTools } from './tools.ts';

export const MAX_VIDEO_BYTES = 500 * 1024 * 1024;
/** The longest part of a file shown (a longer file is fine when start: and duration: pick such a part). */
export const MAX_VIDEO_SECONDS = 10 * 60;
/** 8K UHD: longer or shorter sides than these are a mistake, and would take hours to encode here. */
export const MAX_VIDEO_SIDES = [7680, 4320] as const;
/** Shorter than this is a still, not a video. */
export const MIN_VIDEO_SECONDS = 0.5;

export interface VideoFile {
  /** sha256 of the bytes, hex. */
  hash: string;
  bytes: number;
  /** Seconds. */
  duration: number;
  /** As shown: a phone held upright stores its frames turned a quarter, with a rotation to apply. */
  width: number;
  height: number;
  /** Frames a second, on average (a phone's variable frame rate varies around it). */
  fps: number;
  /** The index of the stream that is the video (not cover art), and of the first sound stream, if any. */
  videoStream: number;
  audioStream?: number;
  codec: string;
  /** The transfer of HDR video (HLG from an iPhone, PQ), which is tone-mapped to the web's SDR. */
  hdr: boolean;
}

interface ProbeStream {
  index: number;
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  duration?: string;
  color_transfer?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { side_data_type?: string; rotation?: number }[];
}
interface Probe {
  streams?: ProbeStream[];
  format?: { format_name?: string; duration?: string };
}

/** Kinds of file ffprobe knows that hold pictures, not video: a photo renamed .mp4 is "image2" or "jpeg_pipe". */
const PICTURE_FORMATS = /^(image2|.*_pipe|gif|apng|webp|ico|bmp|tiff?|svg)$/;
/** Kinds of file that are lists of other files to play, in owners' words. */
const LISTS: Record<string, string> = {
  hls: 'a streaming playlist (HLS, .m3u8)',
  dash: 'a streaming manifest (DASH, .mpd)',
  concat: 'a list of clips to join (ffconcat)',
  imf: 'a composition of other files (IMF)',
};
/**
 * The kind ffprobe found a file to be when it is not one of the site's, from its message ("[hls @ 0x…] Format not on
 * whitelist"); a message of another form leaves the file refused as one that cannot be read.
 */
const refusedFormat = (stderr: string) => /\[([\w,]+) @ 0x[0-9a-f]+\] Format not on whitelist/.exec(stderr)?.[1];

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const rate = (r?: string) => {
  const [n, d] = (r ?? '0/1').split('/').map(Number);
  return d ? n / d : 0;
};

/** A file's path, size, inode and change and modification times: another version of it has another identity. */
function fileIdentity(file: string): string {
  const stat = statSync(file);
  return `${path.resolve(file)}:${stat.size}:${stat.ino}:${stat.ctimeMs}:${stat.mtimeMs}`;
}

/**
 * The file's sha256, kept in the video cache by the file's path, size, inode and change time (which every write
 * moves, and no tool sets back): a rebuild does not read hundreds of megabytes of unchanged video again.
 */
function hashFile(file: string): string {
  const id = fileIdentity(file);
  const known = knownHashes().get(id);
  if (known) return known;
  const hash = readHash(file);
  knownHashes().set(id, hash);
  try {
    mkdirSync(videoCache(), { recursive: true });
    const list = path.join(videoCache(), 'hashes.json');
    const aside = `${list}.${randomUUID()}.tmp`;
    writeFileSync(aside, JSON.stringify(Object.fromEntries(knownHashes())));
    renameSync(aside, list);
  } catch {
    /* the next build reads the file again */
  }
  return hash;
}

let hashes: Map<string, string> | undefined;
function knownHashes(): Map<string, string> {
  if (!hashes) {
    try {
      hashes = new Map(Object.entries(JSON.parse(readFileSync(path.join(videoCache(), 'hashes.json'), 'utf8'))));
    } catch {
      hashes = new Map();
    }
  }
  return hashes;
}

function readHash(file: string): string {
  const hash = createHash('sha256');
  const fd = openSync(file, 'r');
  const chunk = Buffer.alloc(4 << 20);
  try {
    for (let n; (n = readSync(fd, chunk)) > 0; ) hash.update(chunk.subarray(0, n));
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
}

/** The file's facts, or what is wrong with it in plain words (`shown` is the file as site.yaml names it). */
export const inspectVideo = readOncePerVersion(inspectKept);

/** The code's hash, once per process: what inspect finds changes with the code that finds it. */
let code: string | undefined;

/**
 * A readable video's facts are kept in the video cache (a checked entry) by the file's identity, as its hash is (path,
 * size, inode, change and modification times), and by the code's hash: validate, the dev server and each build read an
 * unchanged video's header once, not on every run (ffprobe, and ffmpeg's list of encoders before it, took about 1 s
 * of npm run validate's 3.6 s here). A refused file is read again each time: the owner is about to change it.
 */
function inspectKept(file: string, shown: string, bytes: number): VideoFile | { problem: Coded } {
  code ??= codeHash();
  const key = createHash('sha256')
    .update(`${code}\0${fileIdentity(file)}`)
    .digest('hex')
    .slice(0, 20);
  const entry = path.join(videoCache(), `inspected-${key}.json`);
  const kept = readCached(entry);
  if (kept) return JSON.parse(kept.toString()) as VideoFile;
  const found = inspect(file, shown, bytes);
  if (!('problem' in found)) {
    try {
      mkdirSync(videoCache(), { recursive: true });
      writeCached(entry, JSON.stringify(found));
    } catch {
      /* read again next time */
    }
  }
  return found;
}

function inspect(file: string, shown: string, bytes: number): VideoFile | { problem: Coded } {
  if (bytes > MAX_VIDEO_BYTES) {
    return {
      problem: problem('VIDEO011', { shown, bytes: megabytes(bytes), MAX_VIDEO_BYTES: megabytes(MAX_VIDEO_BYTES) }),
    };
  }
  const tools = videoTools();
  if ('problem' in tools) return tools;
  const seconds = timeLimit({ bytes });
  const run = runSync(
    tools.ffprobe,
    ['-v', 'error', ...OWN_FILE_ONLY, '-print_format', 'json', '-show_format', '-show_streams', file],
    seconds,
  );
  let probe: Probe = {};
  try {
    probe = JSON.parse(run.stdout || '{}');
  } catch {
    /* not read: no video */
  }
  const ext = path.extname(shown).slice(1).toLowerCase();
  const kind = refusedFormat(run.stderr);
  if (kind && PICTURE_FORMATS.test(kind)) return { problem: problem('VIDEO013', { shown }) };
  if (kind && LISTS[kind]) return { problem: problem('VIDEO032', { shown, list: LISTS[kind] }) };
  if (kind) return { problem: problem('VIDEO033', { shown, kind, kinds: VIDEO_EXTENSIONS.join(', ') }) };
  const notVideo = run.timedOut
    ? `the file "${shown}" was still being read after ${limitWords(seconds)}, so reading it was stopped`
    : `the file "${shown}" is not a video that can be read`;
  if (run.status !== 0 || !probe.format) return { problem: problem('VIDEO012', { notVideo, ext }) };
  const streams = probe.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic && s.width && s.height);
  if (!video) {
    const audio = streams.some((s) => s.codec_type === 'audio');
    return { problem: problem('VIDEO014', { shown, holds: audio ? 'only sound' : 'nothing' }) };
  }
  const duration = Number(probe.format.duration ?? video.duration ?? 0);
  if (!(duration >= MIN_VIDEO_SECONDS))
    return {
      problem: problem('VIDEO015', {
        shown,
        length: duration ? `${duration.toFixed(2)} s` : 'of no length',
        MIN_VIDEO_SECONDS,
      }),
    };
  const rotation =
    video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? Number(video.tags?.rotate ?? 0);
  const quarter = Math.abs(Math.round(rotation / 90)) % 2 === 1;
  const [width, height] = quarter ? [video.height!, video.width!] : [video.width!, video.height!];
  if (Math.max(width, height) > MAX_VIDEO_SIDES[0] || Math.min(width, height) > MAX_VIDEO_SIDES[1]) {
    return { problem: problem('VIDEO016', { shown, width, height, max: MAX_VIDEO_SIDES.join('×') }) };
  }
  const audio = streams.find((s) => s.codec_type === 'audio');
  return {
    hash: hashFile(file),
    bytes,
    duration,
    width,
    height,
    fps: rate(video.avg_frame_rate) || rate(video.r_frame_rate) || 30,
    videoStream: video.index,
    audioStream: audio?.index,
    codec: video.codec_name ?? 'unknown',
    hdr: ['arib-std-b67', 'smpte2084'].includes(video.color_transfer ?? ''),
  };
}
