import { describe, expect, it } from 'vitest';
import { brand } from '../brand.ts';
import { allSitePages, type SitePage } from '../site-map.ts';
import { robotsTxt } from './robots-document.ts';
import { escapeXml, sitemapEntries, sitemapXml } from './sitemap-document.ts';

function page(path: string, extra: Partial<SitePage> = {}): SitePage {
  return { path, title: path, description: path, prerender: true, ...extra };
}

describe('sitemapEntries', () => {
  it('lists indexable pages at absolute URLs, with lastmod where known', () => {
    const entries = sitemapEntries([
      page('/'),
      page('/learn/closing-costs', { lastModified: '2026-11-12' }),
      page('/opt-out/thank-you', { unlisted: true }),
      page('/search', { noindex: true }),
    ]);
    expect(entries).toEqual([
      { loc: `${brand.siteUrl}/`, lastmod: undefined },
      { loc: `${brand.siteUrl}/learn/closing-costs`, lastmod: '2026-11-12' },
    ]);
  });

  it('covers every page of the site map but the unlisted and noindex ones', () => {
    const listed = sitemapEntries(allSitePages()).map((entry) => entry.loc);
    for (const sitePage of allSitePages()) {
      const expected = !sitePage.unlisted && !sitePage.noindex;
      expect(listed.includes(`${brand.siteUrl}${sitePage.path}`), sitePage.path).toBe(expected);
    }
    expect(listed).toContain(`${brand.siteUrl}/`);
    expect(listed).not.toContain(`${brand.siteUrl}/search`);
  });
});

describe('sitemapXml', () => {
  it('writes the sitemaps.org 0.9 document', () => {
    expect(
      sitemapXml([
        { loc: 'https://a.example/', lastmod: '2026-11-12' },
        { loc: 'https://a.example/b' },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://a.example/</loc><lastmod>2026-11-12</lastmod></url>',
        '  <url><loc>https://a.example/b</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('escapes the characters XML reserves', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    expect(sitemapXml([{ loc: 'https://a.example/?x=1&y=<2>' }])).toContain(
      '<loc>https://a.example/?x=1&amp;y=&lt;2&gt;</loc>',
    );
  });
});

describe('robotsTxt', () => {
  it('allows every crawler everywhere and names the sitemap', () => {
    expect(robotsTxt('https://a.example/sitemap.xml')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://a.example/sitemap.xml\n',
    );
  });
});
