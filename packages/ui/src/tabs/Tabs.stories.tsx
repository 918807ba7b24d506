import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atViewport } from '../story-support/viewports.ts';
import './index.css';
import { TAB_SCROLL_STEP_PX } from './tab-strip.ts';
import { Tabs, type TabItem } from './Tabs.tsx';

const topics = [
  'Buying a home',
  'Refinancing',
  'Home equity',
  'Credit',
  'Down payment',
  'Closing costs',
  'Mortgage insurance',
  'FHA and VA loans',
  'Rates',
];

const manyTabs: TabItem[] = topics.map((topic, index) => ({
  id: `topic-${index}`,
  title: topic,
  content: <p>Articles about {topic.toLowerCase()}.</p>,
}));

const meta = {
  title: 'Disclosure/Tabs',
  component: Tabs,
  args: { label: 'Learning center topics', tabs: manyTabs.slice(0, 3) },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Refinancing' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Articles about refinancing.');
  },
};

/** Keyboard: Tab into the list (focus ring), arrows move and select. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('tab', { name: 'Buying a home' });
    await expect(first).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Refinancing' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: {
    tabs: [
      ...manyTabs.slice(0, 2),
      { id: 'soon', title: 'Coming soon', content: null, isDisabled: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const soon = within(canvasElement).getByRole('tab', { name: 'Coming soon' });
    await expect(soon).toHaveAttribute('aria-disabled', 'true');
  },
};

function strip(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole('tablist');
}

/** SPEC §9: tabs that overflow get scroll buttons; each click moves the strip 100 px. */
export const ScrollingStrip: Story = {
  args: { tabs: manyTabs },
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const list = strip(canvasElement);
    // The buttons appear once the strip has measured its overflow (a resize observer): waited
    // for until they exist; a waitFor whose callback returns null would not wait at all.
    const pageButton = (which: 'next' | 'previous') => {
      const button = canvasElement.querySelector<HTMLButtonElement>(`.lui-tabs__page--${which}`);
      if (!button) throw new Error(`no ${which} button yet`);
      return button;
    };
    const next = await waitFor(() => pageButton('next'));
    const previous = pageButton('previous');
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await waitFor(() => expect(list.scrollLeft).toBe(TAB_SCROLL_STEP_PX));
    await userEvent.click(next);
    await waitFor(() => expect(list.scrollLeft).toBe(2 * TAB_SCROLL_STEP_PX));
    await userEvent.click(previous);
    await waitFor(() => expect(list.scrollLeft).toBe(TAB_SCROLL_STEP_PX));
  },
};

/** SPEC §9: dragging the strip scrolls it and selects nothing; a 3 px wobble is still a click. */
export const DragToScroll: Story = {
  args: { tabs: manyTabs },
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = strip(canvasElement);
    const tab = canvas.getByRole('tab', { name: 'Refinancing' });
    const box = tab.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const x = box.left + box.width / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: tab, coords: { clientX: x, clientY: y } },
      { target: tab, coords: { clientX: x - 20, clientY: y } },
      { target: tab, coords: { clientX: x - 60, clientY: y } },
      { keys: '[/MouseLeft]', target: tab, coords: { clientX: x - 60, clientY: y } },
    ]);
    await expect(list.scrollLeft).toBe(60);
    await expect(tab).toHaveAttribute('aria-selected', 'false');

    const home = canvas.getByRole('tab', { name: 'Home equity' });
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: home, coords: { clientX: 200, clientY: y } },
      { target: home, coords: { clientX: 203, clientY: y } },
      { keys: '[/MouseLeft]', target: home, coords: { clientX: 203, clientY: y } },
    ]);
    await expect(list.scrollLeft).toBe(60);
    await expect(home).toHaveAttribute('aria-selected', 'true');
  },
};

/** Arrow keys scroll the focused tab into view: no need for the buttons on a keyboard. */
export const KeyboardScrollsStrip: Story = {
  args: { tabs: manyTabs },
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Rates' });
    await expect(last).toHaveFocus();
    await waitFor(() => expect(strip(canvasElement).scrollLeft).toBeGreaterThan(0));
  },
};

export const Mobile: Story = { args: { tabs: manyTabs }, ...atViewport('mobile') };
export const Tablet: Story = { args: { tabs: manyTabs }, ...atViewport('tablet') };
export const Desktop: Story = { args: { tabs: manyTabs }, ...atViewport('desktop') };
