import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderOnServerThenHydrate } from '../internal/hydrate.tsx';
import { DonutChart } from './DonutChart.tsx';
import {
  DONUT_ANIMATION_MS,
  DONUT_GAP,
  DONUT_MIN_FRACTION,
  DONUT_MIN_FRACTION_NARROW,
  DONUT_SIZE,
  DONUT_THICKNESS,
  formatCompact,
  segmentArcs,
  segmentFractions,
} from './donut-math.ts';

const payment = [
  { label: 'Principal and interest', value: 1500 },
  { label: 'Property tax', value: 350 },
  { label: 'Home insurance', value: 100 },
  { label: 'HOA fees', value: 10 },
];

const sum = (numbers: number[]) => numbers.reduce((total, n) => total + n, 0);

describe('donut constants (SPEC §9)', () => {
  it('size 120, thickness 11, gap 16, animation 700 ms, minimum 2.5 % (2 % narrow)', () => {
    expect({
      size: DONUT_SIZE,
      thickness: DONUT_THICKNESS,
      gap: DONUT_GAP,
      animation: DONUT_ANIMATION_MS,
      min: DONUT_MIN_FRACTION,
      narrow: DONUT_MIN_FRACTION_NARROW,
    }).toEqual({ size: 120, thickness: 11, gap: 16, animation: 700, min: 0.025, narrow: 0.02 });
  });
});

describe('segmentFractions (SPEC §9 small segments)', () => {
  it('gives plain proportions when every segment is big enough', () => {
    expect(segmentFractions([1, 1, 2], 0.025)).toEqual([0.25, 0.25, 0.5]);
  });

  it('raises a small segment to the minimum and shrinks the others in proportion', () => {
    const fractions = segmentFractions([990, 10], 0.025);

    expect(fractions[1]).toBe(0.025);
    expect(fractions[0]).toBeCloseTo(0.975, 10);
  });

  it('leaves a segment exactly at the minimum alone, and raises one just below it', () => {
    expect(segmentFractions([975, 25], 0.025)).toEqual([0.975, 0.025]);
    const justBelow = segmentFractions([976, 24], 0.025);
    expect(justBelow[1]).toBe(0.025);
    expect(justBelow[0]).toBeCloseTo(0.975, 10);
  });

  it('uses 2 % on narrow screens', () => {
    expect(segmentFractions([990, 10], 0.02)[1]).toBe(0.02);
    // 1.5 % of the total: raised on narrow screens too.
    expect(segmentFractions([985, 15], 0.02)[1]).toBe(0.02);
  });

  it('raises again when shrinking pushes another segment below the minimum', () => {
    // 2.6 % is fine at first, but drops below 2.5 % once the two tiny ones are raised.
    const fractions = segmentFractions([26, 1, 1, 972], 0.025);

    expect(fractions.slice(0, 3)).toEqual([0.025, 0.025, 0.025]);
    expect(fractions[3]).toBeCloseTo(0.925, 10);
    expect(sum(fractions)).toBeCloseTo(1, 10);
  });

  it('draws nothing for zero, negative or non-numbers, and all zeros when nothing is positive', () => {
    expect(segmentFractions([0, -5, Number.NaN, 10], 0.025)).toEqual([0, 0, 0, 1]);
    expect(segmentFractions([0, 0], 0.025)).toEqual([0, 0]);
    expect(segmentFractions([], 0.025)).toEqual([]);
  });

  it('falls back to plain proportions when the minimums alone would fill the circle', () => {
    const many = [1000, ...Array.from({ length: 40 }, () => 1)];
    const fractions = segmentFractions(many, 0.025);

    expect(fractions[1]).toBeCloseTo(1 / 1040, 10);
    expect(sum(fractions)).toBeCloseTo(1, 10);
  });

  it('always sums to 1', () => {
    expect(sum(segmentFractions([1500, 350, 100, 10], 0.025))).toBeCloseTo(1, 10);
  });
});

describe('segmentArcs', () => {
  it('starts each segment where the previous one ends, from the top', () => {
    expect(segmentArcs([1, 1, 2], 0.025)).toEqual([
      { start: 0, fraction: 0.25 },
      { start: 0.25, fraction: 0.25 },
      { start: 0.5, fraction: 0.5 },
    ]);
  });
});

describe('formatCompact (SPEC §9 "Values of 1000 or more abbreviated with K or M")', () => {
  it.each([
    [0, '0'],
    [950, '950'],
    [999, '999'],
    [999.5, '999.5'],
    [1000, '1K'],
    [1050, '1.1K'],
    [1500, '1.5K'],
    [1549, '1.5K'],
    [12_345, '12.3K'],
    [999_949, '999.9K'],
    [999_950, '1M'],
    [999_999, '1M'],
    [1_000_000, '1M'],
    [1_250_000, '1.3M'],
    [2_000_000, '2M'],
    [-1500, '-1.5K'],
    [-950, '-950'],
  ])('%d → %s', (value, text) => {
    expect(formatCompact(value)).toBe(text);
  });
});

describe('DonutChart (SPEC §9)', () => {
  it('is a figure named by its caption; the picture is hidden, the legend carries every value', () => {
    render(<DonutChart label="Your monthly payment" segments={payment} />);

    const figure = screen.getByRole('figure', { name: 'Your monthly payment' });
    expect(figure.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(
      within(figure)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Principal and interest 1.5K',
      'Property tax 350',
      'Home insurance 100',
      'HOA fees 10',
    ]);
  });

  it('draws the ring at 120 px with an 11 px stroke and the legend 16 px away', () => {
    render(<DonutChart label="Payment" segments={payment} />);

    const svg = screen.getByRole('figure').querySelector('svg')!;
    expect(svg).toHaveAttribute('width', '120');
    expect(svg.querySelector('.lui-donut__segment')).toHaveAttribute('stroke-width', '11');
    expect(screen.getByRole('figure').style.getPropertyValue('--lui-donut-gap')).toBe('16px');
    expect(screen.getByRole('figure').style.getPropertyValue('--lui-donut-duration')).toBe('700ms');
  });

  it('draws a small segment at 2.5 % of the circle', () => {
    render(<DonutChart label="Payment" segments={payment} />);

    const drawn = [...document.querySelectorAll<SVGElement>('.lui-donut__segment')].map((segment) =>
      Number(segment.dataset.fraction),
    );
    expect(drawn[3]).toBe(0.025);
  });

  it('uses a given formatter for the legend', () => {
    const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    render(
      <DonutChart label="Payment" segments={payment.slice(0, 1)} formatValue={dollars.format} />,
    );

    expect(screen.getByRole('listitem')).toHaveTextContent('$1,500.00');
  });

  it('renders the same markup on the server (wide-screen minimum until hydrated)', () => {
    const html = renderToString(<DonutChart label="Payment" segments={payment} />);

    expect(html).toContain('data-fraction="0.0250"');
    expect(html).toContain('Principal and interest');
  });

  it('hydrates the server markup without a mismatch', async () => {
    const { errors, unmount } = await renderOnServerThenHydrate(
      <DonutChart label="Payment" segments={payment} />,
    );
    expect(errors).toEqual([]);
    unmount();
  });
});
