import { CAROUSEL } from '@vetvoz/domain';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { useInView } from '../../lib/use-in-view.ts';
import { useMediaQuery, usePrefersReducedMotion } from '../../lib/use-media-query.ts';
import { swipeStep } from './carousel-state.ts';
import { useCarousel } from './use-carousel.ts';

export interface CarouselSlide {
  id: string;
  title: string;
  description: string;
  image: { src: string; alt: string; width: number; height: number };
}

interface CarouselProps {
  slides: readonly CarouselSlide[];
  /** Accessible name of the carousel, e.g. "Telas do VetVoz". */
  label: string;
  className?: string;
}

const TOUCH_LAYOUT = `(max-width: ${CAROUSEL.mobileBreakpointPx - 0.02}px)`;

/**
 * docs/product-rules.md §9 carousel: one slide at a time, autoplay every 4 s, 800 ms transitions, infinite, dots,
 * paused on hover and on focus. From 768 px: cross-fade with arrows. Below: slides move sideways,
 * no arrows, swipe (touch threshold 10). Follows the WAI-ARIA carousel pattern: a pause button,
 * named slides, arrow keys, and announcements only while not auto-rotating.
 */
export function Carousel({ slides, label, className }: CarouselProps) {
  const root = useRef<HTMLElement>(null);
  const touchLayout = useMediaQuery(TOUCH_LAYOUT);
  const reducedMotion = usePrefersReducedMotion();
  // Rotates only while on screen (also: not while hidden by CSS on phones).
  const onScreen = useInView(root, { threshold: 0.3 });
  // Images start loading shortly before the carousel shows, then all at once (off-screen slides
  // sit in a clipped track where lazy loading would wait until they slide in).
  const near = useInView(root, { threshold: 0, once: true, rootMargin: '300px 0px' });
  const carousel = useCarousel({
    count: slides.length,
    autoplayMs: CAROUSEL.autoplayMs,
    initiallyPaused: reducedMotion,
    active: onScreen,
  });
  const { index, status } = carousel;

  const drag = useRef<{ pointerId: number; startX: number } | null>(null);
  const [dragOffset, setDragOffset] = useState(0);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') carousel.next();
    else if (event.key === 'ArrowLeft') carousel.previous();
    else return;
    event.preventDefault();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.setFocused(false);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!touchLayout || event.pointerType === 'mouse') return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX };
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // No active pointer (synthetic events): the swipe still works without capture.
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    setDragOffset(event.clientX - drag.current.startX);
  };
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    const step = swipeStep(
      event.clientX - drag.current.startX,
      event.currentTarget.clientWidth,
      CAROUSEL.touchThreshold,
    );
    drag.current = null;
    setDragOffset(0);
    if (step === 1) carousel.next();
    if (step === -1) carousel.previous();
  };

  const transition = { transitionDuration: `${CAROUSEL.transitionMs}ms` };

  return (
    <section
      ref={root}
      aria-roledescription="carrossel"
      aria-label={label}
      data-status={status}
      onMouseEnter={() => carousel.setHovered(true)}
      onMouseLeave={() => carousel.setHovered(false)}
      onFocus={() => carousel.setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      className={cn(
        'overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-slate-900/10 shadow-xl',
        className,
      )}
      style={{ height: CAROUSEL.cardHeightPx }}
    >
      <div className="relative flex h-full flex-col">
        <div
          className="relative min-h-0 flex-1 overflow-hidden"
          // Vertical scrolling stays with the page; sideways moves belong to the swipe.
          style={touchLayout ? { touchAction: 'pan-y' } : undefined}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          aria-live={status === 'playing' ? 'off' : 'polite'}
        >
          <div
            className={cn(
              'h-full',
              touchLayout ? 'flex ease-out' : 'relative',
              touchLayout && dragOffset === 0 && 'transition-transform',
            )}
            style={
              touchLayout
                ? { ...transition, transform: `translateX(calc(${-index * 100}% + ${dragOffset}px))` }
                : undefined
            }
          >
            {slides.map((slide, slideIndex) => {
              const current = slideIndex === index;
              return (
                // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern: each slide is a group with roledescription "slide".
                <div
                  key={slide.id}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${slideIndex + 1} de ${slides.length}: ${slide.title}`}
                  aria-hidden={current ? undefined : true}
                  inert={!current}
                  className={cn(
                    'flex h-full w-full flex-col',
                    touchLayout
                      ? 'shrink-0'
                      : cn(
                          'absolute inset-0 transition-opacity ease-in-out',
                          current ? 'opacity-100' : 'opacity-0',
                        ),
                  )}
                  style={touchLayout ? undefined : transition}
                >
                  <div className="min-h-0 flex-1 overflow-hidden border-slate-100 border-b bg-brand-50">
                    <img
                      src={slide.image.src}
                      alt={slide.image.alt}
                      width={slide.image.width}
                      height={slide.image.height}
                      loading={near ? 'eager' : 'lazy'}
                      decoding="async"
                      draggable={false}
                      className="h-full w-full object-cover object-left-top"
                    />
                  </div>
                  <div className="px-6 pt-4 pb-14">
                    <h3 className="font-semibold text-lg text-slate-900">{slide.title}</h3>
                    <p className="mt-1 line-clamp-2 text-slate-600 text-sm leading-relaxed">
                      {slide.description}
                    </p>
                  </div>
                </div>
              );
            })}
          </div>
        </div>

        {touchLayout ? null : (
          <>
            <ArrowButton side="left" onClick={carousel.previous} />
            <ArrowButton side="right" onClick={carousel.next} />
          </>
        )}

        <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-3 px-4 pb-3">
          <button
            type="button"
            onClick={carousel.togglePaused}
            aria-label={status === 'paused' ? 'Retomar apresentação' : 'Pausar apresentação'}
            className="inline-flex size-11 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900"
          >
            {status === 'paused' ? (
              <Play aria-hidden="true" className="size-4" />
            ) : (
              <Pause aria-hidden="true" className="size-4" />
            )}
          </button>
          {/* biome-ignore lint/a11y/useSemanticElements: a row of buttons, not a form: fieldset would be wrong here. */}
          <div role="group" aria-label="Escolher slide" className="flex items-center gap-1">
            {slides.map((slide, slideIndex) => {
              const current = slideIndex === index;
              return (
                <button
                  key={slide.id}
                  type="button"
                  aria-label={`Slide ${slideIndex + 1}: ${slide.title}`}
                  aria-current={current ? 'true' : undefined}
                  onClick={() => carousel.goTo(slideIndex)}
                  className="group inline-flex size-7 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'block h-2 rounded-full transition-all duration-300',
                      current ? 'w-6 bg-brand-600' : 'w-2 bg-slate-300 group-hover:bg-slate-400',
                    )}
                  />
                </button>
              );
            })}
          </div>
          <span className="size-11" aria-hidden="true" />
        </div>
      </div>
    </section>
  );
}

function ArrowButton({ side, onClick }: { side: 'left' | 'right'; onClick: () => void }) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={side === 'left' ? 'Slide anterior' : 'Próximo slide'}
      className={cn(
        '-translate-y-1/2 absolute top-[35%] inline-flex size-11 items-center justify-center rounded-full border border-slate-200 bg-white/95 text-slate-700 shadow-md transition-colors hover:bg-white hover:text-brand-800',
        side === 'left' ? 'left-3' : 'right-3',
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
