import { useEffect, useRef, useState } from 'react';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import type { CarouselSection } from '../../src/generated/site-types';
import { Icon } from '../parts/Icon';
import { Picture } from '../parts/Picture';
import { prefersReducedMotion } from '../parts/useInView';

/**
 * The moving carousel (loaded on demand by Carousel.tsx). Settings come from site.yaml. It pauses while pointed at
 * or focused, has a visible pause/play button, and does not start moving when the visitor prefers reduced motion.
 */
export function SwiperCarousel({ section }: { section: CarouselSection }) {
  const s = section.settings;
  const swiper = useRef<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [held, setHeld] = useState(false); // pointer over it or focus inside it

  useEffect(() => {
    const autoplay = swiper.current?.autoplay;
    if (!autoplay) return;
    if (playing && !held) autoplay.start();
    else autoplay.stop();
  }, [playing, held]);

  return (
    <div className="carousel" role="region" aria-roledescription="carousel" aria-label={section.heading}
      onMouseEnter={() => setHeld(true)} onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)} onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget as Node)) setHeld(false); }}>
      <button type="button" className="carousel-toggle" aria-pressed={!playing} onClick={() => setPlaying((p) => !p)}>
        {playing ? 'Pause' : 'Play'}<span className="visually-hidden"> the {section.heading} carousel</span>
      </button>
      {s.arrows && (
        <>
          <button type="button" className="carousel-arrow prev" onClick={() => swiper.current?.slidePrev()} aria-label="Previous logos">
            <Icon name="chevronLeft" size={20} />
          </button>
          <button type="button" className="carousel-arrow next" onClick={() => swiper.current?.slideNext()} aria-label="Next logos">
            <Icon name="chevronRight" size={20} />
          </button>
        </>
      )}
      <Swiper
        modules={[Autoplay, A11y, Keyboard]}
        onSwiper={(instance) => { swiper.current = instance; if (!playing) instance.autoplay?.stop(); }}
        slidesPerView={s.slidesPerView}
        breakpoints={{ [s.wideFrom]: { slidesPerView: s.wideSlidesPerView } }}
        spaceBetween={s.gap}
        loop={s.loop}
        speed={s.speed}
        autoplay={{ delay: s.autoplayDelay, disableOnInteraction: false }}
        pagination={false}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ enabled: true }}
      >
        {section.logos.map((logo) => (
          <SwiperSlide key={logo.name}><Picture image={logo.image} /></SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
