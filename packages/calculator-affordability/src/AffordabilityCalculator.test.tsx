import { HISTORY_MERGE_MS } from '@lender/calculator-kit/engine';
import { affordability, dollarsToCents } from '@lender/mortgage-math';
import { affordabilityResult } from '@lender/validation/affordability-result';
import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { AffordabilityCalculator, type AffordabilityCalculatorProps } from './index.ts';
import { version } from './standalone.tsx';
import { demoApi, DEMO_RATE_PERCENT, type DemoApiOptions } from './test-support/demo-api.ts';
import { renderInUs } from '@lender/calculator-test-support/dom';

type User = ReturnType<typeof userEvent.setup>;

function renderCalculator(api: DemoApiOptions = {}, props: AffordabilityCalculatorProps = {}) {
  const onEvent = vi.fn();
  const user = renderInUs(
    <AffordabilityCalculator fetch={demoApi(api)} onEvent={onEvent} {...props} />,
  );
  return { onEvent, user };
}

/** Replaces a box's text (the form opens with the example's) and leaves it: a commit. */
async function replace(user: User, label: RegExp, text: string) {
  const box = screen.getByLabelText(label);
  await user.clear(box);
  if (text !== '') await user.type(box, text);
  await user.tab();
}

async function fillIn(user: User, creditScore = '700') {
  await replace(user, /^Annual income/, '$85,000');
  await replace(user, /^Money for a down payment/, '40,000');
  await replace(user, /^Monthly debt payments/, '500');
  await replace(user, /^ZIP code/, '48226');
  await replace(user, /^Credit score/, creditScore);
}

/** The visitor's answers, then Calculate. */
async function calculate(user: User, creditScore = '700') {
  await fillIn(user, creditScore);
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
}

/** Slider steps by keyboard, after a pause longer than the history's merge. */
async function stepDti(user: User, keys: string) {
  vi.advanceTimersByTime(HISTORY_MERGE_MS);
  const slider = screen.getByRole('slider', { name: 'Debt-to-income ratio' });
  act(() => slider.focus());
  await user.keyboard(keys);
  return slider;
}

/** The estimate @lender/mortgage-math gives at a DTI, as the API answers it (Detroit, MI). */
function expected(dti: number, { income = 85_000, funds = 40_000, debt = 500 } = {}) {
  return affordabilityResult(
    affordability({
      annualIncomeCents: dollarsToCents(income),
      availableFundsCents: dollarsToCents(funds),
      monthlyDebtCents: dollarsToCents(debt),
      state: 'MI',
      dti,
      rate: {
        annualRatePercent: DEMO_RATE_PERCENT,
        termMonths: 360,
        productDescription: '30-year fixed',
      },
    }),
  );
}
/** The example the calculator opens with: $85,000, $40,000 saved, $450 of debts, 36 %. */
const example = (dti = 0.36) => expected(dti, { debt: 450 });

