// The mini purchase/refinance widget against Excel's PMT (formulajs) and the published tables,
// each case typed as a visitor would: the estimated payment on screen must match.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { describe, expect, it } from 'vitest';
import { MiniPurchaseRefinance } from './MiniPurchaseRefinance.tsx';
import { halfUp, pmtCents } from '@lender/calculator-test-support';

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

interface Case {
  tab: 'purchase' | 'refinance';
  /** Price or value, what is put down or owed, cash out: as typed. */
  boxes: [RegExp, string][];
  valueCents: number;
  loanCents: number;
  rate: string;
  years: string;
  /** The Essent/MGIC card's rate at the 720 tier for the loan's band, read by hand. */
  pmi: number;
}

// prettier-ignore
const CASES: Case[] = [
  { tab: 'purchase', boxes: [[/^Home price/, '$350,000'], [/^Down payment/, '17500']], valueCents: 350_000_00, loanCents: 332_500_00, rate: '6.875', years: '30', pmi: 0.66 },
  { tab: 'purchase', boxes: [[/^Home price/, '600000'], [/^Down payment/, '$60,000']], valueCents: 600_000_00, loanCents: 540_000_00, rate: '6', years: '15', pmi: 0.37 },
  { tab: 'purchase', boxes: [[/^Home price/, '275000'], [/^Down payment/, '41250']], valueCents: 275_000_00, loanCents: 233_750_00, rate: '5.99', years: '20', pmi: 0.23 },
  { tab: 'purchase', boxes: [[/^Home price/, '$999,999'], [/^Down payment/, '333333']], valueCents: 999_999_00, loanCents: 666_666_00, rate: '7.125', years: '30', pmi: 0 },
  { tab: 'refinance', boxes: [[/^Home value/, '500000'], [/^What you owe/, '300000']], valueCents: 500_000_00, loanCents: 300_000_00, rate: '6.25', years: '30', pmi: 0 },
  { tab: 'refinance', boxes: [[/^Home value/, '$400,000'], [/^What you owe/, '370000']], valueCents: 400_000_00, loanCents: 370_000_00, rate: '6.125', years: '30', pmi: 0.66 },
  { tab: 'refinance', boxes: [[/^Home value/, '800000'], [/^What you owe/, '200000'], [/^Cash out/, '$50,000']], valueCents: 800_000_00, loanCents: 250_000_00, rate: '5.5', years: '10', pmi: 0 },
  { tab: 'refinance', boxes: [[/^Home value/, '500000'], [/^What you owe/, '300000'], [/^Cash out/, '150000']], valueCents: 500_000_00, loanCents: 450_000_00, rate: '6.75', years: '30', pmi: 0.46 },
];

describe(`the mini purchase/refinance widget against Excel and the published tables (${CASES.length} cases)`, () => {
  it.each(CASES)('$tab at $rate% for $years years', async (c) => {
    render(
      <I18nProvider locale="en-US">
        <MiniPurchaseRefinance initialValues={{ tab: c.tab }} />
      </I18nProvider>,
    );
    const user = userEvent.setup();
    for (const [label, text] of [...c.boxes, [/^Interest rate/, c.rate] as [RegExp, string]]) {
      const box = screen.getByLabelText(label);
      await user.clear(box);
      await user.type(box, text);
      await user.tab();
    }
    await user.click(screen.getByRole('radio', { name: `${c.years} years` }));
    const pi = pmtCents(c.loanCents, Number(c.rate), Number(c.years) * 12);
    const tax = halfUp((c.valueCents * 1.14) / 100 / 12); // the US average: no ZIP code here
    const insurance = halfUp((c.valueCents * 2408) / 300_000 / 12);
    const pmi = halfUp((c.loanCents * c.pmi) / 1200);
    expect(screen.getByTestId(`${c.tab}-payment`)).toHaveTextContent(
      usd(pi + tax + insurance + pmi),
    );
  });
});
