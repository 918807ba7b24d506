import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ChartLegend,
  compactDollars,
  YearlyChart,
  YearlyChartTable,
  type ChartSeries,
} from './yearly-chart.ts';

const SERIES: readonly ChartSeries<'balance' | 'paid'>[] = [
  { key: 'balance', label: 'Balance', color: '#1d4ed8', dash: undefined },
  { key: 'paid', label: 'Paid to date', color: '#b45309', dash: '8 5' },
];
const VALUES = { balance: [300_00, 200_00, 100_00, 0], paid: [0, 110_00, 220_00, 330_00] };
const YEARS = [2027, 2028, 2029];
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
/** What the charts and the table here draw: the two lines over three years, in `lx-` classes. */
const EXAMPLE = { classPrefix: 'lx', series: SERIES, values: VALUES, years: YEARS };

describe('YearlyChart', () => {
  it('is one picture named by its caption and described by its summary, its parts hidden', () => {
    render(
      <figure>
        <figcaption id="chart">Balance over the loan</figcaption>
        <YearlyChart
          {...EXAMPLE}
          firstLabel="Start"
          max={330_00}
          height={200}
          captionId="chart"
          summary="The balance falls to $0 by 2029."
        />
      </figure>,
    );
    const chart = screen.getByRole('img', { name: 'Balance over the loan' });
    expect(chart).toHaveAccessibleDescription('The balance falls to $0 by 2029.');
    expect(chart).toHaveClass('lx-chart');
    expect(chart).toHaveAttribute('viewBox', '0 0 640 200');
    expect(chart.querySelector('g[aria-hidden="true"]')).not.toBeNull();
    // One line a series, a point a year plus the start.
    const lines = chart.querySelectorAll('polyline');
    expect([...lines].map((line) => line.getAttribute('stroke'))).toEqual(['#1d4ed8', '#b45309']);
    expect(lines[1]!.getAttribute('stroke-dasharray')).toBe('8 5');
    expect(lines[0]!.getAttribute('points')!.split(' ')).toHaveLength(4);
    const labels = [...chart.querySelectorAll('.lx-chart__label')].map((text) => text.textContent);
    expect(labels).toEqual(['$330', '$165', '$0', 'Start']);
  });

  it('labels every fifth year, or every tenth on a long loan', () => {
    const years = Array.from({ length: 30 }, (_, index) => 2027 + index);
    const flat = Array.from({ length: 31 }, () => 0);
    const { container } = render(
      <YearlyChart
        {...EXAMPLE}
        values={{ balance: flat, paid: flat }}
        years={years}
        firstLabel="Now"
        max={0}
        height={200}
        captionId="c"
        summary="s"
      />,
    );
    const labels = [...container.querySelectorAll('text[text-anchor="middle"]')].map(
      (text) => text.textContent,
    );
    expect(labels).toEqual(['Now', '2036', '2046', '2056']);
  });
});

describe('ChartLegend', () => {
  it('names each line', () => {
    render(<ChartLegend classPrefix="lx" series={SERIES} />);
    const legend = screen.getByRole('list');
    expect(legend).toHaveClass('lx-legend');
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Balance', 'Paid to date']);
  });
});

describe('YearlyChartTable', () => {
  it('gives the figures a row a year, in a region a keyboard can scroll', () => {
    render(
      <YearlyChartTable
        {...EXAMPLE}
        label="The chart's figures"
        caption="The chart's figures, year by year"
        yearHeader="After year"
        format={dollars}
      />,
    );
    const region = screen.getByRole('region', { name: "The chart's figures" });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: "The chart's figures, year by year" });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['After year', 'Balance', 'Paid to date'],
      ['2027', '$200.00', '$110.00'],
      ['2028', '$100.00', '$220.00'],
      ['2029', '$0.00', '$330.00'],
    ]);
  });
});

describe('compactDollars', () => {
  it.each([
    [0, '$0'],
    [80_00, '$80'],
    [350_000_00, '$350K'],
    [1_250_000_00, '$1.3M'],
  ])('%i¢ reads %s', (cents, text) => expect(compactDollars(cents)).toBe(text));
});
