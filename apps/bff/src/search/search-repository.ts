// The site search queries. Only this module speaks SQL to the search tables.
import { sql } from 'drizzle-orm';
import { arrayLiteral } from '../db/bulk-insert.ts';
import type { AppDb } from '../db/client.ts';
import type { SEARCH_DOCUMENT_KINDS } from '../db/schema.ts';
import type { SuggestionSource } from './suggester.ts';

/** Weights of suggestion phrases: a page's title is a better suggestion than one of its keywords. */
const TITLE_WEIGHT = 2;
const KEYWORD_WEIGHT = 1;

async function rows<T>(db: AppDb, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** One page of the documents matching a query, best first, without their text. */
export interface RankedPage {
  /** Documents matching in all. */
  total: number;
  hits: { path: string; kind: (typeof SEARCH_DOCUMENT_KINDS)[number] }[];
  /** The query as PostgreSQL parsed it (`'fha' & 'loan'`): which lexemes to mark. */
  tsquery: string;
}

/**
 * The page of documents matching a web-style query (`"exact phrase"`, `or`, `-word`), ranked by
 * ts_rank (length-normalised so long pages do not win by size), with how many match in all and
 * the parsed query. Their titles and passages are made in memory (headline.ts): ts_headline,
 * which made them here, cost about 25 times the rest of the query.
 */
export async function rankDocuments(
  db: AppDb,
  query: string,
  limit: number,
  offset: number,
): Promise<RankedPage> {
  const found = await rows<RankedPage['hits'][number] & { total: number; tsquery: string }>(
    db,
    sql`with q as (select websearch_to_tsquery('english', ${query}) as query)
      select d.path, d.kind, count(*) over ()::int as total, q.query::text as tsquery
      from search_documents d, q
      where d.search_vector @@ q.query
      order by ts_rank(d.search_vector, q.query, 1) desc, d.title, d.path
      limit ${limit} offset ${offset}`,
  );
  const [first] = found;
  if (first || offset === 0) {
    return {
      total: Number(first?.total ?? 0),
      hits: found.map(({ path, kind }) => ({ path, kind })),
      tsquery: first?.tsquery ?? '',
    };
  }
  // Past the last page: no rows to read the count from.
  return { total: await countDocuments(db, query), hits: [], tsquery: '' };
}

/** The text of every indexed page a result shows: its title, and its body (else description). */
export async function documentTexts(
  db: AppDb,
): Promise<{ path: string; title: string; passageSource: string }[]> {
  return rows(
    db,
    sql`select path, title, case when body = '' then description else body end as "passageSource"
      from search_documents order by path`,
  );
}

/**
 * Each word's lexemes in the english configuration the index uses, space-separated (none for a
 * stop word): what the database matches a query's lexemes against.
 */
export async function wordLexemes(
  db: AppDb,
  words: readonly string[],
): Promise<{ word: string; lexemes: string }[]> {
  if (words.length === 0) return [];
  return rows(
    db,
    sql`select w as word, array_to_string(tsvector_to_array(to_tsvector('english', w)), ' ') as lexemes
      from unnest(${arrayLiteral(words)}::text[]) as w`,
  );
}

/** The vocabulary of "did you mean": every indexed word and how many pages use it. */
export async function allTerms(db: AppDb): Promise<{ term: string; documentCount: number }[]> {
  return rows(
    db,
    sql`select term, document_count as "documentCount" from search_terms order by term`,
  );
}

/** How many documents match a query. */
export async function countDocuments(db: AppDb, query: string): Promise<number> {
  const [row] = await rows<{ total: number }>(
    db,
    sql`select count(*)::int as total from search_documents
      where search_vector @@ websearch_to_tsquery('english', ${query})`,
  );
  return Number(row?.total ?? 0);
}

/** Page titles that contain something like the query (pg_trgm word similarity), closest first. */
export async function similarTitles(db: AppDb, query: string, limit: number): Promise<string[]> {
  const found = await rows<{ title: string }>(
    db,
    sql`select title from search_documents
      where word_similarity(${query}, title) >= 0.5
      order by word_similarity(${query}, title) desc, title
      limit ${limit}`,
  );
  return found.map((row) => row.title);
}

/** Everything the suggestion box may offer: every title and keyword of the index. */
export async function suggestionSources(db: AppDb): Promise<SuggestionSource[]> {
  const found = await rows<{ title: string; keywords: string }>(
    db,
    sql`select title, keywords from search_documents order by path`,
  );
  return found.flatMap((row) => [
    { text: row.title, weight: TITLE_WEIGHT },
    ...row.keywords
      .split('\n')
      .filter((keyword) => keyword.trim() !== '')
      .map((keyword) => ({ text: keyword, weight: KEYWORD_WEIGHT })),
  ]);
}
