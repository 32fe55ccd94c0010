import { useEffect, useRef, useState } from 'react';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import type { CarouselSection } from '../../src/contract/descriptorTypes.ts';
import { prefersReducedMotion } from '../../src/shared/inView.ts';
import { Icon } from '../parts/Icon.tsx';
import { Picture } from '../parts/Picture.tsx';

/**
 * The narrowest a logo is shown, in px: a logo's art is 160 px wide with names in 10 to 11 px type, so at 192 px and
 * wider every name in it reads at 12 px or more.
 */
export const MIN_LOGO_WIDTH = 192;

/** How long, in ms, the carousel takes to come to rest on a whole logo when stopped, or to move by an arrow. */
const REST_SPEED = 300;

/**
 * Stops the glide where it is drawn (mid-way through site.yaml's slow `speed`) and brings it, quickly, to the nearest
 * whole logo: paused, pointed at or focused, the first logo in view is never cut at the edge.
 */
function comeToRest(swiper: SwiperInstance) {
  const matrix = new DOMMatrixReadOnly(getComputedStyle(swiper.wrapperEl).transform);
  if (!swiper.animating && Math.abs(matrix.m41 - swiper.translate) < 1) return; // at rest already
  swiper.setTransition(0);
  swiper.setTranslate(matrix.m41);
  const nearest = swiper.snapGrid.reduce(
    (best, snap, i) => (Math.abs(snap + matrix.m41) < Math.abs(swiper.snapGrid[best] + matrix.m41) ? i : best),
    0,
  );
  swiper.animating = false;
  swiper.slideTo(nearest, REST_SPEED);
}

/**
 * Swiper breakpoints (by the carousel's own width) that show site.yaml's number of logos, or fewer, in half steps,
 * where that many would be narrower than MIN_LOGO_WIDTH: 1.5 on a phone, 3 on a tablet, 5 on a desktop.
 */
export function readableBreakpoints(s: CarouselProps['settings']): Record<number, { slidesPerView: number }> {
  const fitsFrom = (n: number) => Math.ceil(n * MIN_LOGO_WIDTH + (n - 1) * s.gap); // width at which n logos fit
  const most = (width: number) => (width >= s.wideFrom ? s.wideSlidesPerView : s.slidesPerView);
  const steps = Array.from({ length: 2 * Math.max(s.slidesPerView, s.wideSlidesPerView) - 2 }, (_, i) => 1.5 + i / 2);
  const widths = [...new Set([s.wideFrom, ...steps.map(fitsFrom)])].sort((a, b) => a - b);
  const breakpoints: Record<number, { slidesPerView: number }> = {};
  for (const width of widths) {
    const fitting = Math.max(1, ...steps.filter((n) => fitsFrom(n) <= width));
    breakpoints[width] = { slidesPerView: Math.min(most(width), fitting) };
  }
  return breakpoints;
}

export interface CarouselProps {
  /** The section heading: names the carousel region and its buttons. */
  label: string;
  logos: CarouselSection['logos'];
  settings: CarouselSection['settings'];
  /** The carousel's own words in the page's language (src/shared/uiText.ts), its name filled in. */
  words: {
    role: string;
    scroll: string;
    previous: string;
    next: string;
    pause: string;
    play: string;
    carousel: string;
    slide: string;
  };
}

/**
 * A row of logos. In the HTML (and without JavaScript) it is a row that scrolls sideways by touch, trackpad or
 * keyboard; once hydrated it becomes the moving carousel with the site.yaml settings. It pauses while pointed at or
 * focused, has a visible pause/play button, and does not start moving when the visitor prefers reduced motion.
 */
export default function LogoCarousel({ label, logos, settings, words }: CarouselProps) {
  const [moving, setMoving] = useState(false);
  useEffect(() => setMoving(true), []); // after hydration, so the first render matches the HTML
  return (
    <div className="carousel" role="region" aria-roledescription={words.role} aria-label={label}>
      {moving ? (
        <Moving label={label} logos={logos} settings={settings} words={words} />
      ) : (
        <>
          <ul className="carousel-row" tabIndex={0} aria-label={words.scroll}>
            {logos.map((logo) => (
              <li key={logo.name} className="carousel-slide">
                <Picture image={logo.image} slot="carouselLogo" className="logo" />
              </li>
            ))}
          </ul>
          <div className="carousel-controls" />
        </>
      )}
    </div>
  );
}

function Moving({ logos, settings: s, words }: CarouselProps) {
  const swiper = useRef<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  // Pointer over the logos or focus among them; not over or on its buttons: a visitor who has just pressed Play, the
  // pointer still on it or the button still focused (as a press focuses it), sees it move at once.
  const [held, setHeld] = useState(false);

  useEffect(() => {
    const autoplay = swiper.current?.autoplay;
    if (!autoplay) return;
    if (playing && !held) autoplay.start();
    else {
      autoplay.stop();
      comeToRest(swiper.current!);
    }
  }, [playing, held]);

  return (
    <div>
      <div
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node)) setHeld(false);
        }}
      >
        <Swiper
          className="carousel-swiper"
          modules={[Autoplay, A11y, Keyboard]}
          onSwiper={(instance) => {
            swiper.current = instance;
            if (!playing) instance.autoplay?.stop();
          }}
          slidesPerView={1}
          breakpoints={readableBreakpoints(s)}
          breakpointsBase="container"
          spaceBetween={s.gap}
          loop={s.loop}
          speed={s.speed}
          autoplay={{ delay: s.autoplayDelay, disableOnInteraction: false }}
          keyboard={{ enabled: true, onlyInViewport: true }}
          a11y={{
            enabled: true,
            prevSlideMessage: words.previous,
            nextSlideMessage: words.next,
            slideLabelMessage: words.slide,
          }}
        >
          {logos.map((logo) => (
            <SwiperSlide key={logo.name} className="carousel-slide">
              <Picture image={logo.image} slot="carouselLogo" className="logo" />
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
      <div className="carousel-controls">
        {s.arrows && (
          <button type="button" className="carousel-arrow" onClick={() => swiper.current?.slidePrev(REST_SPEED)}>
            <Icon name="chevronLeft" size={20} />
            <span className="visually-hidden">{words.previous}</span>
          </button>
        )}
        <button type="button" className="carousel-toggle" aria-pressed={!playing} onClick={() => setPlaying((p) => !p)}>
          {playing ? words.pause : words.play}
          <span className="visually-hidden"> {words.carousel}</span>
        </button>
        {s.arrows && (
          <button type="button" className="carousel-arrow" onClick={() => swiper.current?.slideNext(REST_SPEED)}>
            <Icon name="chevronRight" size={20} />
            <span className="visually-hidden">{words.next}</span>
          </button>
        )}
      </div>
    </div>
  );
}
