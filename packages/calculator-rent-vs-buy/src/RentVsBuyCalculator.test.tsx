import { rentVsBuy, rentVsBuyPmiCents } from '@lender/mortgage-math';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { creditScoreFromHash, crossoverYear, RentVsBuyCalculator } from './index.ts';
import { version } from './standalone.tsx';
import { demoApi } from './test-support/demo-api.ts';

function renderCalculator(options: Parameters<typeof demoApi>[0] = {}) {
  const onEvent = vi.fn();
  render(
    <I18nProvider locale="en-US">
      <RentVsBuyCalculator fetch={demoApi(options)} onEvent={onEvent} />
    </I18nProvider>,
  );
  return { onEvent, user: userEvent.setup() };
}

const whole = (dollars: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(dollars);

beforeEach(() => window.history.replaceState(null, '', '/calculators/rent-vs-buy'));

describe('creditScore from the URL hash (SPEC §2)', () => {
  it.each([
    ['619', '580'],
    ['659', '620'],
    ['719', '660'],
    ['720', '720'],
    ['580', '580'],
    ['700', ''],
    ['abc', ''],
    ['', ''],
  ])('#creditScore=%s selects %s', (hash, selected) => {
    expect(creditScoreFromHash(`#creditScore=${hash}`)).toBe(selected);
  });

  it('ticks the mapped choice on the form', () => {
    window.history.replaceState(null, '', '/calculators/rent-vs-buy#creditScore=659');
    renderCalculator();
    expect(screen.getByRole('radio', { name: '620 to 659' })).toBeChecked();
  });
});

describe('RentVsBuyCalculator', () => {
  it('names its version as package.json does', () => expect(version).toBe(packageJson.version));

  it('keeps the down payment amount and percent in step', async () => {
    const { user } = renderCalculator();
    const percentBox = screen.getByLabelText(/^Down payment percent/);
    await user.clear(percentBox);
    await user.type(percentBox, '20');
    await user.tab();
    expect(screen.getByLabelText(/^Down payment$/)).toHaveValue('$70,000');
    const amount = screen.getByLabelText(/^Down payment$/);
    await user.clear(amount);
    await user.type(amount, '17500');
    await user.tab();
    expect(percentBox).toHaveValue('5');
  });

  it('issue 34 §4: keeps the cents of a rent typed with them (1800.75 is never $180,075)', async () => {
    const calls: string[] = [];
    const user = userEvent.setup();
    render(
      <I18nProvider locale="en-US">
        <RentVsBuyCalculator fetch={demoApi({ calls })} />
      </I18nProvider>,
    );
    const rent = screen.getByLabelText(/^Monthly rent/);
    await user.clear(rent);
    await user.type(rent, '1800.75');
    await user.tab();
    expect(rent).toHaveValue('$1,800.75');
    expect(rent).not.toHaveAccessibleDescription(/Error/);
    await user.click(screen.getByRole('button', { name: 'Compare renting and buying' }));
    await waitFor(() => expect(calls.at(-1)).toMatch(/[?&]monthlyRent=1800\.75(&|$)/));
  });

  it('checks each field when it is left, and all on submit (SPEC §5)', async () => {
    const { user, onEvent } = renderCalculator();
    const price = screen.getByLabelText(/^Home price/);
    await user.clear(price);
    await user.tab();
    expect(price).toHaveAccessibleDescription(/Enter the home price/);
    const rate = screen.getByLabelText(/^Interest rate/);
    await user.clear(rate);
    await user.type(rate, '12');
    await user.tab();
    expect(rate).toHaveAccessibleDescription(/Interest rate must be between 0 and 10/);
    await user.clear(screen.getByLabelText(/^Monthly rent/));
    await user.click(screen.getByRole('button', { name: 'Compare renting and buying' }));
    const summary = await screen.findByRole('alert');
    for (const message of [
      'Enter the home price',
      'Interest rate must be between 0 and 10',
      'Enter your monthly rent',
    ]) {
      expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    }
    expect(onEvent).toHaveBeenCalledWith({
      name: 'FORM_FIELD_ERROR',
      properties: {
        form_name: 'rent vs buy',
        field_name: 'interestRate',
        error_message: 'Interest rate must be between 0 and 10',
      },
    });
  });

  it('refuses a down payment of the whole price', async () => {
    const { user } = renderCalculator();
    const amount = screen.getByLabelText(/^Down payment$/);
    await user.clear(amount);
    await user.type(amount, '350000');
    await user.tab();
    expect(amount).toHaveAccessibleDescription(/Down payment must be less than the home price/);
  });

  it('shows the figures of mortgage-math, the crossover and the change year on the slider', async () => {
    const { user, onEvent } = renderCalculator();
    await user.click(screen.getByRole('button', { name: 'Compare renting and buying' }));
    const expected = rentVsBuy({
      purchasePriceCents: 350_000_00,
      downPaymentCents: 35_000_00,
      interestRate: 6.5,
      monthlyRentCents: 1_800_00,
      mortgageInsurancePaymentCents: rentVsBuyPmiCents(315_000_00, 350_000_00, 720),
    });
    const breakdown = await screen.findByTestId('rent-vs-buy-breakdown');
    await waitFor(() => expect(breakdown).toHaveAttribute('data-confirmed', 'true'));
    const slider = screen.getByRole('slider', { name: 'Years in the home' });
    expect(slider).toHaveValue(String(expected.changeYear));
    const year = expected.changeYear;
    expect(
      within(screen.getByTestId('year-breakdown')).getByText(whole(expected.rentData[year - 1]!)),
    ).toBeVisible();
    expect(
      within(screen.getByTestId('year-breakdown')).getByText(whole(expected.buyData[year - 1]!)),
    ).toBeVisible();
    const cross = crossoverYear(expected.rentData, expected.buyData);
    if (cross !== undefined)
      expect(screen.getByTestId('crossover-year')).toHaveTextContent(String(cross));
    expect(screen.getByTestId('how-we-calculated')).toHaveTextContent(
      'Money invested earns 4% a year',
    );
    expect(onEvent).toHaveBeenCalledWith({
      name: 'CALCULATION_RAN',
      properties: {
        calculator_name: 'rent vs buy',
        price_band: '300000-400000',
        down_payment_band: '25000-50000',
        rent_band: '1500-2000',
        self_reported_credit_score_range: 'none',
      },
    });
  });

  it('shows the breakdown alert when the API fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderCalculator({ fail: true });
    await user.click(screen.getByRole('button', { name: 'Compare renting and buying' }));
    expect(await screen.findByText('Sorry, we could not work out your breakdown')).toBeVisible();
  });
});
