import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atViewport } from '../story-support/viewports.ts';
import './index.css';
import { CurrencyInput, NumberInput } from './index.ts';

const meta = {
  title: 'Forms/NumberInput',
  component: NumberInput,
  args: {
    id: 'loan-term',
    name: 'loanTerm',
    label: 'Loan term in years',
    hint: 'Between 10 and 30',
    min: 10,
    max: 30,
    step: 5,
    defaultValue: 30,
    width: 'short',
    onChange: fn(),
  },
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Arrow keys step by `step`, within min and max. */
export const FocusAndKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Loan term in years' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('20');
    await expect(args.onChange).toHaveBeenLastCalledWith(20);
  },
};

export const Error: Story = {
  args: { error: 'Enter a loan term between 10 and 30 years', defaultValue: undefined },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Loan term in years' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'Between 10 and 30 Error: Enter a loan term between 10 and 30 years',
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Percent: Story = {
  args: {
    id: 'down-payment-percent',
    name: 'downPaymentPercent',
    label: 'Down payment',
    hint: 'As a share of the home price',
    min: 0,
    max: 1,
    step: 0.01,
    defaultValue: 0.2,
    formatOptions: { style: 'percent' },
  },
};

/** Whole dollars: typed with or without "$" and commas, shown formatted once committed. */
export const Currency: Story = {
  render: () => (
    <form>
      <CurrencyInput
        id="home-price"
        name="homePrice"
        label="Home price"
        hint="An estimate is fine"
        width="medium"
      />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Home price' });
    await userEvent.type(input, '350000');
    await userEvent.tab();
    await expect(input).toHaveValue('$350,000');
    const form = canvasElement.querySelector('form') as HTMLFormElement;
    await expect(new FormData(form).get('homePrice')).toBe('350000');
  },
};

export const CurrencyWithCents: Story = {
  render: () => (
    <CurrencyInput id="hoa" label="Monthly HOA dues" cents defaultValue={125.5} width="short" />
  ),
};

export const CurrencyError: Story = {
  render: () => (
    <CurrencyInput
      id="annual-income"
      label="Annual income"
      hint="Before tax"
      error="Enter your annual income, like $85,000"
    />
  ),
};

export const Mobile: Story = { ...atViewport('mobile') };
export const Tablet: Story = { ...atViewport('tablet') };
export const Desktop: Story = { ...atViewport('desktop') };
