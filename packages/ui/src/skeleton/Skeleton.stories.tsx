import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atViewport } from '../story-support/viewports.ts';
import './index.css';
import { Skeleton, SkeletonBlock } from './Skeleton.tsx';

const meta = {
  title: 'Display/Skeleton',
  component: Skeleton,
  args: { label: 'Loading your results…' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three text lines with a shimmer; a hidden status says what is loading. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading your results…');
    const block = canvasElement.querySelector('.lui-skeleton__block')!;
    await expect(block.getAnimations()).toHaveLength(1);
  },
};

/** The shape of an affordability result: a chart and its legend. */
export const ChartAndLegend: Story = {
  args: {
    children: (
      <div style={{ display: 'flex', gap: '16px', alignItems: 'center' }}>
        <SkeletonBlock shape="circle" width="120px" />
        <div style={{ display: 'grid', gap: '8px', flex: 1 }}>
          <SkeletonBlock width="80%" />
          <SkeletonBlock width="70%" />
          <SkeletonBlock width="50%" />
        </div>
      </div>
    ),
  },
};

/** The shape of a card: picture, heading, text. */
export const Card: Story = {
  args: {
    label: 'Loading articles…',
    children: (
      <div style={{ maxWidth: '20rem', display: 'grid', gap: '8px' }}>
        <SkeletonBlock shape="rect" />
        <SkeletonBlock width="70%" height="1.5rem" />
        <SkeletonBlock />
        <SkeletonBlock width="40%" />
      </div>
    ),
  },
};

export const Mobile: Story = { ...atViewport('mobile') };
export const Tablet: Story = { ...atViewport('tablet') };
export const Desktop: Story = { ...atViewport('desktop') };
