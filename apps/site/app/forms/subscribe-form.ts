// The subscribe forms (SPEC §5): the page at /subscribe and the compact one in the footer.
import {
  EMAIL_MAX_LENGTH,
  EMAIL_SUBSCRIPTIONS,
  EmailSchema,
  messages,
  SubscribeRequestSchema,
  type SubscribeRequest,
} from '@lender/validation';
import type { FieldError } from './api.ts';
import { textField, ticked } from './form-data.ts';

export type EmailSubscription = (typeof EMAIL_SUBSCRIPTIONS)[number];

/** The error summary's heading, for the footer form, which loads these rules lazily. */
export const ERROR_SUMMARY_TITLE = messages.form.errorSummaryTitle;

/** What the subscribe form holds. */
export interface SubscribeFormValues {
  email: string;
  subscriptions: readonly EmailSubscription[];
}

/** The consent choices, as the checkboxes show them (one per EMAIL_SUBSCRIPTIONS value). */
export const EMAIL_SUBSCRIPTION_ITEMS = [
  {
    value: 'newsletter',
    label: 'Our monthly newsletter',
    hint: 'Tips on buying, owning and refinancing a home',
  },
  { value: 'rate-alerts', label: 'Mortgage rate alerts', hint: 'When rates move noticeably' },
  {
    value: 'market-insights',
    label: 'Housing market insights',
    hint: 'Prices and trends where you live',
  },
] as const satisfies readonly { value: EmailSubscription; label: string; hint: string }[];

/** The fields in page order, the error summary's order. */
export const SUBSCRIBE_FIELDS = ['email', 'subscriptions'] as const;
export type SubscribeField = (typeof SUBSCRIBE_FIELDS)[number];

/** The subscribe form's values as posted (from the page or the footer). */
export function readSubscribeForm(formData: FormData): SubscribeFormValues {
  return {
    email: textField(formData, 'email', EMAIL_MAX_LENGTH + 50),
    subscriptions: ticked(formData, 'subscriptions', EMAIL_SUBSCRIPTIONS),
  };
}

/** SPEC §5: the e-mail on blur, errorFormat when typed but wrong; nothing for an empty box. */
export function emailBlurError(email: string): string | undefined {
  if (email.trim() === '') return undefined;
  const parsed = EmailSchema.safeParse(email);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/**
 * SPEC §5 on submit: the e-mail is required and well formed; when an e-mail is typed, at least
 * one subscription must be ticked (errorRequiredCheckbox).
 */
export function validateSubscribeForm(values: SubscribeFormValues): FieldError[] {
  const errors: FieldError[] = [];
  const email = EmailSchema.safeParse(values.email);
  if (!email.success) {
    errors.push({ field: 'email', message: email.error.issues[0]?.message ?? '' });
  }
  if (values.email.trim() !== '' && values.subscriptions.length === 0) {
    errors.push({ field: 'subscriptions', message: messages.subscribe.errorRequiredCheckbox });
  }
  return errors;
}

/** The API request of a valid form; `sourcePage` is where the visitor subscribed. */
export function subscribeRequest(
  values: SubscribeFormValues,
  extra: { sourcePage: string; website: string },
): SubscribeRequest {
  return SubscribeRequestSchema.parse({
    email: values.email,
    subscriptions: [...values.subscriptions],
    sourcePage: extra.sourcePage.slice(0, 200),
    website: extra.website,
  });
}

/** The form field an API field error belongs to. */
export function subscribeFieldOfApi(apiField: string): SubscribeField {
  return apiField === 'email' ? 'email' : 'subscriptions';
}
