// The videos' part of the site script. The hero's loop (templates/sections/Hero.tsx) is given a source only after the
// page has loaded, and never for a visitor who prefers reduced motion, has Save-Data on or a 2G-class connection: they
// keep the poster and fetch no video byte, and may still press Play. The version is the one this window draws (the
// hero's cut for its shape, at most twice its CSS pixels). Pausing is remembered for the visit. A testimonial's video
// (templates/parts/VideoPlayer.tsx) gets a large play button over its poster; its <video controls> is what plays
// without JavaScript.
import type { VideoSource } from '../contract/descriptorTypes.ts';
import { MAX_VIDEO_DENSITY } from '../shared/videoSlots.ts';
import { prefersReducedMotion } from '../shared/inView.ts';

/** The hero's video stays paused for the rest of the visit once the visitor pauses it. */
const PAUSED_KEY = 'hero-video-paused';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}
const connection = () => (navigator as Navigator & { connection?: NetworkInformation }).connection;

/** Data is dear for this visitor: Save-Data, or a 2G-class connection. */
export function savesData(): boolean {
  const c = connection();
  return Boolean(c?.saveData) || c?.effectiveType === 'slow-2g' || c?.effectiveType === '2g';
}

/**
 * The version to play in `video`: its cut for this window (a source whose media matches, else those without media),
 * the first type the browser plays, and of that the largest version no wider than the box draws it (object-fit: cover,
 * at most twice its CSS pixels), else the smallest.
 */
export function chooseSource(sources: VideoSource[], video: HTMLVideoElement): VideoSource | undefined {
  const forWindow = sources.filter((s) => s.media && matchMedia(s.media).matches);
  const cut = forWindow.length ? forWindow : sources.filter((s) => !s.media);
  const type = cut.find((s) => video.canPlayType(s.type) !== '')?.type;
  const versions = cut.filter((s) => s.type === type).sort((a, b) => a.width - b.width);
  if (!versions.length) return undefined;
  const box = video.getBoundingClientRect();
  const drawn =
    Math.max(box.width, (box.height * versions[0].width) / versions[0].height) *
    Math.min(devicePixelRatio || 1, MAX_VIDEO_DENSITY);
  return versions.filter((s) => s.width <= drawn + 1).at(-1) ?? versions[0];
}

function enhanceHeroVideo() {
  const video = document.querySelector<HTMLVideoElement>('video[data-hero-video]');
  const toggle = document.querySelector<HTMLButtonElement>('button[data-hero-toggle]');
  if (!video || !toggle) return;
  const sources = JSON.parse(video.dataset.heroVideo!) as VideoSource[];
  const label = toggle.querySelector('.hero-video-toggle-label')!;
  const icon = toggle.querySelector('svg path')!;
  // The button's words in the page's language: Pause as rendered, Play from its data-play-label.
  const words = { pause: label.textContent ?? '', play: toggle.dataset.playLabel ?? '' };
  const show = (playing: boolean) => {
    label.textContent = playing ? words.pause : words.play;
    icon.setAttribute('d', playing ? 'M5 3h3.5v14H5zM11.5 3H15v14h-3.5z' : 'M6 3.5v13l11-6.5z');
  };
  const play = () => {
    if (!video.currentSrc) {
      const source = chooseSource(sources, video);
      if (!source) return; // nothing this browser plays: the poster stays, and so does the button's Play
      video.src = source.src;
    }
    video.play().catch(() => show(false));
  };
  video.addEventListener('playing', () => {
    video.classList.add('is-playing');
    show(true);
  });
  video.addEventListener('pause', () => show(false));
  toggle.addEventListener('click', () => {
    if (video.paused) {
      sessionStorage.removeItem(PAUSED_KEY);
      play();
    } else {
      sessionStorage.setItem(PAUSED_KEY, '1');
      video.pause();
    }
  });
  // A visitor who turns on reduced motion while it plays: it stops.
  matchMedia('(prefers-reduced-motion: reduce)').addEventListener('change', (event) => {
    if (event.matches) video.pause();
  });
  show(false);
  toggle.hidden = false;
  const start = () => {
    if (!prefersReducedMotion() && !savesData() && sessionStorage.getItem(PAUSED_KEY) !== '1') play();
  };
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}

function enhanceVideoPlayers() {
  for (const video of document.querySelectorAll<HTMLVideoElement>('video[data-video-player]')) {
    const button = video.parentElement?.querySelector<HTMLButtonElement>('button[data-video-play]');
    if (!button) continue;
    // Captions on from the first play, whether it starts from the large button or the player's own: <track default>
    // alone is a wish that WebKit's (and Safari's) caption preferences may override, leaving the track disabled. A
    // visitor who turns them off afterwards keeps them off.
    video.addEventListener(
      'play',
      () => {
        for (const track of video.textTracks)
          if (track.kind === 'captions' && track.mode !== 'showing') track.mode = 'showing';
      },
      { once: true },
    );
    // The poster with one large button; the video's own controls once it plays.
    video.controls = false;
    button.hidden = false;
    button.addEventListener('click', () => {
      button.hidden = true;
      video.parentElement!.classList.add('is-playing');
      video.controls = true;
      video.focus();
      void video.play();
    });
  }
}

export function enhanceVideos() {
  enhanceHeroVideo();
  enhanceVideoPlayers();
}
