import type { CarouselSection } from '../../src/generated/site-types';
import { Picture } from '../parts/Picture';
import { SectionShell } from '../parts/SectionShell';

/** A rotating row of logos. Without JavaScript (and before the carousel code loads) it is a plain scrollable row. */
export function Carousel({ section }: { section: CarouselSection }) {
  return (
    <SectionShell {...section} className="carousel-section">
      <ul className="logo-row" aria-label={section.heading}>
        {section.logos.map((logo) => (
          <li key={logo.name}><Picture image={logo.image} /></li>
        ))}
      </ul>
    </SectionShell>
  );
}
