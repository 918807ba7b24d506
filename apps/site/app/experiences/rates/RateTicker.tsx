import './RateTicker.css';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  advanceTicker,
  focusableTickerLinks,
  INITIAL_TICKER_STATE,
  isPausedByButton,
  isTickerPlaying,
  pauseTicker,
  releaseTicker,
  TICKER_FOCUS_RECHECK_INTERVAL_MS,
  toggleTickerButton,
  type TickerItem,
  type TickerState,
} from '@lender/guided-experiences/rate-ticker';
import { useExperienceLoaded } from '../experience-analytics.ts';
import { useHydrated, usePrefersReducedMotion } from '../use-lazy-machine.ts';

/** Props of {@link RateTicker}. */
export interface RateTickerProps {
  items: readonly TickerItem[];
  /** Where each product's link goes. */
  href(item: TickerItem): string;
  /** The sheet's date, as the visitor reads it. */
  asOf: string;
  demo: boolean;
}

/**
 * The scrolling rate ticker (SPEC §4, §9): 30 px a second, paused while the pointer is over it,
 * a finger is on it or focus is in it, and by its button until pressed again. Only links fully
 * in view and 60 px inside its right edge can take focus (checked every 500 ms), so Tab never
 * lands on one sliding away. With reduced motion it is a still list (WCAG 2.2.2), laid out by CSS
 * from the first paint. The server renders the first copy of the items; the second copy, which
 * makes the loop seamless, is added once it moves.
 */
export function RateTicker({ items, href, asOf, demo }: RateTickerProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [ticker, setTicker] = useState<TickerState>(INITIAL_TICKER_STATE);
  const hydrated = useHydrated();
  const viewport = useRef<HTMLDivElement>(null);
  const belt = useRef<HTMLDivElement>(null);
  const firstCopy = useRef<HTMLUListElement>(null);
  const offset = useRef(0);
  const playing = isTickerPlaying(ticker, reducedMotion);
  useExperienceLoaded('rate_ticker', 'ticker');
  const moving = hydrated && !reducedMotion;

  // One animation frame at a time while playing; the offset lives outside React (a style change
  // per frame, not a render).
  useEffect(() => {
    if (!moving || !playing) return undefined;
    let frame = 0;
    let last: number | undefined;
    const step = (now: number) => {
      const loopWidth = loopWidthOf(firstCopy.current);
      const elapsed = last === undefined ? 0 : now - last;
      last = now;
      offset.current = advanceTicker(
        { pausedBy: [], offsetPx: offset.current },
        elapsed,
        loopWidth,
        false,
      ).offsetPx;
      const transform = `translateX(${-offset.current}px)`;
      // Written only when it moved: no style change (and no work for the page) while it cannot.
      if (belt.current && belt.current.style.transform !== transform) {
        belt.current.style.transform = transform;
      }
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [moving, playing]);

  // SPEC §9: which links may take focus, worked out again every 500 ms.
  useEffect(() => {
    if (!moving) {
      for (const link of linksOf(firstCopy.current)) link.removeAttribute('tabindex');
      return undefined;
    }
    const recheck = () => {
      const box = viewport.current?.getBoundingClientRect();
      const links = linksOf(firstCopy.current);
      if (!box) return;
      const focusable = new Set(
        focusableTickerLinks(
          links.map((link) => link.getBoundingClientRect()),
          box,
        ),
      );
      links.forEach((link, index) => {
        // The focused link keeps its place in the order while it has focus (focus pauses).
        if (focusable.has(index) || link === document.activeElement)
          link.removeAttribute('tabindex');
        else link.setAttribute('tabindex', '-1');
      });
    };
    recheck();
    const timer = setInterval(recheck, TICKER_FOCUS_RECHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [moving]);

  // SPEC §4: the pointer over it, a finger on it or focus in it holds it; leaving releases.
  useEffect(() => {
    const box = viewport.current;
    if (!box) return undefined;
    const hold = (reason: 'hover' | 'touch' | 'focus') => () =>
      setTicker((current) => pauseTicker(current, reason));
    const release = (reason: 'hover' | 'touch' | 'focus') => () =>
      setTicker((current) => releaseTicker(current, reason));
    const mouseOnly = (handler: () => void) => (event: PointerEvent) => {
      if (event.pointerType === 'mouse') handler();
    };
    const listeners: [string, EventListener][] = [
      ['pointerenter', mouseOnly(hold('hover')) as EventListener],
      ['pointerleave', mouseOnly(release('hover')) as EventListener],
      ['touchstart', hold('touch')],
      ['touchend', release('touch')],
      ['touchcancel', release('touch')],
      ['focusin', hold('focus')],
      [
        'focusout',
        ((event: FocusEvent) => {
          if (!box.contains(event.relatedTarget as Node | null)) release('focus')();
        }) as EventListener,
      ],
    ];
    for (const [name, listener] of listeners)
      box.addEventListener(name, listener, { passive: true });
    return () => {
      for (const [name, listener] of listeners) box.removeEventListener(name, listener);
    };
  }, []);

  const pausedByButton = isPausedByButton(ticker);
  const list = (copy: 'first' | 'second') => (
    <ul
      className="rate-ticker__list"
      ref={copy === 'first' ? firstCopy : undefined}
      aria-hidden={copy === 'second' || undefined}
    >
      {items.map((item) => (
        <li key={item.productCode} className="rate-ticker__item">
          <Link
            to={href(item)}
            className="rate-ticker__link"
            tabIndex={copy === 'second' ? -1 : undefined}
          >
            <span className="rate-ticker__name">{item.name}</span>{' '}
            <span className="rate-ticker__rate">{item.rate}</span>{' '}
            <span className="rate-ticker__apr">({item.apr})</span>
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <section className="rate-ticker" aria-labelledby="rate-ticker-title">
      <h2 id="rate-ticker-title" className="rate-ticker__title">
        Today&rsquo;s rates{' '}
        <span className="rate-ticker__as-of">
          as of {asOf}
          {demo && ' (demo rates)'}
        </span>
      </h2>
      <div className="rate-ticker__bar">
        <div className="rate-ticker__viewport" ref={viewport}>
          <div className="rate-ticker__belt" ref={belt}>
            {list('first')}
            {moving && list('second')}
          </div>
        </div>
        <button
          type="button"
          className="rate-ticker__button"
          onClick={() => setTicker(toggleTickerButton)}
          data-button-type="toggle"
        >
          {pausedByButton ? 'Play' : 'Pause'}{' '}
          <span className="visually-hidden">the rate ticker</span>
        </button>
      </div>
    </section>
  );
}

function linksOf(list: HTMLUListElement | null): HTMLAnchorElement[] {
  return list ? [...list.querySelectorAll<HTMLAnchorElement>('a')] : [];
}

/** One copy's width, its trailing gap included: the distance after which the loop repeats. */
function loopWidthOf(list: HTMLUListElement | null): number {
  return list ? list.getBoundingClientRect().width : 0;
}
