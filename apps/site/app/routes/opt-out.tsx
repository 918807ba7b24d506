import { useState, type ChangeEvent, type FormEvent } from 'react';
import { data } from 'react-router';
import { Button } from '@lender/ui/button';
import { CheckboxGroup } from '@lender/ui/checkboxes';
import { TextInput } from '@lender/ui/text-input';
import { Textarea } from '@lender/ui/textarea';
import {
  formatPhoneAsTyped,
  OptOutRequestSchema,
  optOutPrefill,
  optOutRequestFromForm,
  queryKeepingPlus,
  validateOptOutForm,
  type OptOutChannel,
  type OptOutFormValues,
} from '@lender/validation';
import type { Route } from './+types/opt-out';
import { brand } from '../brand.ts';
import { Honeypot, honeypotValue } from '../components/Honeypot.tsx';
import { FormPageProblems } from '../components/FormPageProblems.tsx';
import { isSameOriginPost } from '../forms/call-api.server.ts';
import { newIdempotencyKey } from '../forms/idempotency.ts';
import { submitForm } from '../forms/submit-form.server.ts';
import { siteServer } from '../server-context.ts';
import { afterPointerRelease, useLatest } from '../forms/blur.ts';
import { useFormattedInput } from '../forms/digit-input.ts';
import { useMarketingCloudOptOut } from '../forms/marketing-cloud.ts';
import {
  marketingCloudOptOutOf,
  OPT_OUT_FIELDS,
  optOutFieldOfApi,
  readOptOutForm,
  type OptOutField,
} from '../forms/opt-out-form.ts';
import { useFormErrors } from '../forms/use-form-errors.ts';
import { useFormSubmit } from '../forms/use-form-submit.ts';
import { formPageMeta } from '../meta.ts';

const PAGE_PATH = '/opt-out';
const THANK_YOU_PATH = '/opt-out/thank-you';
/** Each field's element id: where the error summary's links go. */
const FIELD_IDS: Record<OptOutField, string> = {
  channels: 'channels',
  email: 'email',
  phone: 'phone',
  sms: 'sms',
  reason: 'reason',
};

export const meta = () => formPageMeta(PAGE_PATH);

/** SPEC §2 `show=` prefill, the marketing-cloud identifiers, and the form's idempotency seed. */
export function loader({ request }: Route.LoaderArgs) {
  // A + left unencoded in an e-mail's link stays a + (jane+news@example.com).
  const query = queryKeepingPlus(new URL(request.url).search);
  return {
    prefill: optOutPrefill(query),
    marketingCloud: marketingCloudOptOutOf(query),
    formKey: newIdempotencyKey(),
  };
}

