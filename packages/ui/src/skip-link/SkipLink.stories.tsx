import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { atViewport } from '../story-support/viewports.ts';
import './index.css';
import { SkipLink } from './index.ts';

const meta = {
  title: 'Navigation/SkipLink',
  component: SkipLink,
  args: { targetId: 'main' },
  render: (args) => (
    // The story keeps its URL: following "#main" navigates the vitest test frame, and the runner
    // then loses the page. Focus still moves by the link's own handler, which is what is shown.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events
    <div onClick={(event) => event.preventDefault()}>
      <SkipLink {...args} />
      <nav aria-label="Site">
        <a href="#rates">Mortgage rates</a>
      </nav>
      <main id="main">
        <h1>Main content</h1>
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until the first Tab; Enter moves focus past the navigation to the main content. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(1);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const CustomText: Story = { args: { children: 'Skip to the calculator' } };

export const Mobile: Story = { ...atViewport('mobile') };
export const Tablet: Story = { ...atViewport('tablet') };
export const Desktop: Story = { ...atViewport('desktop') };
