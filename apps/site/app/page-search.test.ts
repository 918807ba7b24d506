import { describe, expect, it } from 'vitest';
import { queryTerms, searchPages } from './page-search.ts';
import type { SitePage } from './site-map.ts';

const pages: SitePage[] = [
  {
    path: '/a',
    title: 'Licensing',
    description: 'Our NMLS ID and state licences',
    prerender: true,
  },
  { path: '/b', title: 'Privacy notice', description: 'What we collect', prerender: true },
  { path: '/c', title: 'Terms', description: 'Licensing terms for content', prerender: true },
];

describe('queryTerms', () => {
  it.each([
    ['  NMLS  id ', ['nmls', 'id']],
    ['<script>alert(1)</script>', ['script', 'alert', '1', 'script']],
    ['', []],
  ])('%j gives %j', (query, terms) => {
    expect(queryTerms(query)).toEqual(terms);
  });

  it('ignores text past the length limit', () => {
    expect(queryTerms('a'.repeat(500))[0]).toHaveLength(200);
  });
});

describe('searchPages', () => {
  it('ranks title matches above description matches', () => {
    expect(searchPages(pages, 'licensing').map((p) => p.path)).toEqual(['/a', '/c']);
  });

  it('needs every term to match', () => {
    expect(searchPages(pages, 'privacy nmls')).toEqual([]);
    expect(searchPages(pages, 'nmls state').map((p) => p.path)).toEqual(['/a']);
  });

  it('finds nothing for an empty query', () => {
    expect(searchPages(pages, '   ')).toEqual([]);
  });
});
