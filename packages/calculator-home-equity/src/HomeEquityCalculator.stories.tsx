import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  expectFieldErrors,
  openHowWeCalculated,
  withHash,
  type PlayContext,
} from '@lender/calculator-test-support/stories';
import { HomeEquityCalculator } from './HomeEquityCalculator.tsx';
import './index.css';

/**
 * Home equity in every state. Everything is worked out in the browser by
 * `@lender/mortgage-math` `homeEquityCalculator`; no API call.
 *
 * ```tsx
 * <HomeEquityCalculator onEvent={(event) => track(event.name, event.properties)} />
 * ```
 */
const meta = {
  title: 'Calculators/Home equity',
  component: HomeEquityCalculator,
  tags: ['autodocs'],
  args: { onEvent: fn() },
} satisfies Meta<typeof HomeEquityCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A play: the equity available to borrow reads `amount`, at once. */
const availableEquityIs =
  (amount: string) =>
  async ({ canvasElement }: PlayContext) => {
    await expect(within(canvasElement).getByTestId('available-equity')).toHaveTextContent(amount);
  };

/** The starting values and their figures: equity, donut, HELOC and loan payments. */
export const Figures: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('available-equity')).toHaveTextContent('$155,000');
    await expect(canvas.getByTestId('heloc-payments')).toBeVisible();
    await openHowWeCalculated(canvasElement);
    await expect(canvas.getByTestId('how-we-calculated')).toHaveTextContent('× 90%');
  },
};

/** A first and a second mortgage at a 90 % limit. */
export const SecondMortgage: Story = {
  args: { initialValues: { homeValue: '600000', secondMortgage: '40000', maxCltv: '90' } },
  play: availableEquityIs('$250,000'),
};

/** Owing more than the limit allows: said plainly, no payments shown. */
export const NoEquityAvailable: Story = {
  args: { initialValues: { homeValue: '320000', firstMortgage: '290000', maxCltv: '90' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'No equity available to borrow at 90%' }),
    ).toBeVisible();
    await expect(canvas.queryByTestId('heloc-payments')).toBeNull();
  },
};

/** Asking for more than is available: the payments are for what is. */
export const BorrowAboveAvailable: Story = {
  args: { initialValues: { borrow: '500000' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('borrow-capped')).toBeVisible();
  },
};

/** A home owned outright. */
export const OwnedOutright: Story = {
  args: { initialValues: { homeValue: '410000', firstMortgage: '0', maxCltv: '80' } },
  play: availableEquityIs('$328,000'),
};

/** Opened from a shared link: the hash fills the form. */
export const SharedLink: Story = {
  beforeEach: withHash('homeValue=800000&firstMortgage=300000&maxCltv=80&loanTermYears=10'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '80%' })).toBeChecked();
    await expect(canvas.getByTestId('available-equity')).toHaveTextContent('$340,000');
  },
};

/** Every message on submit: no value, no balance, a rate above 25. */
export const FieldErrors: Story = {
  args: { initialValues: { homeValue: '', firstMortgage: '', helocRate: '30' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Fill in the form to see your equity and payments.'),
    ).toBeVisible();
    await expectFieldErrors(
      canvasElement,
      'Enter your home’s value',
      'HELOC interest rate must be between 0 and 25',
    );
  },
};

/** On a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
};
