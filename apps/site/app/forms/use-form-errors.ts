import { useCallback, useMemo, useState } from 'react';
import type { ErrorSummaryItem } from '@lender/ui/error-summary';
import type { FieldError } from './api.ts';

/** The problems a form shows, and when its error summary takes focus. */
export interface FormErrors<F extends string> {
  /** The message of each field with a problem. */
  errors: Partial<Record<F, string>>;
  /** Whether any field shows a problem (the page title then starts "Error: "). */
  hasErrors: boolean;
  /** The error summary's links, in field order; empty until the form has been submitted. */
  summary: ErrorSummaryItem[];
  /** Changes on every failed submission, so the summary takes focus again. */
  focusKey: number;
  /** Sets or clears one field's message (validation on blur). */
  setFieldError: (field: F, message: string | undefined) => void;
  /** A failed submission: these problems replace all others, the summary shows and takes focus. */
  showSubmitErrors: (errors: readonly FieldError[]) => void;
}

/**
 * Error state of a GOV.UK-style form: inline messages per field, and an error summary that
 * appears on submit, lists what is still wrong, and goes when everything is fixed.
 * `ids` gives each field's element id, the summary links' targets.
 */
export function useFormErrors<F extends string>(
  fields: readonly F[],
  ids: Record<F, string>,
  initial: readonly FieldError[] = [],
): FormErrors<F> {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>(() => toRecord(fields, initial));
  const [submitted, setSubmitted] = useState(initial.length > 0);
  const [focusKey, setFocusKey] = useState(0);

  const setFieldError = useCallback((field: F, message: string | undefined) => {
    setErrors((current) => {
      if (current[field] === message) return current;
      const next = { ...current };
      if (message === undefined) delete next[field];
      else next[field] = message;
      return next;
    });
  }, []);

  const showSubmitErrors = useCallback(
    (list: readonly FieldError[]) => {
      setErrors(toRecord(fields, list));
      setSubmitted(true);
      setFocusKey((key) => key + 1);
    },
    [fields],
  );

  const summary = useMemo(
    () =>
      submitted
        ? fields.flatMap((field) => {
            const text = errors[field];
            return text ? [{ href: `#${ids[field]}`, text }] : [];
          })
        : [],
    [submitted, fields, errors, ids],
  );

  return {
    errors,
    hasErrors: fields.some((field) => errors[field] !== undefined),
    summary,
    focusKey,
    setFieldError,
    showSubmitErrors,
  };
}

function toRecord<F extends string>(
  fields: readonly F[],
  list: readonly FieldError[],
): Partial<Record<F, string>> {
  const record: Partial<Record<F, string>> = {};
  for (const { field, message } of list) {
    if ((fields as readonly string[]).includes(field) && record[field as F] === undefined) {
      record[field as F] = message;
    }
  }
  return record;
}
