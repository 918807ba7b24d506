import { useState, type ReactNode } from 'react';
import { Input, NumberField } from 'react-aria-components/NumberField';
import {
  Label,
  Slider as AriaSlider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components/Slider';
import { fieldShell } from '../field/Field.tsx';
import { acceptSliderValue, isWithinRange } from './slider-value.ts';

/** Props of {@link Slider}. */
export interface SliderProps {
  /**
   * The slider's id. Its label is `${id}-label`, hint `${id}-hint`, error `${id}-error`, and the
   * number box of `withInput` is `${id}-value`.
   */
  id: string;
  /** A text label: it also names the number box. */
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** The name the value is sent under. */
  name?: string;
  min?: number;
  max?: number;
  step?: number;
  /**
   * The value, when the parent holds it. One outside min–max is ignored (SPEC §5): the slider
   * keeps the last value it accepted.
   */
  value?: number;
  /** The value at first; outside min–max, the slider starts at `min`. */
  defaultValue?: number;
  /** Called with each accepted value while the visitor moves the thumb or types. */
  onChange?: (value: number) => void;
  /** Called when the visitor lets go of the thumb or commits a typed value. */
  onChangeEnd?: (value: number) => void;
  /** How the value is shown (en-US), such as `{ style: 'percent' }`. */
  formatOptions?: Intl.NumberFormatOptions;
  /** Shows a number box beside the slider for typing a value; a typed value outside min–max is ignored. */
  withInput?: boolean;
  disabled?: boolean;
  className?: string | undefined;
}

/**
 * A labelled slider with its value shown beside the label, on react-aria's Slider: arrow keys
 * move by `step`, Page Up/Down by a tenth, Home and End to the ends, and touch dragging works.
 * Values outside min–max, from the parent or typed in the number box, are ignored (SPEC §5/§9).
 */
export function Slider({
  id,
  label,
  hint,
  error,
  name,
  min = 0,
  max = 100,
  step = 1,
  value,
  defaultValue,
  onChange,
  onChangeEnd,
  formatOptions,
  withInput = false,
  disabled,
  className,
}: SliderProps) {
  const range = { min, max };
  const [accepted, setAccepted] = useState(() =>
    acceptSliderValue(value ?? defaultValue, range, min),
  );
  // A new `value` from the parent is taken only when it lies within range (adjusting state while
  // rendering, as React advises, so no effect runs with the ignored value).
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (isWithinRange(value, range)) setAccepted(value);
  }

  function change(next: number) {
    if (!isWithinRange(next, range)) return;
    setAccepted(next);
    onChange?.(next);
  }

  function commitTyped(next: number) {
    if (!isWithinRange(next, range)) return;
    change(next);
    onChangeEnd?.(next);
  }

  const labelId = `${id}-label`;
  const shell = fieldShell({ id, hint, error, className, disabled }, 'lui-slider');
  return (
    <AriaSlider
      id={id}
      className={shell.className}
      value={accepted}
      onChange={change}
      onChangeEnd={onChangeEnd}
      minValue={min}
      maxValue={max}
      step={step}
      formatOptions={formatOptions}
      isDisabled={disabled}
      aria-describedby={shell.describedBy}
    >
      <div className="lui-slider__header">
        <Label id={labelId} className="lui-label lui-slider__label">
          {label}
        </Label>
        {!withInput && <SliderOutput className="lui-slider__output" />}
      </div>
      {shell.messages}
      <div className="lui-slider__controls">
        <SliderTrack className="lui-slider__track">
          {({ state }) => (
            <>
              <div
                className="lui-slider__fill"
                style={{ width: `${state.getThumbPercent(0) * 100}%` }}
              />
              <SliderThumb className="lui-slider__thumb" name={name} />
            </>
          )}
        </SliderTrack>
        {withInput && (
          // No min/max here: react-aria would clamp a typed 150 to 100, but SPEC §5 says ignore it.
          <NumberField
            id={`${id}-value`}
            className="lui-slider__value"
            value={accepted}
            onChange={commitTyped}
            step={step}
            formatOptions={formatOptions}
            {...shell.ariaProps}
            aria-labelledby={labelId}
          >
            <Input className="lui-input lui-slider__input" />
          </NumberField>
        )}
      </div>
    </AriaSlider>
  );
}
