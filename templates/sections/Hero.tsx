import type { HeroProof, HeroSection, Video } from '../../src/contract/descriptorTypes.ts';
import { fill, type UiText } from '../../src/shared/uiText.ts';
import { Paragraphs } from '../parts/Paragraphs.tsx';
import { Picture } from '../parts/Picture.tsx';
import { Actions } from '../parts/SectionShell.tsx';
import { HERO_IDS } from '../../src/shared/templateIds.ts';
import { HERO_TOGGLE, HERO_VIDEO, PLAY_LABEL } from '../../src/shared/domHooks.ts';
import { MediaIcon } from '../parts/VideoPlayer.tsx';
import { useSiteLayout } from '../parts/siteLayout.tsx';

/**
 * The hero's video: its poster (a frame of the video, or the owner's picture) is the page's first paint, a picture
 * like any other; the muted loop over it has no source in the HTML: the site script (src/browser/videos.ts) gives it
 * the version this window draws once the page has loaded, unless the visitor prefers reduced motion, saves data or is
 * on a slow connection. Without JavaScript the poster stays. The button pauses and plays it.
 */
function HeroVideo({ video }: { video: Video }) {
  return (
    <>
      <Picture
        image={video.poster}
        narrow={video.narrowPoster}
        alt={video.title}
        slot="hero"
        largest
        className="hero-image hero-poster"
      />
      <video
        className="hero-video"
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        width={video.width}
        height={video.height}
        {...{ [HERO_VIDEO]: JSON.stringify(video.sources) }}
      />
    </>
  );
}

/** The facts under the hero's buttons, each only when filled in (src/contract/resolve/lists.ts decides which). */
function ProofLine({ proof, ui }: { proof: HeroProof; ui: UiText }) {
  const facts = [
    fill(ui.proofSince, { year: proof.since }),
    proof.clients > 0 && fill(ui.proofClients, { count: proof.clients }),
    proof.certificates.length > 0 && fill(ui.proofCertified, { names: proof.certificates.join(', ') }),
    proof.gem && ui.proofGem,
  ].filter((f): f is string => Boolean(f));
  return (
    <ul className="hero-proof" aria-label={ui.proofLabel}>
      {facts.map((f) => (
        <li key={f}>{f}</li>
      ))}
    </ul>
  );
}

/** The opening of the home page: a caption over a backdrop picture or a muted looping video. */
export function Hero({ section }: { section: HeroSection }) {
  const { ui } = useSiteLayout();
  return (
    <section
      id={section.id}
      className={section.video ? 'hero hero-with-video' : 'hero'}
      aria-labelledby={HERO_IDS.heading}
    >
      <div className="container hero-caption">
        {section.eyebrow && <p className="eyebrow">{section.eyebrow}</p>}
        <h1 id={HERO_IDS.heading}>{section.heading}</h1>
        <div className="hero-intro">
          <Paragraphs text={section.intro} />
        </div>
        <Actions actions={section.actions} />
        {section.proof && <ProofLine proof={section.proof} ui={ui} />}
      </div>
      {/* After the caption, as a phone shows it (a band under the buttons): a page drawn before all of it has come never
          shows the band first and then moves it down under the words (a layout shift of a quarter of the screen). */}
      <div className="hero-media">
        {section.video ? (
          <HeroVideo video={section.video} />
        ) : section.image ? (
          <Picture image={section.image} slot="hero" largest className="hero-image" />
        ) : null}
      </div>
      {section.video && (
        // Shown by the site script once it controls the video; its words say what pressing it does.
        <button
          type="button"
          className="hero-video-toggle"
          {...{ [HERO_TOGGLE]: true, [PLAY_LABEL]: ui.playBackgroundVideo }}
          hidden
        >
          <MediaIcon name="pause" />
          <span className="hero-video-toggle-label">{ui.pauseBackgroundVideo}</span>
        </button>
      )}
    </section>
  );
}
