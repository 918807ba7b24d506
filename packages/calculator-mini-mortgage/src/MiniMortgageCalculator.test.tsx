import { formatUsd } from '@lender/mortgage-math';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { DEFAULT_VALUES, MiniMortgageCalculator, miniEstimate } from './index.ts';
import { version } from './standalone.tsx';
import {
  expectLastCalculationRan,
  expectOpensWithExample,
  renderWithEvents,
  retype,
} from '@lender/calculator-test-support/dom';

const renderWidget = (props: Parameters<typeof MiniMortgageCalculator>[0] = {}) =>
  renderWithEvents(MiniMortgageCalculator, props);

const fullLink = () => screen.getByRole('link', { name: /See the full breakdown/ });
const note = () => screen.queryByTestId('figures-note');

// An article's address, as the widget finds it on the host page.
const ARTICLE = '/learn/buying/how-much-house-can-i-afford';
beforeEach(() => window.history.replaceState(null, '', ARTICLE));

describe('MiniMortgageCalculator', () => {
  it('names its version as package.json does', () => expect(version).toBe(packageJson.version));

  it('shows the payment of its defaults, from mortgage-math, and links to the full calculator', () => {
    renderWidget();
    expect(screen.getByTestId('mini-payment')).toHaveTextContent(
      formatUsd(miniEstimate(DEFAULT_VALUES).totalMonthlyCents!),
    );
    expect(fullLink()).toHaveAttribute(
      'href',
      '/calculators/mortgage#price=400000&down=80000&rate=6.5&term=30',
    );
  });

  it('follows each box, carries the inputs to the full calculator and reports the run', async () => {
    const { user, onEvent } = renderWidget({ apiBaseUrl: 'https://www.example.com' });
    await retype(user, /^Home price/, '$300,000');
    await retype(user, /^Percent/, '5');
    await user.click(screen.getByRole('radio', { name: '15 years' }));
    const values = {
      homePrice: '300000',
      downPayment: '15000',
      downPaymentPercent: '5',
      interestRate: '6.5',
      termYears: '15',
    };
    const want = miniEstimate(values);
    expect(screen.getByTestId('mini-payment')).toHaveTextContent(
      formatUsd(want.totalMonthlyCents!),
    );
    const item = screen.getByText('Mortgage insurance', { selector: '.lui-donut__label' });
    expect(within(item.closest('li')!).getByText(/\$/)).toHaveTextContent(
      formatUsd(want.mortgageInsuranceCents!),
    );
    expect(fullLink()).toHaveAttribute(
      'href',
      'https://www.example.com/calculators/mortgage#price=300000&down=15000&rate=6.5&term=15',
    );
    expect(screen.getByRole('status').textContent).toBe(
      `Your estimated monthly payment is ${formatUsd(want.totalMonthlyCents!)}.`,
    );
    expectLastCalculationRan(onEvent, 'mini mortgage', {
      price_band: '300000-400000',
      down_payment_band: '10000-25000',
      result_band: expect.stringMatching(/^\d+-\d+$/),
    });
  });

  it('says what to fix, keeps the typed value and the last good link', async () => {
    const { user, onEvent } = renderWidget();
    await retype(user, /^Interest rate/, '21');
    expect(screen.getByText('Interest rate must be between 0 and 20')).toBeVisible();
    expect(screen.getByLabelText(/^Interest rate/)).toHaveValue('21');
    // The figures before it stay, said to be for the last complete answers.
    expect(note()).toHaveTextContent(/last complete answers/);
    expect(fullLink().getAttribute('href')).toContain('rate=6.5');
    expect(onEvent).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'FORM_FIELD_ERROR',
        properties: expect.objectContaining({
          form_name: 'mini mortgage',
          field_name: 'interestRate',
        }),
      }),
    );
  });

  it('says plainly when mortgage insurance cannot be had (under 3% down)', async () => {
    const { user } = renderWidget();
    await retype(user, /^Percent/, '2');
    expect(
      screen.getByText(/mortgage insurance for a conventional loan is not available/),
    ).toBeVisible();
  });

  it('opens with labelled example figures, without an event or an announcement', () => {
    const { onEvent } = renderWidget();
    expect(screen.getByTestId('mini-payment')).toBeVisible();
    expectOpensWithExample(onEvent);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('recalculates on each committed box, the example note gone, one event a calculation', async () => {
    const { user, onEvent } = renderWidget();
    await retype(user, /^Interest rate/, '7');
    const want = miniEstimate({ ...DEFAULT_VALUES, interestRate: '7' });
    expect(screen.getByTestId('mini-payment')).toHaveTextContent(
      formatUsd(want.totalMonthlyCents!),
    );
    expect(note()).toBeNull();
    expect(onEvent.mock.calls.filter(([event]) => event.name === 'CALCULATION_RAN')).toHaveLength(
      1,
    );
  });

  it('leaves the host page’s address alone: it reads no hash and writes none', async () => {
    // Even a hash with the full calculator's names is the host's, not a link to the widget.
    window.history.replaceState(null, '', `${ARTICLE}#price=250000&rate=9`);
    const entries = window.history.length;
    const { user, onEvent } = renderWidget();
    expect(screen.getByLabelText(/^Home price/)).toHaveValue('$400,000');
    expectOpensWithExample(onEvent);
    await retype(user, /^Home price/, '300000');
    await user.click(screen.getByRole('radio', { name: '15 years' }));
    expect(window.location.hash).toBe('#price=250000&rate=9');
    expect(window.history.length).toBe(entries);
  });

  it('starts from the host’s values, not labelled as examples', () => {
    renderWidget({
      initialValues: { homePrice: '500000', downPayment: '50000', downPaymentPercent: '10' },
    });
    expect(screen.getByTestId('mini-payment')).toHaveTextContent(
      formatUsd(
        miniEstimate({
          ...DEFAULT_VALUES,
          homePrice: '500000',
          downPayment: '50000',
          downPaymentPercent: '10',
        }).totalMonthlyCents!,
      ),
    );
    expect(note()).toBeNull();
  });
});
