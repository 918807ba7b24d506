// Marketing preferences (SPEC §3, §7): the requests the API accepts. The forms' own rules
// (opt-out-form.ts, opt-in-form.ts, subscribe-form.ts) use the same field rules, so the server
// refuses exactly what a form refuses, in the same words.
import { z } from 'zod';
import { EmailSchema, PhoneSchema } from './contact.ts';
import type { RequestContext } from './form-rules.ts';
import { messages } from './messages.ts';
import { strippedTextSchema } from './plain-text.ts';

/** The three channels of the opt-out form (SPEC §2: promotional email, phone, text). */
export const OPT_OUT_CHANNELS = ['email', 'phone', 'sms'] as const;
export type OptOutChannel = (typeof OPT_OUT_CHANNELS)[number];

/** Phone subscriptions a visitor can opt in to (SPEC §3 opt-in `subscriptions`). */
export const PHONE_SUBSCRIPTIONS = ['marketing-texts', 'marketing-calls'] as const;
export type PhoneSubscription = (typeof PHONE_SUBSCRIPTIONS)[number];

/** E-mail subscriptions offered by the subscribe forms (the consent choices). */
export const EMAIL_SUBSCRIPTIONS = ['newsletter', 'rate-alerts', 'market-insights'] as const;
export type EmailSubscription = (typeof EMAIL_SUBSCRIPTIONS)[number];

/** Longest free-text reason kept with an opt-out. */
export const OPT_OUT_REASON_MAX_LENGTH = 500;

/** A hidden field people never see or fill in; a value means a bot filled the form. */
export const HONEYPOT_FIELD = 'website';

/** Longest `sourcePage` (the page a form was sent from) a request may carry. */
export const SOURCE_PAGE_MAX_LENGTH = 200;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalPhone = z.preprocess(blankToUndefined, PhoneSchema.optional());
const optionalEmail = z.preprocess(blankToUndefined, EmailSchema.optional());
// What a consent record keeps of free text is stripped of control characters, never refused:
// a stray NUL in a reason or a page must not cost the visitor their opt-out (plain-text.ts).
const honeypot = strippedTextSchema(z.string().max(500)).optional();
const sourcePage = strippedTextSchema(z.string().max(SOURCE_PAGE_MAX_LENGTH)).optional();

/** POST /rmscbff/opt-out (SPEC §3): at least one channel with a value. */
export const OptOutRequestSchema = z
  .object({
    /** Free text of several lines: tab and line breaks are kept, other controls stripped. */
    reason: strippedTextSchema(
      z.string().max(OPT_OUT_REASON_MAX_LENGTH, { error: messages.optOut.errorReasonLength }),
      { keepLineBreaks: true },
    ).optional(),
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
  subscriberKey: strippedTextSchema(z.string().trim().min(1).max(200)),
  jobId: strippedTextSchema(z.string().trim().min(1).max(100)),
  batchId: strippedTextSchema(z.string().trim().min(1).max(100)),
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
        // SPEC §5 "bad format gives errorFormat"; a wrong number of digits is told as such
        // (issue 35), so a digit too many is not read as a number that merely looks wrong.
        const wrongLength = parsed.error.issues.some(
          (issue) => issue.message === messages.phone.errorLength,
        );
        context.addIssue({
          code: 'custom',
          path: ['inputValue'],
          message: wrongLength ? messages.phone.errorLength : messages.optIn.errorFormat,
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

/** Header carrying the key that makes a retried submission count once. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** What an Idempotency-Key header may hold: 1 to 255 visible ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Header of an answer repeated for an Idempotency-Key seen before (`true`): nothing new stored. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** 201 from every marketing-preference call: stored, one event id per consent record. */
export const ConsentReceivedSchema = z.object({
  status: z.literal('received'),
  eventIds: z.array(z.string()),
});
export type ConsentReceived = z.infer<typeof ConsentReceivedSchema>;

/** The fields every form's request adds: the page it was sent from (cut to fit) and the honeypot. */
export function requestExtras({ sourcePage, website }: RequestContext) {
  return { sourcePage: sourcePage.slice(0, SOURCE_PAGE_MAX_LENGTH), [HONEYPOT_FIELD]: website };
}
