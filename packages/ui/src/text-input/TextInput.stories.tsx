import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { atViewport } from '../story-support/viewports.ts';
import './index.css';
import { TextInput } from './index.ts';

const meta = {
  title: 'Forms/TextInput',
  component: TextInput,
  args: { id: 'zip', name: 'zip', label: 'ZIP code', width: 'short', autoComplete: 'postal-code' },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: '5 digits, like 48226' } };

/** Keyboard focus draws the focus ring; what the visitor types is kept. */
export const Focus: Story = {
  args: { hint: '5 digits, like 48226' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'ZIP code' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.type(input, '48226');
    await expect(input).toHaveValue('48226');
  },
};

/** The GOV.UK error pattern: red bar, message above the input, read with it. */
export const Error: Story = {
  args: {
    hint: '5 digits, like 48226',
    error: 'Enter a ZIP code with 5 digits',
    defaultValue: '4822',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'ZIP code' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      '5 digits, like 48226 Error: Enter a ZIP code with 5 digits',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '48226' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'ZIP code' })).toBeDisabled();
  },
};

export const FullWidth: Story = {
  args: { id: 'email', name: 'email', label: 'Email address', width: 'full', type: 'email' },
};

export const Mobile: Story = { args: { hint: '5 digits, like 48226' }, ...atViewport('mobile') };
export const Tablet: Story = { args: { hint: '5 digits, like 48226' }, ...atViewport('tablet') };
export const Desktop: Story = { args: { hint: '5 digits, like 48226' }, ...atViewport('desktop') };
