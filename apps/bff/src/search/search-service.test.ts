import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, queryRows, testDatabase } from '../../test/helpers.ts';
import type { Database } from '../db/client.ts';
import { ensureSearchIndex, indexStamp } from './search-index.ts';
import { SEARCH_INDEX_META_KEY } from './search-repository.ts';
import { createSearchService, SEARCH_PAGE_SIZE, type SearchService } from './search-service.ts';
import type { SearchDocument } from './search-documents-file.ts';
import { documentsFile, TEST_DOCUMENTS, writeDocumentsFile } from './test-documents.ts';
import { trigramSimilarity, trigrams } from './trigram.ts';

const text = (segments: { text: string }[]) => segments.map((segment) => segment.text).join('');
const marked = (segments: { text: string; highlight: boolean }[]) =>
  segments.filter((segment) => segment.highlight).map((segment) => segment.text.toLowerCase());

describe.each(DATABASE_KINDS)('site search on %s', (kind) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let search: SearchService;

  beforeAll(async () => {
    ({ database, dispose } = await testDatabase(kind));
    search = await createSearchService({
      db: database.db,
      documentsPath: await writeDocumentsFile(TEST_DOCUMENTS),
    });
  }, 60_000);
  afterAll(() => dispose());

  it('indexes the documents and stamps the index with their hash', async () => {
    const [meta] = await queryRows<{ value: string }>(
      database,
      sql`select value from app_meta where key = ${SEARCH_INDEX_META_KEY}`,
    );
    expect(meta?.value).toBe(indexStamp(documentsFile(TEST_DOCUMENTS)));
    const [count] = await queryRows<{ n: number }>(
      database,
      sql`select count(*)::int as n from search_documents`,
    );
    expect(count?.n).toBe(TEST_DOCUMENTS.length);
  });

  it('does not reindex documents it already holds (a restart)', async () => {
    const outcome = await ensureSearchIndex(database.db, documentsFile(TEST_DOCUMENTS));
    expect(outcome.status).toBe('current');
  });

  it('ranks a title match above a body match and highlights the stemmed matches', async () => {
    const page = await search.search('mortgage insurance', 1);
    expect(page.total).toBe(1);
    expect(page.results[0]?.path).toBe('/learn/private-mortgage-insurance');
    // PostgreSQL 15 marks each word, 17 (PGlite) the phrase: the same words either way.
    expect(marked(page.results[0]?.title ?? []).join(' ')).toBe('mortgage insurance');
    expect(marked(page.results[0]?.snippet ?? [])).toContain('insurance');

    const rates = await search.search('rate', 1);
    expect(rates.results[0]?.path).toBe('/learn/mortgage-rates-points-and-apr');
    expect(rates.total).toBe(3);
    expect(marked(rates.results[0]?.title ?? [])).toEqual(['rates']);
  });

  it('weighs headings and keywords above the body', async () => {
    const page = await search.search('refinance', 1);
    expect(page.results.map((result) => result.path)).toEqual(['/learn/refinancing-your-mortgage']);
  });

  it('understands web search syntax: quoted phrases and excluded words', async () => {
    expect((await search.search('"discount point"', 1)).total).toBe(1);
    expect(
      (await search.search('rate -apr', 1)).results.map((result) => result.path),
    ).not.toContain('/learn/mortgage-rates-points-and-apr');
  });

  it('offers corrected searches when nothing matches (did you mean)', async () => {
    const page = await search.search('refinnance', 1);
    expect(page.total).toBe(0);
    expect(page.results).toEqual([]);
    expect(page.suggestions[0]).toBe('refinance');
    expect(page.suggestions.length).toBeLessThanOrEqual(3);
  });

  it('treats markup in a query as words and returns it only as text', async () => {
    const page = await search.search('<script>alert(1)</script>', 1);
    expect(page.query).toBe('<script>alert(1)</script>');
    for (const result of page.results) {
      expect(text(result.title)).not.toMatch(/[\uE000\uE001]/);
    }
  });

  it('answers a query of stop words alone with no results and no error', async () => {
    await expect(search.search('the and of', 1)).resolves.toMatchObject({ total: 0 });
  });

  it('suggests from memory with the same trigram measure as pg_trgm', async () => {
    expect(search.suggest('refin')).toEqual([
      'Refinancing your mortgage',
      'refinance',
      'refinance closing costs',
    ]);
    expect(search.suggest('morgage insur')).toEqual([
      'Private mortgage insurance (PMI)',
      'mortgage insurance',
    ]);
    const pairs = [
      ['refinance', 'refinnace'],
      ['word', 'two words'],
      ['mortgage', 'morgage'],
    ] as const;
    for (const [a, b] of pairs) {
      const [row] = await queryRows<{ similarity: number }>(
        database,
        sql`select similarity(${a}, ${b})::float8 as similarity`,
      );
      expect(trigramSimilarity(trigrams(a), trigrams(b))).toBeCloseTo(Number(row?.similarity), 5);
    }
  });

  it('pages through results ten at a time and counts them all', async () => {
    const many: SearchDocument[] = Array.from({ length: 23 }, (_, index) => ({
      path: `/learn/escrow-${index + 1}`,
      kind: 'article',
      title: `Escrow guide ${index + 1}`,
      description: 'Escrow accounts explained.',
      keywords: [],
      headings: [],
      body: 'Escrow '.repeat(index + 1),
    }));
    const service = await createSearchService({
      db: database.db,
      documentsPath: await writeDocumentsFile([...TEST_DOCUMENTS, ...many]),
    });
    const first = await service.search('escrow', 1);
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: SEARCH_PAGE_SIZE });
    expect(first.results).toHaveLength(10);
    const third = await service.search('escrow', 3);
    expect(third.results).toHaveLength(3);
    const beyond = await service.search('escrow', 4);
    expect(beyond).toMatchObject({ total: 23, results: [] });
    const seen = new Set(
      [first, await service.search('escrow', 2), third].flatMap((page) =>
        page.results.map((result) => result.path),
      ),
    );
    expect(seen.size).toBe(23);

    // A content change reindexes: the old pages are gone, the new ones found.
    expect((await service.search('licensing', 1)).total).toBe(1);
    await service.refresh();
    await createSearchService({
      db: database.db,
      documentsPath: await writeDocumentsFile(many),
    });
    expect((await service.search('licensing', 1)).total).toBe(0);
  });
});
