import { useEffect, useState, type ComponentType } from 'react';
import type { CarouselSection } from '../../src/generated/site-types';
import { loadChunk } from '../../src/shared/loadChunk';
import { Picture } from '../parts/Picture';
import { SectionShell } from '../parts/SectionShell';
import { useInView } from '../parts/useInView';

type SwiperModule = { SwiperCarousel: ComponentType<{ section: CarouselSection }> };

/**
 * A rotating row of logos. The HTML holds a plain row (what visitors without JavaScript see); the carousel code
 * is fetched only when the row comes near the viewport, so pages without a carousel never load it.
 */
export function Carousel({ section }: { section: CarouselSection }) {
  const [near, setNear] = useState(false);
  const [loaded, setLoaded] = useState<SwiperModule | null>(null);
  const [error, setError] = useState<unknown>(null);
  const ref = useInView<HTMLDivElement>({ onEnter: () => setNear(true) }, { margin: 400 });
  useEffect(() => {
    if (!near || loaded) return;
    loadChunk(() => import('./SwiperCarousel')).then(setLoaded, setError);
  }, [near, loaded]);
  if (error) throw error; // shown by the error view, with a retry
  const Rotating = loaded?.SwiperCarousel;
  return (
    <SectionShell {...section} className="carousel-section">
      <div ref={ref} className="carousel-frame">
        {Rotating ? <Rotating section={section} /> : (
          <ul className="logo-row" aria-label={section.heading}>
            {section.logos.map((logo) => (
              <li key={logo.name}><Picture image={logo.image} /></li>
            ))}
          </ul>
        )}
      </div>
    </SectionShell>
  );
}
