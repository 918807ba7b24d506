import {
  SHORTER_TERM_REFINANCE_TERMS_MONTHS,
  shorterTermRefinanceCalculator,
} from '@lender/mortgage-math';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import {
  DEFAULT_VALUES,
  fieldError,
  request,
  ShorterTermRefinanceCalculator,
  TERMS,
  type ShorterTermValues,
} from './index.ts';
import { version } from './standalone.tsx';
import { renderInUs } from '@lender/calculator-test-support/dom';

const PATH = '/calculators/shorter-term-refinance';
const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

function renderCalculator(initialValues?: Partial<ShorterTermValues>) {
  const onEvent = vi.fn();
  const user = renderInUs(
    <ShorterTermRefinanceCalculator onEvent={onEvent} initialValues={initialValues} />,
  );
  return { onEvent, user };
}

const compare = () => screen.getByRole('button', { name: 'Calculate' });

beforeEach(() => window.history.replaceState(null, '', PATH));

describe('ShorterTermRefinanceCalculator', () => {
  it('names its version as package.json does', () => expect(version).toBe(packageJson.version));

  it('compares the terms mortgage-math compares (10, 15 and 20 years)', () => {
    expect(TERMS.map((term) => term.years * 12)).toEqual([...SHORTER_TERM_REFINANCE_TERMS_MONTHS]);
  });

  it('shows each term beside the current loan, from mortgage-math, and announces the best', async () => {
    const { user, onEvent } = renderCalculator();
    await user.click(compare());
    const expected = shorterTermRefinanceCalculator(request(DEFAULT_VALUES));
    expect(screen.getByTestId('payment-current')).toHaveTextContent(
      money(expected.currentPaymentCents),
    );
    expect(screen.getByTestId('interest-current')).toHaveTextContent(
      money(expected.currentTotalInterestCents),
    );
    for (const option of expected.options) {
      const years = option.termMonths / 12;
      expect(screen.getByTestId(`payment-${years}`)).toHaveTextContent(
        money(option.newPaymentCents),
      );
      expect(screen.getByTestId(`change-${years}`)).toHaveTextContent(
        `${money(option.paymentChangeCents)} more`,
      );
      expect(screen.getByTestId(`saved-${years}`)).toHaveTextContent(
        money(option.interestSavedCents),
      );
      expect(screen.getByTestId(`net-${years}`)).toHaveTextContent(money(option.netSavingsCents));
    }
    const table = screen.getByRole('table', { name: /side by side/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Keep your loan', '10 years (saves most)', '15 years', '20 years']);
    expect(screen.getByRole('status')).toHaveTextContent(/^A 10-year loan saves the most: \$/);
    expect(window.location.hash).toContain('rate10=5.75&rate15=5.875&rate20=6.25');
    expect(onEvent).toHaveBeenCalledWith({
      name: 'CALCULATION_RAN',
      properties: {
        calculator_name: 'shorter term refinance',
        loan_amount_band: '300000-400000',
        result_band: expect.stringMatching(/^\d+(-\d+|\+)$/),
      },
    });
  });

  it('says plainly which terms cost more than keeping the loan, and why', async () => {
    // 12 years left at a low rate: a 20-year loan runs longer, and no term saves enough.
    const { user } = renderCalculator({
      rate: '4',
      years: '12',
      rate10: '6',
      rate15: '6.25',
      rate20: '6.5',
    });
    await user.click(compare());
    const warning = screen.getByTestId('costs-more');
    expect(warning).toHaveTextContent(
      /A 20-year loan would cost you \$[\d,]+ more than keeping your loan: it runs 8 years longer/,
    );
    expect(screen.getByTestId('headline')).toHaveTextContent(
      'None of these loans saves you money once the closing costs are paid',
    );
  });

  it('checks each rate and the current loan, keeping what was typed', async () => {
    const { user, onEvent } = renderCalculator();
    const rate15 = screen.getByLabelText(/^15-year loan rate/);
    await user.clear(rate15);
    await user.tab();
    expect(rate15).toHaveAccessibleDescription(/Enter the interest rate for a 15-year loan/);
    const months = screen.getByLabelText(/^Months/);
    await user.clear(months);
    await user.type(months, '14');
    await user.tab();
    expect(months).toHaveAccessibleDescription(/Months left must be from 0 to 11/);
    expect(months).toHaveValue('14');
    await user.click(compare());
    const summary = screen.getByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'Enter the interest rate for a 15-year loan' }),
    ).toHaveAttribute('href', `#${rate15.id}`);
    expect(onEvent).toHaveBeenCalledWith({
      name: 'FORM_FIELD_ERROR',
      properties: {
        form_name: 'shorter term refinance',
        field_name: 'months',
        error_message: 'Months left must be from 0 to 11',
      },
    });
  });

  it.each([
    [{ rate10: '21' }, 'rate10', 'Rate for a 10-year loan must be between 0 and 20'],
    [{ rate20: 'x' }, 'rate20', 'Rate for a 20-year loan must be a number, like 6.25'],
    [{ balance: '' }, 'balance', 'Enter what you still owe on your mortgage'],
    [{ closingCosts: '10000001' }, 'closingCosts', 'Closing costs must be $10,000,000 or less'],
  ] as const)('%j: %s says "%s"', (change, field, message) => {
    expect(fieldError(field, { ...DEFAULT_VALUES, ...change })).toBe(message);
  });

  it('opens a shared link with its figures at once; Back shows the previous ones', async () => {
    window.history.replaceState(
      null,
      '',
      `${PATH}#balance=450000&rate=6.5&years=25&months=0&closingCosts=8000&payCosts=loan&rate10=5.5&rate15=5.625&rate20=6`,
    );
    const { user, onEvent } = renderCalculator();
    const linked = shorterTermRefinanceCalculator(
      request({
        ...DEFAULT_VALUES,
        balance: '450000',
        rate: '6.5',
        years: '25',
        closingCosts: '8000',
        payCosts: 'loan',
        rate10: '5.5',
        rate15: '5.625',
        rate20: '6',
      }),
    );
    expect(screen.getByTestId('payment-15')).toHaveTextContent(
      money(linked.options[1]!.newPaymentCents),
    );
    expect(onEvent).toHaveBeenCalledTimes(1);
    const linkHash = window.location.hash;
    const rate15 = screen.getByLabelText(/^15-year loan rate/);
    await user.clear(rate15);
    await user.type(rate15, '5');
    await user.tab();
    expect(window.location.hash).toMatch(/rate15=5(&|$)/);
    act(() => {
      window.history.replaceState(null, '', `${PATH}${linkHash}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByTestId('payment-15')).toHaveTextContent(
      money(linked.options[1]!.newPaymentCents),
    );
    expect(screen.getByLabelText(/^15-year loan rate/)).toHaveValue('5.625');
  });
});
