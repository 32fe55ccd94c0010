// Where pictures are shown: each template slot's rendered width (CSS px) in a window 360, 768 and 1366 px wide, and
// the `sizes` value that tells the browser the same. The picture pipeline (src/media/pictures/) encodes 1x and 2x of
// these widths; templates/parts/Picture.tsx writes `sizes`. Declared here, beside neither, so the pipeline never imports
// templates/. The numbers follow templates/styles.css: the container is min(1180px, 100vw - 40px); grids are as
// templates/parts/gridColumns.ts lays out a typical count (cards 2 then 3 across, tiles and photos 2 then 4).
export const SLOT_VIEWPORTS = [360, 768, 1366] as const;

export interface PictureSlot {
  /** Where it is, in the words of docs/guide/media.md's "Add photos" (warnings name it). */
  label: string;
  /** Rendered width in CSS px at each of SLOT_VIEWPORTS. */
  widths: readonly [number, number, number];
  sizes: string;
  /** The picture can be opened large (the events gallery's lightbox). */
  opensLarge?: boolean;
}

export const PICTURE_SLOTS = {
  /** .hero-image: the whole width of the window. */
  hero: { label: "the home page's hero", widths: [360, 768, 1366], sizes: '100vw' },
  /**
   * The hero video's frame for phones (src/shared/videoSlots.ts: its portrait cut), in windows under 720 px only: from
   * 360 to 719 px wide, so 720, 1080 and 1438 px at twice that (a phone at 1.75 or 2.6 times gets the 1080).
   */
  heroPhone: { label: "the home page's hero on a phone", widths: [360, 540, 719], sizes: '100vw' },
  /** .prose-image: the container on a phone, beside the text (1fr of 2.2fr) from 860 px. */
  prose: {
    label: 'beside the text of a page or section',
    widths: [320, 728, 522],
    sizes: '(min-width: 1220px) 522px, (min-width: 860px) calc((100vw - 72px) / 2.2), calc(100vw - 40px)',
  },
  /** .card-image: 6rem beside the title on a phone, then the card's width. */
  card: {
    label: 'a card',
    widths: [96, 354, 380],
    sizes:
      '(min-width: 1220px) 380px, (min-width: 1024px) calc((100vw - 80px) / 3), (min-width: 720px) calc((100vw - 60px) / 2), 96px',
  },
  /**
   * .card-image of a media card (layout: media, a partner's wordmark or a post's picture): across the card, above its
   * title, on a phone too, where a 6rem picture made a wordmark's words 5 px high.
   */
  mediaCard: {
    label: 'a card with a picture across it',
    widths: [283, 354, 380],
    sizes:
      '(min-width: 1220px) 380px, (min-width: 1024px) calc((100vw - 80px) / 3), (min-width: 720px) calc((100vw - 60px) / 2), calc(100vw - 78px)',
  },
  /** .tile-image: 6rem on a phone, then the tile's width less its padding. */
  tile: {
    label: 'a product tile on /Products',
    widths: [96, 314, 240],
    sizes:
      '(min-width: 1220px) 240px, (min-width: 1024px) calc((100vw - 100px) / 4 - 40px), (min-width: 720px) calc((100vw - 60px) / 2 - 40px), 96px',
  },
  /** .testimonial-media: the testimonial card's width, three across (testimonialSlot: which one a count draws). */
  testimonial: {
    label: 'a testimonial',
    widths: [320, 352, 377],
    sizes:
      '(min-width: 1220px) 377px, (min-width: 1024px) calc((100vw - 88px) / 3), (min-width: 720px) calc((100vw - 64px) / 2), calc(100vw - 40px)',
  },
  /** Two testimonials: two across from 720 px, each half the container less the 24 px between them. */
  testimonialPair: {
    label: 'a testimonial, two across',
    widths: [320, 352, 578],
    sizes: '(min-width: 1220px) 578px, (min-width: 720px) calc((100vw - 64px) / 2), calc(100vw - 40px)',
  },
  /** A testimonial alone: the container's width. */
  testimonialAlone: {
    label: 'a testimonial on its own',
    widths: [320, 728, 1180],
    sizes: '(min-width: 1220px) 1180px, calc(100vw - 40px)',
  },
  /** .gallery img: two photos across on a phone and a tablet, four on a desktop. */
  gallery: {
    label: 'a gallery',
    widths: [156, 358, 286],
    sizes:
      '(min-width: 1220px) 286px, (min-width: 1024px) calc((100vw - 76px) / 4), (min-width: 720px) calc((100vw - 52px) / 2), calc((100vw - 48px) / 2)',
    opensLarge: true,
  },
  /** .logo-card img. */
  logo: { label: 'a logo group', widths: [160, 160, 160], sizes: '160px' },
  /** .carousel-slide img. */
  carouselLogo: { label: 'a logo carousel', widths: [200, 200, 200], sizes: '200px' },
  /** .map-picture: the container's width. */
  map: {
    label: "the map's still picture",
    widths: [320, 728, 1180],
    sizes: '(min-width: 1220px) 1180px, calc(100vw - 40px)',
  },
  /** .brand img: the site's logo in the header. */
  brand: { label: "the site's logo in the header", widths: [180, 180, 180], sizes: '180px' },
} as const satisfies Record<string, PictureSlot>;

export type PictureSlotName = keyof typeof PICTURE_SLOTS;

/**
 * The slot of the pictures and posters of a testimonials section of `count` items, as its grid lays them out
 * (templates/parts/gridColumns.ts: one, two, or three and more across on a wide screen). With three or more a grid
 * may put two across (ten items, five rows of two): those are drawn up to 578 px from a 754 px version.
 */
export const testimonialSlot = (count: number): 'testimonial' | 'testimonialPair' | 'testimonialAlone' =>
  count === 1 ? 'testimonialAlone' : count === 2 ? 'testimonialPair' : 'testimonial';

/** The widest a slot draws its picture, in CSS px. */
export const widestIn = (slot: PictureSlotName) => Math.max(...PICTURE_SLOTS[slot].widths);
