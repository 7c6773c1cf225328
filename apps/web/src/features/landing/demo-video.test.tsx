import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DemoVideo } from './components/demo-video.tsx';
import { videoActionOnVisibility } from './demo-video-logic.ts';

describe('videoActionOnVisibility (product rules §4: plays when 30% visible)', () => {
  const base = { paused: true, pausedByUser: false, reducedMotion: false };
  it('plays a paused video that comes into view', () => {
    expect(videoActionOnVisibility({ ...base, visible: true })).toBe('play');
  });
  it('leaves it alone when the visitor paused it, or asked for reduced motion, or it already plays', () => {
    expect(videoActionOnVisibility({ ...base, visible: true, pausedByUser: true })).toBe('none');
    expect(videoActionOnVisibility({ ...base, visible: true, reducedMotion: true })).toBe('none');
    expect(videoActionOnVisibility({ ...base, visible: true, paused: false })).toBe('none');
  });
  it('pauses a playing video that leaves the screen', () => {
    expect(videoActionOnVisibility({ ...base, visible: false, paused: false })).toBe('pause');
    expect(videoActionOnVisibility({ ...base, visible: false })).toBe('none');
  });
});

/** A controllable IntersectionObserver: tests say how much of each element is on screen. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets = [];
  }
  takeRecords() {
    return [];
  }
  report(ratio: number) {
    for (const target of this.targets) {
      const entry = {
        target,
        isIntersecting: ratio > 0,
        intersectionRatio: ratio,
        intersectionRect: { height: 720 * ratio },
        rootBounds: { height: 800 },
      } as unknown as IntersectionObserverEntry;
      this.callback([entry], this as unknown as IntersectionObserver);
    }
  }
}

function showVideo(ratio: number) {
  const video = document.querySelector('video') as HTMLVideoElement;
  act(() => {
    for (const observer of FakeObserver.instances) {
      if (observer.targets.includes(video)) observer.report(ratio);
    }
  });
}

function Wrapper({ children }: { children: ReactNode }) {
  return <main>{children}</main>;
}

describe('DemoVideo', () => {
  let paused = true;
  let play: ReturnType<typeof vi.fn>;
  let pause: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    paused = true;
    play = vi.fn(function (this: HTMLMediaElement) {
      paused = false;
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    pause = vi.fn(function (this: HTMLMediaElement) {
      paused = true;
      this.dispatchEvent(new Event('pause'));
    });
    vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as never);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause as never);
  });
  afterEach(() => {
    FakeObserver.instances = [];
  });

  it('is a muted, looping, inline 16:9 video with a poster and two sources', () => {
    render(<DemoVideo />, { wrapper: Wrapper });
    const video = document.querySelector('video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.getAttribute('poster')).toBe('/media/demo-vetvoz-poster.webp');
    expect([...video.querySelectorAll('source')].map((s) => s.getAttribute('type'))).toEqual([
      'video/webm',
      'video/mp4',
    ]);
    expect(video.parentElement?.className).toContain('aspect-video');
  });

  it('starts at 30% visible, pauses off screen, and resumes when it comes back', () => {
    render(<DemoVideo />, { wrapper: Wrapper });
    showVideo(0.2);
    expect(play).not.toHaveBeenCalled();
    showVideo(0.3);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pausar vídeo' })).toBeDefined();
    showVideo(0);
    expect(pause).toHaveBeenCalledTimes(1);
    showVideo(0.5);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('the button toggles; a visitor’s pause is kept when the video scrolls back into view', async () => {
    const user = userEvent.setup();
    render(<DemoVideo />, { wrapper: Wrapper });
    showVideo(1);
    await user.click(screen.getByRole('button', { name: 'Pausar vídeo' }));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Reproduzir vídeo' })).toBeDefined();
    showVideo(0);
    showVideo(1);
    expect(play).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Reproduzir vídeo' }));
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Pausar vídeo' })).toBeDefined();
  });

  it('ignores a refused play() (autoplay policy, codec): no error, the button still offers play', async () => {
    play.mockImplementation(() => Promise.reject(new DOMException('NotAllowedError')));
    const user = userEvent.setup();
    render(<DemoVideo />, { wrapper: Wrapper });
    showVideo(1);
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'Reproduzir vídeo' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Reproduzir vídeo' }));
    await act(async () => undefined);
    expect(play).toHaveBeenCalledTimes(2);
  });
});
