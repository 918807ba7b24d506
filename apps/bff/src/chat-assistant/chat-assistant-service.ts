// The chat assistant: a question in, an answer out, from the site's search index only. No model
// and no outside service: the index finds the pages, answer-composer.ts words the answer.
import type { ChatAnswer } from '@lender/validation';
import type { SearchService } from '../search/search-service.ts';
import { composeAnswer } from './answer-composer.ts';

/** The page of today's rates, where a question about a rate is sent (when the site has it). */
export const RATES_PAGE_PATH = '/rates';
/** Pages read from the index per question: enough for the best few after re-ranking. */
export const RETRIEVAL_LIMIT = 20;

/** Answers visitors' questions from the search index. */
export function createChatAssistantService(search: SearchService) {
  return {
    async answer(question: string): Promise<ChatAnswer> {
      const [retrieval, ratesTitle] = await Promise.all([
        search.retrieve(question, RETRIEVAL_LIMIT),
        search.pageTitle(RATES_PAGE_PATH),
      ]);
      return composeAnswer({
        question,
        lexemes: retrieval.lexemes,
        pages: retrieval.pages,
        lexemesOf: retrieval.lexemesOf,
        ...(ratesTitle && { ratesPage: { path: RATES_PAGE_PATH, title: ratesTitle } }),
      });
    },
  };
}

/** The chat assistant service's interface. */
export type ChatAssistantService = ReturnType<typeof createChatAssistantService>;
