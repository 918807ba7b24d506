// Issue 24, acceptance 1: the mini widget's figures for a form, against Excel's IPMT
// (@formulajs/formulajs) for the HELOC's interest-only payment and plain arithmetic for the
// 90 % combined-LTV cap — not against @lender/mortgage-math itself.
import { IPMT } from '@formulajs/formulajs';
import { describe, expect, it } from 'vitest';
import { miniFigures, type MiniHomeEquityValues } from './mini-form.ts';

const halfUp = (cents: number) => Math.sign(cents) * Math.round(Math.abs(cents) + 1e-9);

// prettier-ignore
const CASES: MiniHomeEquityValues[] = [
  { homeValue: '450000', firstMortgage: '250000' },
  { homeValue: '$520,000', firstMortgage: '300,000' },
  { homeValue: '320000', firstMortgage: '290000' }, // above 90 %: nothing to borrow
  { homeValue: '410000', firstMortgage: '0' },
  { homeValue: '289900', firstMortgage: '145123.45' },
  { homeValue: '1250000', firstMortgage: '1125000' }, // exactly at 90 %
];

describe('the mini home equity widget’s figures against Excel (6 cases)', () => {
  it.each(CASES)('%o', (values) => {
    const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);
    const value = cents(values.homeValue);
    const owed = cents(values.firstMortgage);
    const available = Math.max(0, Math.floor((value * 90) / 100 + 1e-6) - owed);
    const result = miniFigures(values)!;
    expect(result.equityCents).toBe(value - owed);
    expect(result.availableCents).toBe(available);
    const interest = IPMT(8.25 / 1200, 1, 240, available / 100);
    if (typeof interest !== 'number') throw interest;
    expect(result.helocInterestOnlyPaymentCents).toBe(
      available === 0 ? 0 : halfUp(-interest * 100),
    );
  });
});
