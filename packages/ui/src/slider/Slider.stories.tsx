import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atViewport } from '../story-support/viewports.ts';
import '../number-input/index.css';
import './index.css';
import { NumberInput } from '../number-input/index.ts';
import { Slider, type SliderProps } from './index.ts';

/** A slider whose value comes from a number box elsewhere on the page. */
function FedFromElsewhere(props: SliderProps) {
  const [years, setYears] = useState(10);
  return (
    <>
      <NumberInput
        id="years-source"
        label="Years, set elsewhere on the page"
        width="short"
        value={years}
        onChange={setYears}
      />
      <Slider {...props} hint={undefined} value={years} />
    </>
  );
}

const meta = {
  title: 'Forms/Slider',
  component: Slider,
  args: {
    id: 'change-year',
    name: 'changeYear',
    label: 'Years in the home',
    hint: 'How long you plan to stay before selling',
    min: 0,
    max: 30,
    defaultValue: 10,
    onChange: fn(),
  },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Arrow keys step, Home and End go to the ends; the output follows. */
export const FocusAndKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Years in the home' });
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(slider).toHaveValue('12');
    await expect(args.onChange).toHaveBeenLastCalledWith(12);
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('status')).toHaveTextContent('30');
  },
};

/** SPEC §9 debt-to-income slider, in percent. */
export const Percent: Story = {
  args: {
    id: 'dti',
    name: 'dti',
    label: 'Debt-to-income ratio',
    hint: 'Your monthly debts divided by your monthly income',
    min: 0,
    max: 0.5,
    step: 0.01,
    defaultValue: 0.36,
    formatOptions: { style: 'percent' },
  },
};

/** SPEC §5/§9: a typed value outside min–max is ignored; the box shows the last value again. */
export const WithInput: Story = {
  args: {
    id: 'interest-rate',
    name: 'interestRate',
    label: 'Interest rate',
    hint: 'Between 0% and 10%',
    min: 0,
    max: 10,
    step: 0.125,
    defaultValue: 6.5,
    withInput: true,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Interest rate' });
    await userEvent.clear(box);
    await userEvent.type(box, '12{Enter}');
    await expect(box).toHaveValue('6.5');
    await expect(canvas.getByRole('slider', { name: 'Interest rate' })).toHaveValue('6.5');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, '7{Enter}');
    await expect(canvas.getByRole('slider', { name: 'Interest rate' })).toHaveValue('7');
  },
};

/** SPEC §5/§9: a value from elsewhere on the page outside min–max is ignored too. */
export const IgnoresOutsideValues: Story = {
  render: (args) => <FedFromElsewhere {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const source = canvas.getByRole('textbox', { name: 'Years, set elsewhere on the page' });
    await userEvent.clear(source);
    await userEvent.type(source, '45{Enter}');
    await expect(canvas.getByRole('slider', { name: 'Years in the home' })).toHaveValue('10');
    await userEvent.clear(source);
    await userEvent.type(source, '25{Enter}');
    await expect(canvas.getByRole('slider', { name: 'Years in the home' })).toHaveValue('25');
  },
};

export const Error: Story = {
  args: { error: 'Choose how long you plan to stay' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('slider', { name: 'Years in the home' }),
    ).toHaveAccessibleDescription(
      'How long you plan to stay before selling Error: Choose how long you plan to stay',
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Mobile: Story = { ...atViewport('mobile') };
export const Tablet: Story = { ...atViewport('tablet') };
export const Desktop: Story = { ...atViewport('desktop') };
