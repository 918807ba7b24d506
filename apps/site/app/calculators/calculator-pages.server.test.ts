import { CALCULATOR_REGISTRY, calculatorPages } from '@lender/calculator-kit/registry';
import { describe, expect, it } from 'vitest';
import { loader, meta } from '../routes/calculator.tsx';
import { CALCULATOR_PAGE_WORDS, calculatorPageContent } from './calculator-pages.server.ts';
import { calculatorRoutes } from './calculator-routes.ts';

type LoaderArgs = Parameters<typeof loader>[0];
type MetaArgs = Parameters<typeof meta>[0];

describe('the calculator pages', () => {
  it('have words for every registry page, and for nothing else', () => {
    expect(Object.keys(CALCULATOR_PAGE_WORDS).sort()).toEqual(
      calculatorPages()
        .map((entry) => entry.id)
        .sort(),
    );
  });

  it.each(calculatorPages().map((entry) => [entry.path, entry] as const))(
    '%s: name, description and bundle from the registry, words from its page',
    (path, entry) => {
      expect(calculatorPageContent(path)).toEqual({
        ...CALCULATOR_PAGE_WORDS[entry.id as keyof typeof CALCULATOR_PAGE_WORDS],
        bundle: entry.bundle,
        path,
        title: entry.name,
        description: entry.description,
      });
    },
  );

  it('are only the registry pages: no widget, no unknown path', () => {
    expect(calculatorPageContent('/calculators/mini-mortgage')).toBeUndefined();
    expect(calculatorPageContent('/calculators/nope')).toBeUndefined();
    expect(CALCULATOR_REGISTRY.length).toBeGreaterThan(calculatorPages().length);
  });
});

describe('the calculator route', () => {
  it.each(calculatorRoutes().map((route) => [route.id, route.path!] as const))(
    '%s loads the page of the path it is registered at',
    (_id, pattern) => {
      expect(loader({ pattern } as LoaderArgs).page.path).toBe(`/${pattern}`);
    },
  );

  it('loads the page with its registry name and related articles', () => {
    const data = loader({ pattern: 'calculators/rent-vs-buy' } as LoaderArgs);
    expect(data.page.title).toBe('Rent vs. buy calculator');
    expect(data.page.bundle).toBe('rent-vs-buy');
    expect(data.related.length).toBeGreaterThan(0);
  });

  it('answers 404 at a path with no calculator page', () => {
    let thrown: unknown;
    try {
      loader({ pattern: 'calculators/nope' } as LoaderArgs);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it("gives the page's meta tags with its FAQ as structured data", () => {
    const loaderData = loader({ pattern: 'calculators/mortgage' } as LoaderArgs);
    const tags = meta({ loaderData } as MetaArgs);
    expect(tags).toContainEqual({ title: expect.stringMatching(/^Mortgage calculator \| /) });
    const types = tags.flatMap((tag) =>
      'script:ld+json' in tag ? [(tag['script:ld+json'] as { '@type': string })['@type']] : [],
    );
    expect(types).toEqual(['BreadcrumbList', 'FAQPage']);
  });
});
