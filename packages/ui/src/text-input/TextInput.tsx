import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from '../field/Field.tsx';

/** Props of {@link TextInput}: those of an `<input>`, plus its label, hint and error. */
export interface TextInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'children' | 'aria-describedby' | 'aria-invalid'
> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The problem with the value; shown above the input and read with it. */
  error?: string | undefined;
  /** How wide the box is: sized to the expected answer, as GOV.UK advises. */
  width?: 'full' | 'medium' | 'short';
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line text input with an optional hint and error message. */
export function TextInput({
  id,
  label,
  hint,
  error,
  width = 'full',
  type = 'text',
  className,
  ref,
  ...inputProps
}: TextInputProps) {
  const inputClass = ['lui-input', `lui-input--${width}`, error && 'lui-input--error', className]
    .filter(Boolean)
    .join(' ');
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <input ref={ref} type={type} className={inputClass} {...inputProps} {...control} />
      )}
    </Field>
  );
}
