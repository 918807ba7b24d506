// Marketing preferences (SPEC §3, §5, §7): the requests the API accepts, and the form rules the
// pages apply on blur and on submit. Both use the same field rules, so the server refuses
// exactly what the form refuses, in the same words.
import { z } from 'zod';
import { EmailSchema, PhoneSchema } from './contact.ts';
import { fieldErrors } from './field-errors.ts';
import { messages } from './messages.ts';

/** The three channels of the opt-out form (SPEC §2: promotional email, phone, text). */
export const OPT_OUT_CHANNELS = ['email', 'phone', 'sms'] as const;
export type OptOutChannel = (typeof OPT_OUT_CHANNELS)[number];

/** Phone subscriptions a visitor can opt in to (SPEC §3 opt-in `subscriptions`). */
export const PHONE_SUBSCRIPTIONS = ['marketing-texts', 'marketing-calls'] as const;

/** E-mail subscriptions offered by the subscribe forms (the consent choices). */
export const EMAIL_SUBSCRIPTIONS = ['newsletter', 'rate-alerts', 'market-insights'] as const;

/** Longest free-text reason kept with an opt-out. */
export const OPT_OUT_REASON_MAX_LENGTH = 500;

/** A hidden field people never see or fill in; a value means a bot filled the form. */
export const HONEYPOT_FIELD = 'website';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalPhone = z.preprocess(blankToUndefined, PhoneSchema.optional());
const optionalEmail = z.preprocess(blankToUndefined, EmailSchema.optional());
const honeypot = z.string().max(500).optional();
const sourcePage = z.string().max(200).optional();

/** POST /rmscbff/opt-out (SPEC §3): at least one channel with a value. */
export const OptOutRequestSchema = z
  .object({
    reason: z
      .string()
      .max(OPT_OUT_REASON_MAX_LENGTH, { error: messages.optOut.errorReasonLength })
      .optional(),
    homePhone: optionalPhone,
    cellPhone: optionalPhone,
    email: optionalEmail,
    /** The page the form was on, for the consent record. */
    sourcePage,
    [HONEYPOT_FIELD]: honeypot,
  })
  .superRefine((request, context) => {
    if (!request.homePhone && !request.cellPhone && !request.email) {
      context.addIssue({
        code: 'custom',
        path: ['channels'],
        message: messages.optOut.errorRequiredCheckbox,
      });
    }
  });
export type OptOutRequest = z.infer<typeof OptOutRequestSchema>;

/** POST /rmscbff/mc/opt-out (SPEC §3): the marketing-cloud identifiers of an e-mail link. */
export const MarketingCloudOptOutSchema = z.object({
  subscriberKey: z.string().trim().min(1).max(200),
  jobId: z.string().trim().min(1).max(100),
  batchId: z.string().trim().min(1).max(100),
});
export type MarketingCloudOptOut = z.infer<typeof MarketingCloudOptOutSchema>;

/** POST /rmscbff/opt-in (SPEC §3): phone subscriptions and the number they go to. */
export const OptInRequestSchema = z.object({
  phoneOptIn: z
    .object({
      inputValue: z.preprocess(blankToUndefined, z.string().optional()),
      subscriptions: z.array(z.enum(PHONE_SUBSCRIPTIONS)).max(PHONE_SUBSCRIPTIONS.length),
    })
    .superRefine((optIn, context) => {
      if (optIn.subscriptions.length === 0) {
        context.addIssue({
          code: 'custom',
          path: ['subscriptions'],
          message: messages.optIn.errorRequiredCheckbox,
        });
        return;
      }
      if (optIn.inputValue === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['inputValue'],
          message: messages.optIn.errorRequiredText,
        });
        return;
      }
      const parsed = PhoneSchema.safeParse(optIn.inputValue);
      if (!parsed.success) {
        context.addIssue({
          code: 'custom',
          path: ['inputValue'],
          message: messages.optIn.errorFormat,
        });
      }
    })
    .transform((optIn) => ({
      subscriptions: optIn.subscriptions,
      inputValue: PhoneSchema.parse(optIn.inputValue),
    })),
  sourcePage,
  [HONEYPOT_FIELD]: honeypot,
});
export type OptInRequest = z.infer<typeof OptInRequestSchema>;

/** POST /rmscbff/subscribe: an e-mail address and at least one consent choice. */
export const SubscribeRequestSchema = z
  .object({
    email: EmailSchema,
    subscriptions: z.array(z.enum(EMAIL_SUBSCRIPTIONS)).max(EMAIL_SUBSCRIPTIONS.length),
    sourcePage,
    [HONEYPOT_FIELD]: honeypot,
  })
  .superRefine((request, context) => {
    if (request.subscriptions.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['subscriptions'],
        message: messages.subscribe.errorRequiredCheckbox,
      });
    }
  });
export type SubscribeRequest = z.infer<typeof SubscribeRequestSchema>;

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
export function validateOptOutForm(values: OptOutFormValues): { field: string; message: string }[] {
  if (values.channels.length === 0) {
    return [{ field: 'channels', message: messages.optOut.errorRequiredCheckbox }];
  }
  const errors: { field: string; message: string }[] = [];
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
  const values: OptOutFormValues = { channels: [], email: '', phone: '', sms: '' };
  if (show === 'email' || show === 'phone' || show === 'sms') {
    return { ...values, channels: [show], [show]: (query.get(show) ?? '').slice(0, 254) };
  }
  return values;
}

/** 201 from every marketing-preference call: stored, one event id per consent record. */
export const ConsentReceivedSchema = z.object({
  status: z.literal('received'),
  eventIds: z.array(z.string()),
});
export type ConsentReceived = z.infer<typeof ConsentReceivedSchema>;
