import { downPaymentCalculator } from '@lender/mortgage-math';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import {
  creditBandOf,
  DEFAULT_VALUES,
  DownPaymentCalculator,
  figures,
  hashFor,
  mainFigure,
  valuesFromHash,
  withKnownChoices,
  type DownPaymentValues,
} from './index.ts';
import { version } from './standalone.tsx';
import { calculateButton, renderInUs, retype, usd } from '@lender/calculator-test-support/dom';

const PATH = '/calculators/down-payment';

function renderCalculator(initialValues?: Partial<DownPaymentValues>) {
  const onEvent = vi.fn();
  const user = renderInUs(
    <DownPaymentCalculator onEvent={onEvent} initialValues={initialValues} year={2026} />,
  );
  return { onEvent, user };
}

/** The events this calculator sends: a calculation with its bands, a message on a field. */
const calculationRan = (bands: Record<string, string>) => ({
  name: 'CALCULATION_RAN',
  properties: { calculator_name: 'down payment', ...bands },
});
const formFieldError = (field_name: string, error_message: string) => ({
  name: 'FORM_FIELD_ERROR',
  properties: { form_name: 'down payment', field_name, error_message },
});
/** The names of the events sent, in order. */
const eventNames = (onEvent: ReturnType<typeof vi.fn>) =>
  onEvent.mock.calls.map(([event]) => (event as { name: string }).name);

