import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../story-support/viewports.ts';
import './index.css';
import { PopoverButton } from './PopoverButton.tsx';
import { Tooltip, TOOLTIP_EDGE_MARGIN_PX, TOOLTIP_OFFSET_PX } from './Tooltip.tsx';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Annual percentage rate: the yearly cost of the loan, fees included.',
    children: <button type="button">APR</button>,
  },
  decorators: [
    (Story) => (
      <div style={{ paddingTop: '8rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lets open and close transitions finish, so the axe check after play sees the final colours. */
async function settleAnimations() {
  await Promise.all(
    document.getAnimations().map((animation) => animation.finished.catch(() => {})),
  );
}

/** Keyboard focus shows it at once, 8 px from its trigger (SPEC §9). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const tooltip = await page.findByRole('tooltip');
    const trigger = page.getByRole('button', { name: 'APR' });
    await expect(trigger).toHaveAccessibleDescription(/Annual percentage rate/);
    await waitFor(() => {
      const tip = tooltip.getBoundingClientRect();
      const box = trigger.getBoundingClientRect();
      // Above the trigger, or below it where the window has no room above.
      const gap = Math.max(box.top - tip.bottom, tip.top - box.bottom);
      return expect(Math.round(gap)).toBe(TOOLTIP_OFFSET_PX);
    });
    await settleAnimations();
  },
};

/** Hover shows it; it stays 100 ms after the pointer leaves, then goes (SPEC §9). */
export const Hover: Story = {
  args: { delay: 0 },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = page.getByRole('button', { name: 'APR' });
    await userEvent.click(canvasElement);
    await userEvent.hover(trigger);
    await page.findByRole('tooltip');
    await userEvent.unhover(trigger);
    await expect(page.getByRole('tooltip')).toBeInTheDocument();
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
  },
};

/** A trigger at the window's left edge: the tooltip keeps 16 px from the edge (SPEC §9). */
export const AtTheEdge: Story = {
  args: { placement: 'bottom' },
  ...atViewport('mobile'),
  decorators: [
    (Story) => (
      <div style={{ marginLeft: '-1rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const tooltip = await page.findByRole('tooltip');
    await waitFor(() =>
      expect(tooltip.getBoundingClientRect().left).toBeGreaterThanOrEqual(
        TOOLTIP_EDGE_MARGIN_PX - 0.5,
      ),
    );
    await settleAnimations();
  },
};

/** The touch-friendly way: an "i" button that opens the explanation on press. */
export const InfoPopoverButton: Story = {
  render: () => (
    <p>
      APR 6.125%{' '}
      <PopoverButton label="About APR" title="Annual percentage rate">
        <p>The yearly cost of the loan, with the interest rate, points and lender fees.</p>
      </PopoverButton>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const button = page.getByRole('button', { name: 'About APR' });
    await userEvent.click(button);
    const dialog = await page.findByRole('dialog');
    await expect(dialog).toHaveTextContent('Annual percentage rate');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** The "i" button with keyboard focus (focus ring), opened with Enter. */
export const InfoPopoverButtonKeyboard: Story = {
  render: () => (
    <PopoverButton label="About discount points">
      <p>Prepaid interest that lowers your rate.</p>
    </PopoverButton>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(page.getByRole('button', { name: 'About discount points' })).toHaveAttribute(
      'data-focus-visible',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: 'About discount points' });
    // Visible once the 150 ms fade-in has started painting.
    await waitFor(() => expect(dialog).toBeVisible());
    await settleAnimations();
  },
};

export const Mobile: Story = { ...atViewport('mobile') };
export const Tablet: Story = { ...atViewport('tablet') };
export const Desktop: Story = { ...atViewport('desktop') };
