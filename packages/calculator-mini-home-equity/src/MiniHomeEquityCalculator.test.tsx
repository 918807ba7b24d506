import { DEFAULT_VALUES, HomeEquityCalculator } from '@lender/calculator-home-equity';
import { valuesFromHash } from '@lender/calculator-kit/engine';
import { miniHomeEquityCalculator } from '@lender/mortgage-math';
import { cleanup, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { MiniHomeEquityCalculator, type MiniHomeEquityCalculatorProps } from './index.ts';
import { version } from './standalone.tsx';
import {
  calculateButton,
  expectLastCalculationRan,
  expectOpensWithExample,
  formFieldError,
  renderInUs,
  renderWithEvents,
  retype,
} from '@lender/calculator-test-support/dom';

const renderWidget = (props: MiniHomeEquityCalculatorProps = {}) =>
  renderWithEvents(MiniHomeEquityCalculator, props);

const link = () => screen.getByRole('link', { name: 'See HELOC and home equity loan payments' });

/** An article the widget sits in, its address with a hash of its own. */
const ARTICLE = '/learn/home-equity/heloc#faq';

beforeEach(() => window.history.replaceState(null, '', ARTICLE));

describe('MiniHomeEquityCalculator', () => {
  it('names its version as package.json does', () => expect(version).toBe(packageJson.version));

  it('opens with the figures of its example values, labelled as such, with no event', () => {
    const { onEvent } = renderWidget();
    expect(screen.getByTestId('mini-available')).toHaveTextContent('$155,000');
    expectOpensWithExample(onEvent);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('recalculates as soon as a field is left, once, without waiting for the button', async () => {
    const { user, onEvent } = renderWidget();
    await retype(user, /^Mortgage balance/, '200000');
    // 450,000 × 90 % − 200,000
    expect(screen.getByTestId('mini-available')).toHaveTextContent('$205,000');
    expect(screen.queryByTestId('figures-note')).not.toBeInTheDocument();
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it('never reads nor writes the host page’s address: its hash and history stay the host’s', async () => {
    window.history.replaceState(null, '', '/learn/home-equity/heloc#homeValue=900000');
    const entries = window.history.length;
    const { user } = renderWidget();
    expect(screen.getByLabelText(/^Home value/)).toHaveValue('$450,000');
    await retype(user, /^Home value/, '600000');
    await user.click(calculateButton());
    expect(screen.getByTestId('mini-available')).toHaveTextContent('$290,000');
    expect(window.location.hash).toBe('#homeValue=900000');
    expect(window.history.length).toBe(entries);
  });

  it('estimates from mortgage-math and links to the full calculator with the same figures', async () => {
    const { user, onEvent } = renderWidget();
    await retype(user, /^Home value/, '$520,000');
    await retype(user, /^Mortgage balance/, '300,000');
    const expected = miniHomeEquityCalculator({
      homeValueCents: 520_000_00,
      mortgageBalanceCents: 300_000_00,
      helocAnnualRatePercent: 8.25,
      homeEquityLoanAnnualRatePercent: 8.5,
    });
    // 520,000 × 90 % − 300,000
    expect(expected.availableCents).toBe(168_000_00);
    expect(screen.getByTestId('mini-available')).toHaveTextContent('$168,000');
    expect(screen.getByRole('status')).toHaveTextContent('You could borrow up to $168,000.');
    const href = link().getAttribute('href')!;
    expect(href.startsWith('/calculators/home-equity#')).toBe(true);
    expect(valuesFromHash(href.slice(href.indexOf('#')), DEFAULT_VALUES)).toEqual({
      homeValue: '520000',
      firstMortgage: '300000',
      secondMortgage: '',
      maxCltv: '90',
      borrow: '',
      helocRate: '8.25',
      loanRate: '8.5',
      loanTermYears: '15',
    });
    // The full calculator opens the link with the same figure.
    cleanup();
    window.history.replaceState(null, '', href);
    renderInUs(<HomeEquityCalculator />);
    expect(screen.getByTestId('available-equity')).toHaveTextContent('$168,000');
    expectLastCalculationRan(onEvent, 'mini home equity', {
      price_band: '500000-750000',
      result_band: '150000-200000',
    });
  });

  it('says plainly when nothing can be borrowed', async () => {
    const { user } = renderWidget();
    await retype(user, /^Mortgage balance/, '440000');
    expect(screen.getByTestId('mini-home-equity-result')).toHaveTextContent(
      'No equity available to borrow at 90%.',
    );
  });

  it('checks its fields with the full calculator’s messages, keeping what was typed', async () => {
    const { user, onEvent } = renderWidget();
    const value = await retype(user, /^Home value/, '');
    expect(value).toHaveAccessibleDescription(/Enter your home’s value/);
    await user.click(calculateButton());
    expect(screen.getByRole('link', { name: 'Enter your home’s value' })).toBeVisible();
    expect(onEvent).toHaveBeenCalledWith(
      formFieldError('mini home equity', 'homeValue', 'Enter your home’s value'),
    );
  });

  it('links to the calculator on the server it came from', () => {
    renderWidget({ apiBaseUrl: 'https://www.example.com' });
    expect(link().getAttribute('href')).toMatch(
      /^https:\/\/www\.example\.com\/calculators\/home-equity#homeValue=450000&/,
    );
  });
});
