import { describe, expect, it } from 'vitest';
import {
  APPLIED_FILTER_FLAG,
  appliedFilterFlags,
  appliedFiltersFromClick,
  HomeLoanFilter,
} from './applied-filters.ts';
import { EVENT_VARIANT_FIELDS, validateEvent } from './event-catalogue.ts';

describe('appliedFilterFlags', () => {
  it.each([
    ['refinance', { applied_refinance_filter: true }],
    ['buy_a_home', { applied_home_purchase_filter: true }],
    ['take_cash_out', { applied_cash_out_filter: true }],
    ['low_down_payment', { applied_low_down_payment_filter: true }],
    ['low_credit', { applied_low_credit_filter: true }],
    // "Containing": the filter name may have more around it.
    ['filter_refinance_toggle', { applied_refinance_filter: true }],
    ['home-loans:low_credit:on', { applied_low_credit_filter: true }],
    // Case, spaces and hyphens do not matter.
    ['Buy A Home', { applied_home_purchase_filter: true }],
    ['take-cash-out', { applied_cash_out_filter: true }],
    ['LOW DOWN PAYMENT', { applied_low_down_payment_filter: true }],
    // Two filters in one name set both flags.
    ['take_cash_out_refinance', { applied_cash_out_filter: true, applied_refinance_filter: true }],
    // Near misses set nothing.
    ['refi', {}],
    ['buy_home', {}],
    ['low_down', {}],
    ['credit', {}],
    ['bedrooms', {}],
    ['', {}],
  ])('SPEC §5: the filter click %j sets %j', (name, flags) => {
    expect(appliedFilterFlags(name)).toEqual(flags);
  });

  it('SPEC §3: the flags are exactly the home-loans variant of applied_filters', () => {
    expect(Object.values(APPLIED_FILTER_FLAG).sort()).toEqual(
      [...(EVENT_VARIANT_FIELDS.applied_filters?.['home_loans'] ?? [])].sort(),
    );
    expect(Object.keys(APPLIED_FILTER_FLAG).sort()).toEqual(Object.values(HomeLoanFilter).sort());
  });
});

describe('appliedFiltersFromClick', () => {
  const now = new Date('2026-11-21T14:37:42.123Z');

  it('SPEC §3: builds a valid applied_filters payload with the time to the minute', () => {
    const payload = appliedFiltersFromClick({ filterName: 'low_credit', userRvid: 'rv-1' }, now);
    expect(payload).toEqual({
      time: '2026-11-21T14:37:00.000Z',
      filter_type: 'low_credit',
      user_rvid: 'rv-1',
      applied_low_credit_filter: true,
    });
    expect(validateEvent('applied_filters', payload).success).toBe(true);
  });

  it('leaves out the visitor id when it is not known', () => {
    expect(appliedFiltersFromClick({ filterName: 'price' }, now)).toEqual({
      time: '2026-11-21T14:37:00.000Z',
      filter_type: 'price',
    });
  });
});
