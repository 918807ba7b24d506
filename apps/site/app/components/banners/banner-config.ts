import { PURCHASE_CONDITION } from './banner-constants.ts';
import type { PagePromoConfig, PromoBannerConfig, SalesBannerConfig } from './banner-rules.ts';

/**
 * The promo banners the site runs (SPEC §4, §9). Each belongs to an offer condition and lists
 * the exact paths it appears on; only purchase promos (condition 37) are shown.
 */
export const PROMO_BANNERS: readonly PromoBannerConfig[] = [
  {
    id: 'purchase-get-started',
    condition: PURCHASE_CONDITION,
    paths: ['/'],
    text: 'Buying a home? Talk to a licensed loan officer before you make an offer.',
    link: { text: 'Get started on your purchase', href: '/purchase/get-started' },
  },
];

/** The sales banner (SPEC §4): every page but those listed. Leave undefined to run none. */
export const SALES_BANNER: SalesBannerConfig | undefined = {
  text: 'Know when mortgage rates move.',
  link: { text: 'Get email updates', href: '/subscribe' },
  excludePaths: ['/subscribe', '/subscribe/thank-you'],
};

/**
 * The get-started page's own promo (SPEC §2). The custom large-loan-amount promo that replaces it
 * is the operator's, not the code's: LARGE_LOAN_AMOUNT_PROMO_FILE (root README, Configuration).
 */
export const GET_STARTED_PROMO: PagePromoConfig = {
  title: 'Get preapproved before you make an offer',
  text: 'A preapproval tells sellers and their agents that a lender has checked your credit, income and savings. It also tells you the price range to look in, so you do not fall for a home you cannot finance.',
};
