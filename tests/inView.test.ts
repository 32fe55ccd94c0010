import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isInView, throttle, viewProgress } from '../src/browser/inView';

describe('scroll-into-view helper', () => {
  it('measures progress from 0 (below the viewport) to 1 (above it)', () => {
    expect(viewProgress({ top: 800, height: 200 }, 800)).toBe(0);
    expect(viewProgress({ top: 300, height: 200 }, 800)).toBe(0.5);
    expect(viewProgress({ top: -200, height: 200 }, 800)).toBe(1);
    expect(viewProgress({ top: 2000, height: 200 }, 800)).toBe(0);
    expect(viewProgress({ top: -5000, height: 200 }, 800)).toBe(1);
  });

  it('knows when an element is inside the viewport, with an optional margin', () => {
    expect(isInView({ top: 100, bottom: 300 }, 800)).toBe(true);
    expect(isInView({ top: 900, bottom: 1100 }, 800)).toBe(false);
    expect(isInView({ top: 900, bottom: 1100 }, 800, 200)).toBe(true);
    expect(isInView({ top: -400, bottom: -10 }, 800)).toBe(false);
  });

  describe('throttle', () => {
    beforeEach(() => { vi.useFakeTimers(); });
    afterEach(() => { vi.useRealTimers(); });

    it('runs at most once per 100 ms and ends with the latest event', () => {
      const fn = vi.fn();
      const throttled = throttle(fn, 100);
      throttled();
      expect(fn).toHaveBeenCalledTimes(1);
      for (let i = 0; i < 10; i++) { vi.advanceTimersByTime(9); throttled(); }
      expect(fn).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(20);
      expect(fn).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(500);
      expect(fn).toHaveBeenCalledTimes(2);
    });

    it('can be cancelled', () => {
      const fn = vi.fn();
      const throttled = throttle(fn, 100);
      throttled();
      throttled();
      throttled.cancel();
      vi.advanceTimersByTime(500);
      expect(fn).toHaveBeenCalledTimes(1);
    });
  });
});
