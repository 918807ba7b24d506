import { describe, expect, it } from 'vitest';
import {
  advanceTicker,
  focusableTickerLinks,
  INITIAL_TICKER_STATE,
  isPausedByButton,
  isTickerLinkFocusable,
  isTickerPlaying,
  pauseTicker,
  releaseTicker,
  TICKER_FOCUS_RECHECK_INTERVAL_MS,
  TICKER_FOCUS_RIGHT_INSET_PX,
  TICKER_SPEED_PX_PER_SECOND,
  tickerItems,
  tickerMode,
  tickerOffset,
  toggleTickerButton,
  type TickerState,
} from './index.ts';

describe('SPEC §9 constants', () => {
  it('30 px/s, re-checked every 500 ms, 60 px inside the right edge', () => {
    expect([
      TICKER_SPEED_PX_PER_SECOND,
      TICKER_FOCUS_RECHECK_INTERVAL_MS,
      TICKER_FOCUS_RIGHT_INSET_PX,
    ]).toEqual([30, 500, 60]);
  });
});

describe('position (SPEC §9: 30 px per second, wrapping around)', () => {
  it.each([
    { ms: 0, width: 900, offset: 0 },
    { ms: 1000, width: 900, offset: 30 },
    { ms: 500, width: 900, offset: 15 },
    { ms: 30_000, width: 900, offset: 0 },
    { ms: 31_000, width: 900, offset: 30 },
    { ms: 16.5, width: 900, offset: 0.495 },
    { ms: 1000, width: 0, offset: 0 },
    { ms: -5, width: 900, offset: 0 },
  ])('after $ms ms over a $width px loop: $offset px', ({ ms, width, offset }) => {
    expect(tickerOffset(ms, width)).toBeCloseTo(offset, 9);
  });

  it('frames add up to the same position and wrap', () => {
    let state = INITIAL_TICKER_STATE;
    for (let frame = 0; frame < 100; frame += 1) state = advanceTicker(state, 100, 200, false);
    // 10 s at 30 px/s is 300 px: once round a 200 px loop and 100 px on.
    expect(state.offsetPx).toBeCloseTo(100, 9);
  });
});

type Step = { do: 'pause' | 'release'; reason: 'hover' | 'touch' | 'focus' } | { do: 'button' };

function apply(steps: readonly Step[]): TickerState {
  return steps.reduce<TickerState>(
    (state, step) =>
      step.do === 'button'
        ? toggleTickerButton(state)
        : step.do === 'pause'
          ? pauseTicker(state, step.reason)
          : releaseTicker(state, step.reason),
    INITIAL_TICKER_STATE,
  );
}

describe('pausing (SPEC §4)', () => {
  it.each<{ name: string; steps: Step[]; playing: boolean; byButton: boolean }>([
    { name: 'nothing: plays', steps: [], playing: true, byButton: false },
    {
      name: 'hover pauses',
      steps: [{ do: 'pause', reason: 'hover' }],
      playing: false,
      byButton: false,
    },
    {
      name: 'touch pauses',
      steps: [{ do: 'pause', reason: 'touch' }],
      playing: false,
      byButton: false,
    },
    {
      name: 'focus pauses',
      steps: [{ do: 'pause', reason: 'focus' }],
      playing: false,
      byButton: false,
    },
    { name: 'the button pauses', steps: [{ do: 'button' }], playing: false, byButton: true },
    {
      name: 'hover released: resumes',
      steps: [
        { do: 'pause', reason: 'hover' },
        { do: 'release', reason: 'hover' },
      ],
      playing: true,
      byButton: false,
    },
    {
      name: 'touch released: resumes',
      steps: [
        { do: 'pause', reason: 'touch' },
        { do: 'release', reason: 'touch' },
      ],
      playing: true,
      byButton: false,
    },
    {
      name: 'focus leaves: resumes',
      steps: [
        { do: 'pause', reason: 'focus' },
        { do: 'release', reason: 'focus' },
      ],
      playing: true,
      byButton: false,
    },
    {
      name: 'paused by the button, hover released: stays paused',
      steps: [
        { do: 'pause', reason: 'hover' },
        { do: 'button' },
        { do: 'release', reason: 'hover' },
      ],
      playing: false,
      byButton: true,
    },
    {
      name: 'paused by the button, focus leaves: stays paused',
      steps: [
        { do: 'button' },
        { do: 'pause', reason: 'focus' },
        { do: 'release', reason: 'focus' },
      ],
      playing: false,
      byButton: true,
    },
    {
      name: 'the button pressed again while hovering: still paused by hover',
      steps: [{ do: 'pause', reason: 'hover' }, { do: 'button' }, { do: 'button' }],
      playing: false,
      byButton: false,
    },
    {
      name: 'the button pressed again: plays',
      steps: [{ do: 'button' }, { do: 'button' }],
      playing: true,
      byButton: false,
    },
    {
      name: 'hover and focus, one released: still paused',
      steps: [
        { do: 'pause', reason: 'hover' },
        { do: 'pause', reason: 'focus' },
        { do: 'release', reason: 'hover' },
      ],
      playing: false,
      byButton: false,
    },
    {
      name: 'a release without a pause changes nothing',
      steps: [{ do: 'release', reason: 'touch' }],
      playing: true,
      byButton: false,
    },
  ])('$name', ({ steps, playing, byButton }) => {
    const state = apply(steps);
    expect(isTickerPlaying(state, false)).toBe(playing);
    expect(isPausedByButton(state)).toBe(byButton);
  });

  it('a paused ticker does not move', () => {
    const paused = pauseTicker(INITIAL_TICKER_STATE, 'hover');
    expect(advanceTicker(paused, 1000, 900, false)).toBe(paused);
  });
});

