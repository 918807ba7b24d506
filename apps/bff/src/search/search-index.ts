// Rebuilds the search index when the site's documents change: one transaction under an advisory
// lock (servers starting together against one PostgreSQL rebuild it once), stamped in app_meta
// with the documents' hash, so a restart with the same build reindexes nothing.
import { eq, sql } from 'drizzle-orm';
import { bulkInsert } from '../db/bulk-insert.ts';
import type { AppDb } from '../db/client.ts';
import { appMeta } from '../db/schema.ts';
import { SEARCH_TEXT_FORBIDDEN } from './highlight.ts';
import type { SearchDocumentsFile } from './search-documents-file.ts';
import { searchTerms } from './search-terms.ts';

/** app_meta key of the indexed documents' stamp. */
export const SEARCH_INDEX_META_KEY = 'site_search_documents';

/** Bumped when the way documents are indexed changes, so every installation reindexes once. */
export const SEARCH_INDEX_FORMAT = 1;

const REBUILD_LOCK_ID = 7_311_842_005;

/** What the stored index is stamped with for a documents file. */
export function indexStamp(file: Pick<SearchDocumentsFile, 'hash'>): string {
  return `${SEARCH_INDEX_FORMAT}:${file.hash}`;
}

/** Replaces the index with the file's documents unless it already holds them. */
export async function ensureSearchIndex(
  db: AppDb,
  file: SearchDocumentsFile,
): Promise<{ status: 'rebuilt' | 'current'; documents: number; terms?: number }> {
  const stamp = indexStamp(file);
  if ((await storedStamp(db)) === stamp) {
    return { status: 'current', documents: file.documents.length };
  }
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as AppDb;
    await txDb.execute(sql`select pg_advisory_xact_lock(${REBUILD_LOCK_ID})`);
    // Another server may have rebuilt it while this one waited for the lock.
    if ((await storedStamp(txDb)) === stamp) {
      return { status: 'current' as const, documents: file.documents.length };
    }
    await txDb.execute(sql`delete from search_documents`);
    await txDb.execute(sql`delete from search_terms`);
    const documents = file.documents.map((document) => ({
      ...document,
      title: clean(document.title),
      description: clean(document.description),
      keywords: document.keywords.map(clean),
      headings: document.headings.map(clean),
      body: clean(document.body),
    }));
    await bulkInsert(txDb, 'search_documents', [
      { name: 'path', type: 'text', values: documents.map((d) => d.path) },
      { name: 'kind', type: 'text', values: documents.map((d) => d.kind) },
      { name: 'title', type: 'text', values: documents.map((d) => d.title) },
      { name: 'description', type: 'text', values: documents.map((d) => d.description) },
      { name: 'headings', type: 'text', values: documents.map((d) => d.headings.join('\n')) },
      { name: 'keywords', type: 'text', values: documents.map((d) => d.keywords.join('\n')) },
      { name: 'body', type: 'text', values: documents.map((d) => d.body) },
    ]);
    const terms = searchTerms(documents);
    await bulkInsert(txDb, 'search_terms', [
      { name: 'term', type: 'text', values: terms.map((t) => t.term) },
      { name: 'document_count', type: 'integer', values: terms.map((t) => t.documentCount) },
    ]);
    await txDb
      .insert(appMeta)
      .values({ key: SEARCH_INDEX_META_KEY, value: stamp })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: stamp, updatedAt: new Date() } });
    return { status: 'rebuilt' as const, documents: documents.length, terms: terms.length };
  });
}

async function storedStamp(db: AppDb): Promise<string | undefined> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SEARCH_INDEX_META_KEY));
  return row?.value;
}

/** Text as indexed: no control characters (newlines become spaces) and no highlight markers. */
function clean(text: string): string {
  return text.replace(SEARCH_TEXT_FORBIDDEN, ' ').replace(/ {2,}/g, ' ').trim();
}
