import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  expectExampleFigures,
  expectFieldErrors,
  openHowWeCalculated,
  withHash,
} from '@lender/calculator-test-support/stories';
import { DownPaymentCalculator } from './DownPaymentCalculator.tsx';
import './index.css';

/**
 * Down payment in every state. Everything is worked out in the browser by
 * `@lender/mortgage-math` (`downPaymentCalculator`, `downPaymentProgram`); no API call. The
 * stories pin the loan limits' year to 2026.
 *
 * ```tsx
 * <DownPaymentCalculator onEvent={(event) => track(event.name, event.properties)} />
 * ```
 */
const meta = {
  title: 'Calculators/Down payment',
  component: DownPaymentCalculator,
  tags: ['autodocs'],
  // Every story starts from an address without a hash (the shared preview clears it).
  args: { onEvent: fn(), year: 2026 },
} satisfies Meta<typeof DownPaymentCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 3, 5, 10 and 20 % side by side for the example values, with the chart and the notes. */
export const Comparison: Story = {
  play: async ({ canvasElement }) => {
    await expectExampleFigures(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: '20% down' })).toBeVisible();
    await openHowWeCalculated(canvasElement);
    await expect(canvas.getByTestId('how-we-calculated')).toBeVisible();
  },
};

/** With the visitor's own amount as a fifth column. */
export const CustomAmount: Story = {
  args: { initialValues: { customDownPayment: '50000' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('columnheader', { name: 'Your $50,000 (12.5%)' }),
    ).toBeVisible();
  },
};

/** Loans above the conforming limit: jumbo. */
export const Jumbo: Story = {
  args: { initialValues: { homePrice: '900000' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Jumbo')).toHaveLength(2);
  },
};

/** A score of 500–579: FHA where it fits, and plainly nothing where it does not. */
export const LowCreditScore: Story = {
  args: { initialValues: { creditScore: '500' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('no-program')).toBeVisible();
    await expect(canvas.getAllByText('FHA may fit')).toHaveLength(2);
  },
};

/** A short term: the ≤ 20-year PMI card. */
export const FifteenYears: Story = {
  args: { initialValues: { termYears: '15', creditScore: '660' } },
};

/** Opened from a wizard card: the hash's creditScore picks the band. */
export const FromTheWizard: Story = {
  beforeEach: withHash('zip=48226&creditScore=619'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '580 to 619' })).toBeChecked();
  },
};

/** Every message on submit: no price, a rate above 20. */
export const FieldErrors: Story = {
  args: { initialValues: { homePrice: '', interestRate: '25' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Fill in the form to compare down payments.'),
    ).toBeVisible();
    await expectFieldErrors(canvasElement, 'Enter the home price');
  },
};
