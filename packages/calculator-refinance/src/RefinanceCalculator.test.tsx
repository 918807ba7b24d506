import { lowerPaymentRefinanceCalculator } from '@lender/mortgage-math';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { fieldError, RefinanceCalculator, DEFAULT_VALUES, type RefinanceValues } from './index.ts';
import { version } from './standalone.tsx';
import {
  calculateButton,
  enter,
  expectLastCalculationRan,
  expectOneCalculationRan,
  formFieldError,
  goBackTo,
  renderWithEvents,
  usd,
} from '@lender/calculator-test-support/dom';

const PATH = '/calculators/refinance';

const renderCalculator = (initialValues?: Partial<RefinanceValues>) =>
  renderWithEvents(RefinanceCalculator, { initialValues });

beforeEach(() => window.history.replaceState(null, '', PATH));

describe('RefinanceCalculator', () => {
  it('names its version as package.json does', () => expect(version).toBe(packageJson.version));

  it('shows the new payment, savings, break-even and lifetime change from mortgage-math, announces them and puts the form in the hash', async () => {
    const { user, onEvent } = renderCalculator();
    await user.click(calculateButton());
    const expected = lowerPaymentRefinanceCalculator({
      currentBalanceCents: 300_000_00,
      currentAnnualRatePercent: 7.5,
      currentRemainingMonths: 336,
      newAnnualRatePercent: 6.25,
      newTermMonths: 360,
      closingCostsCents: 6_000_00,
      rollClosingCostsIntoLoan: false,
    });
    expect(screen.getByTestId('current-payment')).toHaveTextContent(
      usd(expected.currentPaymentCents),
    );
    expect(screen.getByTestId('new-payment')).toHaveTextContent(usd(expected.newPaymentCents));
    expect(screen.getByTestId('monthly-savings')).toHaveTextContent(
      usd(expected.monthlySavingsCents),
    );
    expect(screen.getByTestId('break-even')).toHaveTextContent(
      new RegExp(`^${expected.breakEvenMonth} months`),
    );
    expect(screen.getByTestId('current-interest')).toHaveTextContent(
      usd(expected.currentTotalInterestCents),
    );
    expect(screen.getByTestId('new-interest')).toHaveTextContent(
      usd(expected.newTotalInterestCents),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      `Your payment would go down by ${usd(expected.monthlySavingsCents)}`,
    );
    expect(window.location.hash).toBe(
      '#balance=300000&rate=7.5&years=28&months=0&newRate=6.25&newTerm=30&closingCosts=6000&payCosts=cash',
    );
    expectLastCalculationRan(onEvent, 'refinance', {
      loan_amount_band: '300000-400000',
      result_band: '250-500',
    });
  });

  it('says plainly when a lower payment costs more over the life of the loan', async () => {
    const { user } = renderCalculator({ rate: '6.5', years: '10', newRate: '6', newTerm: '30' });
    await user.click(calculateButton());
    const warning = screen.getByTestId('costs-more');
    expect(warning).toHaveTextContent(/^Refinancing would cost you \$[\d,]+ more over the life/);
    expect(warning).toHaveTextContent('runs 20 years longer than what is left on your loan');
    expect(screen.getByRole('status')).toHaveTextContent(/But over the life of the loan/);
  });

  it('says plainly when the new payment is higher, with no break-even', async () => {
    const { user } = renderCalculator({ rate: '5', newRate: '7', newTerm: '30' });
    await user.click(calculateButton());
    expect(screen.getByText(/^Your monthly payment would go up by/)).toBeInTheDocument();
    expect(screen.getByTestId('costs-more')).toHaveTextContent(
      'This refinance would not lower your payment.',
    );
    expect(screen.getByTestId('break-even')).toHaveTextContent(
      'Never: the payment does not go down',
    );
  });

  it('checks a field when it is left, and all of them on submit, keeping what was typed', async () => {
    const { user, onEvent } = renderCalculator();
    const balance = await enter(user, screen.getByLabelText(/^Loan balance/), '');
    expect(balance).toHaveAccessibleDescription(/Enter what you still owe on your mortgage/);
    const rate = await enter(user, screen.getByLabelText(/^New interest rate/), '21');
    expect(rate).toHaveAccessibleDescription(/New interest rate must be between 0 and 20/);
    expect(rate).toHaveValue('21');
    await user.click(calculateButton());
    const summary = screen.getByRole('alert');
    expect(within(summary).getByText('There is a problem')).toBeInTheDocument();
    expect(
      within(summary).getByRole('link', { name: 'Enter what you still owe on your mortgage' }),
    ).toHaveAttribute('href', `#${balance.id}`);
    // The example figures stay, said to be for the last complete answers.
    expect(screen.getByTestId('figures-note')).toHaveTextContent(/last complete answers/);
    expect(onEvent).toHaveBeenCalledWith(
      formFieldError('refinance', 'newRate', 'New interest rate must be between 0 and 20'),
    );
  });

  it.each([
    [{ years: '0', months: '0' }, 'years', 'Time left on your loan must be at least 1 month'],
    [{ years: '41' }, 'years', 'Years left must be from 0 to 40'],
    [{ years: '' }, 'years', 'Enter the years left on your loan, or 0'],
    [{ months: '12' }, 'months', 'Months left must be from 0 to 11'],
    [{ rate: '' }, 'rate', 'Enter the interest rate of your current loan'],
    [{ rate: 'abc' }, 'rate', 'Current interest rate must be a number, like 7.25'],
    [{ balance: '0' }, 'balance', 'Loan balance must be more than $0'],
    [{ balance: '100000001' }, 'balance', 'Loan balance must be $100,000,000 or less'],
    [
      { closingCosts: '' },
      'closingCosts',
      'Enter the closing costs of the new loan, or 0 if there are none',
    ],
  ] as const)('%j: %s says "%s"', (change, field, message) => {
    expect(fieldError(field, { ...DEFAULT_VALUES, ...change })).toBe(message);
  });

  it.each([
    [{ years: '0', months: '1' }, 'years'],
    [{ years: '40', months: '' }, 'years'],
    [{ rate: '0' }, 'rate'],
    [{ rate: '20' }, 'rate'],
    [{ closingCosts: '0' }, 'closingCosts'],
    [{ balance: '$350,000' }, 'balance'],
  ] as const)('%j: %s is right', (change, field) => {
    expect(fieldError(field, { ...DEFAULT_VALUES, ...change })).toBeUndefined();
  });

  it('opens a shared link with its figures at once, and reports the calculation with bands only', () => {
    window.history.replaceState(
      null,
      '',
      `${PATH}#zip=48226&balance=450000&rate=6.875&years=25&months=0&newRate=6.5&newTerm=25&closingCosts=9000&payCosts=loan`,
    );
    const { onEvent } = renderCalculator();
    const expected = lowerPaymentRefinanceCalculator({
      currentBalanceCents: 450_000_00,
      currentAnnualRatePercent: 6.875,
      currentRemainingMonths: 300,
      newAnnualRatePercent: 6.5,
      newTermMonths: 300,
      closingCostsCents: 9_000_00,
      rollClosingCostsIntoLoan: true,
    });
    expect(screen.getByTestId('new-payment')).toHaveTextContent(usd(expected.newPaymentCents));
    expect(screen.getByRole('radio', { name: 'Add them to the new loan' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '25 years' })).toBeChecked();
    expectOneCalculationRan(onEvent, 'refinance', {
      loan_amount_band: '400000-500000',
      result_band: expect.any(String),
    });
    expect(JSON.stringify(onEvent.mock.calls)).not.toMatch(/450000|6\.875/);
  });

  it('recalculates when a field changes once figures show, and Back returns to the previous figures', async () => {
    const { user } = renderCalculator();
    await user.click(calculateButton());
    const first = screen.getByTestId('new-payment').textContent;
    const firstHash = window.location.hash;
    await user.click(screen.getByRole('radio', { name: '15 years' }));
    expect(window.location.hash).toMatch(/newTerm=15/);
    expect(screen.getByTestId('new-payment').textContent).not.toBe(first);
    goBackTo(`${PATH}${firstHash}`);
    expect(screen.getByTestId('new-payment')).toHaveTextContent(first!);
    expect(screen.getByRole('radio', { name: '30 years' })).toBeChecked();
  });

  it('ignores choices a link cannot make and keeps the defaults for them', () => {
    window.history.replaceState(null, '', `${PATH}#newTerm=7&payCosts=card`);
    renderCalculator();
    expect(screen.getByRole('radio', { name: '30 years' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pay them in cash at closing' })).toBeChecked();
  });

  it('a link with a wrong value shows its message and no figures', () => {
    window.history.replaceState(null, '', `${PATH}#balance=abc`);
    renderCalculator();
    expect(screen.queryByTestId('refinance-results')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Loan balance/)).toHaveAccessibleDescription(
      /Loan balance must be an amount in dollars/,
    );
  });
});
