import { useState, type FormEvent } from 'react';
import { data, Link } from 'react-router';
import { Button } from '@lender/ui/button';
import { CheckboxGroup } from '@lender/ui/checkboxes';
import { TextInput } from '@lender/ui/text-input';
import type { Route } from './+types/subscribe';
import { Honeypot, honeypotValue } from '../components/Honeypot.tsx';
import { FormPageProblems, SIGN_UP_FAILURE } from '../components/FormPageProblems.tsx';
import { isSameOriginPost } from '../forms/call-api.server.ts';
import { textField } from '../forms/form-data.ts';
import { newIdempotencyKey } from '../forms/idempotency.ts';
import { submitForm } from '../forms/submit-form.server.ts';
import { siteServer } from '../server-context.ts';
import { afterPointerRelease, useLatest } from '../forms/blur.ts';
import {
  EMAIL_SUBSCRIPTION_ITEMS,
  emailBlurError,
  readSubscribeForm,
  SUBSCRIBE_FIELDS,
  subscribeFieldOfApi,
  subscribeRequest,
  validateSubscribeForm,
  type EmailSubscription,
  type SubscribeField,
  type SubscribeFormValues,
} from '../forms/subscribe-form.ts';
import { useFormErrors } from '../forms/use-form-errors.ts';
import { useFormSubmit } from '../forms/use-form-submit.ts';
import { formPageMeta } from '../meta.ts';

const PAGE_PATH = '/subscribe';
const THANK_YOU_PATH = '/subscribe/thank-you';
const FIELD_IDS: Record<SubscribeField, string> = {
  email: 'email',
  subscriptions: 'subscriptions',
};

export const meta = () => formPageMeta(PAGE_PATH);

export function loader() {
  return { formKey: newIdempotencyKey() };
}

/**
 * The form posted without JavaScript, from this page or from the footer of any page (which
 * sends its own page as `sourcePage`): the same rules, then the same API call.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginPost(request, siteServer(context))) throw data('Forbidden', { status: 403 });
  const formData = await request.formData();
  const values = readSubscribeForm(formData);
  const errors = validateSubscribeForm(values);
  if (errors.length > 0) return data({ values, errors, apiFailed: false }, { status: 400 });

  const sentFrom = textField(formData, 'sourcePage', 200);
  const body = subscribeRequest(values, {
    sourcePage: sentFrom.startsWith('/') ? sentFrom : PAGE_PATH,
    website: honeypotValue(formData),
  });
  return submitForm({
    request,
    context,
    formData,
    call: 'subscribe',
    body,
    values,
    thankYouPath: THANK_YOU_PATH,
    fieldOfApi: subscribeFieldOfApi,
  });
}

export default function Subscribe({ loaderData, actionData }: Route.ComponentProps) {
  const [values, setValues] = useState<SubscribeFormValues>(
    () => actionData?.values ?? { email: '', subscriptions: [] },
  );
  const form = useFormErrors(SUBSCRIBE_FIELDS, FIELD_IDS, actionData?.errors);
  const { sendForm, busy, apiFailed, submitButton, dismissApiFailure } = useFormSubmit({
    form,
    call: 'subscribe',
    thankYouPath: THANK_YOU_PATH,
    fieldOfApi: subscribeFieldOfApi,
    apiFailedAtFirst: actionData?.apiFailed ?? false,
  });
  const latestValues = useLatest(values);

  function changeSubscriptions(subscriptions: string[]) {
    setValues((current) => ({
      ...current,
      subscriptions: subscriptions as EmailSubscription[],
    }));
    if (subscriptions.length > 0) form.setFieldError('subscriptions', undefined);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    return sendForm(
      event,
      () => validateSubscribeForm(values),
      (formElement) =>
        subscribeRequest(values, { sourcePage: PAGE_PATH, website: honeypotValue(formElement) }),
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
      <h1>Get email updates</h1>
      <p className="lead">
        Choose what you would like to hear about. We send each at most once a month, and every email
        has a link to unsubscribe.
      </p>
      <form method="post" noValidate onSubmit={submit} className="form">
        <input type="hidden" name="formKey" value={loaderData.formKey} />
        <input type="hidden" name="sourcePage" value={PAGE_PATH} />
        <TextInput
          id={FIELD_IDS.email}
          name="email"
          type="email"
          label="Email address"
          autoComplete="email"
          spellCheck={false}
          width="medium"
          value={values.email}
          error={form.errors.email}
          onChange={(event) => {
            const email = event.currentTarget.value;
            setValues((current) => ({ ...current, email }));
          }}
          // SPEC §5: the e-mail is checked on blur.
          onBlur={() =>
            afterPointerRelease(() =>
              form.setFieldError('email', emailBlurError(latestValues.current.email)),
            )
          }
        />
        <CheckboxGroup
          id={FIELD_IDS.subscriptions}
          name="subscriptions"
          legend="What do you want us to email you about?"
          hint="Select all that apply."
          error={form.errors.subscriptions}
          value={values.subscriptions}
          onChange={changeSubscriptions}
          items={EMAIL_SUBSCRIPTION_ITEMS}
        />
        <p>
          We use your email address only to send what you choose. Read our{' '}
          <Link to="/privacy">privacy notice</Link>.
        </p>
        <Honeypot idPrefix="subscribe" />
        <Button ref={submitButton} busy={busy}>
          Subscribe
        </Button>
      </form>
    </div>
  );
}
