// The site search queries. Only this module speaks SQL to the search tables.
import type { SearchResult } from '@lender/validation';
import { eq, sql, type SQL } from 'drizzle-orm';
import { arrayLiteral, bulkInsert } from '../db/bulk-insert.ts';
import type { AppDb } from '../db/client.ts';
import { lockedTransaction } from '../db/locked-transaction.ts';
import { appMeta } from '../db/schema.ts';
import type { SearchDocument } from './search-documents-file.ts';
import type { SearchTerm } from './search-terms.ts';
import type { SuggestionSource } from './suggester.ts';
import { foldTitle } from './title-match.ts';

/** app_meta key of the indexed documents' stamp. */
export const SEARCH_INDEX_META_KEY = 'site_search_documents';

// Any constant shared by all processes of this app; it serialises rebuilding the index.
const REBUILD_LOCK_ID = 7_311_842_005;

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
  hits: { path: string; kind: SearchResult['kind'] }[];
  /** The query as PostgreSQL parsed it (`'fha' & 'loan'`): which lexemes to mark. */
  tsquery: string;
}

/** SQL: text folded as title-match.ts's `foldTitle` folds it (lower case, [a-z0-9] words, single spaces). */
function foldedSql(text: SQL): SQL {
  return sql`btrim(regexp_replace(lower(${text}), '[^a-z0-9]+', ' ', 'g'))`;
}

/**
 * The page of documents matching a web-style query (`"exact phrase"`, `or`, `-word`), best first
 * with how many match in all and the parsed query. Best is by title first (title-match.ts: the
 * title is the query, then starts with it, then holds all its words), then by ts_rank
 * (length-normalised so long pages do not win by size). Their titles and passages are made in
 * memory (headline.ts): ts_headline, which made them here, cost about 25 times the rest of the
 * query.
 */
