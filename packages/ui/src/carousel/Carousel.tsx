import { Children, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../internal/use-hydrated.ts';
import { prefersReducedMotion, scrollEdges, type ScrollEdges } from './scroll-edges.ts';

/** SPEC §9 "Article carousel at most 3 cards on mobile": cards after the third are left out at ≤ 767 px. */
export const CAROUSEL_MOBILE_MAX_CARDS = 3;

/** SPEC §9 "Scroll end detection 150 ms": the buttons update once scrolling has rested this long. */
export const SCROLL_END_DELAY_MS = 150;

/** Props of {@link Carousel}. */
export interface CarouselProps {
  /** Names the carousel region for screen readers, e.g. "Articles about buying a home". */
  label: string;
  /** One child per card (a `Card` from `@lender/ui/card`, usually). */
  children: ReactNode;
  /** How many cards a phone (≤ 767 px) shows; the rest are left out there. */
  mobileMaxCards?: number;
  previousText?: string;
  nextText?: string;
  className?: string;
}

/**
 * A row of cards that scrolls sideways with scroll snap (SPEC §1 carousels, §2 article carousel).
 * One card and a peek of the next on a phone, two on a tablet, three on a desktop. Without
 * JavaScript it is a plain scrollable list; once hydrated, "Previous" and "Next" buttons move
 * it one card at a time and are marked unavailable at either end.
 */
export function Carousel({
  label,
  children,
  mobileMaxCards = CAROUSEL_MOBILE_MAX_CARDS,
  previousText = 'Previous',
  nextText = 'Next',
  className,
}: CarouselProps) {
  const trackId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const hydrated = useHydrated();
  const [edges, setEdges] = useState<ScrollEdges>({ atStart: true, atEnd: false });
  const cards = Children.toArray(children);

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (track) setEdges(scrollEdges(track));
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    measure();
    let restTimer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(restTimer);
      restTimer = setTimeout(measure, SCROLL_END_DELAY_MS);
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    resize?.observe(track);
    return () => {
      clearTimeout(restTimer);
      track.removeEventListener('scroll', onScroll);
      resize?.disconnect();
    };
  }, [measure]);

  function move(direction: -1 | 1) {
    const track = trackRef.current;
    const firstCard = track?.querySelector<HTMLElement>(':scope > li:not([hidden])');
    if (!track || !firstCard) return;
    if ((direction < 0 && edges.atStart) || (direction > 0 && edges.atEnd)) return;
    const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
    const left = direction * (firstCard.getBoundingClientRect().width + gap);
    const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
    if (typeof track.scrollBy === 'function') track.scrollBy({ left, behavior });
    else track.scrollLeft += left;
  }

  return (
    <section
      className={['lui-carousel', className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
    >
      {/* The row of buttons keeps its place from the first paint, buttons or not: appearing
          after hydration above the cards, it pushed them down (a layout shift). */}
      <div className="lui-carousel__controls">
        {hydrated && (
          <>
            <button
              type="button"
              className="lui-carousel__button lui-carousel__button--previous"
              aria-controls={trackId}
              aria-disabled={edges.atStart || undefined}
              onClick={() => move(-1)}
            >
              <span aria-hidden="true">‹ </span>
              {previousText}
            </button>
            <button
              type="button"
              className="lui-carousel__button lui-carousel__button--next"
              aria-controls={trackId}
              aria-disabled={edges.atEnd || undefined}
              onClick={() => move(1)}
            >
              {nextText}
              <span aria-hidden="true"> ›</span>
            </button>
          </>
        )}
      </div>
      {/* Focusable so a keyboard can scroll it with the arrow keys (WCAG 2.1.1) even when its
          cards hold nothing focusable. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul id={trackId} ref={trackRef} className="lui-carousel__track" tabIndex={0}>
        {cards.map((card, index) => (
          <li
            key={index}
            className={
              index >= mobileMaxCards
                ? 'lui-carousel__item lui-carousel__item--beyond-mobile'
                : 'lui-carousel__item'
            }
          >
            {card}
          </li>
        ))}
      </ul>
    </section>
  );
}