/** The form posted without JavaScript: the same rules, then the same API call. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginPost(request, siteServer(context))) throw data('Forbidden', { status: 403 });
  const formData = await request.formData();
  const values = readOptOutForm(formData);
  const errors = validateOptOutForm(values);
  if (errors.length > 0) return data({ values, errors, apiFailed: false }, { status: 400 });

  const body = OptOutRequestSchema.parse({
    ...optOutRequestFromForm(values),
    sourcePage: PAGE_PATH,
    website: honeypotValue(formData),
  });
  return submitForm({
    request,
    context,
    formData,
    call: 'optOut',
    body,
    values,
    thankYouPath: THANK_YOU_PATH,
    fieldOfApi: optOutFieldOfApi,
  });
}

export default function OptOut({ loaderData, actionData }: Route.ComponentProps) {
  const [values, setValues] = useState<OptOutFormValues>(
    () => actionData?.values ?? loaderData.prefill,
  );
  const form = useFormErrors(OPT_OUT_FIELDS, FIELD_IDS, actionData?.errors);
  const { sendForm, busy, apiFailed, submitButton, dismissApiFailure } = useFormSubmit({
    form,
    call: 'optOut',
    thankYouPath: THANK_YOU_PATH,
    fieldOfApi: optOutFieldOfApi,
    apiFailedAtFirst: actionData?.apiFailed ?? false,
  });
  const formatPhone = useFormattedInput(formatPhoneAsTyped);
  const latestValues = useLatest(values);

  useMarketingCloudOptOut(loaderData.marketingCloud);

  function changeChannels(channels: string[]) {
    const next = { ...values, channels: channels as OptOutChannel[] };
    setValues(next);
    // A ticked box answers "select one"; an unticked channel's input is gone, and so is its error.
    if (channels.length > 0) form.setFieldError('channels', undefined);
    for (const channel of ['email', 'phone', 'sms'] as const) {
      if (!next.channels.includes(channel)) form.setFieldError(channel, undefined);
    }
  }

  function change(field: 'email' | 'phone' | 'sms' | 'reason', value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  // SPEC §5: the inputs validate on blur (against the values as they are by then).
  function blur(field: 'email' | 'phone' | 'sms' | 'reason') {
    afterPointerRelease(() => {
      const error = validateOptOutForm(latestValues.current).find(
        (problem) => problem.field === field,
      );
      form.setFieldError(field, error?.message);
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    return sendForm(
      event,
      () => validateOptOutForm(values),
      (formElement) =>
        OptOutRequestSchema.parse({
          ...optOutRequestFromForm(values),
          sourcePage: PAGE_PATH,
          website: honeypotValue(formElement),
        }),
    );
  }

  const channelInputs = {
    email: (
      <TextInput
        id={FIELD_IDS.email}
        name="email"
        type="email"
        label="Email address"
        autoComplete="email"
        spellCheck={false}
        value={values.email}
        error={form.errors.email}
        onChange={(event) => change('email', event.currentTarget.value)}
        onBlur={() => blur('email')}
      />
    ),
    phone: (
      <TextInput
        id={FIELD_IDS.phone}
        name="phone"
        type="tel"
        label="Phone number"
        hint="The number we call, like 313 555 0100"
        autoComplete="tel-national"
        width="medium"
        value={values.phone}
        error={form.errors.phone}
        onChange={(event: ChangeEvent<HTMLInputElement>) => change('phone', formatPhone(event))}
        onBlur={() => blur('phone')}
      />
    ),
    sms: (
      <TextInput
        id={FIELD_IDS.sms}
        name="sms"
        type="tel"
        label="Mobile number"
        hint="The number we text, like 313 555 0100"
        autoComplete="tel-national"
        width="medium"
        value={values.sms}
        error={form.errors.sms}
        onChange={(event: ChangeEvent<HTMLInputElement>) => change('sms', formatPhone(event))}
        onBlur={() => blur('sms')}
      />
    ),
  };

  return (
    <div className="page form-page">
      <FormPageProblems
        path={PAGE_PATH}
        form={form}
        apiFailed={apiFailed}
        failure={{
          title: 'Sorry, we could not send your request',
          text: (
            <p>
              Nothing has changed yet. Try again in a few minutes, or call us on{' '}
              <a href={`tel:${brand.phone.e164}`}>{brand.phone.display}</a> and we will opt you out.
            </p>
          ),
        }}
        onDismissFailure={dismissApiFailure}
      />
      <h1>Stop marketing emails, calls and texts</h1>
      <p className="lead">
        Tell us which offers you no longer want. We will still contact you about a loan or an
        application you have with us.
      </p>
      <form method="post" noValidate onSubmit={submit} className="form">
        <input type="hidden" name="formKey" value={loaderData.formKey} />
        <CheckboxGroup
          id={FIELD_IDS.channels}
          name="channels"
          legend="How do you want us to stop contacting you?"
          hint="Select all that apply."
          error={form.errors.channels}
          value={values.channels}
          onChange={changeChannels}
          items={[
            { value: 'email', label: 'Promotional email', conditional: channelInputs.email },
            { value: 'phone', label: 'Promotional phone calls', conditional: channelInputs.phone },
            { value: 'sms', label: 'Promotional text messages', conditional: channelInputs.sms },
          ]}
        />
        <Textarea
          id={FIELD_IDS.reason}
          name="reason"
          label="Why are you opting out? (optional)"
          hint="This helps us send fewer, better messages."
          value={values.reason ?? ''}
          error={form.errors.reason}
          onChange={(event) => change('reason', event.currentTarget.value)}
          onBlur={() => blur('reason')}
        />
        <p>It can take up to 10 business days for every list to be updated.</p>
        <Honeypot idPrefix="opt-out" />
        <Button ref={submitButton} busy={busy}>
          Opt out
        </Button>
      </form>
    </div>
  );
}
