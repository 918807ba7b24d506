// The consent choices as the sign-up pages' checkboxes show them: one item per value the API
// takes (@lender/validation's PHONE_SUBSCRIPTIONS and EMAIL_SUBSCRIPTIONS), in the same order.
import type { EmailSubscription, PhoneSubscription } from '@lender/validation';

/** The phone opt-in's choices (/phone-updates). */
export const PHONE_SUBSCRIPTION_ITEMS = [
  { value: 'marketing-texts', label: 'Text messages about offers and rates' },
  { value: 'marketing-calls', label: 'Phone calls about offers and rates' },
] as const satisfies readonly { value: PhoneSubscription; label: string }[];

/** The e-mail subscriptions (/subscribe). */
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
