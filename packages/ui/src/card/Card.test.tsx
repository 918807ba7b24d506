import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card.tsx';

describe('Card (SPEC §2 learning-center card lists)', () => {
  it('with href, is one link named by its heading, with nothing interactive nested', () => {
    render(
      <Card
        heading="What closing costs cover"
        href="/learn/closing-costs"
        eyebrow="Buying a home"
        media={<img src="/closing.jpg" alt="" />}
        footer="5 minute read"
      >
        <p>Fees, taxes and prepaid items due at closing.</p>
      </Card>,
    );

    const article = screen.getByRole('article');
    const link = within(article).getByRole('link');
    expect(link).toHaveAccessibleName('What closing costs cover');
    expect(link).toHaveAttribute('href', '/learn/closing-costs');
    expect(link.closest('h3')).not.toBeNull();
    expect(within(article).getAllByRole('link')).toHaveLength(1);
    expect(within(article).queryByRole('button')).toBeNull();
    expect(link.querySelector('a, button')).toBeNull();
    expect(article).toHaveTextContent('Buying a home');
  });

  it('without href, is plain content with its heading at the level asked for', () => {
    render(<Card heading="FHA loans" headingLevel={2} />);

    expect(screen.getByRole('heading', { level: 2, name: 'FHA loans' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('article')).not.toHaveClass('lui-card--link');
  });
});
