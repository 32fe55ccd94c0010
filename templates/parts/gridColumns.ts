import { fill } from '../../src/shared/uiText.ts';

/** Empty places left in the last row when `count` items are laid out in `columns` columns. */
const holes = (count: number, columns: number) => (columns - (count % columns)) % columns;

/** Of the candidate column counts (in order of preference), the one that leaves the fewest holes. */
const fewestHoles = (count: number, candidates: number[]) =>
  candidates.reduce((best, c) => (holes(count, c) < holes(count, best) ? c : best), candidates[0]);

/**
 * The column classes of a grid of `count` items (styles.css, "Grids"): never more columns than items, and on a wide
 * screen `max` columns or one more or one fewer, whichever leaves the last row fullest (7 cards: 4 + 3, not
 * 3 + 3 + 1); two or three on a medium screen. The grid is a wrapping flex row: a shorter last row keeps the
 * columns' width and is centred (styles.css, "Grids"), never stretched.
 */
export function gridColumns(count: number, max = 3): string {
  const wide =
    count <= max
      ? count
      : fewestHoles(count, [max, ...(max >= 3 && max < 5 ? [max + 1] : []), ...(max > 2 ? [max - 1] : [])]);
  const mid = Math.min(wide, fewestHoles(count, [2, 3]));
  return `grid mid-${Math.max(1, mid)} wide-${Math.max(1, wide)}`;
}

/**
 * A grid that is one row swiped sideways on a phone (`swipeOnPhones`, styles.css "Swiped on a phone"): its class, its
 * name ("Partners: scroll sideways for more") and, when nothing inside takes focus, a place in the tab order so the
 * keyboard can scroll it too.
 */
export function swipeRow(
  swipe: boolean | undefined,
  label: string | undefined,
  scrollForMore: string,
  hasFocusable: boolean,
): { className: string; 'aria-label'?: string; tabIndex?: number } {
  if (!swipe) return { className: '' };
  return {
    className: ' swipe-on-phones',
    ...(label ? { 'aria-label': fill(scrollForMore, { label }) } : {}),
    ...(hasFocusable ? {} : { tabIndex: 0 }),
  };
}
