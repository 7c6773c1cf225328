import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { CAROUSEL } from '@vetvoz/domain';
import { describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselSlide } from './carousel.tsx';
import { autoplayStatus, swipeStep, wrapIndex } from './carousel-state.ts';
import { useCarousel } from './use-carousel.ts';

describe('carousel state', () => {
  it('autoplay status: paused by the visitor wins, then focus, then hover', () => {
    expect(autoplayStatus({ hovered: false, focused: false, paused: false })).toBe('playing');
    expect(autoplayStatus({ hovered: true, focused: false, paused: false })).toBe('hovered');
    expect(autoplayStatus({ hovered: true, focused: true, paused: false })).toBe('focused');
    expect(autoplayStatus({ hovered: true, focused: true, paused: true })).toBe('paused');
  });

  it('is infinite: wraps past either end', () => {
    expect(wrapIndex(6, 6)).toBe(0);
    expect(wrapIndex(-1, 6)).toBe(5);
    expect(wrapIndex(3, 6)).toBe(3);
  });

  it('counts a swipe beyond width / touch threshold (10)', () => {
    expect(swipeStep(-50, 400, CAROUSEL.touchThreshold)).toBe(1);
    expect(swipeStep(50, 400, CAROUSEL.touchThreshold)).toBe(-1);
    expect(swipeStep(-40, 400, CAROUSEL.touchThreshold)).toBe(0);
    expect(swipeStep(30, 0, CAROUSEL.touchThreshold)).toBe(0);
  });
});

describe('useCarousel autoplay', () => {
  const options = { count: 6, autoplayMs: CAROUSEL.autoplayMs };

  it('advances every 4000 ms and wraps from the last slide to the first', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCarousel(options));
    expect(result.current.status).toBe('playing');
    act(() => vi.advanceTimersByTime(3999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    for (let step = 0; step < 4; step++) act(() => vi.advanceTimersByTime(4000));
    expect(result.current.index).toBe(5);
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.index).toBe(0);
  });

  it('stops while hovered or focused, and resumes after', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCarousel(options));
    act(() => result.current.setHovered(true));
    expect(result.current.status).toBe('hovered');
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(0);

    act(() => result.current.setFocused(true));
    act(() => result.current.setHovered(false));
    expect(result.current.status).toBe('focused');
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(0);

    act(() => result.current.setFocused(false));
    expect(result.current.status).toBe('playing');
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.index).toBe(1);
  });

  it('stays paused after the pause button until it is pressed again', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCarousel(options));
    act(() => result.current.togglePaused());
    expect(result.current.status).toBe('paused');
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(0);
    act(() => result.current.togglePaused());
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.index).toBe(1);
  });

  it('restarts the wait after a manual move, and does not run while inactive or reduced-motion paused', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(
      (props: { active: boolean }) => useCarousel({ ...options, ...props }),
      {
        initialProps: { active: true },
      },
    );
    act(() => vi.advanceTimersByTime(3000));
    act(() => result.current.goTo(3));
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current.index).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.index).toBe(4);

    rerender({ active: false });
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(4);

    const reduced = renderHook(() => useCarousel({ ...options, initiallyPaused: true }));
    expect(reduced.result.current.status).toBe('paused');
  });
});

const SLIDES: CarouselSlide[] = ['Um', 'Dois', 'Três'].map((title) => ({
  id: title,
  title,
  description: `Descrição ${title}`,
  image: { src: `/${title}.webp`, alt: `Imagem ${title}`, width: 1120, height: 480 },
}));

function currentSlide() {
  return screen
    .getAllByRole('group')
    .find(
      (group) => group.getAttribute('aria-roledescription') === 'slide' && !group.hasAttribute('aria-hidden'),
    );
}

describe('Carousel', () => {
  it('shows one named slide, with dots, arrows and a pause button; pauses on hover and focus', () => {
    vi.useFakeTimers();
    render(<Carousel slides={SLIDES} label="Telas" />);
    const region = screen.getByRole('region', { name: 'Telas' });
    expect(region.getAttribute('aria-roledescription')).toBe('carrossel');
    expect(region.style.height).toBe('400px');
    expect(currentSlide()?.getAttribute('aria-label')).toBe('1 de 3: Um');
    expect(screen.getByRole('button', { name: 'Slide 1: Um' }).getAttribute('aria-current')).toBe('true');
    const image = screen.getByRole('img', { name: 'Imagem Um' });
    expect(image.getAttribute('width')).toBe('1120');
    expect(image.getAttribute('decoding')).toBe('async');

    act(() => vi.advanceTimersByTime(4000));
    expect(currentSlide()?.getAttribute('aria-label')).toBe('2 de 3: Dois');

    fireEvent.mouseEnter(region);
    expect(region.dataset.status).toBe('hovered');
    act(() => vi.advanceTimersByTime(8000));
    expect(currentSlide()?.getAttribute('aria-label')).toBe('2 de 3: Dois');
    fireEvent.mouseLeave(region);

    act(() => screen.getByRole('button', { name: 'Próximo slide' }).focus());
    expect(region.dataset.status).toBe('focused');
    fireEvent.click(screen.getByRole('button', { name: 'Próximo slide' }));
    expect(currentSlide()?.getAttribute('aria-label')).toBe('3 de 3: Três');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(currentSlide()?.getAttribute('aria-label')).toBe('1 de 3: Um');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(currentSlide()?.getAttribute('aria-label')).toBe('3 de 3: Três');
    fireEvent.click(screen.getByRole('button', { name: 'Slide 2: Dois' }));
    expect(currentSlide()?.getAttribute('aria-label')).toBe('2 de 3: Dois');

    fireEvent.click(screen.getByRole('button', { name: 'Pausar apresentação' }));
    expect(region.dataset.status).toBe('paused');
    expect(screen.getByRole('button', { name: 'Retomar apresentação' })).toBeDefined();
  });

  it('has arrows and a pause button a finger can hit: 44 px (Tailwind size-11; jsdom has no layout)', () => {
    render(<Carousel slides={SLIDES} label="Telas" />);
    for (const name of ['Slide anterior', 'Próximo slide', 'Pausar apresentação']) {
      expect(screen.getByRole('button', { name }).classList).toContain('size-11');
    }
  });
});
