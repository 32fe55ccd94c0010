import type { CarouselSection } from '../../src/contract/descriptorTypes.ts';
import { Island } from '../parts/Island.tsx';
import { SectionShell } from '../parts/SectionShell.tsx';
import { useSiteLayout } from '../parts/siteLayout.tsx';
import { fill } from '../../src/shared/uiText.ts';

/** A rotating row of logos: a heading from site.yaml around the carousel island. */
export function Carousel({ section }: { section: CarouselSection }) {
  const { ui } = useSiteLayout();
  const label = section.heading;
  const words = {
    role: ui.carouselRole,
    scroll: fill(ui.scrollForMore, { label }),
    previous: ui.previousLogos,
    next: ui.nextLogos,
    pause: ui.pause,
    play: ui.play,
    carousel: fill(ui.theCarousel, { label }),
    slide: fill(ui.slideOf, { index: '{{index}}', count: '{{slidesLength}}' }),
  };
  return (
    <SectionShell {...section} className="carousel-section">
      <Island name="carousel" props={{ label, logos: section.logos, settings: section.settings, words }} />
    </SectionShell>
  );
}
