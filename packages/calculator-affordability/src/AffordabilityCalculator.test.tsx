import { affordability, dollarsToCents } from '@lender/mortgage-math';
import { affordabilityResult } from '@lender/validation/affordability-result';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { AffordabilityCalculator, type AffordabilityCalculatorProps } from './index.ts';
import { version } from './standalone.tsx';
import { demoApi, DEMO_RATE_PERCENT, type DemoApiOptions } from './test-support/demo-api.ts';

function renderCalculator(api: DemoApiOptions = {}, props: AffordabilityCalculatorProps = {}) {
  const onEvent = vi.fn();
  render(
    <I18nProvider locale="en-US">
      <AffordabilityCalculator fetch={demoApi(api)} onEvent={onEvent} {...props} />
    </I18nProvider>,
  );
  return { onEvent, user: userEvent.setup() };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, creditScore = '700') {
  await user.type(screen.getByLabelText(/^Annual income/), '$85,000');
  await user.type(screen.getByLabelText(/^Money for a down payment/), '40,000');
  await user.type(screen.getByLabelText(/^Monthly debt payments/), '500');
  await user.type(screen.getByLabelText(/^ZIP code/), '48226');
  await user.type(screen.getByLabelText(/^Credit score/), creditScore);
  await user.tab();
}

/** The estimate @lender/mortgage-math gives for the filled-in form at a DTI, as the API answers it. */
function expected(dti: number) {
  return affordabilityResult(
    affordability({
      annualIncomeCents: dollarsToCents(85_000),
      availableFundsCents: dollarsToCents(40_000),
      monthlyDebtCents: dollarsToCents(500),
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

const whole = (dollars: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(dollars);

beforeEach(() => {
  window.history.replaceState(null, '', '/calculators/affordability');
});

describe('AffordabilityCalculator', () => {
  it('names its version as package.json does', () => expect(version).toBe(packageJson.version));

  it('shows every message in a summary and beside its field, and reports them', async () => {
    const { user, onEvent } = renderCalculator();
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
  });

  it('shows the figures mortgage-math gives, announces them and sends bands only', async () => {
    const { user, onEvent } = renderCalculator();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const result = expected(0.36);
    expect(await screen.findByTestId('affordability')).toHaveTextContent(
      whole(result.affordability),
    );
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
      const debts = screen.getByLabelText(/^Monthly debt payments/);
      await user.clear(debts);
      await user.type(debts, debt);
      await user.tab();
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
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
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
    const { user } = renderCalculator();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await screen.findByTestId('affordability');
    const slider = screen.getByRole('slider', { name: 'Debt-to-income ratio' });
    act(() => slider.focus());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(window.location.hash).toBe('#dti=0.37'));
    await waitFor(() =>
      expect(screen.getByTestId('affordability')).toHaveTextContent(
        whole(expected(0.37).affordability),
      ),
    );
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    await waitFor(() =>
      expect(screen.getByTestId('affordability')).toHaveTextContent(
        whole(expected(0.36).affordability),
      ),
    );
  });

  it('issue 34 §4: puts the DTI in the hash with the first estimate, and a run of arrow keys is one history entry', async () => {
    const { user } = renderCalculator();
    await fillIn(user);
    const pushes = vi.spyOn(window.history, 'pushState');
    try {
      await user.click(screen.getByRole('button', { name: 'Calculate' }));
      await screen.findByTestId('affordability');
      expect(window.location.hash).toBe('#dti=0.36');
      expect(pushes).not.toHaveBeenCalled();
      const slider = screen.getByRole('slider', { name: 'Debt-to-income ratio' });
      act(() => slider.focus());
      await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
      await waitFor(() => expect(window.location.hash).toBe('#dti=0.39'));
      expect(pushes).toHaveBeenCalledTimes(1);
    } finally {
      pushes.mockRestore();
    }
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(window.location.hash).toBe('#dti=0.36');
  });

  it('shows the warning at a DTI of 50%', async () => {
    window.history.replaceState(null, '', '/calculators/affordability#dti=0.50');
    const { user } = renderCalculator();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByTestId('dti-warning')).toHaveTextContent('Warning: At 50% or more');
  });

  it('shows the credit error below 581 without asking to prequalify', async () => {
    const calls: string[] = [];
    const { user } = renderCalculator({ calls });
    await fillIn(user, '580');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(
      await screen.findByText('We need a credit score of 581 or more to prequalify you'),
    ).toBeVisible();
    expect(calls.some((call) => call.includes('/rates/affordability'))).toBe(false);
  });

  it('offers a retry, not "Edit my info", when prequalification fails', async () => {
    const { user } = renderCalculator({ prequalification: 'fail' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const section = await screen.findByTestId('prequalification');
    expect(await within(section).findByRole('button', { name: 'Try again' })).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Edit my info' })).toBeNull();
  });

  it('falls back to the ZIP copy with city and state when there are no listings', async () => {
    const { user } = renderCalculator({ listings: 'none' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    const promo = await screen.findByTestId('listings-promo');
    expect(promo).toHaveTextContent(
      'We could not find homes for sale near 48226 in Detroit, MI just now.',
    );
    expect(
      within(promo).getByRole('link', { name: /See homes and prices in Detroit, MI/ }),
    ).toHaveAttribute('href', 'https://homes.example.com/mi/detroit-mi');
  });

  it('says an unknown ZIP code is not one, and a failing API is a generic error', async () => {
    const { user } = renderCalculator({ unknownZips: ['00000'] });
    await user.type(screen.getByLabelText(/^Annual income/), '85000');
    await user.type(screen.getByLabelText(/^Money for a down payment/), '40000');
    await user.type(screen.getByLabelText(/^Monthly debt payments/), '0');
    await user.type(screen.getByLabelText(/^ZIP code/), '00000');
    await user.type(screen.getByLabelText(/^Credit score/), '700');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(
      await screen.findByRole('link', { name: 'Enter a US ZIP code, like 48226' }),
    ).toBeVisible();
  });

  it('shows the generic error with a retry when the estimate fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderCalculator({ affordability: 'fail' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('Sorry, we could not work this out')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
