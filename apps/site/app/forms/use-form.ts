// The React side of a declared form (form-page.ts): what the visitor typed, the GOV.UK error
// pattern (messages on blur and on submit, the error summary), one submission at a time, and the
// thank-you page, the API's field errors or the error block after it.
import {
  useCallback,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type RefObject,
} from 'react';
import { useNavigate } from 'react-router';
import type { FormError } from '@lender/validation';
import { honeypotValue } from '../components/Honeypot.tsx';
import { afterPointerRelease, useLatest } from './blur.ts';
import { useFormattedInput } from './digit-input.ts';
import type {
  FieldOfKind,
  FieldSpecs,
  Form,
  FormPageProps,
  RulesOf,
  ShownField,
  TextFieldSpec,
  ValuesOf,
} from './form-page.ts';
import { useFormErrors, type FormErrors } from './use-form-errors.ts';
import { useSubmission } from './use-submission.ts';

/** The input attributes of each kind of text field: its type, autofill and spelling check. */
const TEXT_INPUT_ATTRIBUTES = {
  text: {},
  email: { type: 'email', autoComplete: 'email', spellCheck: false },
  tel: { type: 'tel', autoComplete: 'tel-national' },
} as const;

/** The props a text field (TextInput, Textarea) takes from its form. */
export interface TextInputBinding {
  id: string;
  name: string;
  type?: 'email' | 'tel';
  autoComplete?: string;
  spellCheck?: boolean;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  /** A form whose rules load when first used starts loading them here. */
  onFocus?: () => void;
}

/** The props a CheckboxGroup takes from its form. */
export interface CheckboxGroupBinding {
  id: string;
  name: string;
  value: readonly string[];
  error: string | undefined;
  onChange: (ticked: string[]) => void;
}

/** A declared form in a component: its values, its problems and its submission. */
export interface FormState<F extends FieldSpecs> extends FormErrors<ShownField<F>> {
  form: Form<F>;
  values: ValuesOf<F>;
  /** The page the form is on, sent as the request's `sourcePage`. */
  sourcePage: string;
  /** The page's form key (rendered into the form for the no-JavaScript path), if it has one. */
  formKey: string | undefined;
  /** The error summary's heading, once the rules are loaded. */
  summaryTitle: string | undefined;
  /** True while a submission is on its way (and after success, until the page changes). */
  busy: boolean;
  /** The API could not take the submission: the form shows its error block. */
  apiFailed: boolean;
  /** Hides the error block and puts focus back on the submit button. */
  dismissApiFailure: () => void;
  /** The form's submit handler. */
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Sets one field's value. */
  change: <K extends keyof ValuesOf<F>>(field: K, value: ValuesOf<F>[K]) => void;
  /** Checks a field as the visitor leaves it (after the pointer is released). */
  blur: (field: ShownField<F>) => void;
  /** Value, message and handlers of a text field. */
  textInput: (field: FieldOfKind<F, 'text'>) => TextInputBinding;
  /** Value, message and handler of a checkbox group. */
  checkboxGroup: (field: FieldOfKind<F, 'checkboxes'>) => CheckboxGroupBinding;
}

/**
 * What the hooks return: the form's state and its submit button's ref, which the component
 * takes out (`const { submitButton, ...form } = useForm(…)`) for the button's `ref`: React's
 * rules keep a ref apart from what is read while rendering.
 */
export type FormStateAndButton<S> = S & { submitButton: RefObject<HTMLButtonElement | null> };

/** Where a form starts. */
export interface UseFormOptions<Values> {
  /** The page the form is on. */
  sourcePage: string;
  /** The values to start with (a prefill, or what the no-JavaScript action sent back). */
  values?: Values | null | undefined;
  /** The problems to start with (the no-JavaScript action's answer). */
  errors?: readonly FormError[] | undefined;
  /** The no-JavaScript action already answered that the API failed. */
  apiFailed?: boolean | undefined;
  formKey?: string | undefined;
}

