import { CheckboxGroup } from '@lender/ui/checkboxes';
import { TextInput } from '@lender/ui/text-input';
import { formatPhoneAsTyped, optInFormRules, PHONE_SUBSCRIPTIONS } from '@lender/validation';
import type { Route } from './+types/phone-updates';
import { brand } from '../brand.ts';
import { formPageAction, formPageHeaders, formPageLoader } from '../forms/form-page.server.ts';
import { checkboxes, defineFormPage, text } from '../forms/form-page.ts';
import { SIGN_UP_FAILURE } from '../forms/FormProblems.tsx';
import { FormPageView } from '../forms/FormPageView.tsx';
import { PHONE_SUBSCRIPTION_ITEMS } from '../forms/subscription-items.ts';
import { formPageMeta } from '../meta.ts';

const SUBMIT_TEXT = 'Agree and sign up';

/** The phone opt-in of SPEC §3: marketing texts and calls, with the consent they need. */
const phoneUpdatesPage = defineFormPage({
  name: 'phone-updates',
  path: '/phone-updates',
  fields: {
    subscriptions: checkboxes(PHONE_SUBSCRIPTIONS),
    // SPEC §5: checked on blur once a box is ticked (it is required only then).
    phone: text({ type: 'tel', maxLength: 50, format: formatPhoneAsTyped }),
  },
  rules: optInFormRules,
  call: 'optIn',
  thankYouPath: '/phone-updates/thank-you',
  heading: 'Get texts and calls from us',
  lead: 'Hear about rate drops and offers by text or phone. You can stop at any time.',
  submitText: SUBMIT_TEXT,
  consent: (
    <>
      By selecting ‘{SUBMIT_TEXT}’, you agree that {brand.legalEntityName} may call and text you at
      this number about offers and rates, including with automated technology and prerecorded or
      artificial voices. You do not have to agree to get a loan. Message and data rates may apply;
      message frequency varies. Reply STOP to stop texts at any time.
    </>
  ),
  failure: SIGN_UP_FAILURE,
});

export const meta = () => formPageMeta(phoneUpdatesPage.path);

export const loader = formPageLoader(phoneUpdatesPage);

/** A post's Retry-After (the API's 503 or 429) goes on the page's answer. */
export const headers = formPageHeaders;

/** The form posted without JavaScript: the same rules, then the same API call. */
export const action = formPageAction(phoneUpdatesPage);

export default function PhoneUpdates(props: Route.ComponentProps) {
  return (
    <FormPageView page={phoneUpdatesPage} {...props}>
      {(form) => (
        <>
          <CheckboxGroup
            {...form.checkboxGroup('subscriptions')}
            legend="What do you want to get?"
            hint="Select all that apply."
            items={PHONE_SUBSCRIPTION_ITEMS}
          />
          <TextInput
            {...form.textInput('phone')}
            label="Mobile number"
            hint="The number we text and call, like 313 555 0100"
            width="medium"
          />
        </>
      )}
    </FormPageView>
  );
}
