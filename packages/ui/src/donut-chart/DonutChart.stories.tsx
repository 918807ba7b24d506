import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { atViewport } from '../story-support/viewports.ts';
import '../skeleton/index.css';
import './index.css';
import { Skeleton, SkeletonBlock } from '../skeleton/Skeleton.tsx';
import { DonutChart } from './DonutChart.tsx';
import { DONUT_ANIMATION_MS } from './donut-math.ts';

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const meta = {
  title: 'Display/DonutChart',
  component: DonutChart,
  args: {
    label: 'Your estimated monthly payment',
    centerLabel: '$2,450',
    segments: [
      { label: 'Principal and interest', value: 1890 },
      { label: 'Property tax', value: 385 },
      { label: 'Home insurance', value: 140 },
      { label: 'Mortgage insurance', value: 25 },
      { label: 'HOA fees', value: 10 },
    ],
  },
} satisfies Meta<typeof DonutChart>;

export default meta;
type Story = StoryObj<typeof meta>;

function segmentFractionsShown(canvasElement: HTMLElement) {
  return [...canvasElement.querySelectorAll<SVGElement>('.lui-donut__segment')].map((segment) =>
    Number(segment.dataset.fraction),
  );
}

/** The legend carries every value, K-abbreviated from 1000; the ring draws in over 700 ms. */
export const Default: Story = {
  ...atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure', {
      name: 'Your estimated monthly payment',
    });
    await expect(within(figure).getAllByRole('listitem')[0]).toHaveTextContent(
      'Principal and interest 1.9K',
    );
    const reveal = canvasElement.querySelector<SVGElement>('.lui-donut__reveal')!;
    const [drawIn] = reveal.getAnimations();
    await expect(drawIn?.effect?.getTiming().duration).toBe(DONUT_ANIMATION_MS);
    // SPEC §9: the HOA slice (0.4 %) is drawn at 2.5 % on a wide screen.
    await expect(segmentFractionsShown(canvasElement)[4]).toBe(0.025);
  },
};

/** SPEC §9: on a narrow screen small slices are drawn at 2 %. */
export const Mobile: Story = {
  ...atViewport('mobile'),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(segmentFractionsShown(canvasElement)[4]).toBe(0.02));
  },
};

export const Tablet: Story = { ...atViewport('tablet') };
export const Desktop: Story = { ...atViewport('desktop') };

/** Large values abbreviated with M. */
export const Millions: Story = {
  args: {
    label: 'Loan volume this year',
    centerLabel: undefined,
    segments: [
      { label: 'Purchase', value: 2_000_000 },
      { label: 'Refinance', value: 1_250_000 },
      { label: 'Home equity', value: 1500 },
    ],
  },
  play: async ({ canvasElement }) => {
    const values = within(canvasElement)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.lui-donut__value')?.textContent);
    await expect(values).toEqual(['2M', '1.3M', '1.5K']);
  },
};

/** Currency in the legend with a custom formatter. */
export const Currency: Story = { args: { formatValue: dollars.format } };

/** Nothing to show yet (all zeros): an empty ring, the legend still says so. */
export const Empty: Story = {
  args: {
    centerLabel: '$0',
    segments: [
      { label: 'Principal and interest', value: 0 },
      { label: 'Property tax', value: 0 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(segmentFractionsShown(canvasElement)).toEqual([]);
  },
};

/** Loading: the skeleton in the chart's shape until the figures arrive. */
export const Loading: Story = {
  render: () => (
    <Skeleton label="Loading your payment breakdown…">
      <div style={{ display: 'flex', gap: '16px', alignItems: 'center' }}>
        <SkeletonBlock shape="circle" width="120px" />
        <div style={{ display: 'grid', gap: '8px', width: '10rem' }}>
          <SkeletonBlock />
          <SkeletonBlock />
          <SkeletonBlock width="60%" />
        </div>
      </div>
    </Skeleton>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};
