import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { atViewport } from '../story-support/viewports.ts';
import '../accordion/index.css';
import './index.css';
import { TabAccordion, TabAccordionItem } from './TabAccordion.tsx';

const meta = {
  title: 'Disclosure/TabAccordion',
  component: TabAccordion,
  args: {
    headingLevel: 2,
    defaultExpandedKeys: ['buy'],
    children: [
      <TabAccordionItem key="buy" id="buy" title="Buying a home">
        <p>Fixed and adjustable purchase loans, FHA, VA and jumbo.</p>
      </TabAccordionItem>,
      <TabAccordionItem key="refi" id="refi" title="Refinancing">
        <p>Lower your rate or take cash out of your equity.</p>
      </TabAccordionItem>,
      <TabAccordionItem key="equity" id="equity" title="Home equity">
        <p>A loan against the value you have built in your home.</p>
      </TabAccordionItem>,
    ],
  },
} satisfies Meta<typeof TabAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §4: opening one item closes the others. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buying = canvas.getByRole('button', { name: 'Buying a home' });
    const refinancing = canvas.getByRole('button', { name: 'Refinancing' });
    await expect(buying).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(refinancing);
    await expect(refinancing).toHaveAttribute('aria-expanded', 'true');
    await expect(buying).toHaveAttribute('aria-expanded', 'false');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const refinancing = canvas.getByRole('button', { name: 'Refinancing' });
    await expect(refinancing).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Buying a home' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const Mobile: Story = { ...atViewport('mobile') };
export const Tablet: Story = { ...atViewport('tablet') };
export const Desktop: Story = { ...atViewport('desktop') };
