import { amortizationCalculator, formatUsd } from '@lender/mortgage-math';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import {
  AmortizationCalculator,
  calculatorInput,
  defaultValues,
  MONTH_COLUMNS,
  valuesFromHash,
  valuesToHash,
  type AmortizationCalculatorProps,
  type AmortizationValues,
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

const renderCalculator = (props: AmortizationCalculatorProps = {}) =>
  renderWithEvents(AmortizationCalculator, { today: TODAY, ...props });

const show = (user: User) => user.click(calculateButton());

/** mortgage-math's schedule for the example loan, first paid December 2026, with `extras`. */
const exampleSchedule = (extras: Partial<Parameters<typeof amortizationCalculator>[0]> = {}) =>
  amortizationCalculator({
    loanAmountCents: 300_000_00,
    annualRatePercent: 6.5,
    termMonths: 360,
    startDate: { year: 2026, month: 12 },
    ...extras,
  });

/** The CSV the download button hands the browser, caught at URL.createObjectURL. */
function catchDownloads() {
  const blobs: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:test';
  });
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return { blobs, click };
}

/** Every row of the monthly table, page by page: the cells as the visitor reads them. */
async function allMonthlyRows(user: User): Promise<string[][]> {
  const rows: string[][] = [];
  for (;;) {
    const table = screen.getByRole('table', { name: /^Monthly schedule/ });
    for (const row of within(table).getAllByRole('row').slice(1)) {
      const cells = [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')];
      rows.push(cells.map((cell) => cell.textContent ?? ''));
    }
    const later = screen.getByRole('button', { name: 'Later payments' });
    if (later.getAttribute('aria-disabled') === 'true') return rows;
    await user.click(later);
  }
}

/** "$1,896.20" → 189620; "1896.20" → 189620. */
const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

beforeEach(() => window.history.replaceState(null, '', '/calculators/amortization'));
afterEach(() => vi.restoreAllMocks());

describe('AmortizationCalculator', () => {
  it('names its version as package.json does', () => expect(version).toBe(packageJson.version));

  it('shows the payment, totals and payoff date of mortgage-math, and announces them', async () => {
    const { user, onEvent } = renderCalculator();
    await show(user);
    const expected = exampleSchedule();
    expect(screen.getByTestId('monthly-payment')).toHaveTextContent(
      formatUsd(expected.monthlyPaymentCents),
    );
    expect(screen.getByTestId('monthly-payment')).toHaveTextContent('$1,896.20');
    const summary = screen.getByTestId('summary');
    expect(summary).toHaveTextContent(formatUsd(expected.totalInterestCents));
    expect(screen.getByTestId('payoff-date')).toHaveTextContent('November 2056');
    expect(
      screen
        .getAllByRole('status')
        .some((node) => /Monthly payment \$1,896\.20/.test(node.textContent ?? '')),
    ).toBe(true);
    expectLastCalculationRan(onEvent, 'amortization', {
      loan_amount_band: '300000-400000',
      result_band: '1500-2000',
    });
  });

  it('keeps the form in the hash, and a shared link shows the same schedule at once', async () => {
    const { user } = renderCalculator();
    await user.type(screen.getByLabelText('Extra every month'), '200');
    await show(user);
    expect(window.location.hash).toBe(
      '#loan=300000&rate=6.5&term=30&startMonth=12&startYear=2026&extraMonthly=200',
    );
    const payoff = screen.getByTestId('payoff-date').textContent;
    const saved = screen.getByTestId('interest-saved').textContent;
    document.body.innerHTML = '';
    // A fresh page with that address: the schedule is there without pressing anything.
    renderCalculator({ today: { year: 2030, month: 1 } });
    expect(screen.getByTestId('payoff-date')).toHaveTextContent(payoff!);
    expect(screen.getByTestId('interest-saved')).toHaveTextContent(saved!);
    expect(screen.getByLabelText('Extra every month')).toHaveValue('$200');
  });

  it('downloads a CSV that is the on-screen schedule row for row, closing at exactly 0', async () => {
    const { blobs } = catchDownloads();
    const { user } = renderCalculator({
      initialValues: {
        loanAmount: '250000',
        interestRate: '5.875',
        termYears: '20',
        extraMonthly: '150',
        extraYearly: '2000',
        extraYearlyMonth: '4',
        oneTimeAmount: '10000',
        oneTimeMonth: '6',
        oneTimeYear: '2029',
      },
    });
    await show(user);
    const shown = await allMonthlyRows(user);
    await user.click(screen.getByRole('button', { name: 'Download the schedule (CSV)' }));
    expect(blobs).toHaveLength(1);
    const [header, ...lines] = (await blobs[0]!.text()).trimEnd().split('\r\n');
    expect(header!.split(',')).toEqual([...MONTH_COLUMNS]);
    expect(lines).toHaveLength(shown.length);
    const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
    lines.forEach((line, index) => {
      const csv = line.split(',');
      const screenRow = shown[index]!;
      expect(csv[0]).toBe(screenRow[0]);
      const [year, month] = csv[1]!.split('-');
      expect(screenRow[1]).toBe(`${MONTHS[Number(month) - 1]} ${year}`);
      for (let cell = 2; cell < csv.length; cell += 1) {
        expect(cents(csv[cell]!)).toBe(cents(screenRow[cell]!));
      }
    });
    expect(lines.at(-1)!.split(',').at(-1)).toBe('0.00');
    expect(shown.at(-1)!.at(-1)).toBe('$0.00');
    // And both are mortgage-math's schedule: as many rows as payments.
    const expected = amortizationCalculator(
      calculatorInput({ ...defaultValues(TODAY), ...valuesFromHash(window.location.hash) }),
    );
    expect(shown).toHaveLength(expected.payoffMonths);
  });

  it('pages the monthly schedule, 60 rows at a time, and shows the years on request', async () => {
    const { user } = renderCalculator();
    await show(user);
    const table = () => screen.getByRole('table', { name: /^Monthly schedule/ });
    expect(within(table()).getAllByRole('row')).toHaveLength(61);
    expect(screen.getByText('Payments 1 to 60 of 360')).toBeVisible();
    const earlier = screen.getByRole('button', { name: 'Earlier payments' });
    expect(earlier).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Later payments' }));
    expect(screen.getByText('Payments 61 to 120 of 360')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'By year' }));
    const years = screen.getByRole('table', { name: 'Yearly schedule' });
    // December 2026 to November 2056: 31 calendar years, the first and last short.
    expect(within(years).getAllByRole('row')).toHaveLength(32);
    expect(within(years).getAllByRole('row').at(-1)).toHaveTextContent(/2056.*\$0\.00$/);
  });

  it('shows what the extras save, and how it was worked out', async () => {
    const { user } = renderCalculator({ initialValues: { extraMonthly: '500' } });
    await show(user);
    const expected = exampleSchedule({ extraMonthlyCents: 500_00 });
    expect(screen.getByTestId('interest-saved')).toHaveTextContent(
      formatUsd(expected.interestSavedCents),
    );
    expect(screen.getByTestId('summary')).toHaveTextContent('Paid off without extra payments');
    await user.click(screen.getByText('How we calculated this'));
    expect(screen.getByTestId('how-we-calculated')).toHaveTextContent('$500.00 every month');
  });

  it('says when a one-time extra falls after the loan is paid off', async () => {
    const { user } = renderCalculator({
      initialValues: {
        termYears: '5',
        oneTimeAmount: '1000',
        oneTimeMonth: '1',
        oneTimeYear: '2040',
      },
    });
    await show(user);
    expect(
      screen.getByText(
        'Your one-time extra falls after the loan is paid off, so it is not counted.',
      ),
    ).toBeVisible();
  });

  it('lists every problem on submit, keeps what was typed, and reports the errors', async () => {
    const { user, onEvent } = renderCalculator({
      initialValues: { loanAmount: '', interestRate: '30', termYears: '41' },
    });
    await user.type(screen.getByLabelText('One-time extra'), '5000');
    await show(user);
    const summary = screen.getByRole('alert');
    for (const message of [
      'Enter the loan amount',
      'Interest rate must be between 0 and 25',
      'Loan term must be from 1 to 40 years',
      'Enter the month and year of the one-time payment',
    ]) {
      expect(within(summary).getAllByRole('link', { name: message }).length).toBeGreaterThan(0);
    }
    expect(screen.getByLabelText(/^Interest rate/)).toHaveValue('30');
    expect(screen.getByLabelText(/^Interest rate/)).toHaveAccessibleDescription(
      /Interest rate must be between 0 and 25/,
    );
    expect(onEvent).toHaveBeenCalledWith(
      formFieldError('amortization', 'loanAmount', 'Enter the loan amount'),
    );
    expect(screen.queryByTestId('amortization-results')).toBeNull();
  });

  it('issue 34 §4: refuses a negative extra with a message (-5 is never read as $5)', async () => {
    const { user } = renderCalculator();
    const extra = await enter(user, screen.getByLabelText('Extra every month'), '-5');
    expect(extra).toHaveValue('-$5');
    await show(user);
    expect(extra).toHaveAccessibleDescription(/Extra payments must be amounts in dollars/);
    expect(screen.queryByText(/\$5 every month/)).toBeNull();
  });

  it('checks a field when it is left, and a one-time date before the first payment', async () => {
    const { user } = renderCalculator();
    const loan = await enter(user, screen.getByLabelText('Loan amount'), '');
    expect(loan).toHaveAccessibleDescription(/Enter the loan amount/);
    await enter(user, loan, '$350,000');
    expect(loan).toHaveValue('$350,000');
    expect(loan).not.toHaveAccessibleDescription(/Enter the loan amount/);
    await user.type(screen.getByLabelText('One-time extra'), '1000');
    const when = screen.getByRole('group', { name: 'When you pay the one-time extra' });
    await user.type(within(when).getByLabelText('Month'), '1');
    await user.type(within(when).getByLabelText('Year'), '2026');
    await show(user);
    expect(within(when).getByLabelText('Year')).toHaveAccessibleDescription(
      /One-time payment must be in the month of the first payment or later/,
    );
  });
});

