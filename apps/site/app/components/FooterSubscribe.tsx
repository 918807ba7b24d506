import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '@lender/ui/alert';
import { Button } from '@lender/ui/button';
import { ErrorSummary } from '@lender/ui/error-summary';
import { TextInput } from '@lender/ui/text-input';
import { afterPointerRelease, useLatest } from '../forms/blur.ts';
import type { EmailSubscription } from '../forms/subscribe-form.ts';
import { useFormErrors } from '../forms/use-form-errors.ts';
import { useSubmission } from '../forms/use-submission.ts';
import { honeypotValue, Honeypot } from './Honeypot.tsx';

/** What the footer form subscribes to: the visitor presses "Subscribe" next to its name. */
const FOOTER_SUBSCRIPTION: EmailSubscription = 'newsletter';
const FIELDS = ['email'] as const;
const FIELD_IDS = { email: 'footer-subscribe-email' };

/**
 * The rules load when the visitor first reaches the form rather than with every page: they bring
 * the validation library (zod), which most visitors of most pages never need. Nothing else here
 * may import @lender/validation at run time, or it would be in every page's JavaScript again.
 */
const loadRules = () => import('../forms/subscribe-form.ts');

/**
 * The compact e-mail subscribe form in every page's footer. Without JavaScript it posts to the
 * /subscribe page's action, which answers with that page (and its error summary) or the
 * thank-you page; with JavaScript it checks and sends here, then goes to the thank-you page.
 */
export function FooterSubscribe() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const form = useFormErrors(FIELDS, FIELD_IDS);
  const [apiFailed, setApiFailed] = useState(false);
  const [summaryTitle, setSummaryTitle] = useState<string>();
  const submission = useSubmission();
  const submitButton = useRef<HTMLButtonElement>(null);
  const latestEmail = useLatest(email);
  useErrorTitle(form.hasErrors);

  async function blur() {
    const rules = await loadRules();
    afterPointerRelease(() =>
      form.setFieldError('email', rules.emailBlurError(latestEmail.current)),
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.isSending()) return;
    const website = honeypotValue(event.currentTarget);
    const rules = await loadRules();
    setSummaryTitle(rules.ERROR_SUMMARY_TITLE);
    const values = { email, subscriptions: [FOOTER_SUBSCRIPTION] };
    const errors = rules.validateSubscribeForm(values);
    if (errors.length > 0) {
      form.showSubmitErrors(errors);
      return;
    }
    setApiFailed(false);
    const body = rules.subscribeRequest(values, { sourcePage: pathname, website });
    const result = await submission.send('subscribe', body);
    if (result === null) return;
    if (result.ok) await navigate('/subscribe/thank-you');
    else if (result.kind === 'invalid') form.showSubmitErrors(result.errors);
    else setApiFailed(true);
  }

  return (
    <section className="footer-subscribe" aria-labelledby="footer-subscribe-title">
      <h2 id="footer-subscribe-title" className="footer-subscribe__title">
        Get our monthly newsletter
      </h2>
      {apiFailed && (
        <Alert
          variant="error"
          title="Sorry, we could not sign you up"
          onDismiss={() => {
            setApiFailed(false);
            submitButton.current?.focus();
          }}
          focusOnMount
        >
          <p>Nothing has been saved. Try again in a few minutes.</p>
        </Alert>
      )}
      <ErrorSummary errors={form.summary} focusKey={form.focusKey} title={summaryTitle} />
      <form
        method="post"
        action="/subscribe"
        noValidate
        onSubmit={submit}
        className="footer-subscribe__form"
      >
        <input type="hidden" name="subscriptions" value={FOOTER_SUBSCRIPTION} />
        <input type="hidden" name="sourcePage" value={pathname} />
        <TextInput
          id={FIELD_IDS.email}
          name="email"
          type="email"
          label="Email address"
          hint="Tips on buying, owning and refinancing. Unsubscribe at any time."
          autoComplete="email"
          spellCheck={false}
          value={email}
          error={form.errors.email}
          onFocus={() => void loadRules()}
          onChange={(event) => setEmail(event.currentTarget.value)}
          onBlur={() => void blur()}
        />
        <Honeypot idPrefix="footer-subscribe" />
        <Button ref={submitButton} busy={submission.busy} variant="secondary">
          Subscribe
        </Button>
      </form>
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
