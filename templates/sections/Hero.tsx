import type { HeroSection } from '../../src/site/descriptorTypes';
import { Paragraphs } from '../parts/Paragraphs';
import { Picture } from '../parts/Picture';
import { Actions } from '../parts/SectionShell';
import { HERO_IDS } from '../../src/shared/templateIds';

/** The opening of the home page: a caption over a backdrop picture or a muted looping video. */
export function Hero({ section }: { section: HeroSection }) {
  return (
    <section id={section.id} className="hero" aria-labelledby={HERO_IDS.heading}>
      <div className="hero-media">
        {section.video ? (
          <video className="hero-video" autoPlay muted loop playsInline preload="none" poster={section.video.poster.src}
            width={section.video.poster.width} height={section.video.poster.height} aria-label={section.video.title}>
            <source src={section.video.src} />
          </video>
        ) : section.image ? (
          <Picture image={section.image} slot="hero" largest className="hero-image" />
        ) : null}
      </div>
      <div className="container hero-caption">
        {section.eyebrow && <p className="eyebrow">{section.eyebrow}</p>}
        <h1 id={HERO_IDS.heading}>{section.heading}</h1>
        <div className="hero-intro"><Paragraphs text={section.intro} /></div>
        <Actions actions={section.actions} />
      </div>
    </section>
  );
}
