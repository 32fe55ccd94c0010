// A YouTube video in a section: where it is watched and where its player is embedded from. The player comes from
// YouTube's privacy-enhanced address (youtube-nocookie.com), and only after a visitor presses play
// (templates/parts/YouTubeFacade.tsx); the Content-Security-Policy allows frames from it on the pages that have one.
import type { PageDescriptor } from '../contract/descriptorTypes.ts';

export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** A host a YouTube video's address is on: its short links', its own (www., m., music.), its privacy-enhanced player's. */
export const isYouTubeHost = (host: string) =>
  /^(youtu\.be|(www\.|m\.|music\.)?(youtube\.com|youtube-nocookie\.com))$/.test(host.toLowerCase());

/** A video's id and, when its address says so, the second it starts at. */
export interface YouTubeId {
  id: string;
  start?: number;
}

/** The video on YouTube itself: where a visitor without JavaScript watches it (in a new tab). */
export const youtubeWatchUrl = ({ id, start }: YouTubeId) =>
  `https://www.youtube.com/watch?v=${id}${start ? `&t=${start}s` : ''}`;

/** The embedded player, started by the press that loads it. */
export const youtubeEmbedUrl = ({ id, start }: YouTubeId) =>
  `${YOUTUBE_EMBED_ORIGIN}/embed/${id}?autoplay=1${start ? `&start=${start}` : ''}`;

/** The page shows a YouTube video in one of its sections. */
export const embedsYouTube = (page: Pick<PageDescriptor, 'sections'>) =>
  page.sections.some((s) => s.type === 'prose' && s.youtube !== undefined);
