// The title rule of the site search's ranking (title-match.ts), on the database as the search
// route uses it: pages whose title is the query first, then titles starting with it, then titles
// holding all its words, then the rest by relevance. The hub and the calculator below say
// "closing costs" far more often than the article does, so relevance alone ranks them first
// (issue 35: the article titled "Closing costs" came third).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, queryRows, testDatabase } from '../../test/helpers.ts';
import { ensureSearchIndex } from './search-index.ts';
import { rankDocuments } from './search-repository.ts';
import type { SearchDocument } from './search-documents-file.ts';
import { documentsFile } from './test-documents.ts';
import { foldTitle, titleHead, titleMatchTier } from './title-match.ts';

const page = (
  path: string,
  kind: SearchDocument['kind'],
  title: string,
  text: { keywords?: string[]; headings?: string[]; body?: string } = {},
): SearchDocument => ({
  path,
  kind,
  title,
  description: '',
  keywords: text.keywords ?? [],
  headings: text.headings ?? [title],
  body: text.body ?? '',
});

const CLOSING_COSTS_EVERYWHERE = {
  keywords: ['closing costs', 'closing cost estimates', 'closing costs checklist'],
  headings: ['Closing costs', 'Closing costs by state', 'Cutting closing costs'],
  body: 'Closing costs. Closing costs explained. Compare closing costs and closing cost fees.',
};

const DOCUMENTS: SearchDocument[] = [
  page('/learn/rates-and-costs', 'page', 'Rates and costs articles', CLOSING_COSTS_EVERYWHERE),
  page('/calculators/affordability', 'calculator', 'Home affordability calculator', {
    ...CLOSING_COSTS_EVERYWHERE,
    body: `${CLOSING_COSTS_EVERYWHERE.body} Your price, down payment and closing costs.`,
  }),
  page(
    '/learn/rates-and-costs/closing-costs',
    'article',
    'Closing costs: what they are and how much to expect',
    {
      keywords: ['Loan Estimate'],
      body: 'The fees you pay to get a mortgage, on top of the down payment: lender fees, title insurance, appraisal and prepaid items. The Loan Estimate lists them. Closing costs vary by state.',
    },
  ),
  page('/learn/selling/closing-costs-for-sellers', 'article', 'Closing costs for sellers', {
    body: 'What sellers pay at closing: agent commission, transfer taxes and their share of the costs.',
  }),
  page('/learn/refinancing/refinance-fees', 'article', 'Cutting your refinance closing costs', {
    body: 'Ask for lender credits, compare Loan Estimates and roll the costs into the loan.',
  }),
  page('/calculators/mortgage', 'calculator', 'Mortgage calculator', {
    body: 'Your monthly payment with taxes, insurance and PMI.',
  }),
  page('/calculators/mortgage-payoff', 'calculator', 'Mortgage calculator for extra payments', {
    body: 'Pay off your mortgage calculator early with extra payments.',
  }),
  page('/calculators', 'calculator', 'Mortgage calculators', {
    keywords: ['mortgage calculator', 'mortgage calculators', 'calculator'],
    headings: ['Mortgage calculator', 'Every mortgage calculator', 'Calculator list'],
    body: 'Every mortgage calculator: the mortgage calculator, the mortgage payoff calculator, the affordability calculator, the rent vs buy calculator.',
  }),
  page('/calculators/rent-vs-buy', 'calculator', 'Rent vs. buy calculator', {
    body: 'Compare renting with buying over 30 years.',
  }),
  page('/learn/buying/renting-vs-buying', 'article', 'Renting vs buying a home: how to decide', {
    keywords: ['rent vs buy', 'rent or buy', 'rent vs buy calculator'],
    headings: ['Rent vs buy: the costs', 'When to rent vs buy'],
    body: 'Rent vs buy: the rent vs buy calculator compares rent with buying. Rent vs buy depends on how long you stay.',
  }),
];

