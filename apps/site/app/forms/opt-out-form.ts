// The opt-out form (SPEC §2, §3, §5): field names, ids and how API fields map back to them.
import {
  EMAIL_MAX_LENGTH,
  MarketingCloudOptOutSchema,
  OPT_OUT_CHANNELS,
  OPT_OUT_REASON_MAX_LENGTH,
  type MarketingCloudOptOut,
  type OptOutFormValues,
} from '@lender/validation';
import { textField, ticked } from './form-data.ts';

/** The form's fields in page order, which is also the error summary's order. */
export const OPT_OUT_FIELDS = ['channels', 'email', 'phone', 'sms', 'reason'] as const;
export type OptOutField = (typeof OPT_OUT_FIELDS)[number];

/** The opt-out form's values as posted without JavaScript. */
export function readOptOutForm(formData: FormData): OptOutFormValues {
  return {
    channels: ticked(formData, 'channels', OPT_OUT_CHANNELS),
    email: textField(formData, 'email', EMAIL_MAX_LENGTH + 50),
    phone: textField(formData, 'phone', 50),
    sms: textField(formData, 'sms', 50),
    // A little over the limit, so the visitor is told the limit instead of losing the end.
    reason: textField(formData, 'reason', OPT_OUT_REASON_MAX_LENGTH + 1000),
  };
}

/** SPEC §3: phone is sent as homePhone and text as cellPhone; the rest keep their names. */
const FIELD_OF_API: Record<string, OptOutField> = {
  email: 'email',
  homePhone: 'phone',
  cellPhone: 'sms',
  reason: 'reason',
  channels: 'channels',
};

/** The form field an API field error belongs to (anything unknown goes on the checkboxes). */
export function optOutFieldOfApi(apiField: string): OptOutField {
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
