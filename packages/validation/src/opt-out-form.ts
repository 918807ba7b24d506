// The opt-out form (SPEC §2, §3, §5): its fields, rules, request and query prefill.
import type { z } from 'zod';
import { EmailSchema, PhoneSchema } from './contact.ts';
import { fieldErrors } from './field-errors.ts';
import { formRules, type FormError } from './form-rules.ts';
import { messages } from './messages.ts';
import {
  MarketingCloudOptOutSchema,
  OPT_OUT_CHANNELS,
  OPT_OUT_REASON_MAX_LENGTH,
  OptOutRequestSchema,
  requestExtras,
  type MarketingCloudOptOut,
  type OptOutChannel,
  type OptOutRequest,
} from './preferences.ts';

/** The opt-out form's fields in page order, which is also the error summary's order. */
export const OPT_OUT_FORM_FIELDS = ['channels', 'email', 'phone', 'sms', 'reason'] as const;
export type OptOutFormField = (typeof OPT_OUT_FORM_FIELDS)[number];

/** What the opt-out form holds: the ticked channels and the three inputs, as typed. */
export interface OptOutFormValues {
  channels: readonly OptOutChannel[];
  email: string;
  phone: string;
  sms: string;
  reason?: string;
}

const CHANNEL_REQUIRED: Record<OptOutChannel, string> = {
  email: messages.optOut.errorRequiredEmail,
  phone: messages.optOut.errorRequiredPhone,
  sms: messages.optOut.errorRequiredSms,
};

/**
 * SPEC §5 opt-out form rules: at least one channel ticked; a ticked channel's input is
 * required and must be valid. Field names are the form's: `channels`, `email`, `phone`, `sms`.
 */
export function validateOptOutForm(values: OptOutFormValues): FormError<OptOutFormField>[] {
  if (values.channels.length === 0) {
    return [{ field: 'channels', message: messages.optOut.errorRequiredCheckbox }];
  }
  const errors: FormError<OptOutFormField>[] = [];
  for (const channel of OPT_OUT_CHANNELS) {
    if (!values.channels.includes(channel)) continue;
    const value = values[channel];
    if (value.trim() === '') {
      errors.push({ field: channel, message: CHANNEL_REQUIRED[channel] });
      continue;
    }
    const result = (channel === 'email' ? EmailSchema : PhoneSchema).safeParse(value);
    if (!result.success)
      errors.push(
        ...fieldErrors(result.error.issues).errors.map((e) => ({ ...e, field: channel })),
      );
  }
  if ((values.reason ?? '').length > OPT_OUT_REASON_MAX_LENGTH) {
    errors.push({ field: 'reason', message: messages.optOut.errorReasonLength });
  }
  return errors;
}

/** The API request of a valid opt-out form (SPEC §3: phone → homePhone, text → cellPhone). */
export function optOutRequestFromForm(
  values: OptOutFormValues,
): z.input<typeof OptOutRequestSchema> {
  const ticked = (channel: OptOutChannel) =>
    values.channels.includes(channel) ? values[channel] : undefined;
  return {
    reason: values.reason?.trim() || undefined,
    email: ticked('email'),
    homePhone: ticked('phone'),
    cellPhone: ticked('sms'),
  };
}

/**
 * SPEC §2: `show=email|phone|sms` pre-ticks that channel and pre-fills its input from the query
 * parameter named after the same value (`?show=email&email=…`).
 */
export function optOutPrefill(query: URLSearchParams): OptOutFormValues {
  const show = query.get('show');
  const values: OptOutFormValues = { channels: [], email: '', phone: '', sms: '', reason: '' };
  if (show === 'email' || show === 'phone' || show === 'sms') {
    return { ...values, channels: [show], [show]: (query.get(show) ?? '').slice(0, 254) };
  }
  return values;
}

/** SPEC §3: phone is sent as homePhone and text as cellPhone; the rest keep their names. */
const FIELD_OF_API: Record<string, OptOutFormField> = {
  email: 'email',
  homePhone: 'phone',
  cellPhone: 'sms',
  reason: 'reason',
  channels: 'channels',
};

/** The form field an API field error belongs to (anything unknown goes on the checkboxes). */
export function optOutFieldOfApi(apiField: string): OptOutFormField {
  return FIELD_OF_API[apiField] ?? 'channels';
}

/**
 * SPEC §3: the marketing-cloud identifiers, when `source=marketingcloud` and the query has
 * Subscriberkey, jobid and batchid (names as the e-mail links spell them), else null.
 */
export function marketingCloudOptOutOf(query: URLSearchParams): MarketingCloudOptOut | null {
  if (query.get('source') !== 'marketingcloud') return null;
  const parsed = MarketingCloudOptOutSchema.safeParse({
    subscriberKey: query.get('Subscriberkey'),
    jobId: query.get('jobid'),
    batchId: query.get('batchid'),
  });
  return parsed.success ? parsed.data : null;
}

/** The opt-out form's rules: each input checked on blur, everything on submit. */
export const optOutFormRules = formRules<OptOutFormValues, OptOutFormField, OptOutRequest>({
  fields: OPT_OUT_FORM_FIELDS,
  validate: validateOptOutForm,
  request: (values, context) =>
    OptOutRequestSchema.parse({ ...optOutRequestFromForm(values), ...requestExtras(context) }),
  fieldOfApi: optOutFieldOfApi,
});
