import { downPaymentCalculator } from '@lender/mortgage-math';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import {
  creditBandOf,
  DEFAULT_VALUES,
  DownPaymentCalculator,
  hashFor,
  valuesFromHash,
  type DownPaymentValues,
} from './index.ts';
import { version } from './standalone.tsx';

const PATH = '/calculators/down-payment';

function renderCalculator(initialValues?: Partial<DownPaymentValues>) {
  const onEvent = vi.fn();
  render(
    <I18nProvider locale="en-US">
      <DownPaymentCalculator onEvent={onEvent} initialValues={initialValues} year={2026} />
    </I18nProvider>,
  );
  return { onEvent, user: userEvent.setup() };
}

const usd = (cents: number, digits = 2) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);

async function retype(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  const box = screen.getByLabelText(label);
  await user.clear(box);
  if (text !== '') await user.type(box, text);
  await user.tab();
  return box;
}

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
    expect(onEvent).toHaveBeenLastCalledWith({
      name: 'CALCULATION_RAN',
      properties: {
        calculator_name: 'down payment',
        price_band: '400000-500000',
        down_payment_band: '50000-75000',
        self_reported_credit_score_range: 'excellent',
      },
    });
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

  it('reproduces a shared link, and takes a wizard card’s creditScore', () => {
    window.history.replaceState(
      null,
      '',
      `${PATH}#homePrice=250000&interestRate=7&termYears=15&creditScore=659&customDownPayment=30000&zip=48226`,
    );
    renderCalculator();
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

  it('checks each field when it is left, and all on submit, with GOV.UK messages', async () => {
    const { user, onEvent } = renderCalculator();
    const price = await retype(user, /^Home price/, '');
    expect(price).toHaveAccessibleDescription(/Enter the home price/);
    const rate = await retype(user, /^Interest rate/, '25');
    expect(rate).toHaveAccessibleDescription(/Interest rate must be between 0 and 20/);
    expect(screen.getByText('Fill in the form to compare down payments.')).toBeVisible();
    await retype(user, /^Home price/, '300000');
    const own = await retype(user, /^Your own down payment/, '300000');
    expect(own).toHaveAccessibleDescription(
      /Your own down payment must be less than the home price/,
    );
    await user.click(screen.getByRole('button', { name: 'Compare down payments' }));
    const summary = screen.getByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'Interest rate must be between 0 and 20' }),
    ).toBeVisible();
    expect(rate).toHaveValue('25');
    expect(onEvent).toHaveBeenCalledWith({
      name: 'FORM_FIELD_ERROR',
      properties: {
        form_name: 'down payment',
        field_name: 'homePrice',
        error_message: 'Enter the home price',
      },
    });
  });

  it('explains how it calculated', async () => {
    const { user } = renderCalculator();
    await user.click(screen.getByText('How we calculated this'));
    expect(screen.getByTestId('how-we-calculated')).toHaveTextContent(
      'Closing costs: 3% of the price',
    );
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

  it('ignores unknown choices and text that is not an amount', () => {
    expect(valuesFromHash('#termYears=40&homePrice=abc&interestRate=6')).toEqual({
      interestRate: '6',
    });
  });
});
