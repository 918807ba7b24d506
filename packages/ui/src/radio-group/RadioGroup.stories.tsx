import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atViewport } from '../story-support/viewports.ts';
import './index.css';
import { RadioGroup } from './index.ts';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    id: 'credit',
    name: 'credit',
    legend: 'What is your credit score?',
    hint: 'An estimate is fine',
    items: [
      { value: 'below-579', label: 'Below 579' },
      { value: '580-619', label: '580-619' },
      { value: '620-680', label: '620-680' },
      { value: 'above-680', label: 'Above 680' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** One Tab stop; arrow keys move the focus ring and the choice together. */
export const FocusAndKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Below 579' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '580-619' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('580-619');
  },
};

export const Chosen: Story = { args: { defaultValue: '620-680' } };

export const Error: Story = {
  args: { error: 'Select your credit score' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radiogroup', { name: 'What is your credit score?' }),
    ).toHaveAccessibleDescription('An estimate is fine Error: Select your credit score');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '580-619' } };

export const OneChoiceDisabled: Story = {
  args: {
    items: [
      { value: 'below-579', label: 'Below 579', disabled: true },
      { value: '580-619', label: '580-619' },
      { value: '620-680', label: '620-680' },
      { value: 'above-680', label: 'Above 680' },
    ],
  },
};

/** Short answers side by side; each may have its own hint. */
export const YesNoInline: Story = {
  args: {
    id: 'va',
    name: 'va',
    legend: 'Have you served in the US military?',
    hint: undefined,
    orientation: 'horizontal',
    items: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
};

export const ItemHints: Story = {
  args: {
    id: 'goal',
    name: 'goal',
    legend: 'What are you looking to do?',
    hint: undefined,
    items: [
      { value: 'purchase', label: 'Buy a home', hint: 'Including your first home' },
      { value: 'refi', label: 'Refinance', hint: 'Lower your payment or shorten your term' },
    ],
  },
};

export const Mobile: Story = { ...atViewport('mobile') };
export const Tablet: Story = { ...atViewport('tablet') };
export const Desktop: Story = { ...atViewport('desktop') };
