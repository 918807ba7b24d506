import { Link } from 'react-router';
import { CheckboxGroup } from '@lender/ui/checkboxes';
import { TextInput } from '@lender/ui/text-input';
import { EMAIL_MAX_LENGTH, EMAIL_SUBSCRIPTIONS, subscribeFormRules } from '@lender/validation';
import type { Route } from './+types/subscribe';
import { formPageAction, formPageHeaders, formPageLoader } from '../forms/form-page.server.ts';
import { checkboxes, defineFormPage, text } from '../forms/form-page.ts';
import { SIGN_UP_FAILURE } from '../forms/FormProblems.tsx';
import { FormPageView } from '../forms/FormPageView.tsx';
import { EMAIL_SUBSCRIPTION_ITEMS } from '../forms/subscription-items.ts';
import { formPageMeta } from '../meta.ts';

/** The e-mail sign-up (SPEC §5): an address and the consent choices. */
const subscribePage = defineFormPage({
  name: 'subscribe',
  path: '/subscribe',
  fields: {
    email: text({ type: 'email', maxLength: EMAIL_MAX_LENGTH + 50 }),
    subscriptions: checkboxes(EMAIL_SUBSCRIPTIONS),
  },
  rules: subscribeFormRules,
  call: 'subscribe',
  thankYouPath: '/subscribe/thank-you',
  // The footer of every page posts here without JavaScript, naming its page as sourcePage.
  postedFromOtherPages: true,
  heading: 'Get email updates',
  lead: 'Choose what you would like to hear about. We send each at most once a month, and every email has a link to unsubscribe.',
  submitText: 'Subscribe',
  failure: SIGN_UP_FAILURE,
});

export const meta = () => formPageMeta(subscribePage.path);

export const loader = formPageLoader(subscribePage);

/** A post's Retry-After (the API's 503 or 429) goes on the page's answer. */
export const headers = formPageHeaders;

/**
 * The form posted without JavaScript, from this page or from the footer of any page: the same
 * rules, then the same API call.
 */
export const action = formPageAction(subscribePage);

export default function Subscribe(props: Route.ComponentProps) {
  return (
    <FormPageView page={subscribePage} {...props}>
      {(form) => (
        <>
          <TextInput {...form.textInput('email')} label="Email address" width="medium" />
          <CheckboxGroup
            {...form.checkboxGroup('subscriptions')}
            legend="What do you want us to email you about?"
            hint="Select all that apply."
            items={EMAIL_SUBSCRIPTION_ITEMS}
          />
          <p>
            We use your email address only to send what you choose. Read our{' '}
            <Link to="/privacy">privacy notice</Link>.
          </p>
        </>
      )}
    </FormPageView>
  );
}
