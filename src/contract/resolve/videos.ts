// Pass 2b: every video site.yaml names, judged from its container's header (src/media/videos/inspect.ts) and refused at
// its line when it is not a video, has no picture, is over the limits, or is trimmed past its end; a testimonial's
// video with sound needs captions, and a captions file is checked line by line, its mistakes reported at its own lines.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Video as YamlVideo } from '../../generated/site-types.ts';
import { VIDEO_SLOTS, type VideoSlotName } from '../../shared/videoSlots.ts';
import { problem, type Problem } from '../../core/problems.ts';
import { checkCaptions } from '../../media/videos/captions.ts';
import { inspectVideo, MAX_VIDEO_SECONDS } from '../../media/videos/inspect.ts';
import type { CaptionFiles, VideoFiles } from '../../media/videos/plan.ts';
import type { Resolving } from './parts.ts';
import { getAt } from '../../content/dataPath.ts';

const seconds = (s: number) =>
  s >= 60 ? `${Math.floor(s / 60)} min ${Math.round(s % 60)} s` : `${Math.round(s * 10) / 10} s`;

/**
 * Checks each video whose file exists (`named`, from the files pass); returns what was read of the videos and of their
 * captions, for the plan, and the files that are not to be published as they are. Problems in a captions file go to
 * `fileProblems`, at its lines.
 */
export function checkVideos(
  r: Resolving,
  publicDir: string,
  named: ReadonlySet<string>,
  fileProblems: Problem[],
): { videos: VideoFiles; captions: CaptionFiles; unpublished: Set<string> } {
  const unpublished = new Set<string>();
  const videos: VideoFiles = new Map();
  const captions: CaptionFiles = new Map();
  const captionsChecked = new Set<string>();
  const root = path.resolve(publicDir);
  for (const part of r.pages.flatMap((p) => p.sections)) {
    for (const ref of part.refs) {
      if (ref.kind !== 'file' || ref.path.at(-1) !== 'src' || ref.path.at(-2) !== 'video') continue;
      const videoPath = ref.path.slice(0, -1);
      const video = getAt(part.value, videoPath) as YamlVideo;
      const slot: VideoSlotName = part.value.type === 'hero' ? 'hero' : 'testimonial';
      const at = (field?: string) => part.origin(field ? [...videoPath, field] : videoPath);
      const holder = getAt(part.value, videoPath.slice(0, -1)) as { image?: unknown };
      if (holder.image) {
        const what = slot === 'hero' ? 'a hero' : 'a testimonial';
        r.report(part.origin([...videoPath.slice(0, -1), 'image']), problem('VIDEO019', { what }), true);
      }
      if (!named.has(ref.value)) continue; // missing or outside public/: reported by the files pass
      // Published only as the versions made from it: the original (with its metadata) and its captions as written stay out.
      unpublished.add(ref.value);
      if (video.captions) unpublished.add(video.captions);
      const info = inspectVideo(path.join(root, ref.value), ref.value);
      if ('problem' in info) {
        r.report(part.origin(ref.path), info.problem);
        continue;
      }
      const minutes = (t: number) => `${Math.floor(t / 60)}:${String(Math.round(t % 60)).padStart(2, '0')}`;
      if ((video.duration ?? info.duration - (video.start ?? 0)) > MAX_VIDEO_SECONDS) {
        r.report(
          part.origin(ref.path),
          problem('VIDEO020', {
            value: ref.value,
            duration: minutes(info.duration),
            maxMinutes: MAX_VIDEO_SECONDS / 60,
          }),
        );
        continue;
      }
      if (!videos.has(ref.value))
        videos.set(ref.value, { file: path.join(root, ref.value), at: part.origin(ref.path), info });
      const { label, maxSeconds, audio } = VIDEO_SLOTS[slot];
      const start = video.start ?? 0;
      if (start >= info.duration)
        r.report(at('start'), problem('VIDEO021', { start, duration: seconds(info.duration) }));
      else if (video.duration !== undefined && start + video.duration > info.duration + 0.05) {
        r.report(
          at('duration'),
          problem('VIDEO022', {
            duration: seconds(info.duration),
            start: seconds(start),
            left: seconds(info.duration - start),
            maxDuration: Math.floor((info.duration - start) * 10) / 10,
          }),
        );
      } else if ((video.duration ?? info.duration - start) > maxSeconds) {
        r.report(
          at(),
          problem('VIDEO023', {
            label,
            maxSeconds: seconds(maxSeconds),
            length: seconds(info.duration - start),
            suggested: Math.min(12, maxSeconds),
          }),
          true,
        );
      }
      if (video.posterAt !== undefined && video.posterAt >= info.duration)
        r.report(at('posterAt'), problem('VIDEO024', { posterAt: video.posterAt, duration: seconds(info.duration) }));
      if (audio && info.audioStream !== undefined && !video.captions) {
        r.report(at(), problem('VIDEO025', { captions: ref.value.replace(/\.[^.]+$/, '.vtt') }), true);
      }
      if (video.captions && named.has(video.captions) && !captionsChecked.has(video.captions)) {
        captionsChecked.add(video.captions);
        const file = path.join(root, video.captions);
        const checked = checkCaptions(readFileSync(file, 'utf8'), info.duration);
        const shown = path.relative(process.cwd(), file) || file;
        fileProblems.push(...checked.problems.map((p) => ({ ...p, file: shown })));
        if (!checked.problems.length) captions.set(video.captions, checked.cues);
      }
    }
  }
  return { videos, captions, unpublished };
}
