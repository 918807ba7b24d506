import type { ReactNode } from 'react';
import { ErrorMessage } from '../error-message/ErrorMessage.tsx';

/** The attributes a control needs to be tied to its label, hint and error message. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/** Props of {@link Field}. */
export interface FieldProps {
  /** The control's id; the hint and error message ids are derived from it. */
  id: string;
  /** The question or name of the field, shown above it. */
  label: ReactNode;
  /** Help shown between the label and the control. */
  hint?: ReactNode;
  /** The problem with the value, if any; shown between the hint and the control. */
  error?: string | undefined;
  /** Extra class names on the form group. */
  className?: string | undefined;
  /** Renders the control with the attributes that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** The ids a control lists in `aria-describedby`, or undefined when it has none. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list === '' ? undefined : list;
}

/**
 * A label, an optional hint and error message, and one control, laid out the GOV.UK way: the
 * error sits above the control, and the control's description names the hint and the error
 * (`${id}-hint`, `${id}-error`), so screen readers read both when it takes focus.
 */
export function Field({ id, label, hint, error, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const groupClass = ['lui-form-group', error && 'lui-form-group--error', className]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={groupClass}>
      <label className="lui-label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <div id={hintId} className="lui-hint">
          {hint}
        </div>
      )}
      {error && errorId && <ErrorMessage id={errorId}>{error}</ErrorMessage>}
      {children({
        id,
        'aria-describedby': describedBy(hintId, errorId),
        'aria-invalid': error ? true : undefined,
      })}
    </div>
  );
}
