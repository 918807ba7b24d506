import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultRow } from './ResultRow.tsx';

describe('ResultRow', () => {
  it('is a term and its value in a results list, the value marked for tests when asked', () => {
    const { container } = render(
      <dl>
        <ResultRow term="Monthly payment" value="$2,275.44" testId="payment" />
        <ResultRow term="Total" value="$2,700.00" total />
      </dl>,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Monthly payment',
      'Total',
    ]);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '$2,275.44',
      '$2,700.00',
    ]);
    expect(screen.getByTestId('payment').textContent).toBe('$2,275.44');
    const rows = container.querySelectorAll('dl > div');
    expect([...rows].map((row) => row.className)).toEqual([
      'lcalc-row',
      'lcalc-row lcalc-row--total',
    ]);
    expect(rows[1]!.querySelector('dd')!.hasAttribute('data-testid')).toBe(false);
  });
});
