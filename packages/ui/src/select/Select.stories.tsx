import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../story-support/viewports.ts';
import './index.css';
import { Select, siblingDisabledValues, type SelectOption } from './index.ts';

const PRODUCTS: SelectOption[] = [
  { value: '30-fixed', label: '30-year fixed' },
  { value: '20-fixed', label: '20-year fixed' },
  { value: '15-fixed', label: '15-year fixed' },
  { value: 'fha-30', label: 'FHA 30-year fixed' },
  { value: 'va-30', label: 'VA 30-year fixed' },
];

/** Three product selects that share one list of chosen values. */
function ProductComparison() {
  const [chosen, setChosen] = useState<(string | null)[]>(['30-fixed', null, null]);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-5)' }}>
      {chosen.map((value, index) => (
        <Select
          key={index}
          id={`compare-${index + 1}`}
          name={`product${index + 1}`}
          label={`Product ${index + 1}`}
          options={PRODUCTS}
          value={value}
          width="short"
          disabledValues={siblingDisabledValues(chosen, index)}
          onChange={(next) => setChosen(chosen.with(index, next))}
        />
      ))}
    </div>
  );
}

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    id: 'product',
    name: 'product',
    label: 'Loan product',
    hint: 'You can change it later',
    options: PRODUCTS,
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Keyboard: Arrow Down opens, arrows move, Enter chooses and focus returns to the button. */
export const FocusAndKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const button = page.getByRole('button', { name: /Loan product/ });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(page.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('15-fixed');
    await expect(button).toHaveTextContent('15-year fixed');
    // React Aria puts focus back on the button in the frame after the listbox closes.
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** The listbox open, for designers; axe checks the popover too. */
export const Open: Story = {
  args: { defaultValue: '20-fixed' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: /Loan product/ }));
    await expect(page.getByRole('option', { name: '20-year fixed' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Error: Story = {
  args: { error: 'Select a loan product' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /Loan product/ }),
    ).toHaveAccessibleDescription('You can change it later Error: Select a loan product');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '30-fixed' } };

export const SomeOptionsDisabled: Story = { args: { disabledValues: ['fha-30', 'va-30'] } };

/**
 * SPEC §5: three product selects for the rate comparison; a product chosen in one is disabled
 * in the other two, and free again once that select changes.
 */
export const SelectGroup: Story = {
  render: () => <ProductComparison />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: /Product 2/ }));
    await expect(page.getByRole('option', { name: '30-year fixed' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(page.getByRole('option', { name: '15-year fixed' }));
    await userEvent.click(page.getByRole('button', { name: /Product 3/ }));
    await expect(page.getByRole('option', { name: '30-year fixed' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(page.getByRole('option', { name: '15-year fixed' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(page.getByRole('option', { name: '20-year fixed' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await userEvent.keyboard('{Escape}');
  },
};

export const Mobile: Story = { ...atViewport('mobile') };
export const Tablet: Story = { ...atViewport('tablet') };
export const Desktop: Story = { ...atViewport('desktop') };
