import type { ReactNode, Ref } from 'react';
import { Input, Label, NumberField } from 'react-aria-components/NumberField';
import { fieldShell } from '../field/Field.tsx';
import { classNames } from '../internal/class-names.ts';

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
 * brings the numeric keyboard on phones. Label, hint and error are the field shell
 * ({@link fieldShell}).
 */
export function NumberInput({
  id,
  label,
  hint,
  error,
  min,
  max,
  disabled,
  required,
  width = 'medium',
  className,
  inputRef,
  ...numberFieldProps // name, value, defaultValue, onChange, step, formatOptions: React Aria's own
}: NumberInputProps) {
  const shell = fieldShell({ id, hint, error, className, disabled, required });
  return (
    <NumberField
      id={id}
      className={shell.className}
      {...numberFieldProps}
      minValue={min}
      maxValue={max}
      {...shell.ariaProps}
    >
      <Label className="lui-label">{label}</Label>
      {shell.messages}
      <Input
        className={classNames('lui-input', `lui-input--${width}`, error && 'lui-input--error')}
        ref={inputRef}
      />
    </NumberField>
  );
}
