import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AffordabilityCalculator } from './AffordabilityCalculator.tsx';
import { demoApi, type DemoApiOptions } from './test-support/demo-api.ts';
import './index.css';

/**
 * The home affordability calculator in every state. The API answers in the browser (demo
 * prequalification and listings; the estimate is @lender/mortgage-math's own): each story's
 * play function fills the form as a visitor would and waits for the state it shows.
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

async function calculate(
  canvasElement: HTMLElement,
  { income = '85000', funds = '40000', debt = '500', creditScore = '700' } = {},
) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Annual income/), income);
  await userEvent.type(canvas.getByLabelText(/^Money for a down payment/), funds);
  await userEvent.type(canvas.getByLabelText(/^Monthly debt payments/), debt);
  await userEvent.type(canvas.getByLabelText(/^ZIP code/), '48226');
  await userEvent.type(canvas.getByLabelText(/^Credit score/), creditScore);
  await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
  return canvas;
}

/** The empty form. */
export const Empty: Story = {};

/** Calculate with nothing filled in: the error summary and each field's message. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }));
    await expect(await canvas.findByText('There is a problem')).toBeVisible();
  },
};

/** Waiting for the estimate: the loading skeleton. */
export const Loading: Story = {
  args: api({ affordability: 'wait' }),
  play: async ({ canvasElement }) => {
    const canvas = await calculate(canvasElement);
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

/** A DTI of 50 % or more (from the URL hash): the warning. */
export const DtiWarning: Story = {
  play: async ({ canvasElement }) => {
    window.history.replaceState(null, '', '#dti=0.50');
    const canvas = await calculate(canvasElement);
    await expect(await canvas.findByTestId('dti-warning')).toBeVisible();
    window.history.replaceState(null, '', '#');
  },
};

/** Debts that use up the whole allowance: the business message. */
export const BusinessError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await calculate(canvasElement, { debt: '3000' });
    await expect(await canvas.findByText('We could not find a price that fits')).toBeVisible();
  },
};

/** The estimate failed: the generic error with a retry. */
export const GenericError: Story = {
  args: api({ affordability: 'fail' }),
  play: async ({ canvasElement }) => {
    const canvas = await calculate(canvasElement);
    await expect(await canvas.findByText('Sorry, we could not work this out')).toBeVisible();
  },
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
  play: async ({ canvasElement }) => {
    const canvas = await calculate(canvasElement, { creditScore: '560' });
    await expect(
      await canvas.findByText('We need a credit score of 581 or more to prequalify you'),
    ).toBeVisible();
  },
};

/** No product fits the cash to buy. */
export const PrequalificationNoProduct: Story = {
  args: api({ prequalification: 'noProduct' }),
  play: async ({ canvasElement }) => {
    const canvas = await calculate(canvasElement);
    await expect(await canvas.findByText('None of our loans fits this cash to buy')).toBeVisible();
  },
};

/** Prequalification failed: a retry, and no "Edit my info". */
export const PrequalificationError: Story = {
  args: api({ prequalification: 'fail' }),
  play: async ({ canvasElement }) => {
    const canvas = await calculate(canvasElement);
    await expect(
      await canvas.findByText('Sorry, we could not prequalify you just now'),
    ).toBeVisible();
  },
};

/** No homes for sale under the price: the ZIP fallback copy. */
export const ListingsFallback: Story = {
  args: api({ listings: 'none' }),
  play: async ({ canvasElement }) => {
    const canvas = await calculate(canvasElement);
    await expect(
      await canvas.findByText(/We could not find homes for sale near 48226/),
    ).toBeVisible();
  },
};
