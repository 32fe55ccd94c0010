import type { CarouselSection } from '../../src/site/descriptorTypes';
import { Island } from '../parts/Island';
import { SectionShell } from '../parts/SectionShell';

/** A rotating row of logos: a heading from site.yaml around the carousel island. */
export function Carousel({ section }: { section: CarouselSection }) {
  return (
    <SectionShell {...section} className="carousel-section">
      <Island name="carousel" props={{ label: section.heading, logos: section.logos, settings: section.settings }} />
    </SectionShell>
  );
}