describe('AmortizationCalculator on the one engine', () => {
  /** The monthly payment on show is mortgage-math's for the example values with `changes`. */
  const expectPaymentOf = (changes: Partial<AmortizationValues>) =>
    expect(screen.getByTestId('monthly-payment')).toHaveTextContent(
      formatUsd(
        amortizationCalculator(calculatorInput({ ...defaultValues(TODAY), ...changes }))
          .monthlyPaymentCents,
      ),
    );

  it('opens with the schedule of the example values, labelled as such, with no event or hash', () => {
    const { onEvent } = renderCalculator();
    expectOpensWithExample(onEvent);
    expect(screen.getByTestId('monthly-payment')).toHaveTextContent('$1,896.20');
    expect(screen.getByRole('region', { name: 'Payment schedule' })).toBeInTheDocument();
    expect(screen.getByText('Payments 1 to 60 of 360')).toBeInTheDocument();
    expect(window.location.hash).toBe('');
  });

  it('keeps a host’s starting values working, without calling them examples', () => {
    const initialValues = { loanAmount: '200000', termYears: '15' };
    renderCalculator({ initialValues });
    expect(screen.queryByTestId('figures-note')).toBeNull();
    expectPaymentOf(initialValues);
  });

  it('recalculates when a field is left, with one event and a history entry', async () => {
    const push = vi.spyOn(window.history, 'pushState');
    const { user, onEvent } = renderCalculator();
    await enter(user, screen.getByLabelText('Loan amount'), '400000');
    expectPaymentOf({ loanAmount: '400000' });
    expect(screen.queryByTestId('figures-note')).toBeNull();
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ name: 'CALCULATION_RAN' }));
    expect(push).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('#loan=400000&rate=6.5&term=30&startMonth=12&startYear=2026');
  });

  it('keeps the last figures, said to be for the last complete answers, while a field is wrong', async () => {
    const { user } = renderCalculator();
    await enter(user, screen.getByLabelText('Loan amount'), '');
    expect(screen.getByTestId('figures-note')).toHaveTextContent(/last complete answers/);
    expect(screen.getByTestId('monthly-payment')).toHaveTextContent('$1,896.20');
  });

  it('a link opens with its schedule and counts one calculation, keeping the wizard’s parameters', async () => {
    const link = 'loan=250000&rate=7&term=20&startMonth=3&startYear=2027';
    window.history.replaceState(null, '', `/calculators/amortization#zip=48226&${link}`);
    const { user, onEvent } = renderCalculator();
    expectPaymentOf(valuesFromHash(link));
    expect(screen.queryByTestId('figures-note')).toBeNull();
    expectOneCalculationRan(onEvent, 'amortization', {
      loan_amount_band: '200000-300000',
      result_band: '1500-2000',
    });
    await enter(user, screen.getByLabelText('Extra every month'), '100');
    expect(window.location.hash).toBe(`#zip=48226&${link}&extraMonthly=100`);
  });

  it('leaves the one-time date quiet until it is reached, and clears its message with the amount', async () => {
    const { user, onEvent } = renderCalculator();
    const when = screen.getByRole('group', { name: 'When you pay the one-time extra' });
    const month = within(when).getByLabelText('Month');
    await enter(user, screen.getByLabelText('One-time extra'), '1000');
    // The date has not been reached: no message yet, and the figures wait for it.
    expect(month).not.toHaveAccessibleDescription(/Enter the month and year/);
    expect(onEvent).not.toHaveBeenCalled();
    await enter(user, month, '13');
    expect(month).toHaveAccessibleDescription(/Month must be a whole number from 1 to 12/);
    // Without a one-time amount the date is not needed: its message goes, the figures follow.
    await enter(user, screen.getByLabelText('One-time extra'), '');
    expect(month).not.toHaveAccessibleDescription(/Month must be/);
    expect(onEvent).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'CALCULATION_RAN' }));
  });

  it('checks the one-time date again when the first payment moves after it', async () => {
    const { user } = renderCalculator({
      initialValues: { oneTimeAmount: '1000', oneTimeMonth: '6', oneTimeYear: '2027' },
    });
    const first = screen.getByRole('group', { name: 'First payment' });
    await enter(user, within(first).getByLabelText('Year'), '2028');
    const when = screen.getByRole('group', { name: 'When you pay the one-time extra' });
    expect(within(when).getByLabelText('Year')).toHaveAccessibleDescription(
      /One-time payment must be in the month of the first payment or later/,
    );
    expect(screen.getByTestId('figures-note')).toHaveTextContent(/last complete answers/);
  });
});

describe('the hash', () => {
  it('round-trips the form, leaving empty fields out and ignoring other parameters', () => {
    const values = { ...defaultValues(TODAY), extraYearly: '$1,000', extraYearlyMonth: '6' };
    const hash = valuesToHash(values);
    expect(hash).toBe(
      '#loan=300000&rate=6.5&term=30&startMonth=12&startYear=2026&extraYearly=1000&extraYearlyMonth=6',
    );
    expect({ ...defaultValues(TODAY), ...valuesFromHash(`${hash}&zip=48226`) }).toEqual({
      ...values,
      extraYearly: '1000',
    });
  });
});
