import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  clickCalculate,
  openHowWeCalculated,
  showsFieldErrors,
  showsOnCalculate,
  withHash,
} from '@lender/calculator-test-support/stories';
import { RefinanceCalculator } from './RefinanceCalculator.tsx';
import './index.css';

/**
 * The lower payment refinance calculator in every state. Figures are worked out in the page by
 * `@lender/mortgage-math`; the form lives in the URL hash.
 *
 * ```tsx
 * <RefinanceCalculator onEvent={(event) => track(event.name, event.properties)} />
 * ```
 */
const meta = {
  title: 'Calculators/Refinance (lower payment)',
  component: RefinanceCalculator,
  tags: ['autodocs'],
  args: { onEvent: fn() },
} satisfies Meta<typeof RefinanceCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form with its defaults, before any calculation. */
export const Form: Story = {};

/** Every message on submit: no balance, a rate above 20, no time left, no closing costs. */
export const FieldErrors: Story = {
  args: {
    initialValues: { balance: '', newRate: '21', years: '0', months: '0', closingCosts: '' },
  },
  play: showsFieldErrors(
    'Enter what you still owe on your mortgage',
    'Time left on your loan must be at least 1 month',
  ),
};

/** A refinance that lowers the payment and pays back its costs: the savings, chart and method. */
export const Savings: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await clickCalculate(canvasElement);
    await expect(await canvas.findByText(/^You could save/)).toBeVisible();
    await openHowWeCalculated(canvasElement);
    await expect(canvas.getByText(/Excel's PMT/)).toBeVisible();
  },
};

/** A lower payment that costs more over the life of the loan: said plainly. */
export const CostsMoreOverLife: Story = {
  args: { initialValues: { rate: '6.5', years: '10', newRate: '6', newTerm: '30' } },
  play: showsOnCalculate(/^Refinancing would cost you \$[\d,]+ more/),
};

/** A higher rate: the payment goes up and there is nothing to break even with. */
export const HigherPayment: Story = {
  args: { initialValues: { rate: '5', newRate: '7' } },
  play: showsOnCalculate('This refinance would not lower your payment.'),
};

/** A shared link: the hash's figures at once, closing costs added to the loan. */
export const SharedLink: Story = {
  beforeEach: withHash(
    'balance=450000&rate=6.875&years=25&months=0&newRate=6.5&newTerm=25&closingCosts=9000&payCosts=loan',
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('refinance-results')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Add them to the new loan' })).toBeChecked();
  },
};
