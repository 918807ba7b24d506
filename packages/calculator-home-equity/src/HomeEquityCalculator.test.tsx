import { homeEquityCalculator } from '@lender/mortgage-math';
import { cleanup, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { HomeEquityCalculator, type HomeEquityValues } from './index.ts';
import { version } from './standalone.tsx';
import {
  calculateButton,
  expectLastCalculationRan,
  expectOneCalculationRan,
  expectOpensWithExample,
  formFieldError,
  goBackTo,
  renderWithEvents,
  retype,
  usd,
} from '@lender/calculator-test-support/dom';

const PATH = '/calculators/home-equity';

const renderCalculator = (initialValues?: Partial<HomeEquityValues>) =>
  renderWithEvents(HomeEquityCalculator, { initialValues });

beforeEach(() => window.history.replaceState(null, '', PATH));

describe('HomeEquityCalculator', () => {
  it('names its version as package.json does', () => expect(version).toBe(packageJson.version));

  it('opens with the figures of its example values, labelled as such, with no event and no hash', () => {
    const { onEvent } = renderCalculator();
    expect(screen.getByTestId('available-equity')).toHaveTextContent('$155,000');
    expectOpensWithExample(onEvent);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(window.location.hash).toBe('');
  });

  it('opens with a host’s starting values as the visitor’s own figures, not as examples', () => {
    const { onEvent } = renderCalculator({ homeValue: '500000', firstMortgage: '280000' });
    // 500,000 × 90 % − 280,000
    expect(screen.getByTestId('available-equity')).toHaveTextContent('$170,000');
    expect(screen.queryByTestId('figures-note')).not.toBeInTheDocument();
    expect(onEvent).not.toHaveBeenCalled();
  });

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
    // 600,000 × 90 % − 250,000, at once: the figures are the visitor's own now.
    expect(screen.getByTestId('available-equity')).toHaveTextContent('$290,000');
    expect(screen.queryByTestId('figures-note')).not.toBeInTheDocument();
    expect(onEvent).toHaveBeenCalledTimes(1);
    await retype(user, /^Second mortgage/, '40000');
    await user.click(screen.getByRole('radio', { name: '90%' }));
    // 600,000 × 90 % − 250,000 − 40,000
    expect(screen.getByTestId('available-equity')).toHaveTextContent('$250,000');
    expect(screen.getByRole('status')).toHaveTextContent(/You could borrow up to \$250,000/);
    expect(window.location.hash).toBe(
      '#homeValue=600000&firstMortgage=250000&secondMortgage=40000&maxCltv=90&borrow=&helocRate=8.25&loanRate=8.5&loanTermYears=15',
    );
    expectLastCalculationRan(onEvent, 'home equity', {
      price_band: '500000-750000',
      result_band: '200000-300000',
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

  it('reproduces a shared link: the hash wins over the starting values, and counts once', () => {
    // A link as the calculator wrote them before the engine: empty fields left out.
    window.history.replaceState(
      null,
      '',
      `${PATH}#homeValue=800000&firstMortgage=300000&maxCltv=80&helocRate=7.5&loanRate=7.75&loanTermYears=10`,
    );
    const { onEvent } = renderCalculator({ homeValue: '1' });
    expect(screen.getByLabelText(/^Home value/)).toHaveValue('$800,000');
    expect(screen.getByRole('radio', { name: '80%' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '10 years' })).toBeChecked();
    expect(screen.getByTestId('available-equity')).toHaveTextContent('$340,000');
    expect(screen.queryByTestId('figures-note')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You could borrow up to $340,000.');
    expectOneCalculationRan(onEvent, 'home equity', {
      price_band: '750000-1000000',
      result_band: '300000-400000',
    });
  });

  it('opens a link it wrote with the same figures, keeping the page’s other hash parameters', async () => {
    window.history.replaceState(null, '', `${PATH}#zip=48226`);
    const { user } = renderCalculator();
    await retype(user, /^Amount you want to borrow/, '60000');
    await user.click(screen.getByRole('radio', { name: '20 years' }));
    const link = window.location.hash;
    expect(link).toMatch(/^#zip=48226&homeValue=450000&/);
    const payment = screen.getByTestId('loan-payments').textContent;
    cleanup();
    window.history.replaceState(null, '', `${PATH}${link}`);
    renderCalculator();
    expect(screen.getByRole('heading', { name: 'HELOC on $60,000' })).toBeVisible();
    expect(screen.getByTestId('loan-payments').textContent).toBe(payment);
  });

  it('Back returns to the figures before a calculation', async () => {
    const { user } = renderCalculator();
    await retype(user, /^Home value/, '500000');
    const first = window.location.hash;
    await retype(user, /^Mortgage balance/, '200000');
    expect(screen.getByTestId('available-equity')).toHaveTextContent('$250,000');
    goBackTo(`${PATH}${first}`);
    // 500,000 × 90 % − 250,000
    expect(screen.getByTestId('available-equity')).toHaveTextContent('$200,000');
    expect(screen.getByLabelText(/^Mortgage balance/)).toHaveValue('$250,000');
  });

  it.each([
    ['#maxCltv=95&loanTermYears=7', '90%', '15 years'],
    ['#maxCltv=80&loanTermYears=abc', '80%', '15 years'],
  ])('takes from %s only the choices on offer', (hash, cap, term) => {
    window.history.replaceState(null, '', `${PATH}${hash}`);
    renderCalculator();
    expect(screen.getByRole('radio', { name: cap })).toBeChecked();
    expect(screen.getByRole('radio', { name: term })).toBeChecked();
  });

  it('a link with a value that is not an amount shows its message and no figures', () => {
    window.history.replaceState(null, '', `${PATH}#homeValue=<script>`);
    renderCalculator();
    expect(screen.queryByTestId('home-equity-results')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Home value/)).toHaveAccessibleDescription(
      /Home value must be an amount/,
    );
  });

  it('checks each field when it is left, and all on submit, with GOV.UK messages', async () => {
    const { user, onEvent } = renderCalculator();
    const value = await retype(user, /^Home value/, '');
    expect(value).toHaveAccessibleDescription(/Enter your home’s value/);
    const rate = await retype(user, /^HELOC interest rate/, '30');
    expect(rate).toHaveAccessibleDescription(/HELOC interest rate must be between 0 and 25/);
    await retype(user, /^Mortgage balance/, '');
    // The last figures stay, said to be for the last complete answers, until the form is right.
    expect(screen.getByTestId('figures-note')).toHaveTextContent(/last complete answers/);
    await user.click(calculateButton());
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Enter your home’s value' })).toBeVisible();
    expect(
      within(summary).getByRole('link', {
        name: 'Enter what you owe on your mortgage, or 0 if you own your home outright',
      }),
    ).toBeVisible();
    // What was typed stays.
    expect(rate).toHaveValue('30');
    expect(onEvent).toHaveBeenCalledWith(
      formFieldError('home equity', 'helocRate', 'HELOC interest rate must be between 0 and 25'),
    );
  });

  it('explains how it calculated', async () => {
    const { user } = renderCalculator();
    await user.click(screen.getByText('How we calculated this'));
    expect(screen.getByTestId('how-we-calculated')).toHaveTextContent(
      '$450,000 × 90% = $405,000, less $250,000',
    );
  });
});
