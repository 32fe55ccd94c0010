import type { YouTube } from '../../src/contract/descriptorTypes.ts';
import { fill } from '../../src/shared/uiText.ts';
import { useSiteLayout } from './siteLayout.tsx';
import { MediaIcon } from './VideoPlayer.tsx';
import { YOUTUBE_FRAME, YOUTUBE_PLAY } from '../../src/shared/domHooks.ts';

/**
 * A YouTube video behind a click-to-load facade: a poster drawn by the stylesheet (no picture is fetched, from YouTube
 * or anywhere) with the video's title and a play button. Without JavaScript it is a link to the video on YouTube, in a
 * new tab. The site script (src/browser/youtube.ts) makes it a button that puts the player from the <template> in its
 * place: the template's frame is inert until then, so no request reaches YouTube or Google before the press.
 */
export function YouTubeFacade({ video }: { video: YouTube }) {
  const { ui } = useSiteLayout();
  return (
    <div className="youtube">
      <a
        className="youtube-facade"
        href={video.watch}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${fill(ui.watchOnYouTube, { title: video.title })} ${ui.opensInNewTab}`}
        {...{ [YOUTUBE_PLAY]: fill(ui.playVideo, { title: video.title }) }}
      >
        <span className="youtube-disc" aria-hidden="true">
          <MediaIcon name="play" />
        </span>
        <span className="youtube-title">{video.title}</span>
      </a>
      <template {...{ [YOUTUBE_FRAME]: '' }}>
        <iframe
          src={video.embed}
          title={video.title}
          className="youtube-player"
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      </template>
      <p className="youtube-note">{ui.youtubeNote}</p>
    </div>
  );
}
