import { renderToString } from 'react-dom/server';
import { createRoutesStub, Meta, type MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { brand } from './brand.ts';
import {
  canonicalUrl,
  confirmationPageMeta,
  formPageMeta,
  isIndexable,
  pageMeta,
  SHARE_IMAGE,
} from './meta.ts';
import { allSitePages } from './site-map.ts';

/** The value of the first descriptor with the given key/value pair, e.g. `property: og:url`. */
function content(meta: MetaDescriptor[], key: string, value: string): unknown {
  const found = meta.find((tag) => (tag as Record<string, unknown>)[key] === value);
  return (found as Record<string, unknown> | undefined)?.content;
}

function jsonLd(meta: MetaDescriptor[]): Record<string, unknown>[] {
  return meta.flatMap((tag) =>
    'script:ld+json' in tag ? [tag['script:ld+json'] as Record<string, unknown>] : [],
  );
}

function canonical(meta: MetaDescriptor[]): unknown {
  const link = meta.find((tag) => 'tagName' in tag && tag.rel === 'canonical');
  return (link as { href?: string } | undefined)?.href;
}

describe.each(allSitePages().map((page) => [page.path, page] as const))(
  'the meta tags of %s',
  (path, page) => {
    const meta = pageMeta(path);

    it('have the title with the lender name, and the description', () => {
      expect(meta).toContainEqual({ title: `${page.title} | ${brand.lenderName}` });
      expect(content(meta, 'name', 'description')).toBe(page.description);
    });

    it('have an absolute canonical URL on the site origin', () => {
      expect(canonical(meta)).toBe(`${brand.siteUrl}${path}`);
      expect(content(meta, 'property', 'og:url')).toBe(`${brand.siteUrl}${path}`);
    });

    it('have the Open Graph and Twitter card tags, with the share image', () => {
      expect(content(meta, 'property', 'og:title')).toBe(page.title);
      expect(content(meta, 'property', 'og:description')).toBe(page.description);
      expect(content(meta, 'property', 'og:type')).toBe('website');
      expect(content(meta, 'property', 'og:site_name')).toBe(brand.lenderName);
      expect(content(meta, 'property', 'og:image')).toBe(`${brand.siteUrl}${SHARE_IMAGE.path}`);
      expect(content(meta, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(content(meta, 'name', 'twitter:title')).toBe(page.title);
      expect(content(meta, 'name', 'twitter:image')).toBe(`${brand.siteUrl}${SHARE_IMAGE.path}`);
    });

    it('have structured data: the organization at home, breadcrumbs elsewhere', () => {
      const types = jsonLd(meta).map((data) => data['@type'] ?? 'graph');
      expect(types).toEqual([path === '/' ? 'graph' : 'BreadcrumbList']);
    });
  },
);

describe('the home page structured data', () => {
  const [graph] = jsonLd(pageMeta('/'));
  const [organization, service] = graph?.['@graph'] as Record<string, unknown>[];

  it('describes the lender as an Organization and a FinancialService', () => {
    expect(organization).toMatchObject({ '@type': 'Organization', name: brand.lenderName });
    expect(service).toMatchObject({
      '@type': 'FinancialService',
      name: brand.lenderName,
      parentOrganization: { '@id': organization?.['@id'] },
    });
  });

  it('carries the NMLS ID, the phone number and the address of brand.config.json', () => {
    for (const node of [organization, service]) {
      expect(node).toMatchObject({
        identifier: { '@type': 'PropertyValue', propertyID: 'NMLS', value: brand.nmlsId },
        telephone: brand.phone.e164,
        address: {
          '@type': 'PostalAddress',
          streetAddress: '100 Demo Street',
          addressLocality: 'Detroit',
          addressRegion: 'MI',
          postalCode: '48226',
          addressCountry: 'US',
        },
      });
    }
  });
});

describe('form and confirmation pages', () => {
  it('leave the title to the form page, keeping every other tag', () => {
    const meta = formPageMeta('/opt-out');
    expect(meta.some((tag) => 'title' in tag)).toBe(false);
    expect(canonical(meta)).toBe(canonicalUrl('/opt-out'));
    expect(content(meta, 'property', 'og:title')).toBe('Stop marketing emails, calls and texts');
  });

  it('keep confirmation pages out of search engines', () => {
    const meta = confirmationPageMeta('/opt-out/thank-you');
    expect(content(meta, 'name', 'robots')).toBe('noindex');
    expect(content(pageMeta('/licensing'), 'name', 'robots')).toBeUndefined();
  });

  it('fails loudly for a path missing from site-map.ts', () => {
    expect(() => pageMeta('/no-such-page')).toThrow(/No page registered at \/no-such-page/);
  });
});

describe('isIndexable', () => {
  it.each([
    [{ unlisted: true }, false],
    [{ noindex: true }, false],
    [{}, true],
  ])('of a page with %o is %s', (flags, expected) => {
    const page = { path: '/x', title: 'X', description: 'X', prerender: true, ...flags };
    expect(isIndexable(page)).toBe(expected);
  });
});

describe('the rendered head', () => {
  function renderHead(meta: MetaDescriptor[]): string {
    const Stub = createRoutesStub([{ path: '/', Component: Meta, meta: () => meta }]);
    return renderToString(<Stub initialEntries={['/']} />);
  }

  it('writes JSON-LD as an application/ld+json script with < escaped', () => {
    const html = renderHead([
      { 'script:ld+json': { '@type': 'Thing', name: '</script><script>alert(1)</script>' } },
    ]);
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('writes the canonical link and the Open Graph tags', () => {
    const html = renderHead(pageMeta('/licensing'));
    expect(html).toContain(`<link rel="canonical" href="${brand.siteUrl}/licensing"/>`);
    expect(html).toContain(`<meta property="og:url" content="${brand.siteUrl}/licensing"/>`);
  });
});
