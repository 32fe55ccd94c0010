// When an element comes into the viewport (or near it), and leaves it: the browser's IntersectionObserver, which
// reports changes without the page reading positions on scroll. Plain DOM, so the site script can use it without React.

export interface InViewCallbacks {
  onEnter?: () => void;
  onExit?: () => void;
}

export interface InViewOptions {
  /** Pixels above and below the viewport that count as inside it (to start loading a little early); negative: that far inside. */
  margin?: number;
}

/**
 * Watches one element; returns a function that stops watching (callbacks may call it). The first report comes right
 * after the element is observed, so an element already on screen when the page loads counts as entered.
 */
export function watchInView(el: Element, callbacks: InViewCallbacks, { margin = 0 }: InViewOptions = {}): () => void {
  let inside = false;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting === inside) continue;
        inside = entry.isIntersecting;
        (inside ? callbacks.onEnter : callbacks.onExit)?.();
      }
    },
    { rootMargin: `${margin}px 0px` },
  );
  observer.observe(el);
  return () => observer.disconnect();
}

/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
