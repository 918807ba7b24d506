import type { ReactNode } from 'react';

/** Props of {@link ErrorMessage}. */
export interface ErrorMessageProps {
  /** Referenced by the field's `aria-describedby`; by convention `${fieldId}-error`. */
  id: string;
  /** What went wrong and how to fix it, the same words as in the error summary. */
  children: ReactNode;
  /** Read before the message by screen readers, hidden on screen. */
  visuallyHiddenText?: string;
}

/**
 * The message beside a field that failed validation (GOV.UK error message). The hidden
 * "Error:" prefix tells screen-reader users what kind of text follows, since the red
 * colour and bar cannot.
 */
export function ErrorMessage({ id, children, visuallyHiddenText = 'Error:' }: ErrorMessageProps) {
  return (
    <p id={id} className="lui-error-message">
      <span className="lui-visually-hidden">{visuallyHiddenText}</span> {children}
    </p>
  );
}
