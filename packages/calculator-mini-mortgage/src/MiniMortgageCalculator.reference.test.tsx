// The mini mortgage widget against Excel's PMT (formulajs) and the published tables, as the
// visitor types each case: the payment on screen, and the full calculator's link carrying it.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { describe, expect, it } from 'vitest';
import { MiniMortgageCalculator } from './MiniMortgageCalculator.tsx';
import { halfUp, pmtCents } from '@lender/calculator-test-support';

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

// PMI read by hand off the Essent/MGIC card at the widget's 720 tier (30-year card over 20 years).
// prettier-ignore
const CASES = [
  { price: '$320,000', priceCents: 320_000_00, percent: '20', rate: '6.5', years: '30', pmi: 0 },
  { price: '450000', priceCents: 450_000_00, percent: '5', rate: '7.125', years: '30', pmi: 0.66 },
  { price: '$275,500', priceCents: 275_500_00, percent: '10', rate: '6', years: '15', pmi: 0.37 },
  { price: '199000', priceCents: 199_000_00, percent: '3', rate: '6.75', years: '30', pmi: 0.87 },
  { price: '$1,250,000', priceCents: 1_250_000_00, percent: '30', rate: '7.5', years: '20', pmi: 0 },
  { price: '365000', priceCents: 365_000_00, percent: '15', rate: '5.99', years: '30', pmi: 0.23 },
  { price: '$88,000', priceCents: 88_000_00, percent: '12', rate: '9.25', years: '10', pmi: 0.37 },
];

describe(`the mini mortgage widget against Excel and the published tables (${CASES.length} cases)`, () => {
  it.each(CASES)('$price, $percent% down, $rate% for $years years', async (c) => {
    render(
      <I18nProvider locale="en-US">
        <MiniMortgageCalculator />
      </I18nProvider>,
    );
    const user = userEvent.setup();
    const type = async (label: RegExp, text: string) => {
      const box = screen.getByLabelText(label);
      await user.clear(box);
      await user.type(box, text);
      await user.tab();
    };
    await type(/^Home price/, c.price);
    await type(/^Percent/, c.percent);
    await type(/^Interest rate/, c.rate);
    await user.click(screen.getByRole('radio', { name: `${c.years} years` }));
    const downCents = halfUp((c.priceCents * Number(c.percent)) / 100);
    const loanCents = c.priceCents - downCents;
    const pi = pmtCents(loanCents, Number(c.rate), Number(c.years) * 12);
    const tax = halfUp((c.priceCents * 1.14) / 100 / 12); // the US average: no ZIP code here
    const insurance = halfUp((c.priceCents * 2408) / 300_000 / 12);
    const pmi = halfUp((loanCents * c.pmi) / 1200);
    expect(screen.getByTestId('mini-payment')).toHaveTextContent(usd(pi + tax + insurance + pmi));
    expect(screen.getByRole('link', { name: /See the full breakdown/ })).toHaveAttribute(
      'href',
      `/calculators/mortgage#price=${c.priceCents / 100}&down=${downCents / 100}&rate=${c.rate}&term=${c.years}`,
    );
  });
});
