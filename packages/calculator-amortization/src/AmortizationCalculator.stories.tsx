import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  clickCalculate,
  expectExampleFigures,
  openHowWeCalculated,
  showsFieldErrors,
  showsOnCalculate,
} from '@lender/calculator-test-support/stories';
import { AmortizationCalculator } from './AmortizationCalculator.tsx';
import './index.css';

/**
 * The amortization calculator in every state. Everything is worked out in the browser by
 * `@lender/mortgage-math`; no API is called.
 *
 * ```tsx
 * <AmortizationCalculator onEvent={(event) => track(event.name, event.properties)} />
 * ```
 */
const meta = {
  title: 'Calculators/Amortization',
  component: AmortizationCalculator,
  tags: ['autodocs'],
  args: { onEvent: fn(), today: { year: 2026, month: 11 } },
} satisfies Meta<typeof AmortizationCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form with its example values, and their schedule labelled as an example. */
export const Form: Story = {};

/** Every problem on submit: no loan, a rate above 25, a 41-year term, a one-time extra with no date. */
export const FieldErrors: Story = {
  args: {
    initialValues: { loanAmount: '', interestRate: '30', termYears: '41', oneTimeAmount: '5000' },
  },
  play: showsFieldErrors('Enter the loan amount'),
};

/** The schedule of a plain 30-year loan: payment, totals, chart and the first 60 payments. */
export const Schedule: Story = {
  play: async ({ canvasElement }) => {
    await expectExampleFigures(canvasElement);
    const canvas = await clickCalculate(canvasElement);
    await expect(await canvas.findByTestId('monthly-payment')).toHaveTextContent('$1,896.20');
    await expect(canvas.getByText('Payments 1 to 60 of 360')).toBeVisible();
  },
};

/** Extra payments every month, every April and once: interest saved and the new payoff date. */
export const WithExtraPayments: Story = {
  args: {
    initialValues: {
      extraMonthly: '200',
      extraYearly: '2000',
      extraYearlyMonth: '4',
      oneTimeAmount: '10000',
      oneTimeMonth: '6',
      oneTimeYear: '2029',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await clickCalculate(canvasElement);
    await expect(await canvas.findByTestId('interest-saved')).toBeVisible();
    await openHowWeCalculated(canvasElement);
    await expect(canvas.getByText(/\$2,000\.00 once a year in April/)).toBeVisible();
  },
};

/** The schedule by calendar year, and the chart's figures as a table. */
export const ByYear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await clickCalculate(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'By year' }));
    await expect(canvas.getByRole('table', { name: 'Yearly schedule' })).toBeVisible();
    await userEvent.click(canvas.getByText('The chart as a table'));
    await expect(canvas.getByRole('region', { name: "The chart's figures" })).toBeVisible();
  },
};

/** The last page of the monthly schedule: the balance closes at $0.00. */
export const LastPage: Story = {
  args: { initialValues: { termYears: '10' } },
  play: async ({ canvasElement }) => {
    const canvas = await clickCalculate(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Later payments' }));
    await expect(canvas.getByText('Payments 61 to 120 of 120')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Later payments' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A one-time extra dated after the loan is paid off: said plainly, not counted. */
export const OneTimeAfterPayoff: Story = {
  args: {
    initialValues: {
      termYears: '5',
      oneTimeAmount: '1000',
      oneTimeMonth: '1',
      oneTimeYear: '2040',
    },
  },
  play: showsOnCalculate(/falls after the loan is paid off/),
};
