import type { ReactNode, Ref } from 'react';
import { Input, Label, NumberField } from 'react-aria-components/NumberField';
import { ErrorMessage } from '../error-message/ErrorMessage.tsx';
import { describedBy } from '../field/Field.tsx';

/** Props of {@link NumberInput}. */
export interface NumberInputProps {
  /** The input's id; the hint and error ids are `${id}-hint` and `${id}-error`. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The problem with the value; shown above the input and read with it. */
  error?: string | undefined;
  /** Sent with a form: the plain number (`250000`), not the formatted text. */
  name?: string;
  /** The value, when the parent holds it; `NaN` is empty. */
  value?: number;
  /** The value at first, when the field holds its own. */
  defaultValue?: number;
  /** Called with the new value when the visitor commits it (blur, Enter, arrow keys). */
  onChange?: (value: number) => void;
  /** Values below are raised to `min` when committed. */
  min?: number;
  /** Values above are lowered to `max` when committed. */
  max?: number;
  /** The Arrow Up/Down increment; values snap to it. */
  step?: number;
  /** How the number is shown and parsed (en-US), such as a percent or a currency. */
  formatOptions?: Intl.NumberFormatOptions;
  disabled?: boolean;
  required?: boolean;
  /** How wide the box is, sized to the expected answer. */
  width?: 'full' | 'medium' | 'short';
  className?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled number box on react-aria's NumberField: it formats and parses numbers in the
 * locale (en-US at the app root), steps with Arrow Up/Down, keeps within `min`–`max`, and
 * brings the numeric keyboard on phones. Label, hint and error follow the GOV.UK pattern of
 * {@link Field}.
 */
export function NumberInput({
  id,
  label,
  hint,
  error,
  name,
  value,
  defaultValue,
  onChange,
  min,
  max,
  step,
  formatOptions,
  disabled,
  required,
  width = 'medium',
  className,
  inputRef,
}: NumberInputProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const groupClass = ['lui-form-group', error && 'lui-form-group--error', className]
    .filter(Boolean)
    .join(' ');
  const inputClass = ['lui-input', `lui-input--${width}`, error && 'lui-input--error']
    .filter(Boolean)
    .join(' ');
  return (
    <NumberField
      id={id}
      className={groupClass}
      name={name}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      minValue={min}
      maxValue={max}
      step={step}
      formatOptions={formatOptions}
      isDisabled={disabled}
      isRequired={required}
      isInvalid={Boolean(error)}
      // The form shows its own messages (GOV.UK), so no browser validation bubbles.
      validationBehavior="aria"
      aria-describedby={describedBy(hintId, errorId)}
    >
      <Label className="lui-label">{label}</Label>
      {hint && (
        <div id={hintId} className="lui-hint">
          {hint}
        </div>
      )}
      {error && errorId && <ErrorMessage id={errorId}>{error}</ErrorMessage>}
      <Input className={inputClass} ref={inputRef} />
    </NumberField>
  );
}
