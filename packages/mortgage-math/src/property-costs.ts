// Default property tax and homeowners insurance, the two running costs of owning that every
// payment estimate adds to principal and interest. Both are data with a source and a date, and
// every caller may pass its own figure instead (finance-anchors.md: "keep them as editable data").
import { roundHalfUpToCent } from './money.ts';

/** The 50 states and the District of Columbia, as USPS two-letter codes. */
// prettier-ignore
export type UsStateCode =
  | 'AL' | 'AK' | 'AZ' | 'AR' | 'CA' | 'CO' | 'CT' | 'DE' | 'DC' | 'FL' | 'GA' | 'HI' | 'ID'
  | 'IL' | 'IN' | 'IA' | 'KS' | 'KY' | 'LA' | 'ME' | 'MD' | 'MA' | 'MI' | 'MN' | 'MS' | 'MO'
  | 'MT' | 'NE' | 'NV' | 'NH' | 'NJ' | 'NM' | 'NY' | 'NC' | 'ND' | 'OH' | 'OK' | 'OR' | 'PA'
  | 'RI' | 'SC' | 'SD' | 'TN' | 'TX' | 'UT' | 'VT' | 'VA' | 'WA' | 'WV' | 'WI' | 'WY';

// Percent of home value per year. Alphabetical by state name as in the source table, except
// that the table lists DC last.
// prettier-ignore
const RATE_PERCENT_BY_STATE: Readonly<Record<UsStateCode, number>> = {
  AL: 0.41, AK: 1.24, AZ: 0.85, AR: 0.57, CA: 0.78, CO: 0.61, CT: 1.7, DE: 0.49, DC: 0.54,
  FL: 1.09, GA: 0.93, HI: 0.27, ID: 0.74, IL: 1.93, IN: 0.84, IA: 1.34, KS: 1.35, KY: 0.78,
  LA: 0.43, ME: 1.17, MD: 0.98, MA: 1.08, MI: 1.82, MN: 1.1, MS: 0.73, MO: 0.94, MT: 0.85,
  NE: 1.82, NV: 0.98, NH: 1.92, NJ: 2.01, NM: 0.66, NY: 1.38, NC: 0.81, ND: 1.36, OH: 1.44,
  OK: 0.8, OR: 0.98, PA: 1.4, RI: 1.47, SC: 0.55, SD: 1.32, TN: 0.7, TX: 1.9, UT: 0.65,
  VT: 1.61, VA: 0.77, WA: 0.98, WV: 0.58, WI: 1.85, WY: 0.62,
};

// Median effective rate on owner-occupied housing = median real estate taxes paid ÷ median home
// value, so it already reflects assessment ratios and homestead exemptions a levy rate leaves out.
/** Effective property tax rate (percent of home value a year) for each state and DC, with its source and edition. */
export const DEFAULT_PROPERTY_TAX_RATE_BY_STATE = {
  source:
    'Tax Foundation, "Property Taxes on Owner-Occupied Housing as Percentage of Median Home ' +
    'Value, by State, Calendar Year 2010" (2010 American Community Survey, U.S. Census Bureau; ' +
    'Tax Foundation calculations). All 51 figures and the U.S. figure were transcribed from a ' +
    'stored copy of that table and checked against its rank column. The edition is old: newer ' +
    'Tax Foundation editions (e.g. the calendar-2019 map: NJ 2.13 %, IL 1.97 %, NH 1.89 %, ' +
    'HI 0.31 %, AL 0.37 %) could not be retrieved in full here, so they are not verified and ' +
    'not used. Refresh from the current ACS (median real estate taxes ÷ median value) before ' +
    'launch.',
  edition: 'Calendar year 2010 (ACS 2010)',
  url: 'https://www.scribd.com/doc/82720797/Prop-Percent-of-Home-Value (copy of the taxfoundation.org table)',
  /** The same table's United States row: the fallback for a code that is not a state or DC. */
  nationalRatePercent: 1.14,
  ratePercentByState: RATE_PERCENT_BY_STATE,
} as const;

/** Property tax rate used when the state is unknown: the source table's United States figure. */
export const NATIONAL_PROPERTY_TAX_RATE_PERCENT =
  DEFAULT_PROPERTY_TAX_RATE_BY_STATE.nationalRatePercent;

/** True when `code` (upper case) is one of the 50 states or DC. */
export function isUsStateCode(code: string): code is UsStateCode {
  return Object.hasOwn(DEFAULT_PROPERTY_TAX_RATE_BY_STATE.ratePercentByState, code);
}

/** Default property tax rate (percent of home value per year) for a two-letter state code, any case; the national rate otherwise. */
export function propertyTaxRatePercent(state: string): number {
  const code = state.trim().toUpperCase();
  return isUsStateCode(code)
    ? DEFAULT_PROPERTY_TAX_RATE_BY_STATE.ratePercentByState[code]
    : NATIONAL_PROPERTY_TAX_RATE_PERCENT;
}

/** Monthly property tax in cents: home value × annual rate ÷ 12, rounded half-up to the cent. */
export function monthlyPropertyTaxCents(homeValueCents: number, annualRatePercent: number): number {
  return roundHalfUpToCent((homeValueCents * annualRatePercent) / 100 / 12);
}

// Bankrate's figure as quoted in shared/research/finance-anchors.md §8. NerdWallet ($2,110) and
// Insurify ($2,532) bracket it, so it is a middle estimate, not a quote.
/** National average homeowners insurance premium for $300,000 of dwelling coverage, with its source. */
export const DEFAULT_HOMEOWNERS_INSURANCE = {
  source: 'Bankrate national average annual premium, $300,000 dwelling coverage, September 2025',
  url: 'https://programbusiness.com/news/average-u-s-homeowners-insurance-costs-rise-to-2408-annually',
  annualPremiumCents: 2_408_00,
  dwellingCoverageCents: 300_000_00,
} as const;

// Scaled in proportion to value, assuming dwelling coverage equal to the price; land is not
// insured, so this errs high where land is a large share of the price.
/** Default homeowners insurance, percent of home value a year (≈ 0.803 %): the Bankrate premium ÷ its coverage. */
export const DEFAULT_HOMEOWNERS_INSURANCE_RATE_PERCENT =
  (DEFAULT_HOMEOWNERS_INSURANCE.annualPremiumCents /
    DEFAULT_HOMEOWNERS_INSURANCE.dwellingCoverageCents) *
  100;

/** Annual homeowners insurance in cents for a home value, at the default rate unless another is given. */
export function annualHomeownersInsuranceCents(
  homeValueCents: number,
  annualRatePercent: number = DEFAULT_HOMEOWNERS_INSURANCE_RATE_PERCENT,
): number {
  return roundHalfUpToCent((homeValueCents * annualRatePercent) / 100);
}

/** Monthly homeowners insurance in cents for a home value, at the default rate unless another is given. */
export function monthlyHomeownersInsuranceCents(
  homeValueCents: number,
  annualRatePercent: number = DEFAULT_HOMEOWNERS_INSURANCE_RATE_PERCENT,
): number {
  return roundHalfUpToCent((homeValueCents * annualRatePercent) / 100 / 12);
}
