import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  openHowWeCalculated,
  shows,
  showsFieldErrors,
  showsOnEntering,
} from '@lender/calculator-test-support/stories';
import { MortgageCalculator } from './MortgageCalculator.tsx';
import { demoApi } from './test-support/demo-api.ts';
import './index.css';

/**
 * The mortgage calculator in every state. The ZIP code lookup answers in the browser for
 * 48226 (Detroit, MI), 77002 (Houston, TX) and 96813 (Honolulu, HI); any other is unknown.
 *
 * ```tsx
 * <MortgageCalculator apiBaseUrl="" onEvent={(event) => track(event.name, event.properties)} />
 * ```
 */
const meta = {
  title: 'Calculators/Mortgage',
  component: MortgageCalculator,
  tags: ['autodocs'],
  args: { onEvent: fn(), fetch: demoApi() },
} satisfies Meta<typeof MortgageCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its defaults: 20% down, no mortgage insurance, the US average tax. */
export const Payment: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('monthly-payment')).toBeVisible();
  },
};

/** A Michigan ZIP code: the state's property tax rate, shown in the box and the donut. */
export const WithZipCode: Story = {
  play: showsOnEntering(/^ZIP code/, '48226', /Detroit, Michigan/),
};

/** 5% down with a 660–719 score: mortgage insurance in the donut and when it ends. */
export const WithMortgageInsurance: Story = {
  args: {
    initialValues: {
      downPayment: '20000',
      downPaymentPercent: '5',
      creditScore: '660',
      hoa: '150',
    },
  },
  play: shows(/until payment/),
};

/** Under 3% down: no conventional mortgage insurance, said plainly. */
export const NoMortgageInsurance: Story = {
  args: { initialValues: { downPayment: '8000', downPaymentPercent: '2' } },
  play: shows('We cannot estimate mortgage insurance for this loan'),
};

/** Calculate with a missing price and a rate over 20: the summary and the messages. */
export const FieldErrors: Story = {
  args: { initialValues: { homePrice: '', interestRate: '25' } },
  play: showsFieldErrors('Enter the home price'),
};

/** A ZIP code the lookup does not know. */
export const UnknownZipCode: Story = {
  play: showsOnEntering(/^ZIP code/, '00001', 'Enter a US ZIP code, like 48226'),
};

/** The lookup failed: the US average stands in, and the hint says so. */
export const LookupFailed: Story = {
  args: { fetch: demoApi({ fail: true }) },
  play: showsOnEntering(/^ZIP code/, '48226', /could not look up/),
};

/** "How we calculated this" open: formulas and every value used, with sources. */
export const HowWeCalculatedOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openHowWeCalculated(canvasElement);
    await expect(canvas.getByText(/Excel’s PMT/)).toBeVisible();
  },
};
