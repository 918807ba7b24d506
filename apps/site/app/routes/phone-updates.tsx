import { Button } from '@lender/ui/button';
import { CheckboxGroup } from '@lender/ui/checkboxes';
import { TextInput } from '@lender/ui/text-input';
import { formatPhoneAsTyped, optInFormRules, PHONE_SUBSCRIPTIONS } from '@lender/validation';
import type { Route } from './+types/phone-updates';
import { brand } from '../brand.ts';
import { FormPageProblems, SIGN_UP_FAILURE } from '../components/FormPageProblems.tsx';
import { formPageAction, formPageLoader } from '../forms/form-page.server.ts';
import { checkboxes, defineFormPage, text } from '../forms/form-page.ts';
import { FormElement } from '../forms/FormElement.tsx';
import { PHONE_SUBSCRIPTION_ITEMS } from '../forms/subscription-items.ts';
import { useFormPage } from '../forms/use-form.ts';
import { formPageMeta } from '../meta.ts';

/** The phone opt-in of SPEC §3: marketing texts and calls, and the number they go to. */
const phoneUpdatesPage = defineFormPage({
  name: 'phone-updates',
  path: '/phone-updates',
  fields: {
    subscriptions: checkboxes(PHONE_SUBSCRIPTIONS),
    // SPEC §5: checked on blur once a box is ticked (it is required only then).
    phone: text({ maxLength: 50, format: formatPhoneAsTyped }),
  },
  rules: optInFormRules,
  call: 'optIn',
  thankYouPath: '/phone-updates/thank-you',
});

const SUBMIT_TEXT = 'Agree and sign up';

export const meta = () => formPageMeta(phoneUpdatesPage.path);

export const loader = formPageLoader(phoneUpdatesPage);

/** The form posted without JavaScript: the same rules, then the same API call. */
export const action = formPageAction(phoneUpdatesPage);

/** The phone opt-in page, with the consent the calls and texts need. */
export default function PhoneUpdates({ loaderData, actionData }: Route.ComponentProps) {
  const { submitButton, ...form } = useFormPage(phoneUpdatesPage, loaderData, actionData);

  return (
    <div className="page form-page">
      <FormPageProblems form={form} failure={SIGN_UP_FAILURE} />
      <h1>Get texts and calls from us</h1>
      <p className="lead">
        Hear about rate drops and offers by text or phone. You can stop at any time.
      </p>
      <FormElement form={form} className="form">
        <CheckboxGroup
          {...form.checkboxGroup('subscriptions')}
          legend="What do you want to get?"
          hint="Select all that apply."
          items={PHONE_SUBSCRIPTION_ITEMS}
        />
        <TextInput
          {...form.textInput('phone')}
          type="tel"
          label="Mobile number"
          hint="The number we text and call, like 313 555 0100"
          autoComplete="tel-national"
          width="medium"
        />
        {/* Prior express written consent for marketing calls and texts (TCPA, 47 CFR 64.1200). */}
        <p className="consent" id="phone-updates-consent">
          By selecting ‘{SUBMIT_TEXT}’, you agree that {brand.legalEntityName} may call and text you
          at this number about offers and rates, including with automated technology and prerecorded
          or artificial voices. You do not have to agree to get a loan. Message and data rates may
          apply; message frequency varies. Reply STOP to stop texts at any time.
        </p>
        <Button ref={submitButton} busy={form.busy} aria-describedby="phone-updates-consent">
          {SUBMIT_TEXT}
        </Button>
      </FormElement>
    </div>
  );
}
