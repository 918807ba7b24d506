import { formatUsd, miniPurchaseRefinanceCalculator } from '@lender/mortgage-math';
import { mortgageMessages } from '@lender/validation/mortgage-messages';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { DEFAULT_VALUES, MiniPurchaseRefinance, tabInput } from './index.ts';
import { version } from './standalone.tsx';
import {
  enter,
  expectOpensWithExample,
  renderWithEvents,
  type User,
} from '@lender/calculator-test-support/dom';

const renderWidget = (props: Parameters<typeof MiniPurchaseRefinance>[0] = {}) =>
  renderWithEvents(MiniPurchaseRefinance, props);

/** {@link enter} into the input labelled `label`, looked up inside the tab panel on show. */
function replace(user: User, label: RegExp, text: string) {
  const box = screen
    .getByRole('tabpanel')
    .querySelector<HTMLInputElement>(`input[id="${screen.getByLabelText(label).id}"]`)!;
  return enter(user, box, text);
}

const estimate = (tab: 'purchase' | 'refinance', values = DEFAULT_VALUES) =>
  miniPurchaseRefinanceCalculator(tabInput(values, tab));

/** A tab's CALCULATION_RAN: its bands, and the payment's band (never the figures). */
const calculationRan = (name: string, bands: Record<string, string>) => ({
  name: 'CALCULATION_RAN',
  properties: {
    calculator_name: name,
    ...bands,
    result_band: expect.stringMatching(/^\d+-\d+$/),
  },
});

/** The host page the widget is embedded in (the home page), with a hash of its own. */
const HOST = '/?utm=x#section=rates';

beforeEach(() => window.history.replaceState(null, '', HOST));

