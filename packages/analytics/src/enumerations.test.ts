import { describe, expect, it } from 'vitest';
import { ButtonType } from './button-type.ts';
import {
  DeviceType,
  HomeSearchFilter,
  MortgageType,
  ROCKET_COMPANY,
  SelfReportedCreditScoreRange,
  USER_GOAL_BY_RESEARCHING_ANSWER,
  UserGoal,
  UserIntent,
} from './enumerations.ts';
import { APPLIED_FILTERS_HOME_LOANS, EVENT_VARIANT_FIELDS } from './event-catalogue.ts';

describe('enumerations', () => {
  it('SPEC §3: the credit-score self-report has exactly the six members the SPEC lists', () => {
    expect(Object.values(SelfReportedCreditScoreRange).sort()).toEqual(
      ['average', 'below_average', 'excellent', 'good', 'poor', 'none'].sort(),
    );
  });

  it('SPEC §3: rocketCompany is "mortgage"', () => {
    expect(ROCKET_COMPANY).toBe('mortgage');
  });

  it.each([
    ['ButtonType', ButtonType],
    ['UserIntent', UserIntent],
    ['UserGoal', UserGoal],
    ['MortgageType', MortgageType],
    ['HomeSearchFilter', HomeSearchFilter],
    ['SelfReportedCreditScoreRange', SelfReportedCreditScoreRange],
    ['DeviceType', DeviceType],
  ])('SPEC §3: %s values are distinct, lower case with underscores', (_, enumeration) => {
    const values = Object.values(enumeration);
    expect(new Set(values).size).toBe(values.length);
    for (const value of values) expect(value).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
  });

  it('SPEC §3: every homes filter of applied_filters has a home-search filter', () => {
    const homesFields = EVENT_VARIANT_FIELDS.applied_filters?.['homes'] ?? [];
    // Results fields describe the search, not a filter the visitor set.
    const resultFields = [
      'average_area_listing_price',
      'number_of_results',
      'nearby_options_displayed',
    ];
    for (const field of homesFields.filter((f) => !resultFields.includes(f))) {
      const filter = Object.values(HomeSearchFilter).find(
        (name) => field === name || field.startsWith(`${name}_`),
      );
      expect(filter, field).toBeDefined();
    }
  });

  it('SPEC §5: the user goals include the home loan filters buy_a_home, refinance and take_cash_out', () => {
    expect(Object.values(UserGoal)).toEqual(
      expect.arrayContaining(['buy_a_home', 'refinance', 'take_cash_out']),
    );
    expect(Object.keys(APPLIED_FILTERS_HOME_LOANS)).toHaveLength(5);
  });

  it('SPEC §3: the questionnaire answers purchase and refi give the goals buy_a_home and refinance', () => {
    expect(USER_GOAL_BY_RESEARCHING_ANSWER).toEqual({ purchase: 'buy_a_home', refi: 'refinance' });
  });

  it('SPEC §9: device types are the three layouts', () => {
    expect(Object.values(DeviceType)).toEqual(['mobile', 'tablet', 'desktop']);
  });
});
