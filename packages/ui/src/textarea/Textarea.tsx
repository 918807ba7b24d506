import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { Field } from '../field/Field.tsx';

/** Props of {@link Textarea}: those of a `<textarea>`, plus its label, hint and error. */
export interface TextareaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'children' | 'aria-describedby' | 'aria-invalid'
> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text box with an optional hint and error message. */
export function Textarea({
  id,
  label,
  hint,
  error,
  rows = 5,
  className,
  ref,
  ...textareaProps
}: TextareaProps) {
  const textareaClass = ['lui-textarea', error && 'lui-textarea--error', className]
    .filter(Boolean)
    .join(' ');
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <textarea ref={ref} rows={rows} className={textareaClass} {...textareaProps} {...control} />
      )}
    </Field>
  );
}
