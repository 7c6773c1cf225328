import { VIDEO_VISIBILITY_THRESHOLD } from '@vetvoz/domain';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useInView } from '../../../lib/use-in-view.ts';
import { usePrefersReducedMotion } from '../../../lib/use-media-query.ts';
import { playQuietly, videoActionOnVisibility } from '../demo-video-logic.ts';

/**
 * Drives the demo video: plays it when 30% visible, pauses it off screen, and gives the toggle
 * button its state. Without IntersectionObserver nothing starts by itself (the button still works).
 */
export function useDemoVideo(videoRef: RefObject<HTMLVideoElement | null>) {
  const [playing, setPlaying] = useState(false);
  const pausedByUser = useRef(false);
  const reducedMotion = usePrefersReducedMotion();
  const visible = useInView(videoRef, { threshold: VIDEO_VISIBILITY_THRESHOLD });
  // Preload once the visitor scrolls near the video, not while the hero is still loading.
  const near = useInView(videoRef, { threshold: 0, once: true, rootMargin: '100% 0px' });

  useEffect(() => {
    const video = videoRef.current;
    if (!video || typeof IntersectionObserver === 'undefined') return;
    const action = videoActionOnVisibility({
      visible,
      paused: video.paused,
      pausedByUser: pausedByUser.current,
      reducedMotion,
    });
    if (action === 'play') playQuietly(video);
    if (action === 'pause') video.pause();
  }, [videoRef, visible, reducedMotion]);

  const toggle = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      pausedByUser.current = false;
      playQuietly(video);
    } else {
      pausedByUser.current = true;
      video.pause();
    }
  }, [videoRef]);

  return {
    playing,
    near,
    toggle,
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
  };
}
