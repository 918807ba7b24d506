import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { atViewport } from '../story-support/viewports.ts';
import './index.css';
import { Link } from './index.ts';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: { href: '#rates', children: 'See today’s mortgage rates' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Hover thickens the underline; keyboard focus draws the focus ring. */
export const HoverAndFocus: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'See today’s mortgage rates' });
    await userEvent.hover(link);
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** Opens a new tab: says so to screen readers, and cannot reach back through window.opener. */
export const External: Story = {
  args: {
    href: 'https://www.consumerfinance.gov/owning-a-home/',
    target: '_blank',
    children: 'Owning a Home, from the CFPB',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Owning a Home, from the CFPB (opens in new tab)',
    });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const InText: Story = {
  render: (args) => (
    <p style={{ fontFamily: 'var(--font-family-base)' }}>
      Compare your options before you apply. <Link {...args} /> or read how rates are set.
    </p>
  ),
};

/** A call to action that navigates: a link that looks like a button. */
export const ButtonLook: Story = {
  args: { href: '#get-started', variant: 'button', children: 'Get started' },
};

export const SecondaryButtonLook: Story = {
  args: { href: '#learn', variant: 'secondary-button', children: 'Learn more' },
};

export const Mobile: Story = { ...atViewport('mobile') };
export const Tablet: Story = { ...atViewport('tablet') };
export const Desktop: Story = { ...atViewport('desktop') };
