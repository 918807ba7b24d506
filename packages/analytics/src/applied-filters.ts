import { definedOnly } from './defined-only.ts';
import type { APPLIED_FILTERS_HOME_LOANS, AppliedFilters } from './event-catalogue.ts';
import { minuteTimestamp } from './minute-timestamp.ts';

/** SPEC §5: the home loan filters, by the text their filter names contain. */
export const HomeLoanFilter = {
  Refinance: 'refinance',
  BuyAHome: 'buy_a_home',
  TakeCashOut: 'take_cash_out',
  LowDownPayment: 'low_down_payment',
  LowCredit: 'low_credit',
} as const;

/** One of the {@link HomeLoanFilter} values. */
export type HomeLoanFilter = (typeof HomeLoanFilter)[keyof typeof HomeLoanFilter];

/** A flag of the SPEC §3 `applied_filters` home-loans variant. */
export type AppliedFilterFlag = keyof typeof APPLIED_FILTERS_HOME_LOANS;

/** SPEC §3 and §5: the applied-filter flag each home loan filter sets. */
export const APPLIED_FILTER_FLAG: Readonly<Record<HomeLoanFilter, AppliedFilterFlag>> = {
  refinance: 'applied_refinance_filter',
  buy_a_home: 'applied_home_purchase_filter',
  take_cash_out: 'applied_cash_out_filter',
  low_down_payment: 'applied_low_down_payment_filter',
  low_credit: 'applied_low_credit_filter',
};

/**
 * The applied-filter flags of a filter click (SPEC §5: "Filter clicks with names containing
 * refinance, buy_a_home, take_cash_out, low_down_payment or low_credit map to the matching
 * applied filter flag"). Letter case is ignored and spaces or hyphens count as underscores, so
 * "Buy a home" matches too. Only matching flags are given, each true: a click says which filter
 * was applied, not that the others are off. A name containing two filters sets both.
 */
export function appliedFilterFlags(filterName: string): Partial<Record<AppliedFilterFlag, true>> {
  const name = filterName.toLowerCase().replace(/[\s-]+/g, '_');
  return Object.fromEntries(
    (Object.keys(APPLIED_FILTER_FLAG) as HomeLoanFilter[])
      .filter((filter) => name.includes(filter))
      .map((filter) => [APPLIED_FILTER_FLAG[filter], true]),
  );
}

/** A filter click, as the page sees it. */
export interface FilterClick {
  /** The filter's name; sent as `filter_type`. */
  readonly filterName: string;
  readonly userRvid?: string;
}

/** The SPEC §3 `applied_filters` payload of a filter click: name, visitor id, time to the minute and flags. */
export function appliedFiltersFromClick(click: FilterClick, now: Date): AppliedFilters {
  return definedOnly<AppliedFilters>({
    time: minuteTimestamp(now),
    filter_type: click.filterName,
    user_rvid: click.userRvid,
    ...appliedFilterFlags(click.filterName),
  });
}
