import { Link } from 'react-router';
import { Button } from '@lender/ui/button';
import { CheckboxGroup } from '@lender/ui/checkboxes';
import { TextInput } from '@lender/ui/text-input';
import { EMAIL_MAX_LENGTH, EMAIL_SUBSCRIPTIONS, subscribeFormRules } from '@lender/validation';
import type { Route } from './+types/subscribe';
import { FormPageProblems, SIGN_UP_FAILURE } from '../components/FormPageProblems.tsx';
import { formPageAction, formPageLoader } from '../forms/form-page.server.ts';
import { checkboxes, defineFormPage, text } from '../forms/form-page.ts';
import { FormElement } from '../forms/FormElement.tsx';
import { EMAIL_SUBSCRIPTION_ITEMS } from '../forms/subscription-items.ts';
import { useFormPage } from '../forms/use-form.ts';
import { formPageMeta } from '../meta.ts';

/** The e-mail sign-up (SPEC §5): an address and the consent choices. */
const subscribePage = defineFormPage({
  name: 'subscribe',
  path: '/subscribe',
  fields: {
    email: text({ maxLength: EMAIL_MAX_LENGTH + 50 }),
    subscriptions: checkboxes(EMAIL_SUBSCRIPTIONS),
  },
  rules: subscribeFormRules,
  call: 'subscribe',
  thankYouPath: '/subscribe/thank-you',
  // The footer of every page posts here without JavaScript, naming its page as sourcePage.
  postedFromOtherPages: true,
});

export const meta = () => formPageMeta(subscribePage.path);

export const loader = formPageLoader(subscribePage);

/**
 * The form posted without JavaScript, from this page or from the footer of any page: the same
 * rules, then the same API call.
 */
export const action = formPageAction(subscribePage);

export default function Subscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { submitButton, ...form } = useFormPage(subscribePage, loaderData, actionData);

  return (
    <div className="page form-page">
      <FormPageProblems form={form} failure={SIGN_UP_FAILURE} />
      <h1>Get email updates</h1>
      <p className="lead">
        Choose what you would like to hear about. We send each at most once a month, and every email
        has a link to unsubscribe.
      </p>
      <FormElement form={form} className="form">
        <TextInput
          {...form.textInput('email')}
          type="email"
          label="Email address"
          autoComplete="email"
          spellCheck={false}
          width="medium"
        />
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
        <Button ref={submitButton} busy={form.busy}>
          Subscribe
        </Button>
      </FormElement>
    </div>
  );
}
