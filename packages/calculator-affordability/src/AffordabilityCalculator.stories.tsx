import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { clickCalculate, shows, showsFieldErrors } from '@lender/calculator-test-support/stories';
import { AffordabilityCalculator } from './AffordabilityCalculator.tsx';
import { demoApi, type DemoApiOptions } from './test-support/demo-api.ts';
import './index.css';

/**
 * The home affordability calculator in every state. The API answers in the browser (demo
 * prequalification and listings; the estimate is @lender/mortgage-math's own): it opens with the
 * figures of labelled example values, and each story's play function fills the form as a
 * visitor would and waits for the state it shows.
 *
 * ```tsx
 * <AffordabilityCalculator apiBaseUrl="" onEvent={(event) => track(event.name, event.properties)} />
 * ```
 */
const meta = {
  title: 'Calculators/Home affordability',
  component: AffordabilityCalculator,
  tags: ['autodocs'],
  args: { onEvent: fn(), fetch: demoApi() },
} satisfies Meta<typeof AffordabilityCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = (options: DemoApiOptions) => ({ fetch: demoApi(options) });

/** The visitor's answers in place of the example's (each box emptied first), then Calculate. */
async function calculate(
  canvasElement: HTMLElement,
  { income = '85000', funds = '40000', debt = '500', creditScore = '700' } = {},
) {
  const canvas = within(canvasElement);
  for (const [label, text] of [
    [/^Annual income/, income],
    [/^Money for a down payment/, funds],
    [/^Monthly debt payments/, debt],
    [/^ZIP code/, '48226'],
    [/^Credit score/, creditScore],
  ] as const) {
    await userEvent.clear(canvas.getByLabelText(label));
    await userEvent.type(canvas.getByLabelText(label), text);
  }
  return clickCalculate(canvasElement);
}

/** A story's play: the visitor's answers (`answers` in place of the defaults), then `text` shows. */
const calculatedShows = (text: string | RegExp, answers?: Parameters<typeof calculate>[1]) => ({
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = await calculate(canvasElement, answers);
    await expect(await canvas.findByText(text)).toBeVisible();
  },
});

/** As it opens: the figures of labelled example values. */
export const Example: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('figures-note')).toHaveTextContent(/example values/);
  },
};

/** The money boxes left empty, then Calculate: the error summary and each field's message. */
export const FieldErrors: Story = {
  args: { initialValues: { annualIncome: '', availableFunds: '', monthlyDebt: '' } },
  play: showsFieldErrors(),
};

/** Waiting for the ZIP code's state and today's rate: the loading skeleton. */
export const Loading: Story = {
  args: api({ affordability: 'wait' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Working out what you can afford…')).toBeInTheDocument();
  },
};

/** The estimate, prequalification and homes for sale. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await calculate(canvasElement);
    await expect(await canvas.findByTestId('affordability')).toBeVisible();
    await expect(await canvas.findByTestId('prequal-pricing')).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: /homes for sale in Detroit/ }),
    ).toBeVisible();
  },
};

/** A DTI of 50 % or more (as a `#dti=0.50` link or a host gives it): the warning. */
export const DtiWarning: Story = {
  args: { initialValues: { dti: '0.50' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('dti-warning')).toBeVisible();
  },
};

/** Debts that use up the whole allowance: the business message. */
export const BusinessError: Story = {
  ...calculatedShows('We could not find a price that fits', { debt: '3000' }),
};

/** The API could not give today's rate: the generic error with a retry. */
export const GenericError: Story = {
  args: api({ affordability: 'fail' }),
  play: shows('Sorry, we could not work this out'),
};

/** Prequalification on its way. */
export const PrequalificationLoading: Story = {
  args: api({ prequalification: 'wait' }),
  play: async ({ canvasElement }) => {
    const canvas = await calculate(canvasElement);
    await expect(await canvas.findByText('Finding a loan for you…')).toBeInTheDocument();
  },
};

/** A credit score under 581: the credit error. */
export const PrequalificationCreditError: Story = {
  ...calculatedShows('We need a credit score of 581 or more to prequalify you', {
    creditScore: '560',
  }),
};

/** No product fits the cash to buy. */
export const PrequalificationNoProduct: Story = {
  args: api({ prequalification: 'noProduct' }),
  ...calculatedShows('None of our loans fits this cash to buy'),
};

/** Prequalification failed: a retry, and no "Edit my info". */
export const PrequalificationError: Story = {
  args: api({ prequalification: 'fail' }),
  ...calculatedShows('Sorry, we could not prequalify you just now'),
};

/** No homes for sale under the price: the ZIP fallback copy. */
export const ListingsFallback: Story = {
  args: api({ listings: 'none' }),
  ...calculatedShows(/We could not find homes for sale near 48226/),
};