/** A declared form's state and handlers. */
export function useForm<F extends FieldSpecs>(
  form: Form<F>,
  options: UseFormOptions<ValuesOf<F>>,
): FormStateAndButton<FormState<F>> {
  const navigate = useNavigate();
  const submission = useSubmission();
  const [values, setValues] = useState<ValuesOf<F>>(() => options.values ?? form.emptyValues);
  const latestValues = useLatest(values);
  const errors = useFormErrors(form.shownFields, form.ids, options.errors);
  const [apiFailed, setApiFailed] = useState(options.apiFailed ?? false);
  const [summaryTitle, setSummaryTitle] = useState(() =>
    typeof form.rules === 'function' ? undefined : form.rules.errorSummaryTitle,
  );
  const submitButton = useRef<HTMLButtonElement>(null);
  const reformat = useFormattedInput();
  const { setFieldError, showSubmitErrors } = errors;

  /** Runs with the rules: at once when the page has them, else once they are loaded. */
  function withRules<T>(run: (rules: RulesOf<F>) => T): T | Promise<T> {
    const { rules } = form;
    if (typeof rules !== 'function') return run(rules);
    return rules().then((loaded) => {
      setSummaryTitle(loaded.errorSummaryTitle);
      return run(loaded);
    });
  }

  const change = useCallback(
    <K extends keyof ValuesOf<F>>(field: K, value: ValuesOf<F>[K]) =>
      setValues((current) => ({ ...current, [field]: value })),
    [],
  );

  // SPEC §5: fields are checked on blur, against the values as they are by then.
  function blur(field: ShownField<F>) {
    void withRules((rules) =>
      afterPointerRelease(() => setFieldError(field, rules.blurError(field, latestValues.current))),
    );
  }

  function tick(group: FieldOfKind<F, 'checkboxes'>, ticked: string[]) {
    change(group, ticked as ValuesOf<F>[typeof group]);
    // A ticked box answers "select one"; an input revealed by a box now unticked is gone, and
    // so is its message.
    if (ticked.length > 0) setFieldError(group, undefined);
    for (const [name, spec] of Object.entries(form.fields)) {
      if (spec.kind !== 'text' || spec.revealedBy?.[0] !== group) continue;
      if (!ticked.includes(spec.revealedBy[1])) setFieldError(name as ShownField<F>, undefined);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.isSending()) return;
    // Read now: the event's form is gone once the handler has returned.
    const website = honeypotValue(event.currentTarget);
    await withRules(async (rules) => {
      const problems = rules.validate(values);
      if (problems.length > 0) {
        showSubmitErrors(problems);
        return;
      }
      setApiFailed(false);
      const body = rules.request(values, { sourcePage: options.sourcePage, website });
      const result = await submission.send(form.call, body as object);
      if (result === null) return;
      if (result.ok) await navigate(form.thankYouPath);
      else if (result.kind === 'invalid') showSubmitErrors(rules.apiErrors(result.errors));
      else setApiFailed(true);
    });
  }

  function dismissApiFailure() {
    setApiFailed(false);
    submitButton.current?.focus();
  }

  function textInput(field: FieldOfKind<F, 'text'>): TextInputBinding {
    const spec = form.fields[field] as TextFieldSpec;
    const { format } = spec;
    const { rules } = form;
    return {
      ...TEXT_INPUT_ATTRIBUTES[spec.type ?? 'text'],
      id: form.ids[field],
      name: field,
      value: values[field] as string,
      error: errors.errors[field],
      onChange: (event) =>
        change(
          field,
          (format
            ? reformat(event, format)
            : event.currentTarget.value) as ValuesOf<F>[typeof field],
        ),
      onBlur: () => blur(field),
      ...(typeof rules === 'function' ? { onFocus: () => void rules() } : {}),
    };
  }

  function checkboxGroup(field: FieldOfKind<F, 'checkboxes'>): CheckboxGroupBinding {
    return {
      id: form.ids[field],
      name: field,
      value: values[field] as readonly string[],
      error: errors.errors[field],
      onChange: (ticked) => tick(field, ticked),
    };
  }

  return {
    ...errors,
    form,
    values,
    sourcePage: options.sourcePage,
    formKey: options.formKey,
    summaryTitle,
    busy: submission.busy,
    apiFailed,
    dismissApiFailure,
    submitButton,
    submit,
    change,
    blur,
    textInput,
    checkboxGroup,
  };
}

/** A declared form page's state and handlers, started from what its loader or action answered. */
export function useFormPage<F extends FieldSpecs>({
  page,
  loaderData,
  actionData,
}: FormPageProps<F>): FormStateAndButton<FormState<F>> {
  return useForm(page, {
    sourcePage: page.path,
    values: actionData?.values ?? loaderData.values,
    errors: actionData?.errors,
    apiFailed: actionData?.apiFailed,
    formKey: loaderData.formKey,
  });
}
