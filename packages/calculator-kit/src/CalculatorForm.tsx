// Every calculator's form: checked in the page (the browser's own checks are off), GOV.UK's
// error summary first, the calculator's fields, and the one button every calculator has.
import { Button } from '@lender/ui/button';
import { ErrorSummary } from '@lender/ui/error-summary';
import type { ReactNode } from 'react';
import type { SummaryItem } from './field-renderers.tsx';
import { submitHandler } from './submit-handler.ts';

export interface CalculatorFormProps {
  /** The calculator's class for its form. */
  className: string;
  /** `useCalculator`'s submit and count of failed submits (the summary takes focus on each). */
  form: { submit: () => unknown; failedSubmits: number };
  /** The summary's items: `fields.summary(CHECKED_FIELDS)`. */
  errors: SummaryItem[];
  children: ReactNode;
}

/** The button's word, the same on every calculator. */
export const CALCULATE = 'Calculate';

export function CalculatorForm({ className, form, errors, children }: CalculatorFormProps) {
  return (
    <form className={className} noValidate onSubmit={submitHandler(form.submit)}>
      <ErrorSummary errors={errors} focusKey={form.failedSubmits} />
      {children}
      <Button type="submit">{CALCULATE}</Button>
    </form>
  );
}
