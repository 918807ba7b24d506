import { Button } from '@lender/ui/button';
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
import { FormPageProblems } from '../components/FormPageProblems.tsx';
import { formPageAction, formPageLoader, pageQuery } from '../forms/form-page.server.ts';
import { checkboxes, defineFormPage, text } from '../forms/form-page.ts';
import { FormElement } from '../forms/FormElement.tsx';
import { useMarketingCloudOptOut } from '../forms/marketing-cloud.ts';
import { useFormPage } from '../forms/use-form.ts';
import { formPageMeta } from '../meta.ts';

/** SPEC §2, §3, §5: promotional email, phone and text, each revealing its input, and a reason. */
const optOutPage = defineFormPage({
  name: 'opt-out',
  path: '/opt-out',
  fields: {
    channels: checkboxes(OPT_OUT_CHANNELS),
    email: text({ maxLength: EMAIL_MAX_LENGTH + 50, revealedBy: ['channels', 'email'] }),
    phone: text({ maxLength: 50, format: formatPhoneAsTyped, revealedBy: ['channels', 'phone'] }),
    sms: text({ maxLength: 50, format: formatPhoneAsTyped, revealedBy: ['channels', 'sms'] }),
    // A little over the limit, so the visitor is told the limit instead of losing the end.
    reason: text({ maxLength: OPT_OUT_REASON_MAX_LENGTH + 1000 }),
  },
  rules: optOutFormRules,
  prefill: (query) => ({ reason: '', ...optOutPrefill(query) }),
  call: 'optOut',
  thankYouPath: '/opt-out/thank-you',
});

export const meta = () => formPageMeta(optOutPage.path);

const formLoader = formPageLoader(optOutPage);

/** SPEC §2 `show=` prefill, the marketing-cloud identifiers, and the form's idempotency seed. */
export function loader({ request }: Route.LoaderArgs) {
  return { ...formLoader({ request }), marketingCloud: marketingCloudOptOutOf(pageQuery(request)) };
}

/** The form posted without JavaScript: the same rules, then the same API call. */
export const action = formPageAction(optOutPage);

export default function OptOut({ loaderData, actionData }: Route.ComponentProps) {
  const { submitButton, ...form } = useFormPage(optOutPage, loaderData, actionData);
  useMarketingCloudOptOut(loaderData.marketingCloud);

  const channelInputs = {
    email: (
      <TextInput
        {...form.textInput('email')}
        type="email"
        label="Email address"
        autoComplete="email"
        spellCheck={false}
      />
    ),
    phone: (
      <TextInput
        {...form.textInput('phone')}
        type="tel"
        label="Phone number"
        hint="The number we call, like 313 555 0100"
        autoComplete="tel-national"
        width="medium"
      />
    ),
    sms: (
      <TextInput
        {...form.textInput('sms')}
        type="tel"
        label="Mobile number"
        hint="The number we text, like 313 555 0100"
        autoComplete="tel-national"
        width="medium"
      />
    ),
  };

  return (
    <div className="page form-page">
      <FormPageProblems
        form={form}
        failure={{
          title: 'Sorry, we could not send your request',
          text: (
            <p>
              Nothing has changed yet. Try again in a few minutes, or call us on{' '}
              <a href={`tel:${brand.phone.e164}`}>{brand.phone.display}</a> and we will opt you out.
            </p>
          ),
        }}
      />
      <h1>Stop marketing emails, calls and texts</h1>
      <p className="lead">
        Tell us which offers you no longer want. We will still contact you about a loan or an
        application you have with us.
      </p>
      <FormElement form={form} className="form">
        <CheckboxGroup
          {...form.checkboxGroup('channels')}
          legend="How do you want us to stop contacting you?"
          hint="Select all that apply."
          items={[
            { value: 'email', label: 'Promotional email', conditional: channelInputs.email },
            { value: 'phone', label: 'Promotional phone calls', conditional: channelInputs.phone },
            { value: 'sms', label: 'Promotional text messages', conditional: channelInputs.sms },
          ]}
        />
        <Textarea
          {...form.textInput('reason')}
          label="Why are you opting out? (optional)"
          hint="This helps us send fewer, better messages."
        />
        <p>It can take up to 10 business days for every list to be updated.</p>
        <Button ref={submitButton} busy={form.busy}>
          Opt out
        </Button>
      </FormElement>
    </div>
  );
}
