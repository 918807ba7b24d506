import { useState, type FormEvent } from 'react';
import { data } from 'react-router';
import { Button } from '@lender/ui/button';
import { CheckboxGroup } from '@lender/ui/checkboxes';
import { TextInput } from '@lender/ui/text-input';
import { formatPhoneAsTyped } from '@lender/validation';
import type { Route } from './+types/phone-updates';
import { brand } from '../brand.ts';
import { Honeypot, honeypotValue } from '../components/Honeypot.tsx';
import { FormPageProblems, SIGN_UP_FAILURE } from '../components/FormPageProblems.tsx';
import { isSameOriginPost } from '../forms/call-api.server.ts';
import { newIdempotencyKey } from '../forms/idempotency.ts';
import { submitForm } from '../forms/submit-form.server.ts';
import { siteServer } from '../server-context.ts';
import { afterPointerRelease, useLatest } from '../forms/blur.ts';
import { useFormattedInput } from '../forms/digit-input.ts';
import {
  OPT_IN_FIELDS,
  optInFieldOfApi,
  optInRequest,
  PHONE_SUBSCRIPTION_ITEMS,
  readOptInForm,
  validateOptInForm,
  type OptInField,
  type OptInFormValues,
  type PhoneSubscription,
} from '../forms/opt-in-form.ts';
import { useFormErrors } from '../forms/use-form-errors.ts';
import { useFormSubmit } from '../forms/use-form-submit.ts';
import { formPageMeta } from '../meta.ts';

const PAGE_PATH = '/phone-updates';
const THANK_YOU_PATH = '/phone-updates/thank-you';
const FIELD_IDS: Record<OptInField, string> = {
  subscriptions: 'subscriptions',
  phone: 'phone',
};
const SUBMIT_TEXT = 'Agree and sign up';

export const meta = () => formPageMeta(PAGE_PATH);

export function loader() {
  return { formKey: newIdempotencyKey() };
}

/** The form posted without JavaScript: the same rules, then the same API call. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginPost(request, siteServer(context))) throw data('Forbidden', { status: 403 });
  const formData = await request.formData();
  const values = readOptInForm(formData);
  const errors = validateOptInForm(values);
  if (errors.length > 0) return data({ values, errors, apiFailed: false }, { status: 400 });

  const body = optInRequest(values, { sourcePage: PAGE_PATH, website: honeypotValue(formData) });
  return submitForm({
    request,
    context,
    formData,
    call: 'optIn',
    body,
    values,
    thankYouPath: THANK_YOU_PATH,
    fieldOfApi: optInFieldOfApi,
  });
}

/** The phone opt-in of SPEC §3: marketing texts and calls, with the consent they need. */
export default function PhoneUpdates({ loaderData, actionData }: Route.ComponentProps) {
  const [values, setValues] = useState<OptInFormValues>(
    () => actionData?.values ?? { subscriptions: [], phone: '' },
  );
  const form = useFormErrors(OPT_IN_FIELDS, FIELD_IDS, actionData?.errors);
  const { sendForm, busy, apiFailed, submitButton, dismissApiFailure } = useFormSubmit({
    form,
    call: 'optIn',
    thankYouPath: THANK_YOU_PATH,
    fieldOfApi: optInFieldOfApi,
    apiFailedAtFirst: actionData?.apiFailed ?? false,
  });
  const formatPhone = useFormattedInput(formatPhoneAsTyped);
  const latestValues = useLatest(values);

  function changeSubscriptions(subscriptions: string[]) {
    setValues((current) => ({
      ...current,
      subscriptions: subscriptions as PhoneSubscription[],
    }));
    if (subscriptions.length > 0) form.setFieldError('subscriptions', undefined);
  }

  // SPEC §5: the phone is checked on blur once a box is ticked (it is required only then).
  function blurPhone() {
    afterPointerRelease(() => {
      const error = validateOptInForm(latestValues.current).find(
        (problem) => problem.field === 'phone',
      );
      form.setFieldError('phone', error?.message);
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    return sendForm(
      event,
      () => validateOptInForm(values),
      (formElement) =>
        optInRequest(values, { sourcePage: PAGE_PATH, website: honeypotValue(formElement) }),
    );
  }

  return (
    <div className="page form-page">
      <FormPageProblems
        path={PAGE_PATH}
        form={form}
        apiFailed={apiFailed}
        failure={SIGN_UP_FAILURE}
        onDismissFailure={dismissApiFailure}
      />
      <h1>Get texts and calls from us</h1>
      <p className="lead">
        Hear about rate drops and offers by text or phone. You can stop at any time.
      </p>
      <form method="post" noValidate onSubmit={submit} className="form">
        <input type="hidden" name="formKey" value={loaderData.formKey} />
        <CheckboxGroup
          id={FIELD_IDS.subscriptions}
          name="subscriptions"
          legend="What do you want to get?"
          hint="Select all that apply."
          error={form.errors.subscriptions}
          value={values.subscriptions}
          onChange={changeSubscriptions}
          items={PHONE_SUBSCRIPTION_ITEMS}
        />
        <TextInput
          id={FIELD_IDS.phone}
          name="phone"
          type="tel"
          label="Mobile number"
          hint="The number we text and call, like 313 555 0100"
          autoComplete="tel-national"
          width="medium"
          value={values.phone}
          error={form.errors.phone}
          onChange={(event) => {
            const phone = formatPhone(event);
            setValues((current) => ({ ...current, phone }));
          }}
          onBlur={blurPhone}
        />
        {/* Prior express written consent for marketing calls and texts (TCPA, 47 CFR 64.1200). */}
        <p className="consent" id="phone-updates-consent">
          By selecting ‘{SUBMIT_TEXT}’, you agree that {brand.legalEntityName} may call and text you
          at this number about offers and rates, including with automated technology and prerecorded
          or artificial voices. You do not have to agree to get a loan. Message and data rates may
          apply; message frequency varies. Reply STOP to stop texts at any time.
        </p>
        <Honeypot idPrefix="phone-updates" />
        <Button ref={submitButton} busy={busy} aria-describedby="phone-updates-consent">
          {SUBMIT_TEXT}
        </Button>
      </form>
    </div>
  );
}