const whole = (dollars: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(dollars);

/** Waits until the headline price is that of `result`. */
const showsPrice = (result: { affordability: number }) =>
  waitFor(() =>
    expect(screen.getByTestId('affordability')).toHaveTextContent(whole(result.affordability)),
  );

const names = (onEvent: ReturnType<typeof vi.fn>) =>
  onEvent.mock.calls.map(([event]) => (event as { name: string }).name);
const asksLender = (calls: string[]) =>
  calls.filter((call) => /rates\/affordability|rocket-homes/.test(call));

async function back() {
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/calculators/affordability');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AffordabilityCalculator', () => {
  it('names its version as package.json does', () => expect(version).toBe(packageJson.version));

  it('issue 34 §3: opens with the figures of labelled example values, with no event, no hash and nothing asked of the lender', async () => {
    const calls: string[] = [];
    const { onEvent } = renderCalculator({ calls });
    expect(screen.getByLabelText(/^Annual income/)).toHaveValue('$85,000');
    expect(screen.getByLabelText(/^Monthly debt payments/)).toHaveValue('$450');
    expect(screen.getByLabelText(/^ZIP code/)).toHaveValue('48226');
    await showsPrice(example());
    expect(screen.getByTestId('figures-note')).toHaveTextContent(/example values/);
    expect(screen.getByRole('slider', { name: 'Debt-to-income ratio' })).toHaveValue('36');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('');
    expect(onEvent).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('');
    // The ZIP code's state and today's rate are asked; prequalification and homes are not.
    expect(calls.map((call) => call.split('?')[0])).toEqual([
      'GET /rmscbff/zipCodes/48226',
      'GET /rmscbff/calc/affordability',
    ]);
    expect(screen.queryByTestId('prequalification')).toBeNull();
  });

  it('recalculates as a box is committed, without the button, and says so', async () => {
    const { user, onEvent } = renderCalculator();
    await showsPrice(example());
    await replace(user, /^Monthly debt payments/, '500');
    await showsPrice(expected(0.36));
    expect(screen.queryByTestId('figures-note')).toBeNull();
    expect(
      await screen.findByText(
        `You could afford a home up to ${whole(expected(0.36).affordability)}, with a monthly payment of ${whole(expected(0.36).paymentBreakdown.monthlyPayment)}.`,
      ),
    ).toBeInTheDocument();
    expect(names(onEvent)).toEqual(['CALCULATION_RAN']);
    expect(window.location.hash).toContain('monthlyDebt=500');
  });

  it('counts a new ZIP code’s calculation once its place has arrived, with the result’s band', async () => {
    const { user, onEvent } = renderCalculator();
    await showsPrice(example());
    await replace(user, /^ZIP code/, '48201');
    await showsPrice(example());
    await waitFor(() => expect(names(onEvent)).toEqual(['CALCULATION_RAN']));
    expect(onEvent.mock.calls[0]![0].properties).toMatchObject({
      calculator_name: 'affordability',
      result_band: expect.stringMatching(/\d/),
    });
  });

  it('shows every message in a summary and beside its field, and reports them', async () => {
    const { user, onEvent } = renderCalculator();
    await showsPrice(example());
    for (const label of [
      /^Annual income/,
      /^Money for a down payment/,
      /^Monthly debt payments/,
      /^ZIP code/,
      /^Credit score/,
    ]) {
      await replace(user, label, '');
    }
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('There is a problem')).toBeVisible();
    for (const message of [
      'Enter your annual income',
      'Enter the money you have for a down payment and closing costs',
      'Enter your monthly debt payments, or 0 if you have none',
      'Enter a ZIP code',
      'Choose your credit score',
    ]) {
      expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    }
    expect(screen.getByLabelText(/^Annual income/)).toHaveAccessibleDescription(
      /Enter your annual income/,
    );
    expect(onEvent).toHaveBeenCalledWith({
      name: 'FORM_FIELD_ERROR',
      properties: {
        form_name: 'affordability',
        field_name: 'zip',
        error_message: 'Enter a ZIP code',
      },
    });
    // The example figures stay, said to be for the last complete answers.
    expect(screen.getByTestId('figures-note')).toHaveTextContent(/last complete answers/);
  });

  it('shows the figures mortgage-math gives, announces them and sends bands only', async () => {
    const { user, onEvent } = renderCalculator();
    await calculate(user);
    const result = expected(0.36);
    await showsPrice(result);
    const announced = await screen.findByText(
      `You could afford a home up to ${whole(result.affordability)}, with a monthly payment of ${whole(result.paymentBreakdown.monthlyPayment)}.`,
    );
    expect(announced.closest('[aria-live="polite"]')).toHaveAttribute('role', 'status');
    expect(onEvent).toHaveBeenCalledWith({
      name: 'CALCULATION_RAN',
      properties: {
        calculator_name: 'affordability',
        income_band: '75000-100000',
        funds_band: '25000-50000',
        monthly_debt_band: '500-1000',
        result_band: expect.stringMatching(/^\d+-\d+$/),
        self_reported_credit_score_range: 'good',
      },
    });
    expect(JSON.stringify(onEvent.mock.calls)).not.toContain('85000');
    expect(
      await screen.findByRole('link', { name: /42 homes for sale in Detroit under/ }),
    ).toHaveAttribute('href', 'https://homes.example.com/mi/48226');
    expect(await screen.findByTestId('prequal-assumptions')).toHaveTextContent(
      'conforming loan limit',
    );
  });

  it.each([
    { debt: '$1,500', above: true },
    { debt: '0', above: false },
  ])(
    'issue 34 §4: with monthly debts of $debt, a prequalified loan above the estimate’s is explained (above: $above)',
    async ({ debt, above }) => {
      const { user } = renderCalculator();
      await fillIn(user);
      await replace(user, /^Monthly debt payments/, debt);
      await user.click(screen.getByRole('button', { name: 'Calculate' }));
      const section = await screen.findByTestId('prequalification');
      await within(section).findByTestId('prequal-pricing');
      // The demo API prequalifies a loan of three times the income, $255,000, whatever the debts.
      const sentence = within(section).queryByTestId('prequal-above-budget');
      if (above) {
        expect(sentence).toHaveTextContent(
          /^This loan is larger than the \$[\d,]+ of your estimate above: a lender can approve debts, this payment included, of up to 43% of your income, while your estimate keeps them to 36%\./,
        );
      } else {
        expect(sentence).toBeNull();
      }
    },
  );

  it('issue 35: explains DTI and mortgage insurance beside the figures, with the host’s words and links', async () => {
    const { user } = renderCalculator(
      {},
      {
        terms: {
          dti: {
            name: 'DTI',
            meaning: 'Debt-to-income ratio: your debts over your income.',
            href: '/learn/dti',
          },
          pmi: { name: 'PMI', meaning: 'Private mortgage insurance.', href: '/learn/pmi' },
        },
      },
    );
    await calculate(user);
    const dti = await screen.findByRole('link', { name: 'What DTI means' });
    expect(dti).toHaveAttribute('href', '/learn/dti');
    expect(dti.closest('p')).toHaveTextContent(/debt-to-income ratio\?? of 36%/);
    const breakdown = screen.getByTestId('payment-breakdown');
    expect(within(breakdown).getByRole('link', { name: 'What PMI means' })).toHaveAttribute(
      'href',
      '/learn/pmi',
    );
  });

  it('keeps the DTI in the hash, pushing history: Back restores the previous figures', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { user } = renderCalculator();
    await calculate(user);
    await showsPrice(expected(0.36));
    const slider = await stepDti(user, '{ArrowRight}');
    await waitFor(() => expect(window.location.hash).toMatch(/[#&]dti=0\.37$/));
    await showsPrice(expected(0.37));
    await back();
    await showsPrice(expected(0.36));
    expect(slider).toHaveValue('36');
  });

  it('issue 34 §4: the first calculation puts the DTI in the hash, and a run of arrow keys is one history entry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { user } = renderCalculator();
    await showsPrice(example());
    const pushes = vi.spyOn(window.history, 'pushState');
    try {
      await calculate(user);
      await showsPrice(expected(0.36));
      expect(window.location.hash).toMatch(/[#&]dti=0\.36$/);
      expect(pushes).toHaveBeenCalledTimes(1);
      await stepDti(user, '{ArrowRight}{ArrowRight}{ArrowRight}');
      await waitFor(() => expect(window.location.hash).toMatch(/[#&]dti=0\.39$/));
      await showsPrice(expected(0.39));
      expect(pushes).toHaveBeenCalledTimes(2);
    } finally {
      pushes.mockRestore();
    }
    await back();
    expect(window.location.hash).toMatch(/[#&]dti=0\.36$/);
    await showsPrice(expected(0.36));
  });

  it('SPEC §2: a #dti link opens with that ratio, counted once as a calculation', async () => {
    window.history.replaceState(null, '', '/calculators/affordability#dti=0.50');
    const { onEvent } = renderCalculator();
    await showsPrice(example(0.5));
    expect(screen.getByRole('slider', { name: 'Debt-to-income ratio' })).toHaveValue('50');
    expect(screen.getByTestId('dti-warning')).toHaveTextContent('Warning: At 50% or more');
    // Its income, savings and debts are still the example's: said so.
    expect(screen.getByTestId('figures-note')).toHaveTextContent(/example values/);
    await waitFor(() => expect(names(onEvent)).toEqual(['CALCULATION_RAN']));
  });

  it('a link with the whole form opens with its figures and one CALCULATION_RAN, and asks the lender', async () => {
    window.history.replaceState(
      null,
      '',
      '/calculators/affordability#annualIncome=120000&availableFunds=60000&monthlyDebt=300&zip=48226&creditScore=760&dti=0.40',
    );
    const calls: string[] = [];
    const { onEvent } = renderCalculator({ calls });
    await showsPrice(expected(0.4, { income: 120_000, funds: 60_000, debt: 300 }));
    expect(screen.queryByTestId('figures-note')).toBeNull();
    await waitFor(() => expect(names(onEvent)).toEqual(['CALCULATION_RAN']));
    expect(onEvent).toHaveBeenCalledWith({
      name: 'CALCULATION_RAN',
      properties: expect.objectContaining({
        income_band: '100000-150000',
        result_band: expect.stringMatching(/^\d+-\d+$/),
        self_reported_credit_score_range: 'excellent',
      }),
    });
    expect(await screen.findByTestId('prequal-pricing')).toBeVisible();
    expect(asksLender(calls)).not.toEqual([]);
  });

  it('SPEC §4: the wizard’s #zip and #creditScore, or a host’s initialValues, fill their boxes; the figures stay an example', async () => {
    window.history.replaceState(null, '', '/calculators/affordability#zip=48201&creditScore=659');
    const calls: string[] = [];
    renderCalculator({ calls });
    expect(screen.getByLabelText(/^ZIP code/)).toHaveValue('48201');
    expect(screen.getByLabelText(/^Credit score/)).toHaveValue('659');
    await showsPrice(example());
    expect(screen.getByTestId('figures-note')).toHaveTextContent(/example values/);
    expect(calls).toContain('GET /rmscbff/zipCodes/48201');
    expect(asksLender(calls)).toEqual([]);
  });

  it('takes a host’s initialValues', async () => {
    renderCalculator({}, { initialValues: { creditScore: '620', dti: '0.40' } });
    expect(screen.getByLabelText(/^Credit score/)).toHaveValue('620');
    await showsPrice(example(0.4));
    expect(screen.getByTestId('figures-note')).toHaveTextContent(/example values/);
  });

  it('shows the warning at a DTI of 50%', async () => {
    window.history.replaceState(null, '', '/calculators/affordability#dti=0.50');
    const { user } = renderCalculator();
    await calculate(user);
    expect(await screen.findByTestId('dti-warning')).toHaveTextContent('Warning: At 50% or more');
  });

  it('shows the credit error below 581 without asking to prequalify', async () => {
    const calls: string[] = [];
    const { user } = renderCalculator({ calls });
    // The score first: with a score of 581 or more, each answer committed asks.
    await replace(user, /^Credit score/, '580');
    await calculate(user, '580');
    expect(
      await screen.findByText('We need a credit score of 581 or more to prequalify you'),
    ).toBeVisible();
    expect(calls.some((call) => call.includes('/rates/affordability'))).toBe(false);
  });

  it('offers a retry, not "Edit my info", when prequalification fails', async () => {
    const { user } = renderCalculator({ prequalification: 'fail' });
    await calculate(user);
    const section = await screen.findByTestId('prequalification');
    expect(await within(section).findByRole('button', { name: 'Try again' })).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Edit my info' })).toBeNull();
  });

  it('falls back to the ZIP copy with city and state when there are no listings', async () => {
    const { user } = renderCalculator({ listings: 'none' });
    await calculate(user);
    const promo = await screen.findByTestId('listings-promo');
    expect(promo).toHaveTextContent(
      'We could not find homes for sale near 48226 in Detroit, MI just now.',
    );
    expect(
      within(promo).getByRole('link', { name: /See homes and prices in Detroit, MI/ }),
    ).toHaveAttribute('href', 'https://homes.example.com/mi/detroit-mi');
  });

  it('says an unknown ZIP code is not one, and reports it', async () => {
    const { user, onEvent } = renderCalculator({ unknownZips: ['00000'] });
    await showsPrice(example());
    await replace(user, /^ZIP code/, '00000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(
      await screen.findByRole('link', { name: 'Enter a US ZIP code, like 48226' }),
    ).toBeVisible();
    expect(screen.getByLabelText(/^ZIP code/)).toHaveAccessibleDescription(
      /Enter a US ZIP code, like 48226/,
    );
    expect(screen.queryByTestId('affordability')).toBeNull();
    expect(onEvent).toHaveBeenCalledWith({
      name: 'FORM_FIELD_ERROR',
      properties: expect.objectContaining({ field_name: 'zip' }),
    });
  });

  it('shows the generic error with a retry when the API cannot give today’s rate', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCalculator({ affordability: 'fail' });
    expect(await screen.findByText('Sorry, we could not work this out')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
