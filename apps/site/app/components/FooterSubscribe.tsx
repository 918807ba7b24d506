import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { EmailSubscription } from '@lender/validation';
import { Button } from '@lender/ui/button';
import { TextInput } from '@lender/ui/text-input';
import { defineForm, fixed, text } from '../forms/form-page.ts';
import { FormElement } from '../forms/FormElement.tsx';
import { useForm } from '../forms/use-form.ts';
import { FormProblems, SIGN_UP_FAILURE } from '../forms/FormProblems.tsx';

/**
 * The compact e-mail subscribe form in every page's footer: the newsletter, the visitor presses
 * "Subscribe" next to its name. Its rules load when the visitor first reaches the form rather
 * than with every page: they bring the validation library (zod), which most visitors of most
 * pages never need. Nothing else here may import @lender/validation at run time, or it would be
 * in every page's JavaScript again.
 */
const footerSubscribeForm = defineForm({
  name: 'footer-subscribe',
  fields: {
    email: text({ type: 'email', id: 'footer-subscribe-email' }),
    subscriptions: fixed<readonly EmailSubscription[]>(['newsletter']),
  },
  rules: () => import('@lender/validation').then(({ subscribeFormRules }) => subscribeFormRules),
  call: 'subscribe',
  thankYouPath: '/subscribe/thank-you',
  // Without JavaScript the /subscribe page's action answers, with that page (and its error
  // summary) or the thank-you page.
  action: '/subscribe',
});

/** The footer's subscribe form; with JavaScript it checks and sends here, on any page. */
export function FooterSubscribe() {
  const { pathname } = useLocation();
  const { submitButton, ...form } = useForm(footerSubscribeForm, { sourcePage: pathname });
  useErrorTitle(form.hasErrors);

  return (
    <section className="footer-subscribe" aria-labelledby="footer-subscribe-title">
      <h2 id="footer-subscribe-title" className="footer-subscribe__title">
        Get our monthly newsletter
      </h2>
      <FormProblems form={form} failure={SIGN_UP_FAILURE} />
      <FormElement form={form} className="footer-subscribe__form">
        <TextInput
          {...form.textInput('email')}
          type="email"
          label="Email address"
          hint="Tips on buying, owning and refinancing. Unsubscribe at any time."
        />
        <Button ref={submitButton} busy={form.busy} variant="secondary">
          Subscribe
        </Button>
      </FormElement>
    </section>
  );
}

/**
 * "Error: " before the page title while the footer form shows a problem (GOV.UK). The page
 * owns its <title>, so the footer edits document.title and puts it back.
 */
function useErrorTitle(hasErrors: boolean) {
  useEffect(() => {
    if (!hasErrors) return;
    const title = document.title;
    document.title = `Error: ${title}`;
    return () => {
      if (document.title === `Error: ${title}`) document.title = title;
    };
  }, [hasErrors]);
}
