import { homeEquityCalculator } from '@lender/mortgage-math';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import {
  DEFAULT_VALUES,
  HomeEquityCalculator,
  homeEquityHash,
  homeEquityValuesFromHash,
  type HomeEquityValues,
} from './index.ts';
import { version } from './standalone.tsx';

const PATH = '/calculators/home-equity';

function renderCalculator(initialValues?: Partial<HomeEquityValues>) {
  const onEvent = vi.fn();
  render(
    <I18nProvider locale="en-US">
      <HomeEquityCalculator onEvent={onEvent} initialValues={initialValues} />
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

beforeEach(() => window.history.replaceState(null, '', PATH));

describe('HomeEquityCalculator', () => {
  it('names its version as package.json does', () => expect(version).toBe(packageJson.version));

  it('shows the figures of its starting values at once, from mortgage-math', () => {
    renderCalculator();
    const expected = homeEquityCalculator({
      homeValueCents: 450_000_00,
      mortgageBalancesCents: [250_000_00],
      maxCombinedLtvPercent: 90,
      helocAnnualRatePercent: 8.25,
      homeEquityLoanAnnualRatePercent: 8.5,
      homeEquityLoanTermMonths: 180,
    });
    expect(screen.getByTestId('available-equity')).toHaveTextContent(
      usd(expected.availableCents, 0),
    );
    expect(screen.getByTestId('available-equity')).toHaveTextContent('$155,000');
    const heloc = within(screen.getByTestId('heloc-payments'));
    expect(
      heloc.getByText(`${usd(expected.heloc.interestOnlyPaymentCents)} a month`),
    ).toBeVisible();
    expect(heloc.getByText(`${usd(expected.heloc.repaymentPaymentCents)} a month`)).toBeVisible();
    expect(
      within(screen.getByTestId('loan-payments')).getByText(
        usd(expected.homeEquityLoan.paymentCents),
      ),
    ).toBeVisible();
  });

  it('recalculates when a field is left, announces it, keeps it in the hash and reports bands', async () => {
    const { user, onEvent } = renderCalculator();
    await retype(user, /^Home value/, '$600,000');
    await retype(user, /^Second mortgage/, '40000');
    await user.click(screen.getByRole('radio', { name: '90%' }));
    // 600,000 × 90 % − 250,000 − 40,000
    expect(screen.getByTestId('available-equity')).toHaveTextContent('$250,000');
    expect(screen.getByRole('status')).toHaveTextContent(/You could borrow up to \$250,000/);
    expect(window.location.hash).toBe(
      '#homeValue=600000&firstMortgage=250000&secondMortgage=40000&maxCltv=90&helocRate=8.25&loanRate=8.5&loanTermYears=15',
    );
    expect(onEvent).toHaveBeenLastCalledWith({
      name: 'CALCULATION_RAN',
      properties: {
        calculator_name: 'home equity',
        price_band: '500000-750000',
        result_band: '200000-300000',
      },
    });
  });

  it('says plainly when there is no equity to borrow at the limit', async () => {
    const { user } = renderCalculator();
    await retype(user, /^Mortgage balance/, '420000');
    expect(
      screen.getByRole('heading', { name: 'No equity available to borrow at 90%' }),
    ).toBeVisible();
    expect(screen.getByTestId('no-equity')).toHaveTextContent(
      'You owe $420,000, which is 93.3% of your home’s value',
    );
    expect(screen.queryByTestId('heloc-payments')).not.toBeInTheDocument();
    expect(
      screen.getByText(/No equity is available to borrow with a limit of 90%/),
    ).toBeInTheDocument();
  });

  it('pays for what is available when more is asked for', async () => {
    const { user } = renderCalculator();
    await retype(user, /^Amount you want to borrow/, '500000');
    expect(screen.getByTestId('borrow-capped')).toHaveTextContent(
      'the payments below are for $155,000',
    );
    expect(screen.getByRole('heading', { name: 'HELOC on $155,000' })).toBeVisible();
  });

  it('reproduces a shared link: the hash wins over the starting values', () => {
    window.history.replaceState(
      null,
      '',
      `${PATH}#homeValue=800000&firstMortgage=300000&maxCltv=80&helocRate=7.5&loanRate=7.75&loanTermYears=10`,
    );
    renderCalculator({ homeValue: '1' });
    expect(screen.getByLabelText(/^Home value/)).toHaveValue('$800,000');
    expect(screen.getByRole('radio', { name: '80%' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '10 years' })).toBeChecked();
    expect(screen.getByTestId('available-equity')).toHaveTextContent('$340,000');
  });

  it('checks each field when it is left, and all on submit, with GOV.UK messages', async () => {
    const { user, onEvent } = renderCalculator();
    const value = await retype(user, /^Home value/, '');
    expect(value).toHaveAccessibleDescription(/Enter your home’s value/);
    const rate = await retype(user, /^HELOC interest rate/, '30');
    expect(rate).toHaveAccessibleDescription(/HELOC interest rate must be between 0 and 25/);
    await retype(user, /^Mortgage balance/, '');
    // Figures wait for a complete form.
    expect(screen.getByText('Fill in the form to see your equity and payments.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Calculate my equity' }));
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Enter your home’s value' })).toBeVisible();
    expect(
      within(summary).getByRole('link', {
        name: 'Enter what you owe on your mortgage, or 0 if you own your home outright',
      }),
    ).toBeVisible();
    // What was typed stays.
    expect(rate).toHaveValue('30');
    expect(onEvent).toHaveBeenCalledWith({
      name: 'FORM_FIELD_ERROR',
      properties: {
        form_name: 'home equity',
        field_name: 'helocRate',
        error_message: 'HELOC interest rate must be between 0 and 25',
      },
    });
  });

  it('explains how it calculated', async () => {
    const { user } = renderCalculator();
    await user.click(screen.getByText('How we calculated this'));
    expect(screen.getByTestId('how-we-calculated')).toHaveTextContent(
      '$450,000 × 90% = $405,000, less $250,000',
    );
  });
});

describe('the hash', () => {
  it('round-trips the form values, leaving empty fields out', () => {
    expect(homeEquityValuesFromHash(homeEquityHash(DEFAULT_VALUES))).toEqual({
      homeValue: '450000',
      firstMortgage: '250000',
      maxCltv: '90',
      helocRate: '8.25',
      loanRate: '8.5',
      loanTermYears: '15',
    });
  });

  it.each([
    ['#maxCltv=95', {}],
    ['#loanTermYears=7', {}],
    ['#homeValue=<script>', {}],
    ['#homeValue=%24350%2C000&other=1', { homeValue: '$350,000' }],
    ['helocRate=9', { helocRate: '9' }],
  ])('takes only known fields, choices and amounts from %s', (hash, expected) => {
    expect(homeEquityValuesFromHash(hash)).toEqual(expected);
  });
});
