import { wholeDollars } from '@lender/calculator-kit';
import { rentVsBuy, rentVsBuyPmiCents, selfReportedCreditBand } from '@lender/mortgage-math';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { creditScoreFromHash, crossoverYear, RentVsBuyCalculator } from './index.ts';
import { version } from './standalone.tsx';
import { demoApi } from './test-support/demo-api.ts';
import {
  calculateButton,
  expectLastCalculationRan,
  expectOneCalculationRan,
  expectOpensWithExample,
  formFieldError,
  renderWithEvents,
  retype,
} from '@lender/calculator-test-support/dom';

const renderCalculator = ({
  fetch,
  ...api
}: Parameters<typeof demoApi>[0] & { fetch?: typeof globalThis.fetch } = {}) =>
  renderWithEvents(RentVsBuyCalculator, { fetch: fetch ?? demoApi(api) });

/** The API, answering only when told: the page's own figures show while it waits. */
function heldApi() {
  const waiting: (() => void)[] = [];
  const answer = demoApi();
  const fetch: typeof globalThis.fetch = (input, init) =>
    new Promise((resolve) => waiting.push(() => resolve(answer(input, init))));
  return { fetch, release: () => act(() => waiting.splice(0).forEach((go) => go())) };
}

/** @lender/mortgage-math's figures for the example values with another price (10 % down) or credit score. */
function expectedFor({ price = 350_000, rent = 1_800, score = 720 } = {}) {
  const down = price / 10;
  return rentVsBuy({
    purchasePriceCents: price * 100,
    downPaymentCents: down * 100,
    interestRate: 6.5,
    monthlyRentCents: rent * 100,
    mortgageInsurancePaymentCents: rentVsBuyPmiCents((price - down) * 100, price * 100, score),
  });
}

const crossoverOf = (result: ReturnType<typeof rentVsBuy>) =>
  crossoverYear(result.rentData, result.buyData);

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
    const percentBox = await retype(user, /^Down payment percent/, '20');
    expect(screen.getByLabelText(/^Down payment$/)).toHaveValue('$70,000');
    await retype(user, /^Down payment$/, '17500');
    expect(percentBox).toHaveValue('5');
  });

  it('issue 34 §4: keeps the cents of a rent typed with them (1800.75 is never $180,075)', async () => {
    const calls: string[] = [];
    const { user } = renderCalculator({ calls });
    const rent = await retype(user, /^Monthly rent/, '1800.75');
    expect(rent).toHaveValue('$1,800.75');
    expect(rent).not.toHaveAccessibleDescription(/Error/);
    await user.click(calculateButton());
    await waitFor(() => expect(calls.at(-1)).toMatch(/[?&]monthlyRent=1800\.75(&|$)/));
  });

  it('checks each field when it is left, and all on submit (SPEC §5)', async () => {
    const { user, onEvent } = renderCalculator();
    const price = await retype(user, /^Home price/, '');
    expect(price).toHaveAccessibleDescription(/Enter the home price/);
    const rate = await retype(user, /^Interest rate/, '12');
    expect(rate).toHaveAccessibleDescription(/Interest rate must be between 0 and 10/);
    await user.clear(screen.getByLabelText(/^Monthly rent/));
    await user.click(calculateButton());
    const summary = await screen.findByRole('alert');
    for (const message of [
      'Enter the home price',
      'Interest rate must be between 0 and 10',
      'Enter your monthly rent',
    ]) {
      expect(within(summary).getByRole('link', { name: message })).toBeVisible();
    }
    expect(onEvent).toHaveBeenCalledWith(
      formFieldError('rent vs buy', 'interestRate', 'Interest rate must be between 0 and 10'),
    );
  });

  it('refuses a down payment of the whole price', async () => {
    const { user } = renderCalculator();
    const amount = await retype(user, /^Down payment$/, '350000');
    expect(amount).toHaveAccessibleDescription(/Down payment must be less than the home price/);
  });

  it('shows the figures of mortgage-math, the crossover and the change year on the slider', async () => {
    const { user, onEvent } = renderCalculator();
    await user.click(calculateButton());
    const expected = expectedFor();
    const breakdown = await screen.findByTestId('rent-vs-buy-breakdown');
    await waitFor(() => expect(breakdown).toHaveAttribute('data-confirmed', 'true'));
    const slider = screen.getByRole('slider', { name: 'Years in the home' });
    expect(slider).toHaveValue(String(expected.changeYear));
    const year = expected.changeYear;
    expect(
      within(screen.getByTestId('year-breakdown')).getByText(
        wholeDollars(expected.rentData[year - 1]!),
      ),
    ).toBeVisible();
    expect(
      within(screen.getByTestId('year-breakdown')).getByText(
        wholeDollars(expected.buyData[year - 1]!),
      ),
    ).toBeVisible();
    const cross = crossoverYear(expected.rentData, expected.buyData);
    if (cross !== undefined)
      expect(screen.getByTestId('crossover-year')).toHaveTextContent(String(cross));
    expect(screen.getByTestId('how-we-calculated')).toHaveTextContent(
      'Money invested earns 4% a year',
    );
    expectLastCalculationRan(onEvent, 'rent vs buy', {
      price_band: '300000-400000',
      down_payment_band: '25000-50000',
      rent_band: '1500-2000',
      self_reported_credit_score_range: 'none',
    });
  });

  it('shows the breakdown alert when the API fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderCalculator({ fail: true });
    await user.click(calculateButton());
    expect(await screen.findByText('Sorry, we could not work out your breakdown')).toBeVisible();
  });
});

