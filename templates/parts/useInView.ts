import { useEffect, useRef, type RefObject } from 'react';

export interface InViewCallbacks {
  onEnter?: () => void;
  onExit?: () => void;
  /** 0 when the element's top reaches the bottom of the viewport, 1 when its bottom leaves the top. */
  onProgress?: (progress: number) => void;
}

export interface InViewOptions {
  /** Scroll and resize are sampled at most this often (ms). */
  throttleMs?: number;
  /** Check once right away, so an element already on screen when the page loads counts as entered. */
  checkOnLoad?: boolean;
  /** Pixels around the viewport that count as inside it (to start loading a little early). */
  margin?: number;
}

/** How far an element has travelled through the viewport, from 0 (just below) to 1 (just above). */
export function viewProgress(rect: { top: number; height: number }, viewportHeight: number): number {
  const travel = viewportHeight + rect.height;
  if (travel <= 0) return 0;
  return Math.min(1, Math.max(0, (viewportHeight - rect.top) / travel));
}

export function isInView(rect: { top: number; bottom: number }, viewportHeight: number, margin = 0): boolean {
  return rect.bottom >= -margin && rect.top <= viewportHeight + margin;
}

/** Calls `fn` at most once per `ms`, always ending with a call for the latest event. */
export function throttle(fn: () => void, ms: number): (() => void) & { cancel(): void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => { last = Date.now(); timer = undefined; fn(); };
  const throttled = () => {
    const wait = last + ms - Date.now();
    if (wait <= 0) run();
    else if (!timer) timer = setTimeout(run, wait);
  };
  throttled.cancel = () => { if (timer) clearTimeout(timer); timer = undefined; };
  return throttled;
}

/** The scroll-into-view helper: reports enter, exit and progress of an element, sampled on scroll and resize. */
export function useInView<T extends Element>(callbacks: InViewCallbacks, options: InViewOptions = {}): RefObject<T | null> {
  const ref = useRef<T>(null);
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const { throttleMs = 100, checkOnLoad = true, margin = 0 } = options;
  useEffect(() => {
    let inside = false;
    const check = () => {
      const el = ref.current;
      if (!el) return;
      const rect = el.getBoundingClientRect();
      const now = isInView(rect, window.innerHeight, margin);
      if (now && !inside) latest.current.onEnter?.();
      if (!now && inside) latest.current.onExit?.();
      inside = now;
      latest.current.onProgress?.(viewProgress(rect, window.innerHeight));
    };
    const onChange = throttle(check, throttleMs);
    window.addEventListener('scroll', onChange, { passive: true });
    window.addEventListener('resize', onChange);
    if (checkOnLoad) check();
    return () => {
      onChange.cancel();
      window.removeEventListener('scroll', onChange);
      window.removeEventListener('resize', onChange);
    };
  }, [throttleMs, checkOnLoad, margin]);
  return ref;
}

/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * A gentle reveal for content below the fold: it fades in as it scrolls into view. Content already on screen,
 * visitors who prefer reduced motion, and visitors without JavaScript see everything at once.
 */
export function useReveal<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useInView<T>({
    onEnter: () => ref.current?.classList.replace('reveal-pending', 'revealed'),
  }, { margin: -40 });
  useEffect(() => {
    const el = ref.current;
    if (!el || prefersReducedMotion()) return;
    if (el.getBoundingClientRect().top > window.innerHeight) el.classList.add('reveal-pending');
  }, [ref]);
  return ref;
}
