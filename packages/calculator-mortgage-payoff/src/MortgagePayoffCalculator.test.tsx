import { formatUsd, mortgagePayoffCalculator } from '@lender/mortgage-math';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import {
  calculatorInput,
  defaultValues,
  MortgagePayoffCalculator,
  valuesFromHash,
  valuesToHash,
  type MortgagePayoffCalculatorProps,
  type MortgagePayoffValues,
} from './index.ts';
import { version } from './standalone.tsx';
import {
  calculateButton,
  enter,
  expectLastCalculationRan,
  expectOneCalculationRan,
  expectOpensWithExample,
  formFieldError,
  renderWithEvents,
  type User,
} from '@lender/calculator-test-support/dom';

const TODAY = { year: 2026, month: 11 };

const renderCalculator = (props: MortgagePayoffCalculatorProps = {}) =>
  renderWithEvents(MortgagePayoffCalculator, { today: TODAY, ...props });

const submit = (user: User) => user.click(calculateButton());

/** mortgage-math's answer to `goal` for the example loan, next paid December 2026. */
const examplePayoff = (
  goal:
    | { goal: 'payoffDateForExtra'; extraMonthlyCents: number }
    | { goal: 'extraForPayoffDate'; payoffBy: { year: number; month: number } },
) =>
  mortgagePayoffCalculator({
    currentBalanceCents: 250_000_00,
    annualRatePercent: 6.5,
    remainingMonths: 300,
    startDate: { year: 2026, month: 12 },
    ...goal,
  });

beforeEach(() => window.history.replaceState(null, '', '/calculators/mortgage-payoff'));
afterEach(() => vi.restoreAllMocks());

describe('MortgagePayoffCalculator: the payoff date for an extra payment', () => {
  it('names its version as package.json does', () => expect(version).toBe(packageJson.version));

  it('shows mortgage-math’s payoff date, time and interest saved, and announces them', async () => {
    const { user, onEvent } = renderCalculator();
    await submit(user);
    const expected = examplePayoff({ goal: 'payoffDateForExtra', extraMonthlyCents: 200_00 });
    expect(screen.getByTestId('scheduled-payment')).toHaveTextContent(
      formatUsd(expected.monthlyPaymentCents),
    );
    expect(screen.getByTestId('interest-saved')).toHaveTextContent(
      formatUsd(expected.interestSavedCents),
    );
    const months =
      'January February March April May June July August September October November December'.split(
        ' ',
      );
    expect(screen.getByTestId('payoff-date')).toHaveTextContent(
      `${months[expected.payoffDate!.month - 1]} ${expected.payoffDate!.year}`,
    );
    expect(
      screen
        .getAllByRole('status')
        .some((node) =>
          /Your loan is paid off in .* sooner, saving \$/.test(node.textContent ?? ''),
        ),
    ).toBe(true);
    expectLastCalculationRan(onEvent, 'mortgage payoff', {
      loan_amount_band: '200000-300000',
      extra_payment_band: '0-250',
    });
  });

  it('keeps the form in the hash, and a shared link shows the same result at once', async () => {
    const { user } = renderCalculator();
    const extra = screen.getByLabelText('Extra each month');
    await user.clear(extra);
    await user.type(extra, '$1,000');
    await submit(user);
    expect(window.location.hash).toBe(
      '#balance=250000&rate=6.5&left=300&nextMonth=12&nextYear=2026&goal=payoffDateForExtra&extra=1000',
    );
    const payoff = screen.getByTestId('payoff-date').textContent;
    const saved = screen.getByTestId('interest-saved').textContent;
    document.body.innerHTML = '';
    renderCalculator({ today: { year: 2031, month: 5 } });
    expect(screen.getByTestId('payoff-date')).toHaveTextContent(payoff!);
    expect(screen.getByTestId('interest-saved')).toHaveTextContent(saved!);
  });

  it('recalculates when a field changes once a result is shown', async () => {
    const { user } = renderCalculator();
    await submit(user);
    const before = screen.getByTestId('interest-saved').textContent;
    await enter(user, screen.getByLabelText('Extra each month'), '500');
    expect(screen.getByTestId('interest-saved').textContent).not.toBe(before);
  });
});

