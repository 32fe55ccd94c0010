// The scroll-into-view helper: reports when an element enters and leaves the viewport and how far it has travelled
// through it. Plain DOM, so the site script can use it without React. Sampled on scroll and resize, throttled.

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

/** Watches one element; returns a function that stops watching (callbacks may call it). */
export function watchInView(el: Element, callbacks: InViewCallbacks, options: InViewOptions = {}): () => void {
  const { throttleMs = 100, checkOnLoad = true, margin = 0 } = options;
  let inside = false;
  let stopped = false;
  const check = () => {
    if (stopped) return;
    const rect = el.getBoundingClientRect();
    const now = isInView(rect, innerHeight, margin);
    if (now !== inside) (now ? callbacks.onEnter : callbacks.onExit)?.();
    inside = now;
    callbacks.onProgress?.(viewProgress(rect, innerHeight));
  };
  const onChange = throttle(check, throttleMs);
  addEventListener('scroll', onChange, { passive: true });
  addEventListener('resize', onChange);
  // Checked right after this returns, so a callback can already call the returned stop().
  if (checkOnLoad) queueMicrotask(check);
  return () => {
    stopped = true;
    onChange.cancel();
    removeEventListener('scroll', onChange);
    removeEventListener('resize', onChange);
  };
}

/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