describe('MiniPurchaseRefinance', () => {
  it('names its version as package.json does', () => expect(version).toBe(packageJson.version));

  it('opens with figures for labelled example values, and no event', () => {
    const { onEvent } = renderWidget();
    expectOpensWithExample(onEvent);
    expect(screen.getByTestId('purchase-payment')).toHaveTextContent(
      formatUsd(estimate('purchase').totalMonthlyCents!),
    );
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('opens with a host’s values as its own figures, not as an example', () => {
    const purchase = { ...DEFAULT_VALUES.purchase, homePrice: '320000', downPayment: '32000' };
    renderWidget({ initialValues: { purchase: { homePrice: '320000', downPayment: '32000' } } });
    expect(screen.queryByTestId('figures-note')).toBeNull();
    expect(screen.getByTestId('purchase-payment')).toHaveTextContent(
      formatUsd(estimate('purchase', { ...DEFAULT_VALUES, purchase }).totalMonthlyCents!),
    );
  });

  it('recalculates when a box is left, with one event and the new payment read out', async () => {
    const { user, onEvent } = renderWidget();
    await replace(user, /^Home price/, '500000');
    const values = {
      ...DEFAULT_VALUES,
      purchase: { ...DEFAULT_VALUES.purchase, homePrice: '500000' },
    };
    const payment = formatUsd(estimate('purchase', values).totalMonthlyCents!);
    expect(screen.getByTestId('purchase-payment')).toHaveTextContent(payment);
    expect(screen.queryByTestId('figures-note')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      `Your estimated purchase payment is ${payment} a month.`,
    );
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith(
      calculationRan('mini purchase', {
        price_band: '500000-750000',
        down_payment_band: '75000-100000',
      }),
    );
    await user.click(screen.getByRole('radio', { name: '15 years' }));
    expect(onEvent).toHaveBeenCalledTimes(2);
  });

  it('never reads or writes the host page’s URL: its hash is the page’s own', async () => {
    // A hash with the widget's own field names is still not a link to it.
    window.history.replaceState(null, '', '/#homePrice=900000&interestRate=7');
    const entries = window.history.length;
    const { user, onEvent } = renderWidget();
    expectOpensWithExample(onEvent);
    expect(screen.getByLabelText(/^Home price/)).toHaveValue('$400,000');
    await replace(user, /^Home price/, '300000');
    await user.click(screen.getByRole('tab', { name: 'Refinance' }));
    await replace(user, /^Home value/, '600000');
    expect(onEvent).toHaveBeenCalledTimes(2);
    expect(window.location.hash).toBe('#homePrice=900000&interestRate=7');
    expect(window.history.length).toBe(entries);
    // The host's own navigation (Back, an anchor) leaves the widget's answers as they are.
    window.history.pushState(null, '', '/#homePrice=250000');
    act(() => window.dispatchEvent(new HashChangeEvent('hashchange')));
    await user.click(screen.getByRole('tab', { name: 'Purchase' }));
    expect(screen.getByLabelText(/^Home price/)).toHaveValue('$300,000');
  });

  it('shows the purchase estimate, a call to action and the full calculator link', () => {
    renderWidget({ brand: { name: 'Lender', getStartedUrl: '/purchase/get-started' } });
    expect(screen.getByRole('tab', { name: 'Purchase' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('purchase-payment')).toHaveTextContent(
      formatUsd(estimate('purchase').totalMonthlyCents!),
    );
    expect(screen.getByRole('link', { name: /^Get started/ })).toHaveAttribute(
      'href',
      '/purchase/get-started',
    );
    expect(screen.getByRole('link', { name: /See the full breakdown/ })).toHaveAttribute(
      'href',
      '/calculators/mortgage#price=400000&down=80000&rate=6.5&term=30',
    );
  });

  it('switches to refinance by keyboard and estimates a cash-out refinance', async () => {
    const { user, onEvent } = renderWidget();
    await user.click(screen.getByRole('tab', { name: 'Purchase' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Refinance' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('refinance-payment')).toHaveTextContent(
      formatUsd(estimate('refinance').totalMonthlyCents!),
    );
    await replace(user, /^Cash out/, '$60,000');
    const values = {
      ...DEFAULT_VALUES,
      refinance: { ...DEFAULT_VALUES.refinance, cashOut: '60000' },
    };
    expect(screen.getByTestId('refinance-payment')).toHaveTextContent(
      formatUsd(estimate('refinance', values).totalMonthlyCents!),
    );
    expect(screen.getByRole('status').textContent).toBe(
      `Your estimated refinance payment is ${formatUsd(estimate('refinance', values).totalMonthlyCents!)} a month.`,
    );
    expect(screen.getByRole('link', { name: 'Start your refinance' })).toBeVisible();
    expect(onEvent).toHaveBeenLastCalledWith(
      calculationRan('mini refinance', { price_band: '400000-500000' }),
    );
  });

  it('says plainly when cash out goes past 80% of the value', async () => {
    const { user } = renderWidget({ initialValues: { tab: 'refinance' } });
    await replace(user, /^Cash out/, '100000');
    expect(screen.getByText(/usually limited to 80% of your home’s value/)).toBeVisible();
  });

  it('says what to fix when what is owed is more than the home is worth, keeping the value', async () => {
    const { user, onEvent } = renderWidget({ initialValues: { tab: 'refinance' } });
    await replace(user, /^What you owe/, '500000');
    expect(
      screen.getByText('What you owe plus cash out must be no more than your home’s value'),
    ).toBeVisible();
    expect(screen.getByLabelText(/^What you owe/)).toHaveValue('$500,000');
    // The example figures stay, said to be for the last complete answers.
    expect(screen.getByTestId('figures-note')).toHaveTextContent(/last complete answers/);
    expect(screen.getByTestId('refinance-payment')).toHaveTextContent(
      formatUsd(estimate('refinance').totalMonthlyCents!),
    );
    expect(onEvent).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'FORM_FIELD_ERROR',
        properties: expect.objectContaining({
          form_name: 'mini refinance',
          field_name: 'mortgageBalance',
        }),
      }),
    );
  });

  it('checks what is owed again when the value changes, and clears it when the value is put right', async () => {
    const { user, onEvent } = renderWidget({ initialValues: { tab: 'refinance' } });
    await replace(user, /^Home value/, '250000');
    const owed = screen.getByLabelText(/^What you owe/);
    const message = mortgageMessages.cashOut.errorMax;
    expect(owed).toHaveAccessibleDescription(expect.stringContaining(message));
    // Reported once, for the box that shows it.
    expect(onEvent.mock.calls).toEqual([
      [
        {
          name: 'FORM_FIELD_ERROR',
          properties: expect.objectContaining({
            field_name: 'mortgageBalance',
            error_message: message,
          }),
        },
      ],
    ]);
    await replace(user, /^Home value/, '480000');
    expect(owed).not.toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.queryByTestId('figures-note')).toBeNull();
    expect(onEvent).toHaveBeenLastCalledWith(
      calculationRan('mini refinance', { price_band: '400000-500000' }),
    );
  });

  it('keeps each tab’s answers when switching', async () => {
    const { user } = renderWidget();
    await replace(user, /^Home price/, '300000');
    await user.click(screen.getByRole('tab', { name: 'Refinance' }));
    await user.click(screen.getByRole('tab', { name: 'Purchase' }));
    expect(screen.getByLabelText(/^Home price/)).toHaveValue('$300,000');
    expect(within(screen.getByRole('tabpanel')).getByTestId('purchase-payment')).toBeVisible();
  });
});
