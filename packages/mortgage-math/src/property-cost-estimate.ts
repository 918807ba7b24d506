// The yearly property tax and homeowners insurance a payment calculator fills in before the
// visitor types their own (issue 24: ZIP-based defaults): the same defaults housing-cost.ts
// prices the monthly payment with, shown as the yearly amounts people know from their bills.
import { roundHalfUpToCent } from './money.ts';
import {
  annualHomeownersInsuranceCents,
  DEFAULT_HOMEOWNERS_INSURANCE_RATE_PERCENT,
  isUsStateCode,
  propertyTaxRatePercent,
  type UsStateCode,
} from './property-costs.ts';

/** The defaults for one home: the state's tax rate (or the national one) and both yearly amounts. */
export interface PropertyCostEstimate {
  /** The state whose rate was used; undefined when the national rate stands in. */
  stateCode: UsStateCode | undefined;
  propertyTaxRatePercent: number;
  propertyTaxAnnualCents: number;
  homeownersInsuranceRatePercent: number;
  homeownersInsuranceAnnualCents: number;
}

/**
 * Yearly property tax (value × the state's effective rate) and homeowners insurance (value × the
 * national average rate), each half-up to the cent, for a home worth `homeValueCents` in
 * `stateCode` (any case; unknown or absent → the national property tax rate).
 */
export function propertyCostEstimate(
  homeValueCents: number,
  stateCode?: string,
): PropertyCostEstimate {
  if (!Number.isSafeInteger(homeValueCents) || homeValueCents < 0) {
    throw new RangeError('homeValueCents must be a whole number of cents, 0 or more');
  }
  const code = stateCode?.trim().toUpperCase() ?? '';
  const known = isUsStateCode(code) ? code : undefined;
  const rate = propertyTaxRatePercent(code);
  return {
    stateCode: known,
    propertyTaxRatePercent: rate,
    propertyTaxAnnualCents: roundHalfUpToCent((homeValueCents * rate) / 100),
    homeownersInsuranceRatePercent: DEFAULT_HOMEOWNERS_INSURANCE_RATE_PERCENT,
    homeownersInsuranceAnnualCents: annualHomeownersInsuranceCents(homeValueCents),
  };
}
