// A YouTube video in a section (`youtube: { address, title }`): the address as an owner copies it, in any of the forms
// YouTube gives (the browser's address bar, Share, a Short, an embed code), is read down to the video's id; anything
// that is not one video on YouTube is refused at its line with the form that works.
import { problem, type Coded } from '../../core/problems.ts';
import { isYouTubeHost, youtubeEmbedUrl, youtubeWatchUrl, type YouTubeId } from '../../shared/youtube.ts';
import type { Resolving } from './parts.ts';

const EXAMPLE = 'https://youtu.be/M7lc1UVf-VE';
const HOW = `copy it from the video's Share button on YouTube, such as ${EXAMPLE}`;
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** "1m30s", "90s", "90" → 90. */
function seconds(value: string | null): number | undefined {
  const m = value ? /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value) : null;
  if (!m || !m[0]) return undefined;
  const total = Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
  return total > 0 ? total : undefined;
}

/** The video an address names, or why it names none (with the form that works). */
export function youtubeVideoOf(address: string): YouTubeId | { problem: Coded } {
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(address) ? address : `https://${address}`);
  } catch {
    return { problem: problem('VIDEO026', { address, HOW }) };
  }
  const host = url.hostname.toLowerCase();
  if (!isYouTubeHost(host)) return { problem: problem('VIDEO027', { address, HOW }) };
  const steps = url.pathname.split('/').filter(Boolean);
  const start = seconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  let id: string | null | undefined;
  if (host === 'youtu.be') id = steps[0];
  else if (steps[0] === 'watch') id = url.searchParams.get('v');
  else if (['shorts', 'embed', 'live', 'v'].includes(steps[0])) id = steps[1];
  if (!id && url.searchParams.has('list')) return { problem: problem('VIDEO028', { address, HOW }) };
  if (!id) return { problem: problem('VIDEO029', { address, HOW }) };
  if (!VIDEO_ID.test(id)) return { problem: problem('VIDEO030', { address, id, HOW }) };
  return start ? { id, start } : { id };
}

/** Each section's `youtube:` read to its video, or refused at its address's line. */
export function resolveYouTube(r: Resolving): void {
  for (const entry of r.pages) {
    for (const part of entry.sections) {
      const video = part.value.youtube as { address: string; title: string } | undefined;
      if (!video) continue;
      if (part.value.image) r.report(part.origin(['youtube']), problem('VIDEO031'), true);
      const found = youtubeVideoOf(video.address.trim());
      if ('problem' in found) {
        r.report(part.origin(['youtube', 'address']), found.problem);
        continue;
      }
      part.value.youtube = {
        ...found,
        title: video.title,
        watch: youtubeWatchUrl(found),
        embed: youtubeEmbedUrl(found),
      };
    }
  }
}
