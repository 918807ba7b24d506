import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../story-support/viewports.ts';
import './index.css';
import { Field } from './index.ts';

/** Field lays out any control; here a plain input with the TextInput look. */
const meta = {
  title: 'Forms/Field',
  component: Field,
  args: {
    id: 'annual-income',
    label: 'Annual income',
    hint: 'Before tax, in dollars',
    children: (control) => <input className="lui-input lui-input--medium" {...control} />,
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Annual income' });
    await expect(input).toHaveAttribute('aria-describedby', 'annual-income-hint');
    await expect(input).not.toBeInvalid();
  },
};

export const Error: Story = {
  args: { error: 'Enter your annual income' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Annual income' });
    await expect(input).toHaveAttribute(
      'aria-describedby',
      'annual-income-hint annual-income-error',
    );
    await expect(input).toBeInvalid();
  },
};

export const WithoutHint: Story = { args: { hint: undefined } };

export const Mobile: Story = { ...atViewport('mobile') };
export const Tablet: Story = { ...atViewport('tablet') };
export const Desktop: Story = { ...atViewport('desktop') };
