import { Alert } from '@lender/ui/alert';
import { ErrorSummary } from '@lender/ui/error-summary';
import type { FieldSpecs, FormFailure } from './form-page.ts';
import type { FormState } from './use-form.ts';

/** The failure of the sign-up forms (email and phone updates): nothing was saved. */
export const SIGN_UP_FAILURE: FormFailure = {
  title: 'Sorry, we could not sign you up',
  text: <p>Nothing has been saved. Try again in a few minutes.</p>,
};

/**
 * A form's problems in GOV.UK's order: the error block when the API failed (it takes focus),
 * then the error summary, which takes focus on every failed submission.
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
