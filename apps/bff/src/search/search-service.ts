import { SUGGESTION_LIMIT, type SearchResponse } from '@lender/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../db/client.ts';
import { findWords, markAll, markedWords, passages, queryLexemes } from './headline.ts';
import { loadSearchCorpus, type SearchCorpus } from './search-corpus.ts';
import { ensureSearchIndex } from './search-index.ts';
import { readSearchDocumentsFile } from './search-documents-file.ts';
import {
  countDocuments,
  rankDocuments,
  retrievePages,
  similarTitles,
  type RetrievedPage,
  suggestionSources,
} from './search-repository.ts';
import { Suggester } from './suggester.ts';
import { foldText, trigramWords } from './trigram.ts';

/** Results per page of /search. */
export const SEARCH_PAGE_SIZE = 10;

/** Answers kept for repeated searches (a few KB each), and for how long. */
export const SEARCH_CACHE_ENTRIES = 500;
export const SEARCH_CACHE_MS = 5 * 60 * 1000;

/** One page of results, and "did you mean" searches when none matched (the API's answer). */
export type SearchPage = SearchResponse;

/** Site search: suggestions from memory, results and corrections from the database. */
export interface SearchService {
  /** At most 3 phrases for a partly typed term (SPEC §7, §9). */
  suggest(term: string): string[];
  /** One page (from 1) of results for a query. */
  search(query: string, page: number): Promise<SearchPage>;
  /** Reindexes if the documents file changed, then reloads the suggestions. */
  refresh(): Promise<void>;
  /** The pages matching any word of a question, for the chat assistant (chat-assistant/). */
  retrieve(question: string, limit: number): Promise<Retrieval>;
  /** The title of an indexed page, if the index holds it. */
  pageTitle(path: string): Promise<string | undefined>;
}

/** What the chat assistant gets from the index for a question. */
export interface Retrieval {
  /** The question's lexemes, as the index makes them (stop words have none). */
  lexemes: readonly string[];
  /** The matching pages, best ts_rank first. */
  pages: readonly RetrievedPage[];
  /** A text's lexemes by the index's lexicon (a word the pages never use stands for itself). */
  lexemesOf(text: string): string[];
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
  let corpus: Promise<SearchCorpus> | undefined;
  // Answers by page and query. The index changes only with a release: a refresh forgets them, and
  // they expire (the API's own Cache-Control says the same five minutes).
  const answers = new Map<string, { page: SearchPage; until: number }>();

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
    corpus = loadSearchCorpus(db);
    corpus.catch(() => (corpus = undefined)); // read again on the next search
    await corpus;
    answers.clear();
  };

  /** The corpus holding every path given: read again when another server reindexed meanwhile. */
  const corpusWith = async (paths: readonly string[]) => {
    corpus ??= loadSearchCorpus(db);
    let current = await corpus;
    if (paths.some((path) => !current.documents.has(path))) {
      corpus = loadSearchCorpus(db);
      current = await corpus;
      answers.clear();
    }
    return current;
  };

  const didYouMean = async (query: string): Promise<string[]> => {
    const words = trigramWords(query);
    const closest = (await corpusWith([])).closestTerms(words);
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
    async pageTitle(path) {
      return (await corpusWith([])).documents.get(path)?.title.text;
    },
    async retrieve(question, limit) {
      const { lexemes, pages } = await retrievePages(db, trigramWords(question), limit);
      const { lexicon } = await corpusWith([]);
      return {
        lexemes,
        pages,
        lexemesOf: (text) =>
          findWords(text).words.flatMap((word) => lexicon.get(word.key) ?? [word.key]),
      };
    },
    async search(query, page) {
      const key = `${page}\u0000${query}`;
      const cached = answers.get(key);
      if (cached && cached.until > Date.now()) {
        // Most recently used last: the oldest entry is the first to go.
        answers.delete(key);
        answers.set(key, cached);
        return cached.page;
      }
      const { total, hits, tsquery } = await rankDocuments(
        db,
        query,
        SEARCH_PAGE_SIZE,
        (page - 1) * SEARCH_PAGE_SIZE,
      );
      const { documents, lexicon } = await corpusWith(hits.map((hit) => hit.path));
      const lexemes = queryLexemes(tsquery);
      const answer: SearchPage = {
        query,
        page,
        pageSize: SEARCH_PAGE_SIZE,
        total,
        results: hits.map((hit) => {
          const document = documents.get(hit.path)!;
          return {
            path: hit.path,
            kind: hit.kind,
            title: markAll(document.title, markedWords(document.title, lexicon, lexemes)),
            snippet: passages(
              document.passageSource,
              markedWords(document.passageSource, lexicon, lexemes),
            ),
          };
        }),
        suggestions: total === 0 ? await didYouMean(query) : [],
      };
      answers.set(key, { page: answer, until: Date.now() + SEARCH_CACHE_MS });
      if (answers.size > SEARCH_CACHE_ENTRIES) answers.delete(answers.keys().next().value!);
      return answer;
    },
  };
}
