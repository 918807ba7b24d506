import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../story-support/viewports.ts';
import './index.css';
import { EqualHousingLender } from './index.ts';

const meta = {
  title: 'Legal/EqualHousingLender',
  component: EqualHousingLender,
} satisfies Meta<typeof EqualHousingLender>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The legend is real text, read once; the drawing is hidden from assistive technology. */
export const Lender: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Equal Housing Lender')).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Opportunity: Story = { args: { variant: 'opportunity' } };

/** Drawn in currentColor, so it follows the surrounding text colour. */
export const OnBrandColour: Story = {
  render: (args) => (
    <div
      style={{
        padding: 'var(--space-4)',
        background: 'var(--color-brand)',
        color: 'var(--color-brand-contrast)',
      }}
    >
      <EqualHousingLender {...args} />
    </div>
  ),
};

export const Mobile: Story = { ...atViewport('mobile') };
export const Tablet: Story = { ...atViewport('tablet') };
export const Desktop: Story = { ...atViewport('desktop') };
