import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { atViewport } from '../story-support/viewports.ts';
import '../text-input/index.css';
import './index.css';
import { TextInput } from '../text-input/TextInput.tsx';
import { ErrorSummary } from './index.ts';

/** The summary above a form whose fields failed; its links lead to the fields. */
const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  args: {
    errors: [
      { href: '#email', text: 'Enter an email address, like name@example.com' },
      { href: '#zip', text: 'Enter a ZIP code with 5 digits' },
    ],
  },
  render: (args) => (
    <form noValidate>
      <ErrorSummary {...args} />
      <TextInput
        id="email"
        label="Email address"
        type="email"
        error="Enter an email address, like name@example.com"
      />
      <TextInput id="zip" label="ZIP code" width="short" error="Enter a ZIP code with 5 digits" />
    </form>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** It takes focus when it appears; a link moves focus to its field. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/^There is a problem/);
    await expect(canvas.getByRole('alert').parentElement).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Enter a ZIP code with 5 digits' }));
    await expect(canvas.getByRole('textbox', { name: 'ZIP code' })).toHaveFocus();
  },
};

export const OneProblem: Story = {
  args: { errors: [{ href: '#zip', text: 'Enter a ZIP code with 5 digits' }] },
};

/** No problems: nothing is rendered. */
export const Empty: Story = {
  args: { errors: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const Mobile: Story = { ...atViewport('mobile') };
export const Tablet: Story = { ...atViewport('tablet') };
export const Desktop: Story = { ...atViewport('desktop') };
