import { formatUsd, miniPurchaseRefinanceCalculator } from '@lender/mortgage-math';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { describe, expect, it, vi } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { DEFAULT_VALUES, MiniPurchaseRefinance, tabInput } from './index.ts';
import { version } from './standalone.tsx';

function renderWidget(props: Parameters<typeof MiniPurchaseRefinance>[0] = {}) {
  const onEvent = vi.fn();
  render(
    <I18nProvider locale="en-US">
      <MiniPurchaseRefinance onEvent={onEvent} {...props} />
    </I18nProvider>,
  );
  return { onEvent, user: userEvent.setup() };
}

async function replace(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  const box = screen
    .getByRole('tabpanel')
    .querySelector<HTMLInputElement>(`input[id="${screen.getByLabelText(label).id}"]`)!;
  await user.clear(box);
  if (text !== '') await user.type(box, text);
  await user.tab();
}

const estimate = (tab: 'purchase' | 'refinance', values = DEFAULT_VALUES) =>
  miniPurchaseRefinanceCalculator(tabInput(values, tab));

describe('MiniPurchaseRefinance', () => {
  it('names its version as package.json does', () => expect(version).toBe(packageJson.version));

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
    expect(onEvent).toHaveBeenLastCalledWith({
      name: 'CALCULATION_RAN',
      properties: {
        calculator_name: 'mini refinance',
        price_band: '400000-500000',
        result_band: expect.stringMatching(/^\d+-\d+$/),
      },
    });
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
    expect(screen.queryByTestId('refinance-payment')).toBeNull();
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

  it('keeps each tab’s answers when switching', async () => {
    const { user } = renderWidget();
    await replace(user, /^Home price/, '300000');
    await user.click(screen.getByRole('tab', { name: 'Refinance' }));
    await user.click(screen.getByRole('tab', { name: 'Purchase' }));
    expect(screen.getByLabelText(/^Home price/)).toHaveValue('$300,000');
    expect(within(screen.getByRole('tabpanel')).getByTestId('purchase-payment')).toBeVisible();
  });
});
