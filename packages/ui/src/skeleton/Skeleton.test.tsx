import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonBlock } from './Skeleton.tsx';

describe('Skeleton (SPEC §4 "Loading skeleton, then results")', () => {
  it('tells screen readers it is loading, politely, and hides the shapes from them', () => {
    render(<Skeleton label="Loading your results…" />);

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading your results…');
    expect(status).toHaveAttribute('aria-live', 'polite');
    const shapes = status.querySelector('.lui-skeleton__shapes')!;
    expect(shapes).toHaveAttribute('aria-hidden', 'true');
    expect(shapes.children).toHaveLength(3);
  });

  it('says "Loading…" by default', () => {
    render(<Skeleton />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('draws the shapes given, a circle as wide as it is high', () => {
    render(
      <Skeleton>
        <SkeletonBlock shape="circle" width="120px" />
        <SkeletonBlock shape="rect" height="4rem" />
      </Skeleton>,
    );

    const [circle, rect] = document.querySelectorAll<HTMLElement>('.lui-skeleton__block');
    expect(circle).toHaveClass('lui-skeleton__block--circle');
    expect(circle!.style.height).toBe('120px');
    expect(rect!.style.height).toBe('4rem');
  });
});
