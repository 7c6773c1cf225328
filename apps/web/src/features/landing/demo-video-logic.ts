/**
 * docs/product-rules.md §4 "Demo video: starts playing when at least 30% visible; the button toggles play and
 * pause." What the video should do when its visibility changes: play when it comes into view
 * (unless the visitor paused it or asked for reduced motion), pause when it leaves (no decoding
 * for nobody), nothing otherwise.
 */
export type VisibilityAction = 'play' | 'pause' | 'none';

interface VisibilityInput {
  /** At least 30% of the video is on screen. */
  visible: boolean;
  /** The element's own paused flag. */
  paused: boolean;
  /** The visitor pressed pause: it stays paused until they press play. */
  pausedByUser: boolean;
  reducedMotion: boolean;
}

export function videoActionOnVisibility({
  visible,
  paused,
  pausedByUser,
  reducedMotion,
}: VisibilityInput): VisibilityAction {
  if (visible) return paused && !pausedByUser && !reducedMotion ? 'play' : 'none';
  return paused ? 'none' : 'pause';
}

/** Starts playback; a refusal (autoplay policy, missing codec, data saver) is ignored, as the spec says. */
export function playQuietly(video: HTMLVideoElement): void {
  try {
    const attempt = video.play();
    if (attempt && typeof attempt.catch === 'function') attempt.catch(() => undefined);
  } catch {
    // Some browsers throw synchronously instead of rejecting; the poster stays, the button still works.
  }
}