export async function rankDocuments(
  db: AppDb,
  query: string,
  limit: number,
  offset: number,
): Promise<RankedPage> {
  const title = foldedSql(sql.raw('d.title'));
  const head = foldedSql(sql.raw(`split_part(d.title, ':', 1)`));
  const found = await rows<RankedPage['hits'][number] & { total: number; tsquery: string }>(
    db,
    sql`with q as (
        select websearch_to_tsquery('english', ${query}) as query, ${foldTitle(query)}::text as folded
      )
      select d.path, d.kind, count(*) over ()::int as total, q.query::text as tsquery
      from search_documents d, q
      where d.search_vector @@ q.query
      order by
        case
          when q.folded <> '' and (${title} = q.folded or ${head} = q.folded) then 0
          when q.folded <> '' and starts_with(${title}, q.folded || ' ') then 1
          when to_tsvector('english', d.title) @@ q.query then 2
          else 3
        end,
        ts_rank(d.search_vector, q.query, 1) desc, d.title, d.path
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

/** The stamp of the documents the stored index holds (search-index.ts), if any. */
export async function storedSearchStamp(db: AppDb): Promise<string | undefined> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SEARCH_INDEX_META_KEY));
  return row?.value;
}

/**
 * Replaces the stored index with these documents and terms, stamped `stamp`, in one transaction
 * under an advisory lock. False when the index already had that stamp once the lock was held
 * (another server rebuilt it meanwhile): nothing was written.
 */
export async function replaceSearchIndex(
  db: AppDb,
  stamp: string,
  documents: readonly SearchDocument[],
  terms: readonly SearchTerm[],
): Promise<boolean> {
  return lockedTransaction(db, REBUILD_LOCK_ID, async (txDb) => {
    if ((await storedSearchStamp(txDb)) === stamp) return false;
    await txDb.execute(sql`delete from search_documents`);
    await txDb.execute(sql`delete from search_terms`);
    await bulkInsert(txDb, 'search_documents', [
      { name: 'path', type: 'text', values: documents.map((d) => d.path) },
      { name: 'kind', type: 'text', values: documents.map((d) => d.kind) },
      { name: 'title', type: 'text', values: documents.map((d) => d.title) },
      { name: 'description', type: 'text', values: documents.map((d) => d.description) },
      { name: 'headings', type: 'text', values: documents.map((d) => d.headings.join('\n')) },
      { name: 'keywords', type: 'text', values: documents.map((d) => d.keywords.join('\n')) },
      { name: 'body', type: 'text', values: documents.map((d) => d.body) },
    ]);
    await bulkInsert(txDb, 'search_terms', [
      { name: 'term', type: 'text', values: terms.map((t) => t.term) },
      { name: 'document_count', type: 'integer', values: terms.map((t) => t.documentCount) },
    ]);
    await txDb
      .insert(appMeta)
      .values({ key: SEARCH_INDEX_META_KEY, value: stamp })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: stamp, updatedAt: new Date() } });
    return true;
  });
}

/** An indexed page as the chat assistant reads it: its texts and how well it matches a question. */
export interface RetrievedPage {
  path: string;
  kind: SearchResult['kind'];
  title: string;
  description: string;
  headings: string[];
  keywords: string[];
  body: string;
  /** ts_rank of the page against any of the question's words, length-normalised, from 0 to 1. */
  rank: number;
  /** How many of the question's lexemes its title has. */
  titleMatches: number;
  /** One of its keywords is wholly in the question ("FHA loan" in "What is an FHA loan?"). */
  keywordMatch: boolean;
  /** Other pages sit under its path (a hub such as /learn/buying or /calculators). */
  isHub: boolean;
}

/** Shortest lexeme matched as a prefix: "refin" finds "refinanc" ("refinancing"), "va" only "va". */
export const PREFIX_MIN_LENGTH = 4;

/**
 * SQL: lexeme `a` is lexeme `b`, or one begins the other and both are long enough. The english
 * stemmer gives "refinance" and "refinancing" different lexemes ("refin", "refinanc").
 */
function sameStem(a: SQL, b: SQL): SQL {
  return sql`(${a} = ${b} or (least(length(${a}), length(${b})) >= ${PREFIX_MIN_LENGTH}
    and (starts_with(${a}, ${b}) or starts_with(${b}, ${a}))))`;
}

/**
 * The pages matching any of a question's lexemes (as prefixes when long enough, so a long
 * question still finds pages that answer part of it), best ts_rank first, with the facts the
 * assistant ranks them by; and the question's lexemes (none for stop words).
 */
export async function retrievePages(
  db: AppDb,
  words: readonly string[],
  limit: number,
): Promise<{ lexemes: string[]; pages: RetrievedPage[] }> {
  const [question] = await rows<{ lexemes: string[] }>(
    db,
    sql`select tsvector_to_array(to_tsvector('english', ${words.join(' ')})) as lexemes`,
  );
  const lexemes = question?.lexemes ?? [];
  if (lexemes.length === 0) return { lexemes, pages: [] };
  // A tsquery of lexemes as they are (the cast does not stem): 'refin':* | 'pmi'.
  const anyLexeme = lexemes
    .map((lexeme) => {
      const quoted = `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
      return lexeme.length >= PREFIX_MIN_LENGTH ? `${quoted}:*` : quoted;
    })
    .join(' | ');
  const titleLexeme = sql.raw('tl');
  const keywordLexeme = sql.raw('kl');
  const questionLexeme = sql.raw('ql');
  const found = await rows<
    Omit<RetrievedPage, 'headings' | 'keywords'> & { headings: string; keywords: string }
  >(
    db,
    sql`with q as (
        select ${anyLexeme}::tsquery as query, ${arrayLiteral(lexemes)}::text[] as lexemes
      )
      select d.path, d.kind, d.title, d.description, d.headings, d.keywords, d.body,
        ts_rank(d.search_vector, q.query, 1 | 32)::float8 as rank,
        (select count(*) from unnest(q.lexemes) as ql where exists (
          select 1 from unnest(tsvector_to_array(to_tsvector('english', d.title))) as tl
          where ${sameStem(titleLexeme, questionLexeme)}
        ))::int as "titleMatches",
        exists (
          select 1 from unnest(string_to_array(d.keywords, E'\n')) as k
          where cardinality(tsvector_to_array(to_tsvector('english', k))) > 0
            and not exists (
              select 1 from unnest(tsvector_to_array(to_tsvector('english', k))) as kl
              where not exists (
                select 1 from unnest(q.lexemes) as ql where ${sameStem(keywordLexeme, questionLexeme)}
              )
            )
        ) as "keywordMatch",
        exists (
          select 1 from search_documents o where starts_with(o.path, d.path || '/')
        ) as "isHub"
      from search_documents d, q
      where d.search_vector @@ q.query
      order by rank desc, d.path
      limit ${limit}`,
  );
  return {
    lexemes,
    pages: found.map((page) => ({
      ...page,
      rank: Number(page.rank),
      titleMatches: Number(page.titleMatches),
      headings: page.headings.split('\n').filter((heading) => heading.trim() !== ''),
      keywords: page.keywords.split('\n').filter((keyword) => keyword.trim() !== ''),
    })),
  };
}
