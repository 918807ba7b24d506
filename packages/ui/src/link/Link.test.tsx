import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderOnServerThenHydrate } from '../internal/hydrate.tsx';
import { Link, newTabRel } from './Link.tsx';

describe('Link', () => {
  it('is a plain underlined link by default, with no rel or hidden text added', () => {
    render(<Link href="/rates">Today’s rates</Link>);

    const link = screen.getByRole('link', { name: 'Today’s rates' });
    expect(link).toHaveAttribute('href', '/rates');
    expect(link).toHaveClass('lui-link');
    expect(link).not.toHaveAttribute('rel');
    expect(link).not.toHaveAttribute('target');
  });

  it('SPEC §7 (new tab opened with noopener): a target="_blank" link says "(opens in new tab)" and gets rel="noopener noreferrer"', () => {
    render(
      <Link href="https://www.consumerfinance.gov/" target="_blank">
        CFPB
      </Link>,
    );

    const link = screen.getByRole('link', { name: 'CFPB (opens in new tab)' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('(opens in new tab)')).toHaveClass('lui-visually-hidden');
  });

  it('keeps the rel words a caller gave a new-tab link', () => {
    render(
      <Link href="https://example.com/" target="_blank" rel="external noopener">
        Partner
      </Link>,
    );

    expect(screen.getByRole('link', { name: /Partner/ })).toHaveAttribute(
      'rel',
      'external noopener noreferrer',
    );
  });

  it.each([
    [undefined, 'noopener noreferrer'],
    ['nofollow', 'nofollow noopener noreferrer'],
    ['noreferrer  noopener', 'noreferrer noopener'],
  ])('newTabRel(%j) is %j', (rel, expected) => {
    expect(newTabRel(rel)).toBe(expected);
  });

  it.each([
    ['button', 'lui-button--primary'],
    ['secondary-button', 'lui-button--secondary'],
  ] as const)('variant %s looks like a button but stays a link', (variant, buttonClass) => {
    render(
      <Link href="/get-started" variant={variant}>
        Get started
      </Link>,
    );

    expect(screen.getByRole('link', { name: 'Get started' })).toHaveClass(
      'lui-button',
      buttonClass,
    );
  });

  it('renders the same on the server and in the browser', async () => {
    const { errors, unmount } = await renderOnServerThenHydrate(
      <Link href="https://example.com/" target="_blank">
        Partner
      </Link>,
    );

    expect(errors).toEqual([]);
    unmount();
  });
});
