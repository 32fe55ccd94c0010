// Where videos are shown, and so which versions the video pipeline (src/media/videos/) makes of each: a slot has one or
// more cuts (the frame cropped to the shape of the box it fills, at the window widths it is used for), each made in a
// few widths, none wider than a window of that range draws it at twice its CSS pixels. The site script
// (src/browser/videos.ts) picks the narrowest version that is at least as wide as the box draws it (at most twice the
// CSS pixels) and the templates name the cut used below a width with `media`. The numbers follow templates/styles.css:
// the hero box is the window's width and 26 to 38rem tall (measured: 390×591 on a phone, 1366×556 on a laptop);
// a testimonial's card is 320 to 377 px wide, 578 px two across (src/shared/pictureSlots.ts).

export interface VideoCut {
  name: string;
  /** Width÷height the frame is cropped to (centred); none: the frame as it is. */
  aspect?: number;
  /** Cropped only when the frame is narrower than this (a portrait clip in a landscape box). */
  minAspect?: number;
  /** Used in windows narrower than this many CSS px (the next cut from there). */
  below?: number;
  /** The widths made, in pixels (each at most the frame's). */
  widths: readonly number[];
}

export interface VideoSlot {
  /** Where it is, in the words of docs/guide/media.md's "Add a video". */
  label: string;
  cuts: readonly VideoCut[];
  /** Sound is kept (a testimonial) or left out (the hero's muted loop). */
  audio: boolean;
  /** A loop: its end fades into its start. */
  loop: boolean;
  /** The longest part of a video the slot shows (longer needs start: and duration:). */
  maxSeconds: number;
  /** Bits a pixel of each frame may take at most (the cap on a constant-quality encode), by format. */
  bitsPerPixel: { av1: number; h264: number };
  /** The picture slot (src/shared/pictureSlots.ts) its poster is drawn in. */
  posterSlot: 'hero' | 'testimonial';
}

export const VIDEO_SLOTS = {
  /**
   * Behind the home page's caption: a phone's box is portrait (about 3:5), a tablet's and a laptop's landscape. A
   * portrait clip is cropped to 16:9 for the landscape box; a landscape clip to 3:5 for phones.
   */
  hero: {
    label: "the home page's hero",
    cuts: [
      { name: 'narrow', aspect: 3 / 5, below: 720, widths: [720] },
      { name: 'wide', minAspect: 16 / 9, widths: [1280, 1920] },
    ],
    audio: false,
    loop: true,
    maxSeconds: 30,
    bitsPerPixel: { av1: 0.03, h264: 0.045 },
    posterSlot: 'hero',
  },
  /** In a testimonial's card, 320 to 377 px wide: 640 px is the most a phone draws at twice its CSS pixels. */
  testimonial: {
    label: 'a testimonial',
    cuts: [{ name: 'full', widths: [640] }],
    audio: true,
    loop: false,
    maxSeconds: 10 * 60,
    bitsPerPixel: { av1: 0.06, h264: 0.09 },
    posterSlot: 'testimonial',
  },
} as const satisfies Record<string, VideoSlot>;

export type VideoSlotName = keyof typeof VIDEO_SLOTS;

/** The most CSS pixels are drawn at for a video: twice (a sharp phone or laptop screen draws no finer video). */
export const MAX_VIDEO_DENSITY = 2;
