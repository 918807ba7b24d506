import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { FieldError, PreferenceCall } from './api.ts';
import type { FormErrors } from './use-form-errors.ts';
import { useSubmission } from './use-submission.ts';

/** Where a form page's submission goes, and how the API's field names map to the page's. */
export interface FormSubmitOptions<Field extends string> {
  form: FormErrors<Field>;
  /** The API call the form makes. */
  call: PreferenceCall;
  thankYouPath: string;
  fieldOfApi: (apiField: string) => Field;
  /** The no-JavaScript action already answered that the API failed. */
  apiFailedAtFirst: boolean;
}

/** What a form page renders and calls. */
export interface FormSubmit {
  busy: boolean;
  /** The API could not take the submission: the page shows its alert. */
  apiFailed: boolean;
  /** The form's submit button, focused again when the alert is dismissed. */
  submitButton: React.RefObject<HTMLButtonElement | null>;
  dismissApiFailure: () => void;
  /**
   * The browser's submit: the page's own checks first (their errors shown in the summary), then
   * one send of `body(form element)`, then the thank-you page, the API's field errors, or the
   * alert.
   */
  sendForm: (
    event: FormEvent<HTMLFormElement>,
    check: () => readonly FieldError[],
    body: (formElement: HTMLFormElement) => object,
  ) => Promise<void>;
}

/** The submit flow the marketing-preference pages share (opt-out, email and phone sign-up). */
export function useFormSubmit<Field extends string>({
  form,
  call,
  thankYouPath,
  fieldOfApi,
  apiFailedAtFirst,
}: FormSubmitOptions<Field>): FormSubmit {
  const navigate = useNavigate();
  const submission = useSubmission();
  const [apiFailed, setApiFailed] = useState(apiFailedAtFirst);
  const submitButton = useRef<HTMLButtonElement>(null);

  async function sendForm(
    event: FormEvent<HTMLFormElement>,
    check: () => readonly FieldError[],
    body: (formElement: HTMLFormElement) => object,
  ) {
    event.preventDefault();
    if (submission.isSending()) return;
    const errors = check();
    if (errors.length > 0) {
      form.showSubmitErrors(errors);
      return;
    }
    setApiFailed(false);
    const result = await submission.send(call, body(event.currentTarget));
    if (result === null) return;
    if (result.ok) await navigate(thankYouPath);
    else if (result.kind === 'invalid') {
      form.showSubmitErrors(
        result.errors.map(({ field, message }) => ({ field: fieldOfApi(field), message })),
      );
    } else setApiFailed(true);
  }

  function dismissApiFailure() {
    setApiFailed(false);
    submitButton.current?.focus();
  }

  return { busy: submission.busy, apiFailed, submitButton, dismissApiFailure, sendForm };
}
