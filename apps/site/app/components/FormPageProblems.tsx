import type { ReactNode } from 'react';
import { Alert } from '@lender/ui/alert';
import { ErrorSummary } from '@lender/ui/error-summary';
import { messages } from '@lender/validation';
import type { FormErrors } from '../forms/use-form-errors.ts';
import { PageTitle } from './PageTitle.tsx';

export interface FormPageProblemsProps<Field extends string> {
  /** The page's path, for its document title. */
  path: string;
  form: FormErrors<Field>;
  /** The API could not take the submission. */
  apiFailed: boolean;
  failureTitle: string;
  /** What the visitor can do now that the submission failed. */
  failureText: ReactNode;
  onDismissFailure: () => void;
}

/**
 * The top of a marketing-preference form page, in GOV.UK's order: the document title ("Error: "
 * while the form shows problems), the alert when the API failed (it takes focus), and the error
 * summary.
 */
export function FormPageProblems<Field extends string>({
  path,
  form,
  apiFailed,
  failureTitle,
  failureText,
  onDismissFailure,
}: FormPageProblemsProps<Field>) {
  return (
    <>
      <PageTitle path={path} error={form.hasErrors} />
      {apiFailed && (
        <Alert variant="error" title={failureTitle} onDismiss={onDismissFailure} focusOnMount>
          {failureText}
        </Alert>
      )}
      <ErrorSummary
        errors={form.summary}
        focusKey={form.focusKey}
        title={messages.form.errorSummaryTitle}
      />
    </>
  );
}
