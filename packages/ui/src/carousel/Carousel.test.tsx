import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderOnServerThenHydrate } from '../internal/hydrate.tsx';
import { Carousel, CAROUSEL_MOBILE_MAX_CARDS, SCROLL_END_DELAY_MS } from './Carousel.tsx';
import { scrollEdges } from './scroll-edges.ts';

const articles = ['Down payments', 'Closing costs', 'PMI', 'FHA loans', 'VA loans'];

function ArticleCarousel() {
  return (
    <Carousel label="Articles about buying a home">
      {articles.map((title) => (
        <a key={title} href={`#${title}`}>
          {title}
        </a>
      ))}
    </Carousel>
  );
}

describe('Carousel (SPEC §1, §2 article carousel, §9)', () => {
  it('is a region named by its label, holding a list with one item per card', () => {
    render(<ArticleCarousel />);

    const region = screen.getByRole('region', { name: 'Articles about buying a home' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(region).getAllByRole('listitem')).toHaveLength(5);
  });

  it('SPEC §9: marks the cards after the third to be left out on mobile', () => {
    render(<ArticleCarousel />);

    expect(CAROUSEL_MOBILE_MAX_CARDS).toBe(3);
    const beyond = screen
      .getAllByRole('listitem')
      .map((item) => item.classList.contains('lui-carousel__item--beyond-mobile'));
    expect(beyond).toEqual([false, false, false, true, true]);
  });

  it('SPEC §9: waits 150 ms of rest before treating a scroll as ended', () => {
    expect(SCROLL_END_DELAY_MS).toBe(150);
  });

  it('works without JavaScript: the server sends the scrollable list, no buttons', () => {
    const html = renderToString(<ArticleCarousel />);

    expect(html).toContain('Closing costs');
    expect(html).toContain('tabindex="0"');
    expect(html).not.toContain('<button');
  });

  it('once hydrated, offers Previous and Next for the list, unavailable while nothing overflows', () => {
    render(<ArticleCarousel />);
    const list = screen.getByRole('list');

    for (const name of ['Previous', 'Next']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('aria-controls', list.id);
      // jsdom lays nothing out, so the list fits: both ends are reached.
      expect(button).toHaveAttribute('aria-disabled', 'true');
    }
  });
});

describe('scrollEdges', () => {
  it.each([
    [
      { scrollLeft: 0, clientWidth: 300, scrollWidth: 900 },
      { atStart: true, atEnd: false },
    ],
    [
      { scrollLeft: 1, clientWidth: 300, scrollWidth: 900 },
      { atStart: true, atEnd: false },
    ],
    [
      { scrollLeft: 2, clientWidth: 300, scrollWidth: 900 },
      { atStart: false, atEnd: false },
    ],
    [
      { scrollLeft: 598, clientWidth: 300, scrollWidth: 900 },
      { atStart: false, atEnd: false },
    ],
    [
      { scrollLeft: 599.5, clientWidth: 300, scrollWidth: 900 },
      { atStart: false, atEnd: true },
    ],
    [
      { scrollLeft: 600, clientWidth: 300, scrollWidth: 900 },
      { atStart: false, atEnd: true },
    ],
    [
      { scrollLeft: 0, clientWidth: 300, scrollWidth: 300 },
      { atStart: true, atEnd: true },
    ],
  ])('%o → %o', (position, expected) => {
    expect(scrollEdges(position)).toEqual(expected);
  });

  it('keeps the place of its buttons on the server, so they move nothing when they appear', () => {
    const html = renderToString(<ArticleCarousel />);
    expect(html).toMatch(/<div class="lui-carousel__controls"><\/div><ul/);
  });

  it('hydrates the server markup without a mismatch', async () => {
    const { errors, unmount } = await renderOnServerThenHydrate(<ArticleCarousel />);
    expect(errors).toEqual([]);
    unmount();
  });
});
