import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  openHowWeCalculated,
  showsAtOnce,
  showsOnEntering,
} from '@lender/calculator-test-support/stories';
import { MiniMortgageCalculator } from './MiniMortgageCalculator.tsx';
import './index.css';

/**
 * The mini mortgage widget in every state, as the learning center's articles show it.
 *
 * ```tsx
 * <MiniMortgageCalculator apiBaseUrl="" onEvent={(event) => track(event.name, event.properties)} />
 * ```
 */
const meta = {
  title: 'Calculators/Mini mortgage',
  component: MiniMortgageCalculator,
  tags: ['autodocs'],
  args: { onEvent: fn() },
} satisfies Meta<typeof MiniMortgageCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its defaults: the payment, the donut and the link to the full calculator. */
export const Payment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('mini-payment')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /See the full breakdown/ })).toBeVisible();
  },
};

/** 5% down: mortgage insurance in the donut. */
export const WithMortgageInsurance: Story = {
  args: { initialValues: { downPayment: '20000', downPaymentPercent: '5' } },
};

/** A rate over 20: the message beside the box, the figures hidden until it is put right. */
export const FieldError: Story = {
  play: showsOnEntering(/^Interest rate/, '25', 'Interest rate must be between 0 and 20'),
};

/** Under 3% down: no conventional mortgage insurance, said plainly. */
export const NoMortgageInsurance: Story = {
  args: { initialValues: { downPayment: '8000', downPaymentPercent: '2' } },
  play: showsAtOnce(/mortgage insurance for a conventional loan is not available/),
};

/** "How we calculated this" open. */
export const HowWeCalculatedOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openHowWeCalculated(canvasElement);
    await expect(canvas.getByText(/Excel’s PMT/)).toBeVisible();
  },
};
