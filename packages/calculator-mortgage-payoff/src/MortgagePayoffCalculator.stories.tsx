import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  clickCalculate,
  openHowWeCalculated,
  showsFieldErrors,
} from '@lender/calculator-test-support/stories';
import { MortgagePayoffCalculator } from './MortgagePayoffCalculator.tsx';
import './index.css';

/**
 * The mortgage payoff calculator in every state. Everything is worked out in the browser by
 * `@lender/mortgage-math`; no API is called.
 *
 * ```tsx
 * <MortgagePayoffCalculator onEvent={(event) => track(event.name, event.properties)} />
 * ```
 */
const meta = {
  title: 'Calculators/Mortgage payoff',
  component: MortgagePayoffCalculator,
  tags: ['autodocs'],
  args: { onEvent: fn(), today: { year: 2026, month: 11 } },
} satisfies Meta<typeof MortgagePayoffCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form with its example values: the payoff date for $200 extra a month, labelled as an example. */
export const Form: Story = {};

/** The form asking for a payoff date instead, with the extra it takes. */
export const FormByDate: Story = {
  args: { initialValues: { goal: 'extraForPayoffDate' } },
};

/** Every problem on submit. */
export const FieldErrors: Story = {
  args: {
    initialValues: { balance: '', interestRate: '26', paymentsLeft: '481', nextMonth: '13' },
  },
  play: showsFieldErrors('Enter what you still owe on your mortgage'),
};

/** The payoff date, time and interest saved for an extra payment, with the chart and its table. */
export const PayoffDate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await clickCalculate(canvasElement);
    await expect(await canvas.findByTestId('payoff-date')).toBeVisible();
    await userEvent.click(canvas.getByText('The chart as a table'));
    await expect(canvas.getByRole('region', { name: 'Balance by year' })).toBeVisible();
  },
};

/** The extra payment needed to pay off by December 2036, and how it was worked out. */
export const ExtraNeeded: Story = {
  args: { initialValues: { goal: 'extraForPayoffDate', payoffMonth: '12', payoffYear: '2036' } },
  play: async ({ canvasElement }) => {
    const canvas = await clickCalculate(canvasElement);
    await expect(await canvas.findByTestId('extra-needed')).toBeVisible();
    await openHowWeCalculated(canvasElement);
    await expect(canvas.getByText(/a cent less would miss it/)).toBeVisible();
  },
};

/** A payoff date the scheduled payments already meet: no extra needed. */
export const NoExtraNeeded: Story = {
  args: { initialValues: { goal: 'extraForPayoffDate', payoffMonth: '1', payoffYear: '2060' } },
  play: async ({ canvasElement }) => {
    const canvas = await clickCalculate(canvasElement);
    await expect(await canvas.findByTestId('headline')).toHaveTextContent(
      /No extra payment is needed/,
    );
  },
};