describe('the title tier of a result (title-match.ts)', () => {
  it.each([
    { text: 'Closing costs', folded: 'closing costs' },
    { text: '  "Rent vs. Buy"  calculator ', folded: 'rent vs buy calculator' },
    { text: 'closing-costs', folded: 'closing costs' },
    { text: '---', folded: '' },
  ])('folds "$text" to "$folded"', ({ text, folded }) => {
    expect(foldTitle(text)).toBe(folded);
  });

  it.each([
    { title: 'Closing costs: what they are', head: 'Closing costs' },
    { title: 'Mortgage calculator', head: 'Mortgage calculator' },
  ])('the head of "$title" is "$head"', ({ title, head }) => {
    expect(titleHead(title)).toBe(head);
  });

  it.each([
    { title: 'Closing costs', query: 'closing costs', allWords: true, tier: 'exact' },
    {
      title: 'Closing costs: what to expect',
      query: 'Closing Costs',
      allWords: true,
      tier: 'exact',
    },
    {
      title: 'Closing costs: what to expect',
      query: '"closing costs"',
      allWords: true,
      tier: 'exact',
    },
    { title: 'Closing costs for sellers', query: 'closing costs', allWords: true, tier: 'prefix' },
    // A whole word only: "closing cost" does not start "Closing costs for sellers".
    {
      title: 'Closing costs for sellers',
      query: 'closing cost',
      allWords: true,
      tier: 'all-words',
    },
    {
      title: 'Cutting your closing costs',
      query: 'closing costs',
      allWords: true,
      tier: 'all-words',
    },
    { title: 'Rates and costs', query: 'closing costs', allWords: false, tier: 'elsewhere' },
    { title: 'Closing costs', query: '""', allWords: false, tier: 'elsewhere' },
  ])('"$title" for "$query": $tier', ({ title, query, allWords, tier }) => {
    expect(titleMatchTier(title, query, allWords)).toBe(tier);
  });
});

describe.each(DATABASE_KINDS)('search ranking on %s: the title first, then relevance', (kind) => {
  let dispose: () => Promise<void>;
  let ranked: (query: string) => Promise<string[]>;
  let relevanceOrder: (query: string) => Promise<string[]>;

  beforeAll(async () => {
    const opened = await testDatabase(kind);
    dispose = opened.dispose;
    const db = opened.database.db;
    await ensureSearchIndex(db, documentsFile(DOCUMENTS));
    ranked = async (query) => (await rankDocuments(db, query, 10, 0)).hits.map((hit) => hit.path);
    relevanceOrder = async (query) =>
      (
        await queryRows<{ path: string }>(
          opened.database,
          sql`select d.path from search_documents d, websearch_to_tsquery('english', ${query}) q
            where d.search_vector @@ q order by ts_rank(d.search_vector, q, 1) desc, d.title, d.path`,
        )
      ).map((row) => row.path);
  }, 60_000);
  afterAll(() => dispose());

  it.each([
    {
      rule: 'exact title (its head) first, then a title starting with the query, then a title with all its words, then relevance',
      query: 'closing costs',
      order: [
        '/learn/rates-and-costs/closing-costs',
        '/learn/selling/closing-costs-for-sellers',
        '/learn/refinancing/refinance-fees',
      ],
    },
    {
      rule: 'case and quotes do not matter',
      query: '"Closing Costs"',
      order: ['/learn/rates-and-costs/closing-costs', '/learn/selling/closing-costs-for-sellers'],
    },
    {
      rule: 'the whole title matches exactly, above a page that says it more often',
      query: 'mortgage calculator',
      order: ['/calculators/mortgage', '/calculators/mortgage-payoff', '/calculators'],
    },
    {
      rule: 'punctuation in a title is not part of it ("Rent vs. buy")',
      query: 'rent vs buy calculator',
      order: ['/calculators/rent-vs-buy'],
    },
  ])('$rule ("$query")', async ({ query, order }) => {
    const paths = await ranked(query);
    expect(paths.slice(0, order.length)).toEqual(order);
  });

  it.each([
    { query: 'closing costs', tiered: 3 },
    // No title is the query or starts with it, and none holds all its words: relevance alone.
    { query: 'closing costs checklist', tiered: 0 },
  ])('ranks the rest by relevance alone ("$query")', async ({ query, tiered }) => {
    const paths = await ranked(query);
    const byRelevance = (await relevanceOrder(query)).filter(
      (path) => !paths.slice(0, tiered).includes(path),
    );
    expect(paths.slice(tiered)).toEqual(byRelevance);
  });

  it('still finds only the pages that match', async () => {
    expect(await ranked('sellers')).toEqual(['/learn/selling/closing-costs-for-sellers']);
  });
});
