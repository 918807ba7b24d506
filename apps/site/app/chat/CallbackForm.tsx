import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@lender/ui/alert';
import { Button } from '@lender/ui/button';
import { CheckboxGroup } from '@lender/ui/checkboxes';
import { ErrorSummary } from '@lender/ui/error-summary';
import { RadioGroup } from '@lender/ui/radio-group';
import { TextInput } from '@lender/ui/text-input';
import {
  CALLBACK_CONSENT_TEXT,
  CALLBACK_SUBMIT_TEXT,
  formatPhoneAsTyped,
  HONEYPOT_FIELD,
  PhoneSchema,
  type CallbackTime,
} from '@lender/validation';
import { brand } from '../brand.ts';
import { afterPointerRelease } from '../forms/blur.ts';
import { useFormattedInput } from '../forms/digit-input.ts';
import { useFormErrors } from '../forms/use-form-errors.ts';
import { browserApi } from '../forms/api.ts';
import {
  CALLBACK_FORM_FIELDS,
  checkCallbackForm,
  formErrors,
  type CallbackFormField,
  type CallbackFormValues,
} from './callback-form.ts';

/** The form's field ids: the error summary links to them. */
const FIELD_IDS: Record<CallbackFormField, string> = {
  name: 'callback-name',
  phone: 'callback-phone',
  bestTime: 'callback-best-time',
  consent: 'callback-consent',
};

const TIME_ITEMS: { value: CallbackTime; label: string }[] = [
  { value: 'morning', label: 'Morning (9am to 12pm)' },
  { value: 'afternoon', label: 'Afternoon (12pm to 5pm)' },
  { value: 'evening', label: 'Evening (5pm to 8pm)' },
  { value: 'any-time', label: 'Any time' },
];

/**
 * The chat assistant's hand-over to a person: a request to be called back (name, phone, best
 * time, consent), checked by the API's own rules, then sent once (an Idempotency-Key per form).
 */
export function CallbackForm({ onSent, onCancel }: { onSent: () => void; onCancel: () => void }) {
  const [values, setValues] = useState<CallbackFormValues>({
    name: '',
    phone: '',
    bestTime: '',
    consent: false,
  });
  const { errors, summary, focusKey, showSubmitErrors, setFieldError } = useFormErrors(
    CALLBACK_FORM_FIELDS,
    FIELD_IDS,
  );
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const idempotencyKey = useRef<string>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  // The phone is shown as typed into "(313) 555-0100", the caret kept after the same digit.
  const reformat = useFormattedInput();

  // Opened from the chat: focus moves to the form's heading, so it is announced.
  useEffect(() => heading.current?.focus(), []);

  const errorOf = (field: CallbackFormField) => errors[field];
  const change = <K extends keyof CallbackFormValues>(field: K, value: CallbackFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setFailed(false);
    const checked = checkCallbackForm(values, {
      sourcePage: window.location.pathname,
      website: String(new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? '').slice(0, 500),
    });
    if (!checked.ok) {
      showSubmitErrors(checked.errors);
      return;
    }
    showSubmitErrors([]);
    setSending(true);
    idempotencyKey.current ??= crypto.randomUUID();
    const result = await (
      await browserApi()
    ).requestCallback(checked.request, idempotencyKey.current);
    setSending(false);
    if (result.ok) {
      onSent();
    } else if (result.kind === 'invalid') {
      showSubmitErrors(formErrors(result.errors));
    } else {
      setFailed(true);
    }
  }

  return (
    <form className="chat-callback" noValidate onSubmit={submit} aria-labelledby="callback-title">
      <h3 id="callback-title" tabIndex={-1} ref={heading}>
        Ask us to call you back
      </h3>
      <ErrorSummary errors={summary} focusKey={focusKey} />
      {failed && (
        <Alert variant="error" title="Your request was not sent" focusOnMount>
          Try again, or call us on <a href={`tel:${brand.phone.e164}`}>{brand.phone.display}</a>.
        </Alert>
      )}
      <TextInput
        id={FIELD_IDS.name}
        name="name"
        label="Your name"
        autoComplete="name"
        width="medium"
        value={values.name}
        onChange={(event) => change('name', event.target.value)}
        error={errorOf('name')}
      />
      <TextInput
        id={FIELD_IDS.phone}
        name="phone"
        type="tel"
        label="Phone number"
        hint="For example, 313 555 0100"
        autoComplete="tel-national"
        width="medium"
        maxLength={50}
        value={values.phone}
        onChange={(event) => change('phone', reformat(event, formatPhoneAsTyped))}
        // GOV.UK: a number typed wrong is said on leaving the box (an empty one only on submit).
        onBlur={(event) => {
          const typed = event.currentTarget.value;
          if (typed.trim() === '') return;
          const phone = PhoneSchema.safeParse(typed);
          afterPointerRelease(() =>
            setFieldError('phone', phone.success ? undefined : phone.error.issues[0]?.message),
          );
        }}
        error={errorOf('phone')}
      />
      <RadioGroup
        id={FIELD_IDS.bestTime}
        name="bestTime"
        legend="When is the best time to call?"
        hint="Eastern time, Monday to Friday."
        items={TIME_ITEMS}
        value={values.bestTime === '' ? null : values.bestTime}
        onChange={(value) => change('bestTime', value as CallbackTime)}
        error={errorOf('bestTime')}
      />
      <CheckboxGroup
        id={FIELD_IDS.consent}
        name="consent"
        legend="Your agreement"
        items={[{ value: 'agree', label: CALLBACK_CONSENT_TEXT }]}
        value={values.consent ? ['agree'] : []}
        onChange={(ticked) => change('consent', ticked.includes('agree'))}
        error={errorOf('consent')}
      />
      {/* The honeypot (components/Honeypot.tsx's markup), written out here: importing that
          module would split it from the footer form's chunk, a file more on every page. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={`callback-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input
          id={`callback-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <div className="chat-callback__actions">
        <Button type="submit" busy={sending}>
          {CALLBACK_SUBMIT_TEXT}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Back to questions
        </Button>
      </div>
    </form>
  );
}
