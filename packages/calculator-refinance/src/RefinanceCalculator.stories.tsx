import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

const calculate = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Calculate' }));

/** The form with its defaults, before any calculation. */
export const Form: Story = {};

/** Every message on submit: no balance, a rate above 20, no time left, no closing costs. */
export const FieldErrors: Story = {
  args: {
    initialValues: { balance: '', newRate: '21', years: '0', months: '0', closingCosts: '' },
  },
  play: async ({ canvasElement }) => {
    await calculate(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('There is a problem')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Enter what you still owe on your mortgage' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Time left on your loan must be at least 1 month' }),
    ).toBeVisible();
  },
};

/** A refinance that lowers the payment and pays back its costs: the savings, chart and method. */
export const Savings: Story = {
  play: async ({ canvasElement }) => {
    await calculate(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^You could save/)).toBeVisible();
    await userEvent.click(canvas.getByText('How we calculated this'));
    await expect(canvas.getByText(/Excel's PMT/)).toBeVisible();
  },
};

/** A lower payment that costs more over the life of the loan: said plainly. */
export const CostsMoreOverLife: Story = {
  args: { initialValues: { rate: '6.5', years: '10', newRate: '6', newTerm: '30' } },
  play: async ({ canvasElement }) => {
    await calculate(canvasElement);
    await expect(
      await within(canvasElement).findByText(/^Refinancing would cost you \$[\d,]+ more/),
    ).toBeVisible();
  },
};

/** A higher rate: the payment goes up and there is nothing to break even with. */
export const HigherPayment: Story = {
  args: { initialValues: { rate: '5', newRate: '7' } },
  play: async ({ canvasElement }) => {
    await calculate(canvasElement);
    await expect(
      await within(canvasElement).findByText('This refinance would not lower your payment.'),
    ).toBeVisible();
  },
};

/** A shared link: the hash's figures at once, closing costs added to the loan. */
export const SharedLink: Story = {
  beforeEach: () => {
    const { pathname, search } = window.location;
    window.history.replaceState(
      null,
      '',
      `${pathname}${search}#balance=450000&rate=6.875&years=25&months=0&newRate=6.5&newTerm=25&closingCosts=9000&payCosts=loan`,
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('refinance-results')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Add them to the new loan' })).toBeChecked();
  },
};
