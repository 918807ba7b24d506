import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CostChart } from './CostChart.tsx';

const thirtyYears = (start: number, step: number) =>
  Array.from({ length: 30 }, (_, index) => start + index * step);

describe('CostChart', () => {
  it('issue 34 §4: ends the last year’s label at its tick, inside the chart; centres the others', () => {
    render(
      <CostChart
        rentData={thirtyYears(20_000, 21_000)}
        buyData={thirtyYears(60_000, 15_000)}
        crossoverYear={8}
        year={10}
        captionId="chart"
      />,
    );
    expect(screen.getByText('Year 30')).toHaveAttribute('text-anchor', 'end');
    expect(screen.getByText('Year 10')).toHaveAttribute('text-anchor', 'middle');
  });
});
