// The mortgage calculator against independent reference values (issue 24, acceptance 1): each
// case is a shared link opened in the calculator, and the payment on screen must equal Excel's
// PMT (formulajs) plus tax, insurance, PMI and HOA worked out by hand from the published tables;
// the lifetime interest must sit within the cent schedule's drift bound of Excel's CUMIPMT.
import { cumipmtCents, driftBoundCents, halfUp, pmtCents } from '@lender/calculator-test-support';
import { render, screen, waitFor, within } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { describe, expect, it } from 'vitest';
import { MortgageCalculator } from './MortgageCalculator.tsx';
import { demoApi } from './test-support/demo-api.ts';
import { insuranceCents, STATE_OF_ZIP, TAX_RATE_PERCENT } from './test-support/published-tables.ts';

interface Case {
  /** The hash as shared. */
  hash: string;
  price: number;
  down: number;
  rate: number;
  years: number;
  zip?: string;
  /** Yearly tax / insurance typed, dollars. */
  tax?: number;
  insurance?: number;
  hoa?: number;
  /** Mortgage insurance rate read by hand off the Essent/MGIC card for the tier and band, or typed. */
  pmi: number;
}

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

// prettier-ignore
const CASES: Case[] = [
  { hash: 'price=400000&down=80000&rate=6.5&term=30', price: 400_000, down: 80_000, rate: 6.5, years: 30, pmi: 0 },
  { hash: 'price=350000&down=17500&rate=6.875&term=30&zip=77002', price: 350_000, down: 17_500, rate: 6.875, years: 30, zip: '77002', pmi: 0.66 },
  { hash: 'price=250000&down=7500&rate=7.25&term=30&credit=660', price: 250_000, down: 7_500, rate: 7.25, years: 30, pmi: 1.54 },
  { hash: 'price=600000&down=120000&rate=6&term=15&zip=48226', price: 600_000, down: 120_000, rate: 6, years: 15, zip: '48226', pmi: 0 },
  { hash: 'price=500000&down=50000&rate=6.25&term=30', price: 500_000, down: 50_000, rate: 6.25, years: 30, pmi: 0.46 },
  { hash: 'price=325000&down=48750&rate=5.875&term=20', price: 325_000, down: 48_750, rate: 5.875, years: 20, pmi: 0.23 },
  { hash: 'price=199900&down=6997&rate=6.99&term=30&credit=620', price: 199_900, down: 6_997, rate: 6.99, years: 30, pmi: 1.86 },
  { hash: 'price=1000000&down=250000&rate=7&term=30&zip=96813', price: 1_000_000, down: 250_000, rate: 7, years: 30, zip: '96813', pmi: 0 },
  { hash: 'price=275000&down=27500&rate=6.5&term=15&credit=660', price: 275_000, down: 27_500, rate: 6.5, years: 15, pmi: 0.66 },
  { hash: 'price=450000&down=22500&rate=7.5&term=30', price: 450_000, down: 22_500, rate: 7.5, years: 30, pmi: 0.66 },
  { hash: 'price=820000&down=164000&rate=6.625&term=30&hoa=450', price: 820_000, down: 164_000, rate: 6.625, years: 30, hoa: 450, pmi: 0 },
  { hash: 'price=380000&down=11400&rate=6.75&term=30&zip=48226&credit=580', price: 380_000, down: 11_400, rate: 6.75, years: 30, zip: '48226', pmi: 1.86 },
  { hash: 'price=700000&down=350000&rate=5.5&term=10', price: 700_000, down: 350_000, rate: 5.5, years: 10, pmi: 0 },
  { hash: 'price=95000&down=9500&rate=9&term=30&credit=620', price: 95_000, down: 9_500, rate: 9, years: 30, pmi: 0.94 },
  { hash: 'price=550000&down=110000&rate=0&term=30', price: 550_000, down: 110_000, rate: 0, years: 30, pmi: 0 },
  { hash: 'price=285000&down=17100&rate=7.125&term=30&credit=660', price: 285_000, down: 17_100, rate: 7.125, years: 30, pmi: 1.28 },
  { hash: 'price=640000&down=115200&rate=6.4&term=30&hoa=325&credit=660', price: 640_000, down: 115_200, rate: 6.4, years: 30, hoa: 325, pmi: 0.38 },
  { hash: 'price=365000&down=73000&rate=6.85&term=20&tax=5000&insurance=1400', price: 365_000, down: 73_000, rate: 6.85, years: 20, tax: 5_000, insurance: 1_400, pmi: 0 },
  { hash: 'price=480000&down=38400&rate=6.95&term=30&pmi=0.55', price: 480_000, down: 38_400, rate: 6.95, years: 30, pmi: 0.55 },
  { hash: 'price=260000&down=7800&rate=6.2&term=15&zip=77002&credit=660', price: 260_000, down: 7_800, rate: 6.2, years: 15, zip: '77002', pmi: 1.34 },
  { hash: 'price=410000&down=41000&rate=10&term=30&tax=3900&insurance=2100&hoa=60', price: 410_000, down: 41_000, rate: 10, years: 30, tax: 3_900, insurance: 2_100, hoa: 60, pmi: 0.46 },
  { hash: 'price=150000&down=22500&rate=8&term=10&credit=580', price: 150_000, down: 22_500, rate: 8, years: 10, pmi: 0.41 },
];

