// Issue 34 §2, acceptance 3: a calculator added to the registry shows everywhere the site lists
// calculators, with nothing else to edit: a fake entry passed to each builder the site uses.
import { CALCULATOR_REGISTRY, type CalculatorEntry } from '@lender/calculator-kit/registry';
import { calculatorCards } from '@lender/guided-experiences/calculators';
import { describe, expect, it } from 'vitest';
import { brand } from '../brand.ts';
import { siteSearchDocuments } from '../page-search-documents.ts';
import { sitemapEntries } from '../routes/sitemap-document.ts';
import { allSitePages, prerenderedPaths, searchablePages } from '../site-map.ts';
import { calculatorListJsonLd } from '../structured-data.ts';
import type { CalculatorPageWords } from './calculator-page-types.ts';
import { CALCULATOR_PAGE_WORDS, calculatorPageContent } from './calculator-pages.server.ts';
import { CALCULATOR_ROUTE_MODULE, calculatorRoutes } from './calculator-routes.ts';
import { hubSections } from './hub-entries.ts';

const FAKE: CalculatorEntry = {
  id: 'fake-escrow',
  name: 'Fake escrow calculator',
  path: '/calculators/fake-escrow',
  description: 'Work out a fake escrow account, for the registry test.',
  purpose: 'See what a fake escrow account holds.',
  package: '@lender/calculator-fake-escrow',
  bundle: 'fake-escrow',
  cardName: 'FakeEscrow',
  hubSection: 'owning',
};
const registry = [...CALCULATOR_REGISTRY, FAKE];

describe('a calculator added to the registry', () => {
  it('is on the hub, in its section, with its name and purpose', () => {
    const owning = hubSections(registry).find((section) => section.heading.startsWith('Owning'));
    expect(owning?.entries.at(-1)).toEqual({
      path: FAKE.path,
      title: FAKE.name,
      purpose: FAKE.purpose,
    });
    const buying = hubSections(registry).find((section) => section.heading.startsWith('Buying'));
    expect(buying?.entries.map((entry) => entry.path)).not.toContain(FAKE.path);
  });

  it('is in the site map, pre-rendered, and in sitemap.xml', () => {
    expect(allSitePages(registry)).toContainEqual(
      expect.objectContaining({ path: FAKE.path, title: FAKE.name, description: FAKE.description }),
    );
    expect(prerenderedPaths(registry)).toContain(FAKE.path);
    expect(prerenderedPaths()).not.toContain(FAKE.path);
    expect(sitemapEntries(allSitePages(registry)).map((entry) => entry.loc)).toContain(
      `${brand.siteUrl}${FAKE.path}`,
    );
  });

  it('is a calculator in the site search documents', async () => {
    // The pre-rendered pages' HTML, as the build writes it, reduced to what search reads.
    const html = (page: { title: string; description: string }) =>
      `<html><head><title>${page.title} | ${brand.lenderName}</title>` +
      `<meta name="description" content="${page.description}"></head>` +
      `<body><main><h1>${page.title}</h1><p>${page.description}</p></main></body></html>`;
    const { documents } = await siteSearchDocuments(
      searchablePages(registry),
      async (page) => html(page),
      brand.lenderName,
    );
    expect(documents).toContainEqual(
      expect.objectContaining({
        path: FAKE.path,
        kind: 'calculator',
        title: FAKE.name,
        description: FAKE.description,
        headings: [FAKE.name],
      }),
    );
  });

  it('has a route of the one calculator route module, which finds its page by its path', () => {
    expect(calculatorRoutes(registry)).toContainEqual(
      expect.objectContaining({
        id: 'calculator-fake-escrow',
        path: 'calculators/fake-escrow',
        file: CALCULATOR_ROUTE_MODULE,
      }),
    );
    expect(calculatorRoutes().map((route) => route.id)).not.toContain('calculator-fake-escrow');
    const words: CalculatorPageWords = CALCULATOR_PAGE_WORDS.mortgage;
    expect(
      calculatorPageContent(FAKE.path!, registry, { ...CALCULATOR_PAGE_WORDS, [FAKE.id]: words }),
    ).toMatchObject({ title: FAKE.name, description: FAKE.description, bundle: FAKE.bundle });
  });

  it("is in the hub's structured data", () => {
    const list = calculatorListJsonLd(brand.siteUrl, registry);
    const items = list.itemListElement as { name: string; url: string; position: number }[];
    expect(items.at(-1)).toEqual({
      '@type': 'ListItem',
      position: registry.filter((entry) => entry.path).length,
      name: FAKE.name,
      url: `${brand.siteUrl}${FAKE.path}`,
    });
  });

  it('is a wizard card, by its card name', () => {
    expect(calculatorCards(registry)).toContainEqual({
      name: FAKE.cardName,
      path: FAKE.path,
      title: FAKE.name,
      purpose: FAKE.purpose,
    });
  });
});
