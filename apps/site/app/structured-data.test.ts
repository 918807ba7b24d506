import { describe, expect, it } from 'vitest';
import type { SitePage } from './site-map.ts';
import { absoluteUrl, breadcrumbJsonLd, postalAddress } from './structured-data.ts';

const SITE = 'https://www.lender.example';

function page(path: string, title: string): SitePage {
  return { path, title, description: title, prerender: true };
}

describe('absoluteUrl', () => {
  it.each([
    ['/', `${SITE}/`],
    ['/learn/buying', `${SITE}/learn/buying`],
    ['/og-image.png', `${SITE}/og-image.png`],
  ])('puts %s on the site origin', (path, expected) => {
    expect(absoluteUrl(SITE, path)).toBe(expected);
  });
});

describe('postalAddress', () => {
  it('splits a one-line US address into its parts', () => {
    expect(postalAddress('1 Main St, Suite 4, Ann Arbor, MI 48104-1234')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '1 Main St, Suite 4',
      addressLocality: 'Ann Arbor',
      addressRegion: 'MI',
      postalCode: '48104-1234',
      addressCountry: 'US',
    });
  });

  it('keeps an address in another shape whole rather than guess', () => {
    expect(postalAddress('PO Box 7, Detroit')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'PO Box 7, Detroit',
      addressCountry: 'US',
    });
  });
});

describe('breadcrumbJsonLd', () => {
  const pages = [page('/learn', 'Learning center'), page('/learn/buying', 'Buying')];
  const pageAt = (path: string) => pages.find((candidate) => candidate.path === path);

  it('lists Home, each registered ancestor and the page, in position order', () => {
    const list = breadcrumbJsonLd(SITE, page('/learn/buying/first-home', 'First home'), pageAt);
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Learning center', item: `${SITE}/learn` },
        { '@type': 'ListItem', position: 3, name: 'Buying', item: `${SITE}/learn/buying` },
        {
          '@type': 'ListItem',
          position: 4,
          name: 'First home',
          item: `${SITE}/learn/buying/first-home`,
        },
      ],
    });
  });

  it('skips a folder that has no page of its own', () => {
    const list = breadcrumbJsonLd(SITE, page('/purchase/get-started', 'Get started'), pageAt);
    const names = (list.itemListElement as { name: string }[]).map((item) => item.name);
    expect(names).toEqual(['Home', 'Get started']);
  });
});
