import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../db/client.ts';
import type { SEARCH_DOCUMENT_KINDS } from '../db/schema.ts';
import { highlightSegments, type TextSegment } from './highlight.ts';
import { ensureSearchIndex } from './search-index.ts';
import { readSearchDocumentsFile } from './search-documents-file.ts';
import {
  closestTerms,
  countDocuments,
  findDocuments,
  similarTitles,
  suggestionSources,
} from './search-repository.ts';
import { SUGGESTION_LIMIT, Suggester } from './suggester.ts';
import { foldText, trigramWords } from './trigram.ts';

/** Results per page of /search. */
export const SEARCH_PAGE_SIZE = 10;

/** One result: where it is, what it is, and its title and best passage with the matches marked. */
export interface SearchResult {
  path: string;
  kind: (typeof SEARCH_DOCUMENT_KINDS)[number];
  title: TextSegment[];
  snippet: TextSegment[];
}

/** One page of results, and other searches to try when there are none. */
export interface SearchPage {
  query: string;
  page: number;
  pageSize: number;
  total: number;
  results: SearchResult[];
  /** "Did you mean": only when nothing matched. */
  suggestions: string[];
}

/** Site search: suggestions from memory, results and corrections from the database. */
export interface SearchService {
  /** At most 3 phrases for a partly typed term (SPEC §7, §9). */
  suggest(term: string): string[];
  /** One page (from 1) of results for a query. */
  search(query: string, page: number): Promise<SearchPage>;
  /** Reindexes if the documents file changed, then reloads the suggestions. */
  refresh(): Promise<void>;
}

export interface SearchServiceOptions {
  db: AppDb;
  /** apps/site/build/search-documents.json; without it the index is used as it stands. */
  documentsPath?: string;
  logger?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/** Brings the index up to date with the documents file and loads the suggestions into memory. */
export async function createSearchService(options: SearchServiceOptions): Promise<SearchService> {
  const service = unrefreshedSearchService(options);
  await service.refresh();
  return service;
}

/**
 * The service before its first refresh (which brings the index up to date and loads the
 * suggestions): the server builds it before the database is open and refreshes it once it is,
 * the search routes answering 503 until then.
 */
export function unrefreshedSearchService({
  db,
  documentsPath,
  logger,
}: SearchServiceOptions): SearchService {
  let suggester = new Suggester([]);

  const refresh = async () => {
    if (documentsPath) {
      const file = await readSearchDocumentsFile(documentsPath);
      if (file) {
        const outcome = await ensureSearchIndex(db, file);
        if (outcome.status === 'rebuilt') logger?.info(outcome, 'site search: index rebuilt');
      } else {
        logger?.warn({ documentsPath }, 'site search: no documents file; the index is unchanged');
      }
    }
    suggester = new Suggester(await suggestionSources(db));
  };

  const didYouMean = async (query: string): Promise<string[]> => {
    const words = trigramWords(query);
    const closest = await closestTerms(db, words);
    const corrected = words.map((word, index) => closest[index] ?? word).join(' ');
    const candidates: string[] = [];
    if (corrected !== words.join(' ') && (await countDocuments(db, corrected)) > 0) {
      candidates.push(corrected);
    }
    candidates.push(...(await similarTitles(db, query, SUGGESTION_LIMIT)));
    candidates.push(...suggester.suggest(query));
    const seen = new Set([foldText(query)]);
    return candidates
      .filter((candidate) => {
        const key = foldText(candidate);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .slice(0, SUGGESTION_LIMIT);
  };

  return {
    suggest: (term) => suggester.suggest(term),
    refresh,
    async search(query, page) {
      const { total, hits } = await findDocuments(
        db,
        query,
        SEARCH_PAGE_SIZE,
        (page - 1) * SEARCH_PAGE_SIZE,
      );
      return {
        query,
        page,
        pageSize: SEARCH_PAGE_SIZE,
        total,
        results: hits.map((hit) => ({
          path: hit.path,
          kind: hit.kind,
          title: highlightSegments(hit.markedTitle),
          snippet: highlightSegments(hit.markedSnippet),
        })),
        suggestions: total === 0 ? await didYouMean(query) : [],
      };
    },
  };
}
