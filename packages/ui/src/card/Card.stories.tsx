import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { atViewport } from '../story-support/viewports.ts';
import './index.css';
import { Card } from './Card.tsx';
import { placeholderImage } from './story-image.ts';

const meta = {
  title: 'Display/Card',
  component: Card,
  args: {
    heading: 'What closing costs cover',
    href: '#closing-costs',
    eyebrow: 'Buying a home',
    media: <img src={placeholderImage(210)} alt="" width="320" height="180" />,
    footer: '5 minute read',
    children: (
      <p>Fees, taxes and prepaid items you pay when the loan closes, and how to plan for them.</p>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link')).toHaveAccessibleName('What closing costs cover');
  },
};

/** The whole card is the link's target: a press on the picture or the text lands on the link. */
export const WholeCardIsClickable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link');
    for (const part of [canvas.getByRole('presentation'), canvas.getByText('5 minute read')]) {
      const box = part.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      await expect(hit).toBe(link);
    }
    await userEvent.hover(link);
  },
};

/** Keyboard focus on the link outlines the whole card. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await expect(getComputedStyle(canvas.getByRole('article')).outlineStyle).toBe('solid');
  },
};

/** A plain card with no link and no image. */
export const WithoutLink: Story = {
  args: { href: undefined, media: undefined, eyebrow: undefined, heading: 'FHA loans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const Mobile: Story = { ...atViewport('mobile') };
export const Tablet: Story = { ...atViewport('tablet') };
export const Desktop: Story = { ...atViewport('desktop') };