/** The cells of a row of the comparison, by its heading. */
function rowCells(name: string): string[] {
  const row = screen.getByRole('rowheader', { name }).closest('tr')!;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

beforeEach(() => window.history.replaceState(null, '', PATH));

describe('DownPaymentCalculator', () => {
  it('names its version as package.json does', () => expect(version).toBe(packageJson.version));

  it('opens with figures for example values, labelled as such, with no event, announcement or hash', () => {
    const { onEvent } = renderCalculator();
    expect(screen.getByTestId('down-payment-comparison')).toBeVisible();
    expect(screen.getByTestId('figures-note')).toHaveTextContent(
      'These figures are for example values',
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(onEvent).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('');
  });

  it('recalculates as soon as a field is committed, with one calculation per change', async () => {
    const { user, onEvent } = renderCalculator();
    await retype(user, /^Home price/, '500000');
    expect(rowCells('Loan amount')).toEqual(['$485,000', '$475,000', '$450,000', '$400,000']);
    expect(screen.queryByTestId('figures-note')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '15 years' }));
    expect(eventNames(onEvent)).toEqual(['CALCULATION_RAN', 'CALCULATION_RAN']);
    expect(window.location.hash).toBe(
      '#homePrice=500000&interestRate=6.5&termYears=15&creditScore=720',
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Monthly payment with 3% down, \$\d/);
  });

  it('compares 3, 5, 10 and 20 % side by side with mortgage-math’s figures', () => {
    renderCalculator();
    const expected = downPaymentCalculator({
      homePriceCents: 400_000_00,
      annualRatePercent: 6.5,
      termMonths: 360,
      creditScore: 720,
    });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '3% down',
      '5% down',
      '10% down',
      '20% down',
    ]);
    expect(rowCells('Loan amount')).toEqual(['$388,000', '$380,000', '$360,000', '$320,000']);
    expect(rowCells('Monthly payment')).toEqual(
      expected.scenarios.map((scenario) => usd(scenario.monthlyPaymentCents!)),
    );
    expect(rowCells('Cash to close')).toEqual(
      expected.scenarios.map((scenario) => usd(scenario.cashToCloseCents, 0)),
    );
    expect(rowCells('Mortgage insurance (PMI)')[3]).toBe('None');
    expect(rowCells('Loan type')).toEqual([
      'Conventional',
      'Conventional',
      'Conventional',
      'Conventional',
    ]);
  });

  it('adds the visitor’s own amount, announces, keeps the hash and reports bands', async () => {
    const { user, onEvent } = renderCalculator();
    await retype(user, /^Your own down payment/, '$50,000');
    expect(screen.getAllByRole('columnheader').at(-1)).toHaveTextContent('Your $50,000 (12.5%)');
    expect(rowCells('Loan amount').at(-1)).toBe('$350,000');
    expect(screen.getByRole('status')).toHaveTextContent(/your \$50,000 down, \$\d/);
    expect(window.location.hash).toBe(
      '#homePrice=400000&interestRate=6.5&termYears=30&creditScore=720&customDownPayment=50000',
    );
    expect(onEvent).toHaveBeenLastCalledWith(
      calculationRan({
        price_band: '400000-500000',
        down_payment_band: '50000-75000',
        self_reported_credit_score_range: 'excellent',
      }),
    );
  });

  it('suggests FHA only where HUD’s rules and limit allow, and says plainly where nothing fits', async () => {
    const { user } = renderCalculator();
    await user.click(screen.getByRole('radio', { name: '500 to 579' }));
    expect(rowCells('Loan type')).toEqual([
      'Not enough down',
      'Not enough down',
      'FHA may fit',
      'FHA may fit',
    ]);
    expect(rowCells('Monthly payment')[0]).toBe('See the notes');
    expect(screen.getByTestId('no-program')).toHaveTextContent(
      '3% down, 5% down: not enough down for any loan we offer at your credit score',
    );
    expect(screen.getByTestId('program-notes')).toHaveTextContent('up to $541,287');
  });

  it('keeps conventional loans within the conforming limit: above it, jumbo', async () => {
    const { user } = renderCalculator();
    await retype(user, /^Home price/, '900000');
    // 3 %: $873,000 and 5 %: $855,000 are above $832,750; 10 %: $810,000 is within.
    expect(rowCells('Loan type')).toEqual(['Jumbo', 'Jumbo', 'Conventional', 'Conventional']);
    expect(screen.getByTestId('program-notes')).toHaveTextContent(
      'Conventional loans up to $832,750, the 2026 conforming limit',
    );
  });

  it('reproduces a shared link at once, counted as one calculation, and takes a wizard card’s creditScore', () => {
    window.history.replaceState(
      null,
      '',
      `${PATH}#homePrice=250000&interestRate=7&termYears=15&creditScore=659&customDownPayment=30000&zip=48226`,
    );
    const { onEvent } = renderCalculator();
    expect(screen.queryByTestId('figures-note')).not.toBeInTheDocument();
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith(
      calculationRan({
        price_band: '200000-300000',
        down_payment_band: '25000-50000',
        self_reported_credit_score_range: 'average',
      }),
    );
    expect(screen.getByLabelText(/^Home price/)).toHaveValue('$250,000');
    expect(screen.getByRole('radio', { name: '15 years' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '620 to 659' })).toBeChecked();
    expect(rowCells('Loan amount')).toEqual([
      '$242,500',
      '$237,500',
      '$225,000',
      '$200,000',
      '$220,000',
    ]);
  });

  it('puts a calculation in the history: Back to a link shows its figures again', async () => {
    window.history.replaceState(null, '', `${PATH}#homePrice=250000&interestRate=7`);
    const { user } = renderCalculator();
    const linkHash = window.location.hash;
    const entries = window.history.length;
    await retype(user, /^Home price/, '300000');
    expect(window.history.length).toBe(entries + 1);
    expect(rowCells('Loan amount')[0]).toBe('$291,000');
    act(() => {
      window.history.replaceState(null, '', `${PATH}${linkHash}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(rowCells('Loan amount')[0]).toBe('$242,500');
    expect(screen.getByLabelText(/^Home price/)).toHaveValue('$250,000');
  });

  it('keeps a host’s credit score to the band that holds it', () => {
    renderCalculator({ creditScore: '719' });
    expect(screen.getByRole('radio', { name: '660 to 719' })).toBeChecked();
    expect(withKnownChoices({ ...DEFAULT_VALUES, termYears: '40', creditScore: '499' })).toEqual(
      DEFAULT_VALUES,
    );
  });

  it('checks each field when it is left, and all on submit, with GOV.UK messages', async () => {
    const { user, onEvent } = renderCalculator();
    const price = await retype(user, /^Home price/, '');
    expect(price).toHaveAccessibleDescription(/Enter the home price/);
    const rate = await retype(user, /^Interest rate/, '25');
    expect(rate).toHaveAccessibleDescription(/Interest rate must be between 0 and 20/);
    // The example figures stay, said to be for the last complete answers.
    expect(screen.getByTestId('figures-note')).toHaveTextContent(/last complete answers/);
    await retype(user, /^Home price/, '300000');
    const own = await retype(user, /^Your own down payment/, '300000');
    expect(own).toHaveAccessibleDescription(
      /Your own down payment must be less than the home price/,
    );
    await user.click(calculateButton());
    const summary = screen.getByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'Interest rate must be between 0 and 20' }),
    ).toBeVisible();
    expect(rate).toHaveValue('25');
    expect(onEvent).toHaveBeenCalledWith(formFieldError('homePrice', 'Enter the home price'));
  });

  it('explains how it calculated', async () => {
    const { user } = renderCalculator();
    await user.click(screen.getByText('How we calculated this'));
    expect(screen.getByTestId('how-we-calculated')).toHaveTextContent(
      'Closing costs: 3% of the price',
    );
  });
});

describe('the main figure a phone keeps in view', () => {
  const figuresOf = (changes: Partial<DownPaymentValues>) =>
    figures({ ...DEFAULT_VALUES, ...changes }, 2026)!;

  it('is the monthly payment with your own amount, or with the least down', () => {
    const own = figuresOf({ customDownPayment: '50000' });
    expect(mainFigure(own)).toEqual({
      label: 'Monthly payment with your $50,000 down',
      figure: usd(own.columns.at(-1)!.scenario.monthlyPaymentCents!),
    });
    const least = figuresOf({});
    expect(mainFigure(least)).toEqual({
      label: 'Monthly payment with 3% down',
      figure: usd(least.columns[0]!.scenario.monthlyPaymentCents!),
    });
  });

  it('is the cash to close where no down payment has a conventional payment', () => {
    const low = figuresOf({ creditScore: '500', customDownPayment: '50000' });
    expect(mainFigure(low)).toEqual({
      label: 'Cash to close with your $50,000 down',
      figure: usd(low.columns.at(-1)!.scenario.cashToCloseCents, 0),
    });
  });
});

describe('the hash', () => {
  it('round-trips the form values', () => {
    const values = { ...DEFAULT_VALUES, customDownPayment: '25000' };
    expect(valuesFromHash(hashFor(values))).toEqual(values);
  });

  it.each([
    ['720', '720'],
    ['719', '660'],
    ['659', '620'],
    ['619', '580'],
    ['580', '580'],
    ['560', '500'],
    ['499', undefined],
    ['900', undefined],
    ['7x0', undefined],
  ])('creditScore %s → band %s', (score, band) => {
    expect(creditBandOf(score)).toBe(band);
  });

  it('keeps parameters it does not own (the wizard’s zip) and leaves empty fields out', () => {
    expect(hashFor(DEFAULT_VALUES, '#zip=48226&creditScore=719')).toBe(
      '#zip=48226&creditScore=720&homePrice=400000&interestRate=6.5&termYears=30',
    );
  });

  it('ignores unknown choices and text that is not an amount', () => {
    expect(valuesFromHash('#termYears=40&homePrice=abc&interestRate=6')).toEqual({
      interestRate: '6',
    });
  });
});
