import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  expectExampleFigures,
  showsAtOnce,
  showsFieldErrors,
} from '@lender/calculator-test-support/stories';
import { MiniHomeEquityCalculator } from './MiniHomeEquityCalculator.tsx';
import './index.css';

/**
 * The mini home equity widget in every state, as the learning center's home equity articles
 * show it. Worked out by `@lender/mortgage-math` `miniHomeEquityCalculator`.
 *
 * ```tsx
 * <MiniHomeEquityCalculator headingLevel={2} onEvent={(event) => track(event.name, event.properties)} />
 * ```
 */
const meta = {
  title: 'Calculators/Mini home equity',
  component: MiniHomeEquityCalculator,
  tags: ['autodocs'],
  args: { onEvent: fn() },
} satisfies Meta<typeof MiniHomeEquityCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its example figures, labelled as such, and the link to the full calculator. */
export const Estimate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('mini-available')).toHaveTextContent('$155,000');
    await expectExampleFigures(canvasElement);
    await expect(
      canvas.getByRole('link', { name: 'See HELOC and home equity loan payments' }),
    ).toHaveAttribute('href', expect.stringContaining('#homeValue=450000&firstMortgage=250000'));
  },
};

/** Owing at or above the limit. */
export const NoEquityAvailable: Story = {
  args: { initialValues: { homeValue: '300000', firstMortgage: '295000' } },
  play: showsAtOnce(/No equity available to borrow/),
};

/** A missing value on submit. */
export const FieldError: Story = {
  args: { initialValues: { homeValue: '' } },
  play: showsFieldErrors(),
};