describe('MortgagePayoffCalculator: the extra payment for a payoff date', () => {
  it('finds the least extra that pays off by the month chosen', async () => {
    const { user } = renderCalculator();
    await user.click(
      screen.getByRole('radio', { name: 'The extra payment to pay it off by a date' }),
    );
    const by = screen.getByRole('group', { name: 'Pay off by' });
    await user.clear(within(by).getByLabelText('Month'));
    await user.type(within(by).getByLabelText('Month'), '12');
    await user.clear(within(by).getByLabelText('Year'));
    await user.type(within(by).getByLabelText('Year'), '2036');
    await submit(user);
    const expected = examplePayoff({
      goal: 'extraForPayoffDate',
      payoffBy: { year: 2036, month: 12 },
    });
    expect(expected.extraMonthlyCents).toBeGreaterThan(0);
    expect(screen.getByTestId('extra-needed')).toHaveTextContent(
      formatUsd(expected.extraMonthlyCents),
    );
    expect(screen.getByTestId('headline')).toHaveTextContent(/by (November|December) 2036/);
    expect(window.location.hash).toContain('goal=extraForPayoffDate&byMonth=12&byYear=2036');
    await user.click(screen.getByText('How we calculated this'));
    expect(screen.getByTestId('how-we-calculated')).toHaveTextContent('a cent less would miss it');
  });

  it('says so when no extra is needed', async () => {
    const { user } = renderCalculator({
      initialValues: { goal: 'extraForPayoffDate', payoffMonth: '1', payoffYear: '2060' },
    });
    await submit(user);
    expect(screen.getByTestId('headline')).toHaveTextContent(/No extra payment is needed/);
  });

  it('checks the payoff date is not before the next payment', async () => {
    const { user, onEvent } = renderCalculator({
      initialValues: { goal: 'extraForPayoffDate', payoffMonth: '1', payoffYear: '2026' },
    });
    await submit(user);
    const summary = screen.getByRole('alert');
    expect(
      within(summary).getByRole('link', {
        name: 'Payoff date must be the month of your next payment or later',
      }),
    ).toBeVisible();
    expect(onEvent).toHaveBeenCalledWith(
      formFieldError(
        'mortgage payoff',
        'payoffYear',
        'Payoff date must be the month of your next payment or later',
      ),
    );
  });
});

describe('MortgagePayoffCalculator: checks', () => {
  it('lists every problem on submit and keeps what was typed', async () => {
    const { user } = renderCalculator({
      initialValues: { balance: '', interestRate: '26', paymentsLeft: '481', nextMonth: '13' },
    });
    await submit(user);
    const summary = screen.getByRole('alert');
    for (const message of [
      'Enter what you still owe on your mortgage',
      'Interest rate must be between 0 and 25',
      'Payments left must be from 1 to 480',
      'Month must be a whole number from 1 to 12',
    ]) {
      expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    }
    expect(screen.getByLabelText(/^Payments left/)).toHaveValue('481');
    expect(screen.queryByTestId('payoff-results')).toBeNull();
  });

  it('checks a field when it is left', async () => {
    const { user } = renderCalculator();
    const balance = await enter(user, screen.getByLabelText(/^Loan balance/), '');
    expect(balance).toHaveAccessibleDescription(/Enter what you still owe on your mortgage/);
  });
});