function expected(c: Case) {
  const priceCents = c.price * 100;
  const loanCents = priceCents - c.down * 100;
  const months = c.years * 12;
  const pi = pmtCents(loanCents, c.rate, months);
  const state = c.zip === undefined ? 'US' : STATE_OF_ZIP[c.zip]!;
  const tax =
    c.tax === undefined
      ? halfUp((priceCents * TAX_RATE_PERCENT[state]!) / 100 / 12)
      : halfUp((c.tax * 100) / 12);
  const insurance =
    c.insurance === undefined ? insuranceCents(priceCents) : halfUp((c.insurance * 100) / 12);
  const pmi = halfUp((loanCents * c.pmi) / 1200);
  const hoa = (c.hoa ?? 0) * 100;
  return {
    loanCents,
    months,
    pi,
    tax,
    insurance,
    pmi,
    hoa,
    total: pi + tax + insurance + pmi + hoa,
  };
}

const legendValue = (label: string) => {
  const item = screen.getByText(label, { selector: '.lui-donut__label' }).closest('li')!;
  return within(item).getByText(/\$/).textContent;
};

describe(`the mortgage calculator against Excel and the published tables (${CASES.length} cases)`, () => {
  it.each(CASES)('#$hash', async (c) => {
    window.history.replaceState(null, '', `/calculators/mortgage#${c.hash}`);
    render(
      <I18nProvider locale="en-US">
        <MortgageCalculator fetch={demoApi()} />
      </I18nProvider>,
    );
    const want = expected(c);
    if (c.zip) expect(await screen.findByText(/we use .*average property tax rate/)).toBeVisible();
    await waitFor(() =>
      expect(screen.getByTestId('monthly-payment')).toHaveTextContent(usd(want.total)),
    );
    expect(legendValue('Principal and interest')).toBe(usd(want.pi));
    expect(legendValue('Property tax')).toBe(usd(want.tax));
    expect(legendValue('Homeowners insurance')).toBe(usd(want.insurance));
    expect(legendValue('Mortgage insurance')).toBe(usd(want.pmi));
    expect(legendValue('HOA dues')).toBe(usd(want.hoa));
    const summary = within(screen.getByTestId('loan-summary'));
    const row = (term: string) => summary.getByText(term).nextElementSibling!.textContent!;
    expect(row('Loan amount')).toBe(usd(want.loanCents));
    // Lifetime interest: the cent schedule, within its drift bound of Excel's exact CUMIPMT.
    const shown = summary.getByText('Total interest over the loan').nextElementSibling!
      .textContent!;
    const shownCents = Math.round(Number(shown.replace(/[$,]/g, '')) * 100);
    expect(
      Math.abs(shownCents - cumipmtCents(want.loanCents, c.rate, want.months)),
    ).toBeLessThanOrEqual(driftBoundCents(c.rate, want.months));
  });
});
