import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  clickCalculate,
  openHowWeCalculated,
  showsFieldErrors,
  withHash,
} from '@lender/calculator-test-support/stories';
import { ShorterTermRefinanceCalculator } from './ShorterTermRefinanceCalculator.tsx';
import './index.css';

/**
 * The shorter term refinance calculator in every state. Figures are worked out in the page by
 * `@lender/mortgage-math`; the form lives in the URL hash.
 *
 * ```tsx
 * <ShorterTermRefinanceCalculator onEvent={(event) => track(event.name, event.properties)} />
 * ```
 */
const meta = {
  title: 'Calculators/Shorter term refinance',
  component: ShorterTermRefinanceCalculator,
  tags: ['autodocs'],
  args: { onEvent: fn() },
} satisfies Meta<typeof ShorterTermRefinanceCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form with its defaults (example rates), before any comparison. */
export const Form: Story = {};

/** Every message on submit: no balance, a rate above 20, months above 11. */
export const FieldErrors: Story = {
  args: { initialValues: { balance: '', rate15: '25', months: '14' } },
  play: showsFieldErrors('Rate for a 15-year loan must be between 0 and 20'),
};

/** The terms side by side: the table, the chart and how it was worked out. */
export const Comparison: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await clickCalculate(canvasElement);
    await expect(await canvas.findByTestId('headline')).toHaveTextContent(
      /^A 10-year loan saves the most/,
    );
    await openHowWeCalculated(canvasElement);
    await expect(canvas.getByText(/Excel's PMT/)).toBeVisible();
  },
};

/** Little time left at a low rate: every term costs more, said plainly. */
export const CostsMore: Story = {
  args: { initialValues: { rate: '4', years: '12', rate10: '6', rate15: '6.25', rate20: '6.5' } },
  play: async ({ canvasElement }) => {
    const canvas = await clickCalculate(canvasElement);
    await expect(await canvas.findByTestId('headline')).toHaveTextContent(
      /^None of these loans saves you money/,
    );
  },
};

/** A shared link: the hash's figures at once, closing costs added to the loan. */
export const SharedLink: Story = {
  beforeEach: withHash(
    'balance=450000&rate=6.5&years=25&months=0&closingCosts=8000&payCosts=loan&rate10=5.5&rate15=5.625&rate20=6',
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('shorter-term-results')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Add them to the new loan' })).toBeChecked();
  },
};
