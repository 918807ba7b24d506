import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { FieldError } from './api.ts';
import type { FormErrors } from './use-form-errors.ts';
import { useSubmission } from './use-submission.ts';

/** Where a form page's submission goes, and how the API's field names map to the page's. */
export interface FormSubmitOptions<Field extends string> {
  form: FormErrors<Field>;
  apiPath: string;
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
    body: (formElement: HTMLFormElement) => unknown,
  ) => Promise<void>;
}

/** The submit flow the marketing-preference pages share (opt-out, email and phone sign-up). */
export function useFormSubmit<Field extends string>({
  form,
  apiPath,
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
    body: (formElement: HTMLFormElement) => unknown,
  ) {
    event.preventDefault();
    if (submission.isSending()) return;
    const errors = check();
    if (errors.length > 0) {
      form.showSubmitErrors(errors);
      return;
    }
    setApiFailed(false);
    const outcome = await submission.send(apiPath, body(event.currentTarget));
    if (outcome === null) return;
    if (outcome.status === 'ok') await navigate(thankYouPath);
    else if (outcome.status === 'invalid') {
      form.showSubmitErrors(
        outcome.errors.map(({ field, message }) => ({ field: fieldOfApi(field), message })),
      );
    } else setApiFailed(true);
  }

  function dismissApiFailure() {
    setApiFailed(false);
    submitButton.current?.focus();
  }

  return { busy: submission.busy, apiFailed, submitButton, dismissApiFailure, sendForm };
}
