import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atViewport } from '../story-support/viewports.ts';
import './index.css';
import { Combobox, type ComboboxProps } from './index.ts';

const SUGGESTIONS = ['Refinancing your mortgage', 'refinance', 'refinance closing costs'];

/** The combobox with its value kept in state and options that follow what is typed. */
function Demo(props: Omit<ComboboxProps, 'value' | 'onValueChange'> & { initialValue?: string }) {
  const { initialValue = '', options, onSelect, ...rest } = props;
  const [value, setValue] = useState(initialValue);
  const visible = value.trim().length >= 3 ? options : [];
  return (
    <div style={{ maxWidth: '24rem', minHeight: '16rem' }}>
      <Combobox
        {...rest}
        value={value}
        onValueChange={setValue}
        options={visible}
        onSelect={(option) => {
          setValue(option);
          onSelect(option);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/Combobox',
  component: Demo,
  args: {
    id: 'search',
    name: 'q',
    type: 'search',
    label: 'Search the site',
    options: SUGGESTIONS,
    onSelect: fn(),
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: a plain labelled box; the list stays closed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Search the site' });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Typing three letters shows the suggestions; the arrow keys move and Enter chooses. */
export const WithSuggestions: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Search the site' });
    await userEvent.type(box, 'ref');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('option', { name: 'refinance' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('refinance');
    await expect(box).toHaveValue('refinance');
  },
};

/** Open with an option highlighted, to review the focus and hover styles. */
export const HighlightedOption: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox');
    await userEvent.type(box, 'refi');
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', 'search-option-0');
  },
};

/** Nothing close to what was typed: no popup at all. */
export const NoSuggestions: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox');
    await userEvent.type(box, 'xylophone');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Escape closes the list, a second Escape empties the box. */
export const Escape: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox');
    await userEvent.type(box, 'ref');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
  },
};

export const WithHint: Story = { args: { hint: 'For example, refinance or closing costs' } };

export const Mobile: Story = { ...atViewport('mobile'), play: WithSuggestions.play };
export const Tablet: Story = { ...atViewport('tablet'), play: WithSuggestions.play };
export const Desktop: Story = { ...atViewport('desktop'), play: WithSuggestions.play };
