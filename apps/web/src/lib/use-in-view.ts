import { type RefObject, useEffect, useState } from 'react';

/** Intersection ratios the observers report at: fine enough for a tall section growing into view. */
const STEPS = Array.from({ length: 21 }, (_, index) => index / 20);

type VisibilityEntry = Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'> & {
  intersectionRect: { height: number };
  rootBounds: { height: number } | null;
};

/**
 * Whether an element counts as "visible at `threshold`": that share of it is on screen, or, for an
 * element taller than the screen can show at that share, it fills that share of the screen. Without
 * the second rule a long FAQ on a phone would never reach 30% and never appear.
 */
export function meetsThreshold(entry: VisibilityEntry, threshold: number): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= threshold) return true;
  const screenHeight = entry.rootBounds?.height ?? 0;
  return screenHeight > 0 && entry.intersectionRect.height >= screenHeight * threshold;
}

interface InViewOptions {
  threshold: number;
  /** Stop watching after the first time (reveal animations); default false. */
  once?: boolean;
  /** Margin around the viewport, e.g. "50% 0px" to know a little before it shows. */
  rootMargin?: string;
}

/**
 * Tracks whether an element is visible (see meetsThreshold). Where IntersectionObserver is missing
 * it reports visible, so content never stays hidden.
 */
export function useInView(
  ref: RefObject<Element | null>,
  { threshold, once = false, rootMargin }: InViewOptions,
) {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        const visible = meetsThreshold(entry, threshold);
        setInView(visible);
        if (visible && once) observer.disconnect();
      },
      { threshold: STEPS, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold, once, rootMargin]);

  return inView;
}
