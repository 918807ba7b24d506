import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  expectExampleFigures,
  showsAtOnce,
  showsOnEntering,
  typeInto,
} from '@lender/calculator-test-support/stories';
import { MiniPurchaseRefinance } from './MiniPurchaseRefinance.tsx';
import './index.css';

/**
 * The mini purchase/refinance widget in every state, as the home page shows it.
 *
 * ```tsx
 * <MiniPurchaseRefinance apiBaseUrl="" brand={{ name: 'Lender', getStartedUrl: '/purchase/get-started' }} />
 * ```
 */
const meta = {
  title: 'Calculators/Mini purchase or refinance',
  component: MiniPurchaseRefinance,
  tags: ['autodocs'],
  args: { onEvent: fn(), brand: { name: 'Harborlight', getStartedUrl: '/purchase/get-started' } },
} satisfies Meta<typeof MiniPurchaseRefinance>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The purchase tab with its example values, labelled as such. */
export const Purchase: Story = {
  play: async ({ canvasElement }) => {
    await expectExampleFigures(canvasElement);
    await expect(within(canvasElement).getByTestId('purchase-payment')).toBeVisible();
  },
};

/** The refinance tab. */
export const Refinance: Story = {
  args: { initialValues: { tab: 'refinance' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('refinance-payment')).toBeVisible();
  },
};

/** Cash out past 80% of the value: said plainly under the estimate. */
export const CashOutAbove80Percent: Story = {
  args: { initialValues: { tab: 'refinance', refinance: { cashOut: '120000' } } },
  play: showsAtOnce(/usually limited to 80%/),
};

/** Owing more than the home is worth: the message, the last figures said to be out of date. */
export const OwesMoreThanValue: Story = {
  args: { initialValues: { tab: 'refinance' } },
  play: async ({ canvasElement }) => {
    await typeInto(canvasElement, /^What you owe/, '500000');
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('What you owe plus cash out must be no more than your home’s value'),
    ).toBeVisible();
    await expect(canvas.getByTestId('figures-note')).toHaveTextContent(/last complete answers/);
  },
};

/** Under 3% down: no conventional mortgage insurance, said plainly. */
export const NoMortgageInsurance: Story = {
  args: { initialValues: { purchase: { downPayment: '4000' } } },
  play: showsAtOnce(/is not available/),
};

/** A rate over 20 on the purchase tab. */
export const FieldError: Story = {
  play: showsOnEntering(/^Interest rate/, '25', 'Interest rate must be between 0 and 20'),
};