describe('the one engine (issue 34 §2, §3)', () => {
  it('opens with figures from labelled example values: no event, no API call, no hash', () => {
    const calls: string[] = [];
    const { onEvent } = renderCalculator({ calls });
    const expected = expectedFor();
    expectOpensWithExample(onEvent);
    expect(screen.getByTestId('crossover-year')).toHaveTextContent(
      `${crossoverOf(expected)} years`,
    );
    expect(screen.getByRole('slider', { name: 'Years in the home' })).toHaveValue(
      String(expected.changeYear),
    );
    expect(screen.getByTestId('rent-vs-buy-breakdown')).toHaveAttribute('data-confirmed', 'false');
    expect(calls).toEqual([]);
    expect(window.location.hash).toBe('');
  });

  it('recalculates when a field is committed: figures at once, one CALCULATION_RAN, the link in the hash, then the API’s answer', async () => {
    const api = heldApi();
    const { user, onEvent } = renderCalculator({ fetch: api.fetch });
    await retype(user, /^Home price/, '420000');
    const expected = expectedFor({ price: 420_000 });
    expect(screen.getByLabelText(/^Down payment$/)).toHaveValue('$42,000');
    expect(screen.getByTestId('crossover-year')).toHaveTextContent(
      `${crossoverOf(expected)} years`,
    );
    expect(screen.queryByTestId('figures-note')).not.toBeInTheDocument();
    expect(
      screen
        .getAllByRole('status')
        .some(
          (region) =>
            region.textContent ===
            `Buying costs less than renting from year ${crossoverOf(expected)}.`,
        ),
    ).toBe(true);
    expectOneCalculationRan(onEvent, 'rent vs buy', {
      price_band: '400000-500000',
      down_payment_band: '25000-50000',
      rent_band: '1500-2000',
      self_reported_credit_score_range: 'none',
    });
    expect(window.location.hash).toBe(
      '#purchasePrice=420000&downPaymentAmt=42000&downPaymentPercent=10&interestRate=6.5&rent=1800',
    );
    const breakdown = screen.getByTestId('rent-vs-buy-breakdown');
    expect(breakdown).toHaveAttribute('data-confirmed', 'false');
    await api.release();
    await waitFor(() => expect(breakdown).toHaveAttribute('data-confirmed', 'true'));
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it('a link opens with its figures and counts one CALCULATION_RAN; the wizard’s creditScore is mapped and written back in its words', async () => {
    window.history.replaceState(
      null,
      '',
      '/calculators/rent-vs-buy#zip=48226&purchasePrice=420000&downPaymentAmt=42000&downPaymentPercent=10&interestRate=6.5&rent=1800&creditScore=659',
    );
    const { user, onEvent } = renderCalculator();
    expect(screen.getByRole('radio', { name: '620 to 659' })).toBeChecked();
    expect(screen.queryByTestId('figures-note')).not.toBeInTheDocument();
    const expected = expectedFor({ price: 420_000, score: 620 });
    expect(screen.getByTestId('crossover-year')).toHaveTextContent(
      `${crossoverOf(expected)} years`,
    );
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith({
      name: 'CALCULATION_RAN',
      properties: expect.objectContaining({
        price_band: '400000-500000',
        self_reported_credit_score_range: selfReportedCreditBand(620),
      }),
    });
    await user.click(screen.getByRole('radio', { name: '660 to 719' }));
    expect(window.location.hash).toBe(
      '#zip=48226&purchasePrice=420000&downPaymentAmt=42000&downPaymentPercent=10&interestRate=6.5&rent=1800&creditScore=719',
    );
  });

  it('keeps the year chosen on the slider through the API’s answer; new figures start at their change year', async () => {
    const api = heldApi();
    const { user } = renderCalculator({ fetch: api.fetch });
    await retype(user, /^Monthly rent/, '2500');
    const slider = screen.getByRole('slider', { name: 'Years in the home' });
    expect(slider).toHaveValue(String(expectedFor({ rent: 2_500 }).changeYear));
    slider.focus();
    await user.keyboard('{End}');
    expect(slider).toHaveValue('30');
    await api.release();
    await waitFor(() =>
      expect(screen.getByTestId('rent-vs-buy-breakdown')).toHaveAttribute('data-confirmed', 'true'),
    );
    expect(slider).toHaveValue('30');
    expect(screen.getByRole('heading', { name: 'After 30 years' })).toBeVisible();
    await retype(user, /^Monthly rent/, '1800');
    expect(screen.getByRole('slider', { name: 'Years in the home' })).toHaveValue(
      String(expectedFor().changeYear),
    );
  });

  it('counts CALCULATION_RAN when it calculates, even if the API then fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, onEvent } = renderCalculator({ fail: true });
    await user.click(calculateButton());
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ name: 'CALCULATION_RAN' }));
    expect(await screen.findByText('Sorry, we could not work out your breakdown')).toBeVisible();
  });

  it('keeps the last figures, said to be for the last complete answers, while a field has a message', async () => {
    const { user } = renderCalculator();
    await retype(user, /^Interest rate/, '12');
    expect(screen.getByTestId('figures-note')).toHaveTextContent(/last complete answers/);
    expect(screen.getByTestId('crossover-year')).toHaveTextContent(
      `${crossoverOf(expectedFor())} years`,
    );
  });
});
