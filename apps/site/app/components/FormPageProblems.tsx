import type { ReactNode } from 'react';
import { Alert } from '@lender/ui/alert';
import { ErrorSummary } from '@lender/ui/error-summary';
import type { FieldSpecs } from '../forms/form-page.ts';
import type { FormPageState, FormState } from '../forms/use-form.ts';
import { PageTitle } from './PageTitle.tsx';

/** The failure of the sign-up forms (email and phone updates): nothing was saved. */
export const SIGN_UP_FAILURE = {
  title: 'Sorry, we could not sign you up',
  text: <p>Nothing has been saved. Try again in a few minutes.</p>,
};

/** The alert's title, and what the visitor can do now that the submission failed. */
export interface FormFailure {
  title: string;
  text: ReactNode;
}

/**
 * A form's problems in GOV.UK's order: the alert when the API failed (it takes focus), then the
 * error summary, which takes focus on every failed submission.
 */
export function FormProblems<F extends FieldSpecs>({
  form,
  failure,
}: {
  form: FormState<F>;
  failure: FormFailure;
}) {
  return (
    <>
      {form.apiFailed && (
        <Alert
          variant="error"
          title={failure.title}
          onDismiss={form.dismissApiFailure}
          focusOnMount
        >
          {failure.text}
        </Alert>
      )}
      <ErrorSummary errors={form.summary} focusKey={form.focusKey} title={form.summaryTitle} />
    </>
  );
}

/**
 * The top of a form page: the document title ("Error: " while the form shows problems), then
 * {@link FormProblems}.
 */
export function FormPageProblems<F extends FieldSpecs>({
  form,
  failure,
}: {
  form: FormPageState<F>;
  failure: FormFailure;
}) {
  return (
    <>
      <PageTitle path={form.path} error={form.hasErrors} />
      <FormProblems form={form} failure={failure} />
    </>
  );
}
