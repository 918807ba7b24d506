// Rebuilds the search index when the site's documents change: one transaction under an advisory
// lock (servers starting together against one PostgreSQL rebuild it once), stamped in app_meta
// with the documents' hash, so a restart with the same build reindexes nothing.
import type { AppDb } from '../db/client.ts';
import { SEARCH_TEXT_FORBIDDEN } from './highlight.ts';
import type { SearchDocumentsFile } from './search-documents-file.ts';
import { replaceSearchIndex, storedSearchStamp } from './search-repository.ts';
import { searchTerms } from './search-terms.ts';

/** Bumped when the way documents are indexed changes, so every installation reindexes once. */
export const SEARCH_INDEX_FORMAT = 1;

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
  const current = { status: 'current' as const, documents: file.documents.length };
  if ((await storedSearchStamp(db)) === stamp) return current;
  const documents = file.documents.map((document) => ({
    ...document,
    title: clean(document.title),
    description: clean(document.description),
    keywords: document.keywords.map(clean),
    headings: document.headings.map(clean),
    body: clean(document.body),
  }));
  const terms = searchTerms(documents);
  // Another server may have rebuilt it while this one waited for the lock.
  if (!(await replaceSearchIndex(db, stamp, documents, terms))) return current;
  return { status: 'rebuilt', documents: documents.length, terms: terms.length };
}

/** Text as indexed: no control characters (newlines become spaces) and no highlight markers. */
function clean(text: string): string {
  return text.replace(SEARCH_TEXT_FORBIDDEN, ' ').replace(/ {2,}/g, ' ').trim();
}
