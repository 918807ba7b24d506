import type { ReactNode } from 'react';
import { Alert } from '@lender/ui/alert';
import { ErrorSummary } from '@lender/ui/error-summary';
import { messages } from '@lender/validation';
import type { FormErrors } from '../forms/use-form-errors.ts';
import { PageTitle } from './PageTitle.tsx';

/** The failure of the sign-up pages (email and phone updates): nothing was saved. */
export const SIGN_UP_FAILURE = {
  title: 'Sorry, we could not sign you up',
  text: <p>Nothing has been saved. Try again in a few minutes.</p>,
};

export interface FormPageProblemsProps<Field extends string> {
  /** The page's path, for its document title. */
  path: string;
  form: FormErrors<Field>;
  /** The API could not take the submission. */
  apiFailed: boolean;
  /** The alert's title, and what the visitor can do now that the submission failed. */
  failure: { title: string; text: ReactNode };
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
  failure,
  onDismissFailure,
}: FormPageProblemsProps<Field>) {
  return (
    <>
      <PageTitle path={path} error={form.hasErrors} />
      {apiFailed && (
        <Alert variant="error" title={failure.title} onDismiss={onDismissFailure} focusOnMount>
          {failure.text}
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
