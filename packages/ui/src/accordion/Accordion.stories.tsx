import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { atViewport } from '../story-support/viewports.ts';
import './index.css';
import { Accordion, AccordionItem, ExpansionPanel } from './Accordion.tsx';

const meta = {
  title: 'Disclosure/Accordion',
  component: Accordion,
  args: {
    headingLevel: 2,
    children: [
      <AccordionItem key="pmi" id="pmi" title="What is private mortgage insurance?">
        <p>Insurance that protects the lender when the down payment is under 20%.</p>
      </AccordionItem>,
      <AccordionItem key="fha" id="fha" title="Who can get an FHA loan?">
        <p>Buyers with a credit score of 580 or more can put down as little as 3.5%.</p>
      </AccordionItem>,
      <AccordionItem key="va" id="va" title="Is a VA loan only for veterans?">
        <p>Service members, veterans and some surviving spouses can qualify.</p>
      </AccordionItem>,
    ],
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'What is private mortgage insurance?' });
    const second = canvas.getByRole('button', { name: 'Who can get an FHA loan?' });
    await userEvent.click(first);
    await userEvent.click(second);
    // Independent panels: both stay open.
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Keyboard: Tab to the first button (focus ring), Enter opens it. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: 'What is private mortgage insurance?' });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(/protects the lender/)).toBeVisible();
  },
};

export const OneOpen: Story = { args: { defaultExpandedKeys: ['fha'] } };

export const Disabled: Story = {
  args: {
    children: [
      <AccordionItem key="a" title="Rates today">
        <p>Rates change daily.</p>
      </AccordionItem>,
      <AccordionItem key="b" title="Coming soon" isDisabled>
        <p>Not yet available.</p>
      </AccordionItem>,
    ],
  },
  play: async ({ canvasElement }) => {
    const disabled = within(canvasElement).getByRole('button', { name: 'Coming soon' });
    await expect(disabled).toBeDisabled();
  },
};

/** A single expansion panel on its own. */
export const SingleExpansionPanel: Story = {
  render: () => (
    <ExpansionPanel title="Show rate details">
      <p>The APR includes the interest rate, points and lender fees.</p>
    </ExpansionPanel>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show rate details' }));
    await expect(canvas.getByText(/includes the interest rate/)).toBeVisible();
  },
};

export const Mobile: Story = { args: { defaultExpandedKeys: ['pmi'] }, ...atViewport('mobile') };
export const Tablet: Story = { args: { defaultExpandedKeys: ['pmi'] }, ...atViewport('tablet') };
export const Desktop: Story = { args: { defaultExpandedKeys: ['pmi'] }, ...atViewport('desktop') };
