import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../story-support/viewports.ts';
import '../card/index.css';
import './index.css';
import { Card } from '../card/Card.tsx';
import { placeholderImage } from '../card/story-image.ts';
import { Carousel } from './Carousel.tsx';

const articles = [
  ['How much house can I afford?', 'Buying'],
  ['What closing costs cover', 'Buying'],
  ['Private mortgage insurance, explained', 'Costs'],
  ['FHA loans for first-time buyers', 'Loan types'],
  ['VA loans and the funding fee', 'Loan types'],
  ['When refinancing pays off', 'Refinancing'],
] as const;

const cards = articles.map(([title, category], index) => (
  <Card
    key={title}
    heading={title}
    href={`#article-${index + 1}`}
    eyebrow={category}
    media={<img src={placeholderImage(index * 50)} alt="" width="320" height="180" />}
    footer="4 minute read"
  />
));

const meta = {
  title: 'Display/Carousel',
  component: Carousel,
  args: { label: 'Articles about buying a home', children: cards },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    list: canvas.getByRole('list'),
    previous: canvas.getByRole('button', { name: 'Previous' }),
    next: canvas.getByRole('button', { name: 'Next' }),
  };
}

/** At the start "Previous" is unavailable; "Next" scrolls one card; at the end "Next" is unavailable. */
export const Default: Story = {
  ...atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const { list, previous, next } = parts(canvasElement);
    await waitFor(() => expect(previous).toHaveAttribute('aria-disabled', 'true'));
    await expect(next).not.toHaveAttribute('aria-disabled');
    await userEvent.click(next);
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(previous).not.toHaveAttribute('aria-disabled'));
    for (let press = 0; press < articles.length; press += 1) {
      await userEvent.click(next);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'), { timeout: 3000 });
    await expect(next).toHaveFocus();
  },
};

/** Keyboard: Tab reaches the buttons, Enter presses them; focus stays on a button at the end. */
export const KeyboardFocus: Story = {
  ...atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const { list, next } = parts(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
  },
};

/** SPEC §9: at most 3 cards on mobile; one card and a peek of the next in view. */
export const Mobile: Story = {
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const { canvas } = parts(canvasElement);
    const shown = canvas.getAllByRole('listitem').filter((item) => item.offsetParent !== null);
    await expect(shown).toHaveLength(3);
  },
};

/** Two cards in view on a tablet. */
export const Tablet: Story = {
  ...atViewport('tablet'),
  play: async ({ canvasElement }) => {
    const { canvas, list } = parts(canvasElement);
    const [first] = canvas.getAllByRole('listitem');
    await expect(Math.round(list.clientWidth / first!.getBoundingClientRect().width)).toBe(2);
  },
};

/** Three cards in view on a desktop; all six reachable. */
export const Desktop: Story = {
  ...atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const { canvas, list } = parts(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items.filter((item) => item.offsetParent !== null)).toHaveLength(6);
    await expect(Math.round(list.clientWidth / items[0]!.getBoundingClientRect().width)).toBe(3);
  },
};

/** Few cards that all fit: both buttons are unavailable. */
export const AllCardsFit: Story = {
  ...atViewport('desktop'),
  args: { children: cards.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const { previous, next } = parts(canvasElement);
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * The row does not scroll by itself when it is laid out: its first snap position is where it
 * starts. Chrome ends Largest Contentful Paint at the first scroll, so a row that snapped by its
 * padding on load left its page with no LCP (Lighthouse then counts every script against it).
 */
export const StaysPutOnLoad: Story = {
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const { list } = parts(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(list.scrollLeft).toBe(0);
  },
};
