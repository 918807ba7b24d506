import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../story-support/viewports.ts';
import './index.css';
import { StepCounter, Stepper } from './Stepper.tsx';

const steps = [
  {
    title: 'Check your credit',
    description: <p>Get your free credit reports and fix any errors.</p>,
  },
  { title: 'Get preapproved', description: <p>Learn how much you can borrow before you shop.</p> },
  { title: 'Find a home', description: <p>Tour homes in your price range and make an offer.</p> },
  { title: 'Close on your loan', description: <p>Sign the papers and get your keys.</p> },
];

const meta = {
  title: 'Display/Stepper',
  component: Stepper,
  args: { label: 'Steps to buy a home', steps },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain numbered guide, as in a learning-center article. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Steps to buy a home' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Progress: two steps complete, the third current. */
export const InProgress: Story = {
  args: { currentStep: 3 },
  play: async ({ canvasElement }) => {
    const current = canvasElement.querySelector('[aria-current="step"]');
    await expect(current).toHaveTextContent('Current step: Find a home');
  },
};

/** In a row from 768 px up. */
export const Horizontal: Story = {
  args: { currentStep: 2, orientation: 'horizontal' },
  ...atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('listitem');
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
  },
};

/** A horizontal stepper stacks on a phone. */
export const HorizontalOnMobile: Story = {
  args: { currentStep: 2, orientation: 'horizontal' },
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(
      first!.getBoundingClientRect().bottom - 1,
    );
  },
};

/** SPEC §4: the questionnaire's "Step n of 4". */
export const Counter: Story = {
  render: () => <StepCounter current={2} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Step 2 of 4')).toBeVisible();
  },
};

export const Mobile: Story = { args: { currentStep: 2 }, ...atViewport('mobile') };
export const Tablet: Story = { args: { currentStep: 2 }, ...atViewport('tablet') };
export const Desktop: Story = { args: { currentStep: 2 }, ...atViewport('desktop') };
