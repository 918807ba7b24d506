// The site search queries. Only this module speaks SQL to the search tables.
import { sql } from 'drizzle-orm';
import { arrayLiteral } from '../db/bulk-insert.ts';
import type { AppDb } from '../db/client.ts';
import type { SEARCH_DOCUMENT_KINDS } from '../db/schema.ts';
import { HIGHLIGHT_START, HIGHLIGHT_STOP } from './highlight.ts';
import type { SuggestionSource } from './suggester.ts';

/** ts_headline options: our markers, the whole title, and up to two passages of the body. */
const TITLE_HEADLINE = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, HighlightAll=true`;
const SNIPPET_HEADLINE = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_STOP}, MaxWords=35, MinWords=15, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`;

/** Weights of suggestion phrases: a page's title is a better suggestion than one of its keywords. */
const TITLE_WEIGHT = 2;
const KEYWORD_WEIGHT = 1;

/** One result row, title and snippet still carrying ts_headline's markers. */
export interface SearchHitRow {
  path: string;
  kind: (typeof SEARCH_DOCUMENT_KINDS)[number];
  markedTitle: string;
  markedSnippet: string;
}

async function rows<T>(db: AppDb, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The page of documents matching a web-style query (`"exact phrase"`, `or`, `-word`), ranked by
 * ts_rank (length-normalised so long pages do not win by size), and how many match in all.
 */
export async function findDocuments(
  db: AppDb,
  query: string,
  limit: number,
  offset: number,
): Promise<{ total: number; hits: SearchHitRow[] }> {
  const found = await rows<SearchHitRow & { total: number }>(
    db,
    sql`with q as (select websearch_to_tsquery('english', ${query}) as query),
      hits as (
        select d.path, d.kind, d.title, d.description, d.body, q.query,
          ts_rank(d.search_vector, q.query, 1) as rank,
          count(*) over () as total
        from search_documents d, q
        where d.search_vector @@ q.query
        order by rank desc, d.title, d.path
        limit ${limit} offset ${offset}
      )
      select path, kind, total::int as total,
        ts_headline('english', title, query, ${TITLE_HEADLINE}) as "markedTitle",
        ts_headline('english', case when body = '' then description else body end, query, ${SNIPPET_HEADLINE}) as "markedSnippet"
      from hits
      order by rank desc, title, path`,
  );
  if (found.length > 0 || offset === 0) {
    return { total: Number(found[0]?.total ?? 0), hits: found };
  }
  // Past the last page: no rows to read the count from.
  return { total: await countDocuments(db, query), hits: [] };
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

/**
 * For each word, the indexed word most like it by trigram similarity (pg_trgm's `%`, similarity
 * of 0.3 or more), or the word itself when the pages use it; `null` when nothing is close.
 */
export async function closestTerms(
  db: AppDb,
  words: readonly string[],
): Promise<(string | null)[]> {
  if (words.length === 0) return [];
  const found = await rows<{ best: string | null }>(
    db,
    sql`select coalesce(
        (select t.term from search_terms t where t.term = w.word),
        (select t.term from search_terms t where t.term % w.word
          order by similarity(t.term, w.word) desc, t.document_count desc, t.term limit 1)
      ) as best
      from unnest(${arrayLiteral(words)}::text[]) with ordinality as w(word, n)
      order by w.n`,
  );
  return found.map((row) => row.best);
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
