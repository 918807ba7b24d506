import { CheckboxGroup } from '@lender/ui/checkboxes';
import { TextInput } from '@lender/ui/text-input';
import { Textarea } from '@lender/ui/textarea';
import {
  EMAIL_MAX_LENGTH,
  formatPhoneAsTyped,
  marketingCloudOptOutOf,
  OPT_OUT_CHANNELS,
  OPT_OUT_REASON_MAX_LENGTH,
  optOutFormRules,
  optOutPrefill,
} from '@lender/validation';
import type { Route } from './+types/opt-out';
import { brand } from '../brand.ts';
import {
  formPageAction,
  formPageHeaders,
  formPageLoader,
  pageQuery,
} from '../forms/form-page.server.ts';
import { checkboxes, defineFormPage, text } from '../forms/form-page.ts';
import { FormPageView } from '../forms/FormPageView.tsx';
import { marketingCloudNoScriptUrl, useMarketingCloudOptOut } from '../forms/marketing-cloud.ts';
import { formPageMeta } from '../meta.ts';

/** SPEC §2, §3, §5: promotional email, phone and text, each revealing its input, and a reason. */
const optOutPage = defineFormPage({
  name: 'opt-out',
  path: '/opt-out',
  fields: {
    channels: checkboxes(OPT_OUT_CHANNELS),
    email: text({
      type: 'email',
      maxLength: EMAIL_MAX_LENGTH + 50,
      revealedBy: ['channels', 'email'],
    }),
    phone: text({
      type: 'tel',
      maxLength: 50,
      format: formatPhoneAsTyped,
      revealedBy: ['channels', 'phone'],
    }),
    sms: text({
      type: 'tel',
      maxLength: 50,
      format: formatPhoneAsTyped,
      revealedBy: ['channels', 'sms'],
    }),
    // A little over the limit, so the visitor is told the limit instead of losing the end.
    reason: text({ maxLength: OPT_OUT_REASON_MAX_LENGTH + 1000 }),
  },
  rules: optOutFormRules,
  prefill: (query) => ({ reason: '', ...optOutPrefill(query) }),
  call: 'optOut',
  thankYouPath: '/opt-out/thank-you',
  heading: 'Stop marketing emails, calls and texts',
  lead: 'Tell us which offers you no longer want. We will still contact you about a loan or an application you have with us.',
  submitText: 'Opt out',
  failure: {
    title: 'Sorry, we could not send your request',
    text: (
      <p>
        Nothing has changed yet. Try again in a few minutes, or call us on{' '}
        <a href={`tel:${brand.phone.e164}`}>{brand.phone.display}</a> and we will opt you out.
      </p>
    ),
  },
});

/** Each channel's checkbox and the input it reveals. */
const CHANNELS = [
  { value: 'email', label: 'Promotional email', input: { label: 'Email address' } },
  {
    value: 'phone',
    label: 'Promotional phone calls',
    input: {
      label: 'Phone number',
      hint: 'The number we call, like 313 555 0100',
      width: 'medium',
    },
  },
  {
    value: 'sms',
    label: 'Promotional text messages',
    input: {
      label: 'Mobile number',
      hint: 'The number we text, like 313 555 0100',
      width: 'medium',
    },
  },
] as const;

export const meta = () => formPageMeta(optOutPage.path);

const formLoader = formPageLoader(optOutPage);

/** SPEC §2 `show=` prefill, the marketing-cloud identifiers, and the form's idempotency seed. */
export function loader({ request }: Route.LoaderArgs) {
  return { ...formLoader({ request }), marketingCloud: marketingCloudOptOutOf(pageQuery(request)) };
}

/** A post's Retry-After (the API's 503 or 429) goes on the page's answer. */
export const headers = formPageHeaders;

/** The form posted without JavaScript: the same rules, then the same API call. */
export const action = formPageAction(optOutPage);

export default function OptOut(props: Route.ComponentProps) {
  const { marketingCloud } = props.loaderData;
  useMarketingCloudOptOut(marketingCloud);

  return (
    <>
      {marketingCloud && (
        // Without JavaScript the hook above never runs: the browser loads this image instead,
        // and the server tells the API. A browser running scripts ignores <noscript>.
        <noscript>
          <img src={marketingCloudNoScriptUrl(marketingCloud)} alt="" width={1} height={1} hidden />
        </noscript>
      )}
      <FormPageView page={optOutPage} {...props}>
        {(form) => (
          <>
            <CheckboxGroup
              {...form.checkboxGroup('channels')}
              legend="How do you want us to stop contacting you?"
              hint="Select all that apply."
              items={CHANNELS.map(({ value, label, input }) => ({
                value,
                label,
                conditional: <TextInput {...form.textInput(value)} {...input} />,
              }))}
            />
            <Textarea
              {...form.textInput('reason')}
              label="Why are you opting out? (optional)"
              hint="This helps us send fewer, better messages."
            />
            <p>It can take up to 10 business days for every list to be updated.</p>
          </>
        )}
      </FormPageView>
    </>
  );
}
