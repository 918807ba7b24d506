// A range under a number box, for price, down payment and rate (issue 34 §3): a pointer's quick
// way to a value. The box stays the keyboard and screen-reader path (WCAG 2.5.7: dragging has a
// single-pointer alternative), so the range is out of the tab order and hidden from assistive
// technology rather than a second control announcing the same value. While the thumb moves the
// box follows it; the value is committed, and the figures recalculated, when it is let go.
import { useState, type ReactNode } from 'react';

/** Where a slider runs: its ends and its step, in the box's own unit (dollars, percent). */
export interface SliderRange {
  min: number;
  max: number;
  step: number;
}

export interface SliderBesideProps {
  range: SliderRange;
  /** The box's committed value; undefined while it is empty. */
  value: number | undefined;
  /** Called with the value the thumb was let go at. */
  onCommit(value: number): void;
  /** The box, drawn with the value to show: the thumb's while it moves, else `value`. */
  children(shown: number | undefined): ReactNode;
}

/** Within the range and on a step, so the thumb sits where the value is (or at an end). */
function onTrack(value: number | undefined, { min, max }: SliderRange): number {
  if (value === undefined || Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, value));
}

export function SliderBeside({ range, value, onCommit, children }: SliderBesideProps) {
  // The thumb's value while the visitor moves it; undefined when at rest.
  const [moving, setMoving] = useState<number>();
  const letGo = () => {
    if (moving === undefined) return;
    setMoving(undefined);
    if (moving !== value) onCommit(moving);
  };
  return (
    <div className="lcalc-slidable">
      {children(moving ?? value)}
      <input
        type="range"
        className="lcalc-slidable__range"
        aria-hidden="true"
        tabIndex={-1}
        min={range.min}
        max={range.max}
        step={range.step}
        value={onTrack(moving ?? value, range)}
        onChange={(event) => setMoving(event.currentTarget.valueAsNumber)}
        onPointerUp={letGo}
        onPointerCancel={letGo}
        onKeyUp={letGo}
        onBlur={letGo}
      />
    </div>
  );
}
