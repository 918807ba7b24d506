import type { ReactNode } from 'react';
import { ErrorMessage } from '../error-message/ErrorMessage.tsx';
import { classNames } from '../internal/class-names.ts';

/** What every field shell takes: the control's id (hint and error ids derive from it). */
export interface FieldShellProps {
  /** The control's id; the hint is `${id}-hint` and the error message `${id}-error`. */
  id: string;
  /** Help shown between the label and the control. */
  hint?: ReactNode;
  /** The problem with the value, if any; shown between the hint and the control. */
  error?: string | undefined;
  /** Extra class names on the form group. */
  className?: string | undefined;
}

/** The parts of a field shell that a form control places around itself ({@link fieldShell}). */
export interface FieldShell {
  /** The form group's classes: `lui-form-group`, the control's own, `lui-form-group--error`, the caller's. */
  className: string;
  /** For the control's (or group's) `aria-describedby`: the hint's and error's ids, or undefined. */
  describedBy: string | undefined;
  /** Whether the field shows an error (the control is `aria-invalid`). */
  invalid: boolean;
  /** The hint, then the error message: render them between the label and the control. */
  messages: ReactNode;
  /**
   * The same for a React Aria field (NumberField, Select, RadioGroup): described by the hint and
   * error, invalid while there is an error, and validated by the form, which shows its own
   * messages (GOV.UK), so no browser validation bubble appears.
   */
  ariaProps: {
    'aria-describedby': string | undefined;
    isInvalid: boolean;
    isDisabled: boolean | undefined;
    isRequired: boolean | undefined;
    validationBehavior: 'aria';
  };
}

/** What {@link fieldShell} takes: the shell's props, and the control's state for React Aria. */
export interface FieldShellOptions extends FieldShellProps {
  disabled?: boolean | undefined;
  required?: boolean | undefined;
}

/** The attributes a control needs to be tied to its label, hint and error message. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/** Props of {@link Field}. */
export interface FieldProps extends FieldShellProps {
  /** The question or name of the field, shown above it. */
  label: ReactNode;
  /** Renders the control with the attributes that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** The ids a control lists in `aria-describedby`, or undefined when it has none. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list === '' ? undefined : list;
}

/**
 * The one field shell of every form control, laid out the GOV.UK way: label (or legend), hint,
 * error message, then the control, whose description names the hint and the error
 * (`${id}-hint`, `${id}-error`) so screen readers read both when it takes focus, and which is
 * invalid while there is an error. `controlClasses` go after `lui-form-group` (`lui-select`).
 * Controls whose root element belongs to React Aria (NumberField, Select, Slider, RadioGroup)
 * put these parts on it; {@link Field} and `Fieldset` (Fieldset.tsx) are the plain-HTML shells.
 */
export function fieldShell(
  { id, hint, error, className, disabled, required }: FieldShellOptions,
  ...controlClasses: string[]
): FieldShell {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const fieldDescribedBy = describedBy(hintId, errorId);
  return {
    className: classNames(
      'lui-form-group',
      ...controlClasses,
      error && 'lui-form-group--error',
      className,
    ),
    describedBy: fieldDescribedBy,
    invalid: Boolean(error),
    ariaProps: {
      'aria-describedby': fieldDescribedBy,
      isInvalid: Boolean(error),
      isDisabled: disabled,
      isRequired: required,
      validationBehavior: 'aria',
    },
    messages: (
      <>
        {hint && (
          <div id={hintId} className="lui-hint">
            {hint}
          </div>
        )}
        {errorId && <ErrorMessage id={errorId}>{error}</ErrorMessage>}
      </>
    ),
  };
}

/** A label, an optional hint and error message, and one control ({@link fieldShell}). */
export function Field({ label, children, ...shellProps }: FieldProps) {
  const shell = fieldShell(shellProps);
  return (
    <div className={shell.className}>
      <label className="lui-label" htmlFor={shellProps.id}>
        {label}
      </label>
      {shell.messages}
      {children({
        id: shellProps.id,
        'aria-describedby': shell.describedBy,
        'aria-invalid': shell.invalid || undefined,
      })}
    </div>
  );
}
