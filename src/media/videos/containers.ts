// The kinds of video file the site takes, as ffmpeg reads them. Which endings a video's name may have is the schema's
// fact (schemas/site.schema.json, Video.src); this file says which of ffmpeg's demuxers reads each, and gives ffmpeg
// and ffprobe the options that keep them to the owner's file: those demuxers only (a playlist, a concat list or an
// image sequence would make them read other files, anywhere on the disk), from a plain file only (no network, no pipe).
import schema from '../../../schemas/site.schema.json' with { type: 'json' };

/** ffmpeg's demuxer for each ending: MP4, a phone's MOV, M4V and 3GP are one family (ISO BMFF); WebM is Matroska. */
const DEMUXER: Record<string, string> = {
  mp4: 'mov',
  mov: 'mov',
  m4v: 'mov',
  '3gp': 'mov',
  webm: 'matroska',
  mkv: 'matroska',
};

/** The endings a video's name may have, lower-case, as the schema's pattern for Video.src lists them. */
export const VIDEO_EXTENSIONS = [
  ...new Set(/\\\.\(([^)]+)\)\$$/.exec(schema.$defs.Video.properties.src.pattern)![1].toLowerCase().split('|')),
];

const unread = VIDEO_EXTENSIONS.filter((ext) => !DEMUXER[ext]);
if (unread.length)
  throw new Error(`the schema takes videos named .${unread.join(', .')}: add their ffmpeg demuxer to containers.ts`);

/** Before an owner's file (ffmpeg's or ffprobe's `-i`): read it only as one of the site's kinds of video, only from disk. */
export const OWN_FILE_ONLY = [
  '-protocol_whitelist',
  'file',
  '-format_whitelist',
  [...new Set(VIDEO_EXTENSIONS.map((ext) => DEMUXER[ext]))].join(','),
];
