import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { atViewport } from '../story-support/viewports.ts';
import './index.css';
import { Textarea } from './index.ts';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: {
    id: 'reason',
    name: 'reason',
    label: 'Why are you opting out?',
    hint: 'Do not include personal or financial information',
  },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Focus: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', {
      name: 'Why are you opting out?',
    });
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await userEvent.type(textarea, 'Too many emails');
    await expect(textarea).toHaveValue('Too many emails');
  },
};

export const Error: Story = {
  args: { error: 'Enter why you are opting out' },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', {
      name: 'Why are you opting out?',
    });
    await expect(textarea).toBeInvalid();
    await expect(textarea).toHaveAccessibleDescription(
      'Do not include personal or financial information Error: Enter why you are opting out',
    );
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Too many emails' } };

export const Mobile: Story = { ...atViewport('mobile') };
export const Tablet: Story = { ...atViewport('tablet') };
export const Desktop: Story = { ...atViewport('desktop') };
