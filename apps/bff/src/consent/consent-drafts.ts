// What a marketing-preference request means, as consent records to store: pure functions from the
// validated requests of @lender/validation to one draft per channel and address.
import {
  EmailSchema,
  PhoneSchema,
  type MarketingCloudOptOut,
  type OptInRequest,
  type OptOutRequest,
  type SubscribeRequest,
} from '@lender/validation';
import type { ConsentAction, ConsentChannel, ConsentSource } from './vocabulary.ts';

export type { ConsentAction, ConsentChannel, ConsentSource } from './vocabulary.ts';

/** A consent record before it is stored: what was asked, for which address, from where. */
export interface ConsentDraft {
  channel: ConsentChannel;
  value: string;
  action: ConsentAction;
  subscriptions: string[];
  reason?: string;
  source: ConsentSource;
  sourcePage?: string;
  marketingCloud?: MarketingCloudOptOut;
}

/** Which channel each opt-in subscription reaches (SPEC §3 `phoneOptIn.subscriptions`). */
export const PHONE_SUBSCRIPTION_CHANNEL: Readonly<Record<string, ConsentChannel>> = {
  'marketing-texts': 'sms',
  'marketing-calls': 'phone',
};

/**
 * The address as it is stored and looked up: e-mail addresses in lower case (mailbox providers
 * ignore the case of the local part, and a wider match errs on the side of suppression), phone
 * numbers as their 10 digits. Undefined when the value is no address of that channel.
 */
export function normaliseConsentValue(channel: ConsentChannel, raw: string): string | undefined {
  if (channel === 'email') {
    const email = EmailSchema.safeParse(raw);
    return email.success ? email.data.toLowerCase() : undefined;
  }
  const phone = PhoneSchema.safeParse(raw);
  return phone.success ? phone.data : undefined;
}

/** The page's path without query or fragment: the opt-out page carries the address in its query. */
export function sourcePagePath(raw: string | undefined): string | undefined {
  const path = raw?.split(/[?#]/, 1)[0]?.trim();
  return path ? path : undefined;
}

function required(channel: ConsentChannel, raw: string): string {
  const value = normaliseConsentValue(channel, raw);
  if (value === undefined) throw new Error(`a validated ${channel} address did not normalise`);
  return value;
}

/** SPEC §3 opt-out: one opt-out per channel given (email → email, homePhone → phone, cellPhone → sms). */
export function optOutDrafts(request: OptOutRequest, source: ConsentSource): ConsentDraft[] {
  const base = {
    action: 'opt-out' as const,
    subscriptions: [],
    reason: request.reason?.trim() || undefined,
    source,
    sourcePage: sourcePagePath(request.sourcePage),
  };
  const drafts: ConsentDraft[] = [];
  if (request.email)
    drafts.push({ ...base, channel: 'email', value: required('email', request.email) });
  if (request.homePhone) {
    drafts.push({ ...base, channel: 'phone', value: required('phone', request.homePhone) });
  }
  if (request.cellPhone) {
    drafts.push({ ...base, channel: 'sms', value: required('sms', request.cellPhone) });
  }
  return drafts;
}

/**
 * SPEC §3 marketing-cloud opt-out from an e-mail's unsubscribe link: the subscriber key is the
 * address (normalised like any e-mail when it is one, kept as sent when it is an opaque id).
 */
export function marketingCloudDrafts(request: MarketingCloudOptOut): ConsentDraft[] {
  const key = request.subscriberKey.trim();
  return [
    {
      channel: 'email',
      value: normaliseConsentValue('email', key) ?? key,
      action: 'opt-out',
      subscriptions: [],
      source: 'marketing-cloud',
      marketingCloud: request,
    },
  ];
}

/** SPEC §3 opt-in: one opt-in per phone subscription, on the channel it reaches. */
export function optInDrafts(request: OptInRequest, source: ConsentSource): ConsentDraft[] {
  const { inputValue, subscriptions } = request.phoneOptIn;
  return [...new Set(subscriptions)].map((subscription) => {
    const channel = PHONE_SUBSCRIPTION_CHANNEL[subscription] ?? 'sms';
    return {
      channel,
      value: required(channel, inputValue),
      action: 'opt-in',
      subscriptions: [subscription],
      source,
      sourcePage: sourcePagePath(request.sourcePage),
    };
  });
}

/** Subscribe: one e-mail opt-in covering every consent choice ticked. */
export function subscribeDrafts(request: SubscribeRequest, source: ConsentSource): ConsentDraft[] {
  return [
    {
      channel: 'email',
      value: required('email', request.email),
      action: 'opt-in',
      subscriptions: [...new Set(request.subscriptions)],
      source,
      sourcePage: sourcePagePath(request.sourcePage),
    },
  ];
}
