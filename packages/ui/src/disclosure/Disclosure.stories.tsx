import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atViewport } from '../story-support/viewports.ts';
import './index.css';
import { Disclosure } from './index.ts';

/** Links of a real size (WCAG 2.5.8): a site gives its navigation's links its own styles. */
const linkStyle = { display: 'inline-block', padding: '10px 0' } as const;

const meta = {
  title: 'Navigation/Disclosure',
  component: Disclosure,
  args: {
    label: 'Menu',
    onExpandedChange: fn(),
    children: (
      <nav aria-label="Main">
        <ul>
          <li>
            <a href="#buy" style={linkStyle}>
              Buy a home
            </a>
          </li>
          <li>
            <a href="#learn" style={linkStyle}>
              Learning center
            </a>
          </li>
        </ul>
      </nav>
    ),
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Enter opens it, Tab goes into the panel, Escape closes it and focus goes back to the button. */
export const KeyboardAndEscape: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Buy a home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await expect(canvas.queryByRole('link', { name: 'Buy a home' })).toBeNull();
  },
};

/** A search panel: opening it puts focus in its field. */
export const FocusesTheFieldOnOpen: Story = {
  args: {
    label: 'Search',
    focusFirstOnOpen: true,
    children: (
      <form role="search" aria-label="Site">
        <label htmlFor="story-search">Search the site</label>{' '}
        <input id="story-search" type="search" />
      </form>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByRole('searchbox', { name: 'Search the site' })).toHaveFocus();
  },
};

/** From 768 px the panel is always shown: a row of links, no group, nothing hidden. */
export const AlwaysOpenOnWideScreens: Story = {
  ...atViewport('desktop'),
  args: { expandedMedia: '(min-width: 768px)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Learning center' })).toBeVisible();
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

/** Below 768 px the same story is a closed disclosure. */
export const ClosedOnPhones: Story = {
  ...atViewport('mobile'),
  args: { expandedMedia: '(min-width: 768px)' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('link', { name: 'Learning center' })).toBeNull();
  },
};