describe('reduced motion (SPEC §4, WCAG 2.2.2)', () => {
  it('shows a static list that never moves', () => {
    expect(tickerMode(true)).toBe('static');
    expect(tickerMode(false)).toBe('scrolling');
    expect(isTickerPlaying(INITIAL_TICKER_STATE, true)).toBe(false);
    expect(advanceTicker(INITIAL_TICKER_STATE, 1000, 900, true)).toBe(INITIAL_TICKER_STATE);
  });
});

describe('focusable links (SPEC §9)', () => {
  const viewport = { left: 0, right: 1000, top: 100, bottom: 140 };
  it.each([
    { name: 'well inside', link: { left: 100, right: 300 }, focusable: true },
    { name: 'right edge exactly 60 px inside', link: { left: 700, right: 940 }, focusable: true },
    { name: 'right edge 59 px inside', link: { left: 700, right: 941 }, focusable: false },
    { name: 'cut by the right edge', link: { left: 900, right: 1100 }, focusable: false },
    { name: 'left edge at the viewport edge', link: { left: 0, right: 200 }, focusable: true },
    { name: 'cut by the left edge', link: { left: -1, right: 200 }, focusable: false },
    { name: 'scrolled out on the left', link: { left: -400, right: -200 }, focusable: false },
  ])('$name: $focusable', ({ link, focusable }) => {
    expect(isTickerLinkFocusable({ ...link, top: 105, bottom: 135 }, viewport)).toBe(focusable);
  });

  it('a link cut off vertically is not fully visible', () => {
    expect(isTickerLinkFocusable({ left: 10, right: 200, top: 90, bottom: 130 }, viewport)).toBe(
      false,
    );
  });

  it('gives the indexes of the focusable links', () => {
    const links = [
      { left: -200, right: -20, top: 105, bottom: 135 },
      { left: 0, right: 180, top: 105, bottom: 135 },
      { left: 200, right: 380, top: 105, bottom: 135 },
      { left: 800, right: 980, top: 105, bottom: 135 },
    ];
    expect(focusableTickerLinks(links, viewport)).toEqual([1, 2]);
  });
});

describe('items', () => {
  it('the name, rate and APR of each product in the answer', () => {
    expect(
      tickerItems({
        products: [
          {
            metadata: { productCode: '30YRFIXED', productName: '30-year fixed', termMonths: 360 },
            rate: 6.5,
            apr: 6.612,
            payment: 1896.2,
            monthlyPayment: 1896.2,
            points: { finalPoints: 0.5, basePoints: 0.5, dollarAmountOfPoints: 1500 },
          },
        ],
      }),
    ).toEqual([
      { productCode: '30YRFIXED', name: '30-year fixed', rate: '6.500%', apr: '6.612% APR' },
    ]);
  });
});
