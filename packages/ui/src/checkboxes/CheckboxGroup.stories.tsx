import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atViewport } from '../story-support/viewports.ts';
import '../text-input/index.css';
import './index.css';
import { TextInput } from '../text-input/TextInput.tsx';
import { CheckboxGroup } from './index.ts';

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    id: 'channels',
    name: 'channels',
    legend: 'How should we stop contacting you?',
    hint: 'Select all that apply',
    items: [
      { value: 'email', label: 'Promotional email' },
      { value: 'phone', label: 'Promotional phone calls' },
      { value: 'sms', label: 'Promotional text messages', hint: 'Standard rates may apply' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Space ticks the focused box; the group reports the ticked values in item order. */
export const Focus: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Promotional email' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByRole('checkbox', { name: /text messages/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['email', 'sms'], expect.anything());
  },
};

export const Ticked: Story = { args: { defaultValue: ['phone'] } };

export const Error: Story = {
  args: { error: 'Select how we should stop contacting you' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', {
      name: 'How should we stop contacting you?',
    });
    await expect(group).toHaveAccessibleDescription(
      'Select all that apply Error: Select how we should stop contacting you',
    );
  },
};

/** A ticked item reveals what it needs (GOV.UK conditional reveal). */
export const ConditionalReveal: Story = {
  args: {
    items: [
      {
        value: 'email',
        label: 'Promotional email',
        conditional: (
          <TextInput id="channels-email" name="email" label="Email address" type="email" />
        ),
      },
      { value: 'phone', label: 'Promotional phone calls' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: 'Email address' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Promotional email' }));
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  },
};

export const Mobile: Story = { ...atViewport('mobile') };
export const Tablet: Story = { ...atViewport('tablet') };
export const Desktop: Story = { ...atViewport('desktop') };
