// The subscribe forms (SPEC §5): the page at /subscribe and the compact one in the footer.
import type { z } from 'zod';
import { EmailSchema } from './contact.ts';
import { formRules, type FormError } from './form-rules.ts';
import { messages } from './messages.ts';
import {
  requestExtras,
  SubscribeRequestSchema,
  type EmailSubscription,
  type SubscribeRequest,
} from './preferences.ts';

/** What the subscribe form holds: the e-mail as typed and the ticked consent choices. */
export interface SubscribeFormValues {
  email: string;
  subscriptions: readonly EmailSubscription[];
}

/** The subscribe form's fields in page order, which is also the error summary's order. */
export const SUBSCRIBE_FORM_FIELDS = ['email', 'subscriptions'] as const;
export type SubscribeFormField = (typeof SUBSCRIBE_FORM_FIELDS)[number];

/** SPEC §5: the e-mail on blur, errorFormat when typed but wrong; nothing for an empty box. */
export function subscribeEmailBlurError(email: string): string | undefined {
  if (email.trim() === '') return undefined;
  const parsed = EmailSchema.safeParse(email);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/**
 * SPEC §5 on submit: the e-mail is required and well formed; when an e-mail is typed, at least
 * one subscription must be ticked (errorRequiredCheckbox).
 */
export function validateSubscribeForm(
  values: SubscribeFormValues,
): FormError<SubscribeFormField>[] {
  const errors: FormError<SubscribeFormField>[] = [];
  const email = EmailSchema.safeParse(values.email);
  if (!email.success) {
    errors.push({ field: 'email', message: email.error.issues[0]?.message ?? '' });
  }
  if (values.email.trim() !== '' && values.subscriptions.length === 0) {
    errors.push({ field: 'subscriptions', message: messages.subscribe.errorRequiredCheckbox });
  }
  return errors;
}

/** The API request of the form, before the schema checks it. */
export function subscribeRequestFromForm(
  values: SubscribeFormValues,
): z.input<typeof SubscribeRequestSchema> {
  return { email: values.email, subscriptions: [...values.subscriptions] };
}

/** The form field an API field error belongs to. */
export function subscribeFieldOfApi(apiField: string): SubscribeFormField {
  return apiField === 'email' ? 'email' : 'subscriptions';
}

/** The subscribe form's rules: the e-mail checked on blur, everything on submit. */
export const subscribeFormRules = formRules<
  SubscribeFormValues,
  SubscribeFormField,
  SubscribeRequest
>({
  fields: SUBSCRIBE_FORM_FIELDS,
  validate: validateSubscribeForm,
  blurError: (field, values) =>
    field === 'email' ? subscribeEmailBlurError(values.email) : undefined,
  request: (values, context) =>
    SubscribeRequestSchema.parse({
      ...subscribeRequestFromForm(values),
      ...requestExtras(context),
    }),
  fieldOfApi: subscribeFieldOfApi,
});
