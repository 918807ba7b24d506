import { HISTORY_MERGE_MS } from '@lender/calculator-kit/engine';
import { formatUsd, mortgagePaymentCalculator } from '@lender/mortgage-math';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import {
  calculatorInput,
  DEFAULT_VALUES,
  hashOfMortgage,
  MortgageCalculator,
  valuesFromHash,
  type MortgageCalculatorProps,
} from './index.ts';
import { version } from './standalone.tsx';
import { demoApi, type DemoApiOptions } from './test-support/demo-api.ts';
import {
  calculateButton,
  expectLastCalculationRan,
  expectOpensWithExample,
  formFieldError,
  renderWithEvents,
  retype,
} from '@lender/calculator-test-support/dom';

const renderCalculator = (options: DemoApiOptions = {}, props: MortgageCalculatorProps = {}) =>
  renderWithEvents(MortgageCalculator, { fetch: demoApi(options), ...props });

const PATH = '/calculators/mortgage';
const note = () => screen.queryByTestId('figures-note');
const runs = (onEvent: ReturnType<typeof vi.fn>) =>
  onEvent.mock.calls.filter(([event]) => event.name === 'CALCULATION_RAN');

const payment = () => screen.getByTestId('monthly-payment').textContent;
const legendValue = (label: string) => {
  const item = screen.getByText(label, { selector: '.lui-donut__label' }).closest('li')!;
  return within(item).getByText(/\$/).textContent;
};
const expected = (values: Partial<typeof DEFAULT_VALUES>, state?: string) =>
  mortgagePaymentCalculator(calculatorInput({ ...DEFAULT_VALUES, ...values }, state));

beforeEach(() => window.history.replaceState(null, '', PATH));
afterEach(() => vi.restoreAllMocks());

