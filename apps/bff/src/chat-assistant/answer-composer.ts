// The assistant's answer, from the pages the index found for a question: no model writes it. The
// opening line is one of a few templates; anything else is quoted from a page of the site and
// cited; links are the index's paths, never anything from the question.
import type { ChatAnswer, ChatSource } from '@lender/validation';
import { PREFIX_MIN_LENGTH, type RetrievedPage } from '../search/search-repository.ts';
import { opening, questionsAndAnswers, quotable } from './page-passages.ts';
import { asksForAdvice, asksForRate } from './question-intent.ts';

/** The disclaimer every answer carries. */
export const CHAT_DISCLAIMER =
  'General information from our website, not advice or a rate quote. Answers are matched to ' +
  'our pages automatically and may not fit your situation: a licensed loan officer can help.';

/** Pages cited at most. */
export const MAX_SOURCES = 3;
/** A page is cited only when it scores at least this share of the best page's score. */
export const SOURCE_SCORE_SHARE = 0.5;
/**
 * A frequently asked question is quoted when its words and the question's overlap this much
 * (shared over all): "When can I stop paying PMI?" is "when do I stop paying PMI", but "Do FHA
 * loans have PMI?" (2 of 3) is not "What is an FHA loan?".
 */
export const FAQ_MIN_OVERLAP = 0.75;
/**
 * Score of a title holding every word of the question, and of a keyword wholly in it. Each
 * outweighs the text rank (below 1): what a page is about beats how often it mentions a word.
 */
export const TITLE_WEIGHT = 1;
export const KEYWORD_WEIGHT = 1;
/** A hub (a page listing others) answers less than the pages it lists. */
export const HUB_FACTOR = 0.5;

/** What the composer reads: the question, what the index found, and the rates page if indexed. */
export interface ComposerInput {
  question: string;
  /** The question's lexemes. */
  lexemes: readonly string[];
  pages: readonly RetrievedPage[];
  lexemesOf(text: string): string[];
  ratesPage?: ChatSource;
}

/**
 * How well a page answers: the share of the question's words in its title, one more for one of
 * its keywords wholly in the question, plus its text rank (0 to 1) to order the rest; halved for
 * a hub. Titles and keywords say what a page is about; the body only mentions things.
 */
export function pageScore(page: RetrievedPage, lexemeCount: number): number {
  const titleShare = lexemeCount === 0 ? 0 : Math.min(1, page.titleMatches / lexemeCount);
  const score = page.rank + TITLE_WEIGHT * titleShare + (page.keywordMatch ? KEYWORD_WEIGHT : 0);
  return page.isHub ? score * HUB_FACTOR : score;
}

/** Two lexemes of one word: equal, or one begins the other (as the index matches them). */
function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.length >= PREFIX_MIN_LENGTH && long.startsWith(short);
}

/** Jaccard overlap of two sets of lexemes: those of one set with a match in the other, over all. */
function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const lexeme of a) if ([...b].some((other) => sameStem(lexeme, other))) shared += 1;
  return shared / (a.size + b.size - shared);
}

const source = (page: RetrievedPage): ChatSource => ({ path: page.path, title: page.title });

/** The answer to a question from the pages found for it. */
export function composeAnswer(input: ComposerInput): ChatAnswer {
  const { question, lexemes, pages, ratesPage } = input;
  if (asksForRate(question)) {
    return {
      kind: 'rates',
      lead: ratesPage
        ? 'I can’t quote rates here: they change every day and depend on your credit, down payment and loan. Today’s rates are on our rates page, and a loan officer can give you a quote for your situation.'
        : 'I can’t quote rates here: they change every day and depend on your credit, down payment and loan. A loan officer can give you a quote for your situation.',
      sources: ratesPage ? [ratesPage] : [],
      disclaimer: CHAT_DISCLAIMER,
    };
  }

  const scored = pages
    .map((page) => ({ page, score: pageScore(page, lexemes.length) }))
    .sort((a, b) => b.score - a.score || (a.page.path < b.page.path ? -1 : 1));
  const best = scored[0];
  if (!best) {
    return {
      kind: 'no-match',
      lead: 'I couldn’t find an answer to that on our website. Try asking in other words, or talk to one of our loan officers.',
      sources: [],
      disclaimer: CHAT_DISCLAIMER,
    };
  }
  const cited = scored
    .filter(({ score }) => score >= best.score * SOURCE_SCORE_SHARE)
    .slice(0, MAX_SOURCES)
    .map(({ page }) => page);

  // A frequently asked question of a cited page that is this question, asked in other words.
  const asked = new Set(lexemes);
  let faq: { page: RetrievedPage; answer: string; overlap: number } | undefined;
  for (const page of cited) {
    for (const { heading, text } of questionsAndAnswers(page)) {
      const similarity = overlap(asked, new Set(input.lexemesOf(heading)));
      if (similarity >= FAQ_MIN_OVERLAP && (!faq || similarity > faq.overlap)) {
        const answer = quotable(text);
        if (answer) faq = { page, answer, overlap: similarity };
      }
    }
  }
  const first = faq?.page ?? cited[0]!;
  const quote = faq?.answer || quotable(opening(first)) || quotable(first.description) || undefined;
  const sources = [first, ...cited.filter((page) => page !== first)];

  const calculatorPage = scored.find(
    ({ page }) => page.kind === 'calculator' && (page.titleMatches > 0 || page.keywordMatch),
  )?.page;
  const lead = asksForAdvice(question)
    ? `I can’t tell you what’s right for you: that depends on your own numbers and plans. Here is what our page “${first.title}” says.`
    : `Here is what our page “${first.title}” says.`;
  return {
    kind: 'answer',
    lead,
    ...(quote && { quote }),
    // The calculator is offered on its own; it is listed as a source only when it was quoted.
    sources: sources
      .filter((page) => page === first || page !== calculatorPage)
      .slice(0, MAX_SOURCES)
      .map(source),
    ...(calculatorPage && { calculator: source(calculatorPage) }),
    disclaimer: CHAT_DISCLAIMER,
  };
}
