import { useCallback, useEffect, useState } from 'react';
import { type AutoplayStatus, autoplayStatus, wrapIndex } from './carousel-state.ts';

interface CarouselOptions {
  count: number;
  autoplayMs: number;
  /** Starts paused (reduced motion requested). */
  initiallyPaused?: boolean;
  /** False while the carousel is off screen or hidden: no timer runs for nobody. */
  active?: boolean;
}

export interface CarouselControls {
  index: number;
  status: AutoplayStatus;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
  setHovered: (hovered: boolean) => void;
  setFocused: (focused: boolean) => void;
  togglePaused: () => void;
}

/**
 * Slide index and autoplay: while the status is "playing" (and the carousel is active) the next
 * slide comes after `autoplayMs`. Any move, by hand or by timer, restarts the wait.
 */
export function useCarousel({
  count,
  autoplayMs,
  initiallyPaused = false,
  active = true,
}: CarouselOptions): CarouselControls {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(initiallyPaused);
  const status = autoplayStatus({ hovered, focused, paused });

  const goTo = useCallback((target: number) => setIndex(wrapIndex(target, count)), [count]);
  const next = useCallback(() => setIndex((current) => wrapIndex(current + 1, count)), [count]);
  const previous = useCallback(() => setIndex((current) => wrapIndex(current - 1, count)), [count]);
  const togglePaused = useCallback(() => setPaused((value) => !value), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` restarts the wait after every move, manual ones too.
  useEffect(() => {
    if (status !== 'playing' || !active || count < 2) return;
    const timer = window.setTimeout(next, autoplayMs);
    return () => window.clearTimeout(timer);
  }, [status, active, count, autoplayMs, next, index]);

  return { index, status, goTo, next, previous, setHovered, setFocused, togglePaused };
}