describe('MortgageCalculator', () => {
  it('names its version as package.json does', () => expect(version).toBe(packageJson.version));

  it('shows the payment for its defaults at once, every figure from mortgage-math', () => {
    renderCalculator();
    const want = expected({});
    expect(payment()).toBe(formatUsd(want.totalMonthlyCents!));
    expect(legendValue('Principal and interest')).toBe(formatUsd(want.principalAndInterestCents));
    expect(legendValue('Property tax')).toBe(formatUsd(want.propertyTaxCents));
    expect(legendValue('Homeowners insurance')).toBe(formatUsd(want.homeownersInsuranceCents));
    expect(legendValue('Mortgage insurance')).toBe('$0.00');
    expect(within(screen.getByTestId('loan-summary')).getByText('$320,000.00')).toBeVisible();
  });

  it('issue 34 §3: shows payments over time, the interest and principal paid by year, with its table', async () => {
    const { user } = renderCalculator();
    const want = expected({});
    const chart = screen.getByRole('img', {
      name: 'Your payments over time: interest and principal',
    });
    expect(chart).toHaveAccessibleDescription(
      new RegExp(`falls from \\${formatUsd(want.loanAmountCents)} to \\$0\\.00 after year 30`),
    );
    await user.click(screen.getByText('The chart as a table'));
    const table = screen.getByRole('region', { name: "The chart's figures" });
    const rows = within(table).getAllByRole('row');
    // A header row, then one row a loan year; the last has the whole interest paid and no balance.
    expect(rows).toHaveLength(31);
    expect(
      within(rows[30]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$0.00', formatUsd(want.totalInterestCents), formatUsd(want.loanAmountCents)]);
    // A shorter term redraws it with fewer years.
    await user.click(screen.getByRole('radio', { name: '15 years' }));
    expect(within(table).getAllByRole('row')).toHaveLength(16);
  });

  it('opens with labelled example figures, without an event, an announcement or a hash', async () => {
    const { onEvent } = renderCalculator();
    expect(screen.getByTestId('monthly-payment')).toBeVisible();
    expectOpensWithExample(onEvent);
    // The ZIP code (none here) has been looked at: still nothing counted or said.
    await waitFor(() => expect(screen.getByText(/^Optional\. For your state/)).toBeVisible());
    expect(onEvent).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(window.location.hash).toBe('');
  });

  it('issue 35: explains escrow and mortgage insurance beside the figures, with the host’s words and links', () => {
    window.history.replaceState(
      null,
      '',
      '/calculators/mortgage#price=250000&down=7500&rate=7.25&term=30&credit=660',
    );
    const terms = {
      escrow: {
        name: 'Escrow',
        meaning: 'An account for taxes and insurance.',
        href: '/learn/escrow',
      },
      pmi: { name: 'PMI', meaning: 'Private mortgage insurance.', href: '/learn/pmi' },
    };
    renderCalculator({}, { terms });
    expect(screen.getByRole('link', { name: 'What Escrow means' })).toHaveAttribute(
      'href',
      '/learn/escrow',
    );
    expect(
      within(screen.getByTestId('loan-summary')).getByRole('link', { name: 'What PMI means' }),
    ).toHaveAttribute('href', '/learn/pmi');
  });

  it('shows the plain terms when the host explains none', () => {
    renderCalculator();
    expect(screen.getByText(/pays them for you from an escrow account/)).toBeVisible();
    expect(screen.queryByRole('link', { name: /^What .* means$/ })).toBeNull();
  });

  it('keeps the down payment amount and percent in step, and takes a pasted "$350,000"', async () => {
    const { user } = renderCalculator();
    await retype(user, /^Down payment percent/, '10');
    expect(screen.getByLabelText(/^Down payment$/)).toHaveValue('$40,000');
    await retype(user, /^Down payment$/, '60000');
    expect(screen.getByLabelText(/^Down payment percent/)).toHaveValue('15');
    const price = screen.getByLabelText(/^Home price/);
    await user.clear(price);
    await user.click(price);
    await user.paste('$350,000');
    await user.tab();
    // The percent stays; the amount follows the price.
    expect(screen.getByLabelText(/^Down payment$/)).toHaveValue('$52,500');
    expect(payment()).toBe(
      formatUsd(
        expected({ homePrice: '350000', downPayment: '52500', downPaymentPercent: '15' })
          .totalMonthlyCents!,
      ),
    );
  });

  it('prices property tax for the ZIP code’s state', async () => {
    const { user } = renderCalculator();
    await retype(user, /^ZIP code/, '48226');
    expect(await screen.findByText(/Detroit, Michigan/)).toBeVisible();
    const want = expected({ zip: '48226' }, 'MI');
    await waitFor(() => expect(payment()).toBe(formatUsd(want.totalMonthlyCents!)));
    expect(legendValue('Property tax')).toBe(formatUsd(want.propertyTaxCents));
    // The yearly estimate shows in its box: 1.82 % of $400,000.
    expect(screen.getByLabelText(/^Property tax a year/)).toHaveValue('$7,280');
  });

  it('says so when the ZIP code is not a US one, and reports it', async () => {
    const { user, onEvent } = renderCalculator();
    await retype(user, /^ZIP code/, '00001');
    expect(await screen.findByText('Enter a US ZIP code, like 48226')).toBeVisible();
    // The figures before it stay, said to be for the last complete answers.
    expect(note()).toHaveTextContent(/last complete answers/);
    expect(onEvent).toHaveBeenCalledWith(
      formFieldError('mortgage', 'zip', 'Enter a US ZIP code, like 48226'),
    );
  });

  it('uses the US average when the lookup fails', async () => {
    const { user } = renderCalculator({ fail: true });
    await retype(user, /^ZIP code/, '48226');
    expect(await screen.findByText(/could not look up this ZIP code/)).toBeVisible();
    expect(payment()).toBe(formatUsd(expected({ zip: '48226' }).totalMonthlyCents!));
  });

  it('uses the visitor’s own tax, insurance, HOA dues and mortgage insurance rate', async () => {
    const { user } = renderCalculator();
    await retype(user, /^Down payment percent/, '10');
    await retype(user, /^Property tax a year/, '6000');
    await retype(user, /^Homeowners insurance a year/, '1500');
    await retype(user, /^HOA dues a month/, '125');
    await retype(user, /^Mortgage insurance rate/, '0.5');
    const want = expected({
      downPayment: '40000',
      downPaymentPercent: '10',
      propertyTax: '6000',
      homeInsurance: '1500',
      hoa: '125',
      pmiRate: '0.5',
    });
    expect(payment()).toBe(formatUsd(want.totalMonthlyCents!));
    expect(legendValue('Property tax')).toBe('$500.00');
    expect(legendValue('Homeowners insurance')).toBe('$125.00');
    expect(legendValue('HOA dues')).toBe('$125.00');
    expect(legendValue('Mortgage insurance')).toBe('$150.00');
    await user.click(screen.getByText('How we calculated this'));
    expect(screen.getByText(/Mortgage insurance rate a year: 0.5% \(yours\)/)).toBeVisible();
  });

  it('prices mortgage insurance for the credit score, and says when none can be had', async () => {
    const { user } = renderCalculator();
    await retype(user, /^Down payment percent/, '5');
    await user.click(screen.getByRole('radio', { name: '660 to 719' }));
    const want = expected({
      downPayment: '20000',
      downPaymentPercent: '5',
      creditScore: '660',
    });
    expect(legendValue('Mortgage insurance')).toBe(
      formatUsd(want.mortgageInsurance.eligible ? want.mortgageInsurance.monthlyCents : -1),
    );
    expect(payment()).toBe(formatUsd(want.totalMonthlyCents!));
    await retype(user, /^Down payment percent/, '2');
    expect(
      await screen.findByText('We cannot estimate mortgage insurance for this loan'),
    ).toBeVisible();
    expect(screen.queryByTestId('monthly-payment')).toBeNull();
  });

  it('checks every box on Calculate, GOV.UK style, keeping what was typed', async () => {
    const { user, onEvent } = renderCalculator();
    await retype(user, /^Home price/, '');
    await retype(user, /^Interest rate/, '25');
    await user.click(calculateButton());
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Enter the home price' })).toBeVisible();
    expect(
      within(summary).getByRole('link', { name: 'Interest rate must be between 0 and 20' }),
    ).toBeVisible();
    expect(screen.getByLabelText(/^Interest rate/)).toHaveValue('25');
    expect(note()).toHaveTextContent(/last complete answers/);
    expect(onEvent).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'FORM_FIELD_ERROR',
        properties: expect.objectContaining({ field_name: 'homePrice' }),
      }),
    );
  });

  it('keeps its inputs in the hash, announces the payment and reports banded inputs', async () => {
    const { user, onEvent } = renderCalculator();
    await retype(user, /^Interest rate/, '7');
    expect(window.location.hash).toBe('#price=400000&down=80000&rate=7&term=30&credit=720');
    const want = expected({ interestRate: '7' });
    expect(screen.getByRole('status', { name: '' }).textContent).toBe(
      `Your estimated monthly payment is ${formatUsd(want.totalMonthlyCents!)}.`,
    );
    expectLastCalculationRan(onEvent, 'mortgage', {
      price_band: '400000-500000',
      down_payment_band: '75000-100000',
      result_band: '2500-3000',
      self_reported_credit_score_range: 'excellent',
    });
  });

  it('reproduces a shared link: the same inputs and the same payment, counted once', async () => {
    window.history.replaceState(
      null,
      '',
      `${PATH}#price=525000&down=52500&rate=6.875&term=15&zip=77002&hoa=90&credit=660`,
    );
    const { onEvent } = renderCalculator();
    expect(screen.getByLabelText(/^Home price/)).toHaveValue('$525,000');
    expect(screen.getByLabelText(/^Down payment percent/)).toHaveValue('10');
    expect(screen.getByRole('radio', { name: '15 years' })).toBeChecked();
    expect(screen.getByLabelText(/^ZIP code/)).toHaveValue('77002');
    const want = mortgagePaymentCalculator(
      calculatorInput(valuesFromHash(window.location.hash, DEFAULT_VALUES).values, 'TX'),
    );
    await waitFor(() => expect(payment()).toBe(formatUsd(want.totalMonthlyCents!)));
    // Counted once the ZIP code's state is known, with the bands of the Texas payment.
    await waitFor(() => expect(runs(onEvent)).toHaveLength(1));
    expectLastCalculationRan(onEvent, 'mortgage', {
      price_band: '500000-750000',
      down_payment_band: '50000-75000',
      result_band: expect.stringMatching(/^\d+-\d+$/),
      self_reported_credit_score_range: 'good',
    });
    expect(screen.getByRole('status').textContent).toBe(
      `Your estimated monthly payment is ${formatUsd(want.totalMonthlyCents!)}.`,
    );
    // The visitor's own values: no example note. Opening writes no history entry.
    expect(note()).toBeNull();
    expect(window.location.hash).toBe(
      '#price=525000&down=52500&rate=6.875&term=15&zip=77002&hoa=90&credit=660',
    );
    expect(runs(onEvent)).toHaveLength(1);
  });

  it('holds a link’s event and announcement while its ZIP code is being looked up', async () => {
    window.history.replaceState(null, '', `${PATH}#price=300000&down=60000&zip=48226`);
    const calls: string[] = [];
    const { onEvent } = renderCalculator({ wait: true, calls });
    expect(screen.getByText('Looking up your state…')).toBeVisible();
    await waitFor(() => expect(calls).toEqual(['GET /rmscbff/zipCodes/48226']));
    // Figures show (with the US average for now), but nothing is counted or said yet.
    expect(payment()).toBe(
      formatUsd(
        expected({ homePrice: '300000', downPayment: '60000', zip: '48226' }).totalMonthlyCents!,
      ),
    );
    expect(runs(onEvent)).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('takes the wizard card’s link (zip and creditScore) as a link: its tier, its state, one event', async () => {
    window.history.replaceState(null, '', `${PATH}#zip=48226&creditScore=659`);
    const { onEvent, user } = renderCalculator();
    expect(screen.getByRole('radio', { name: '620 to 659' })).toBeChecked();
    expect(await screen.findByText(/Detroit, Michigan/)).toBeVisible();
    const want = expected({ zip: '48226', creditScore: '620' }, 'MI');
    await waitFor(() => expect(payment()).toBe(formatUsd(want.totalMonthlyCents!)));
    await waitFor(() => expect(runs(onEvent)).toHaveLength(1));
    // The first calculation writes the form's own link; creditScore is carried as credit.
    await retype(user, /^Interest rate/, '7');
    expect(window.location.hash).toBe(
      '#price=400000&down=80000&rate=7&term=30&zip=48226&credit=620',
    );
  });

  it('pushes a history entry per calculation, merged within a second, and Back restores the figures before', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { user } = renderCalculator();
    const entries = window.history.length;
    await retype(user, /^Interest rate/, '7');
    expect(window.history.length).toBe(entries + 1);
    // Within HISTORY_MERGE_MS of it: the same entry, replaced.
    now += HISTORY_MERGE_MS / 2;
    await user.click(screen.getByRole('radio', { name: '15 years' }));
    expect(window.history.length).toBe(entries + 1);
    expect(window.location.hash).toBe('#price=400000&down=80000&rate=7&term=15&credit=720');
    now += HISTORY_MERGE_MS * 2;
    await retype(user, /^Interest rate/, '6');
    expect(window.history.length).toBe(entries + 2);
    expect(payment()).toBe(
      formatUsd(expected({ interestRate: '6', termYears: '15' }).totalMonthlyCents!),
    );
    window.history.back();
    await waitFor(() =>
      expect(payment()).toBe(
        formatUsd(expected({ interestRate: '7', termYears: '15' }).totalMonthlyCents!),
      ),
    );
    expect(screen.getByLabelText(/^Interest rate/)).toHaveValue('7');
  });

  it('keeps an unknown ZIP code’s message, and the figures waiting, until the ZIP code changes', async () => {
    const { user, onEvent } = renderCalculator();
    await retype(user, /^ZIP code/, '00001');
    expect(await screen.findByText('Enter a US ZIP code, like 48226')).toBeVisible();
    const before = runs(onEvent).length;
    await retype(user, /^Interest rate/, '7');
    expect(runs(onEvent)).toHaveLength(before);
    expect(screen.getByText('Enter a US ZIP code, like 48226')).toBeVisible();
    // Calculate lists it too.
    await user.click(calculateButton());
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'Enter a US ZIP code, like 48226' }),
    ).toBeVisible();
    await retype(user, /^ZIP code/, '48226');
    const want = expected({ interestRate: '7', zip: '48226' }, 'MI');
    await waitFor(() => expect(payment()).toBe(formatUsd(want.totalMonthlyCents!)));
    expect(note()).toBeNull();
  });

  it('takes the wizard card’s creditScore and ignores what is not on offer', () => {
    expect(valuesFromHash('#creditScore=659', DEFAULT_VALUES).values.creditScore).toBe('620');
    const odd = valuesFromHash('#term=7&credit=999&price=<script>', DEFAULT_VALUES);
    expect(odd.values).toEqual(DEFAULT_VALUES);
    expect(odd.carried).toBe(false);
  });

  it('writes its link beside the host page’s other hash parameters, in its own order', () => {
    const values = { ...DEFAULT_VALUES, zip: '48226', creditScore: '620' };
    expect(hashOfMortgage('#utm=mail&creditScore=659&price=1&results', values)).toBe(
      '#utm=mail&price=400000&down=80000&rate=6.5&term=30&zip=48226&credit=620',
    );
  });
});
