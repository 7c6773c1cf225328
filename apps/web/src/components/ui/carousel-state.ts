/**
 * docs/product-rules.md §4 "Carousel autoplay states: playing, hovered, focused, paused." Autoplay advances only
 * while playing; pointer over the carousel, keyboard focus inside it, or the visitor's own pause
 * button stop it (the visitor's pause wins, then focus, then hover).
 */
export interface AutoplayFlags {
  hovered: boolean;
  focused: boolean;
  /** Paused with the pause button (or from the start, with reduced motion requested). */
  paused: boolean;
}

export type AutoplayStatus = 'playing' | 'hovered' | 'focused' | 'paused';

export function autoplayStatus({ hovered, focused, paused }: AutoplayFlags): AutoplayStatus {
  if (paused) return 'paused';
  if (focused) return 'focused';
  if (hovered) return 'hovered';
  return 'playing';
}

/** Infinite carousel: one past the last is the first, one before the first is the last. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * The slick-style touch threshold: a swipe counts when it moves more than 1/threshold of the
 * carousel's width. Returns +1 (next: finger moved left), -1 (previous) or 0 (not a swipe).
 */
export function swipeStep(deltaX: number, width: number, touchThreshold: number): -1 | 0 | 1 {
  if (width <= 0 || touchThreshold <= 0) return 0;
  if (Math.abs(deltaX) <= width / touchThreshold) return 0;
  return deltaX < 0 ? 1 : -1;
}