describe('MortgagePayoffCalculator on the one engine', () => {
  /** The interest saved on show is mortgage-math's for the example values with `changes`. */
  const expectSavingOf = (changes: Partial<MortgagePayoffValues>) =>
    expect(screen.getByTestId('interest-saved')).toHaveTextContent(
      formatUsd(
        mortgagePayoffCalculator(calculatorInput({ ...defaultValues(TODAY), ...changes }))
          .interestSavedCents,
      ),
    );

  it('opens with the result of the example values, labelled as such, with no event or hash', () => {
    const { onEvent } = renderCalculator();
    expectOpensWithExample(onEvent);
    expectSavingOf({});
    expect(window.location.hash).toBe('');
  });

  it('recalculates when a field is left, with one event and a history entry', async () => {
    const push = vi.spyOn(window.history, 'pushState');
    const { user, onEvent } = renderCalculator();
    await enter(user, screen.getByLabelText(/^Loan balance/), '200000');
    expectSavingOf({ balance: '200000' });
    expect(screen.queryByTestId('figures-note')).toBeNull();
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ name: 'CALCULATION_RAN' }));
    expect(push).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe(
      '#balance=200000&rate=6.5&left=300&nextMonth=12&nextYear=2026&goal=payoffDateForExtra&extra=200',
    );
  });

  it('a choice of goal recalculates at once, and drops the other goal’s messages', async () => {
    const { user } = renderCalculator({ initialValues: { goal: 'extraForPayoffDate' } });
    const by = screen.getByRole('group', { name: 'Pay off by' });
    await enter(user, within(by).getByLabelText('Year'), '2020');
    expect(within(by).getByLabelText('Year')).toHaveAccessibleDescription(
      /Payoff date must be the month of your next payment or later/,
    );
    expect(screen.getByTestId('figures-note')).toHaveTextContent(/last complete answers/);
    await user.click(
      screen.getByRole('radio', { name: 'When I would pay it off with an extra payment' }),
    );
    expect(screen.queryByTestId('figures-note')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expectSavingOf({ payoffYear: '2020' });
    expect(window.location.hash).not.toContain('byYear');
  });

  it('a link opens with its result and counts one calculation, keeping the wizard’s parameters', async () => {
    const link = 'balance=180000&rate=7&left=240&nextMonth=2&nextYear=2027';
    window.history.replaceState(
      null,
      '',
      `/calculators/mortgage-payoff#zip=48226&creditScore=720&${link}&goal=payoffDateForExtra&extra=300`,
    );
    const { user, onEvent } = renderCalculator();
    expectSavingOf({ ...valuesFromHash(link), extraMonthly: '300' });
    expect(screen.queryByTestId('figures-note')).toBeNull();
    expectOneCalculationRan(onEvent, 'mortgage payoff', {
      loan_amount_band: '150000-200000',
      extra_payment_band: '250-500',
    });
    await user.click(
      screen.getByRole('radio', { name: 'The extra payment to pay it off by a date' }),
    );
    expect(window.location.hash).toMatch(
      new RegExp(
        `^#zip=48226&creditScore=720&${link}&goal=extraForPayoffDate&byMonth=\\d+&byYear=\\d+$`,
      ),
    );
  });

  it('checks the payoff date again when the next payment moves after it', async () => {
    const { user } = renderCalculator({
      initialValues: { goal: 'extraForPayoffDate', payoffMonth: '6', payoffYear: '2028' },
    });
    const next = screen.getByRole('group', { name: 'Next payment' });
    await enter(user, within(next).getByLabelText('Year'), '2029');
    const by = screen.getByRole('group', { name: 'Pay off by' });
    expect(within(by).getByLabelText('Year')).toHaveAccessibleDescription(
      /Payoff date must be the month of your next payment or later/,
    );
  });
});

describe('the hash', () => {
  it('round-trips the form with only the chosen goal’s fields, ignoring unknown goals', () => {
    const values = { ...defaultValues(TODAY), goal: 'extraForPayoffDate' as const };
    const hash = valuesToHash(values);
    expect(hash).toBe(
      '#balance=250000&rate=6.5&left=300&nextMonth=12&nextYear=2026&goal=extraForPayoffDate&byMonth=11&byYear=2041',
    );
    expect({ ...defaultValues(TODAY), ...valuesFromHash(hash) }).toEqual(values);
    expect(valuesFromHash('#goal=other').goal).toBeUndefined();
  });
});
