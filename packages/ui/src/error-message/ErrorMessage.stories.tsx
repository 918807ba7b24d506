import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../story-support/viewports.ts';
import './index.css';
import { ErrorMessage } from './index.ts';

const meta = {
  title: 'Forms/ErrorMessage',
  component: ErrorMessage,
  args: { id: 'email-error', children: 'Enter an email address, like name@example.com' },
} satisfies Meta<typeof ErrorMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Screen readers hear "Error:" first; sighted visitors see the red bold text. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Error:')).toHaveClass('lui-visually-hidden');
  },
};

export const CustomPrefix: Story = { args: { visuallyHiddenText: 'Problem:' } };

export const Mobile: Story = { ...atViewport('mobile') };
export const Tablet: Story = { ...atViewport('tablet') };
export const Desktop: Story = { ...atViewport('desktop') };
