import type { Video } from '../../src/contract/descriptorTypes.ts';
import type { PictureSlotName } from '../../src/shared/pictureSlots.ts';
import { Picture } from './Picture.tsx';
import { useSiteLayout } from './siteLayout.tsx';
import { fill } from '../../src/shared/uiText.ts';
import { VIDEO_PLAY, VIDEO_PLAYER } from '../../src/shared/domHooks.ts';

/** The play and pause marks of the video buttons (their words are beside them or in their label). */
export function MediaIcon({ name }: { name: 'play' | 'pause' }) {
  return (
    <svg
      className="media-icon"
      width="20"
      height="20"
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
    >
      {name === 'play' ? <path d="M6 3.5v13l11-6.5z" /> : <path d="M5 3h3.5v14H5zM11.5 3H15v14h-3.5z" />}
    </svg>
  );
}

/**
 * A video to watch (a testimonial's): the plain <video controls> with its versions and captions, which is what plays
 * without JavaScript; nothing of it is fetched before play (preload="none"). Its poster is a picture over the video,
 * not the video's poster attribute: a picture loads lazily, in the size and format the screen needs, where a poster
 * attribute is one file fetched with the page, below the fold or not (on / it delayed the hero's LCP by a third). The
 * site script (src/browser/videos.ts) puts a large play button over it and takes it off on play; without JavaScript
 * it is hidden (src/shared/noscriptStyle.ts) and the browser's own player shows.
 */
export function VideoPlayer({ video, slot, className }: { video: Video; slot: PictureSlotName; className?: string }) {
  const { ui, language, languages } = useSiteLayout();
  // Captions in the page's language when the site has them (x.mr.vtt beside x.vtt), else in the site's own.
  const captionsLang = languages.find((l) => l.code === video.captionsLang) ?? languages[0];
  const captionsLabel = captionsLang.code === language.code ? captionsLang.name : ui.captionsInEnglish;
  return (
    <div className="video-player">
      <div className="video-frame">
        <Picture image={video.poster} slot={slot} alt="" className="video-poster" />
        <video
          controls
          preload="none"
          playsInline
          width={video.width}
          height={video.height}
          aria-label={video.title}
          className={className}
          {...{ [VIDEO_PLAYER]: '' }}
        >
          {video.sources.map((s) => (
            <source key={s.src} src={s.src} type={s.type} media={s.media} />
          ))}
          {video.captionsFile && (
            <track kind="captions" src={video.captionsFile} srcLang={captionsLang.code} label={captionsLabel} default />
          )}
        </video>
        <button type="button" className="video-play" {...{ [VIDEO_PLAY]: true }} hidden>
          <MediaIcon name="play" />
          <span className="visually-hidden">{fill(ui.playVideo, { title: video.title })}</span>
        </button>
      </div>
    </div>
  );
}

/** The video's words, from its captions, to read without playing it (closed until asked for). */
export function Transcript({ video }: { video: Video }) {
  const { ui } = useSiteLayout();
  if (!video.transcript) return null;
  return (
    <details className="transcript">
      <summary>{ui.readTranscript}</summary>
      {video.transcript.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </details>
  );
}
