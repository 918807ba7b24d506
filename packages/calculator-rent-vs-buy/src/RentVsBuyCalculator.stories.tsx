import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  clickCalculate,
  openHowWeCalculated,
  showsFieldErrors,
  showsOnCalculate,
} from '@lender/calculator-test-support/stories';
import { RentVsBuyCalculator } from './RentVsBuyCalculator.tsx';
import { demoApi } from './test-support/demo-api.ts';
import './index.css';

/**
 * Rent vs buy in every state. The API answers in the browser with the server's own function
 * (`@lender/mortgage-math` `rentVsBuy`), or fails for the alert.
 *
 * ```tsx
 * <RentVsBuyCalculator apiBaseUrl="" onEvent={(event) => track(event.name, event.properties)} />
 * ```
 */
const meta = {
  title: 'Calculators/Rent vs buy',
  component: RentVsBuyCalculator,
  tags: ['autodocs'],
  args: { onEvent: fn(), fetch: demoApi() },
} satisfies Meta<typeof RentVsBuyCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As it opens: figures for the example values, labelled as such. */
export const Form: Story = {};

/** Every SPEC §5 message on submit: no price or rent, a rate above 10, a percent of 100. */
export const FieldErrors: Story = {
  args: {
    initialValues: { purchasePrice: '', rent: '', interestRate: '11', downPaymentPercent: '100' },
  },
  play: showsFieldErrors('Enter the home price'),
};

/** The comparison: crossover, year slider, chart, assumptions, confirmed by the API. */
export const Breakdown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await clickCalculate(canvasElement);
    await expect(await canvas.findByTestId('year-breakdown')).toBeVisible();
    await openHowWeCalculated(canvasElement);
    await expect(canvas.getByRole('link', { name: /The New York Times/ })).toBeVisible();
  },
};

/** Renting stays cheaper: a low rent against an expensive home. */
export const RentingWins: Story = {
  args: { initialValues: { purchasePrice: '900000', downPaymentAmt: '90000', rent: '1200' } },
  play: showsOnCalculate('Renting costs less for all 30 years'),
};

/** The API failed: the breakdown alert. */
export const BreakdownAlert: Story = {
  args: { fetch: demoApi({ fail: true }) },
  play: showsOnCalculate('Sorry, we could not work out your breakdown'),
};
