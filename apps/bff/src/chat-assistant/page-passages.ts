// Passages of an indexed page the assistant can quote: its frequently asked questions with their
// answers, and its opening paragraph. The index keeps a page's text as one run of words with the
// headings in it (apps/site/scripts/search-documents.ts), so sections are found by their headings.

/** Sentences quoted from one passage: enough to answer, short enough to read in a chat. */
export const QUOTE_MAX_SENTENCES = 2;
/** Longest quote, in characters (a sentence that runs on is cut at a word). */
export const QUOTE_MAX_LENGTH = 400;

/** A page as the index holds it. */
export interface IndexedText {
  title: string;
  description: string;
  headings: readonly string[];
  body: string;
}

/** One section of a page: the heading it starts with and its text up to the next heading. */
export interface Section {
  heading: string;
  text: string;
}

/** The page's sections in order, found by looking for each heading after the one before. */
export function sections(page: IndexedText): Section[] {
  const found: { heading: string; start: number; end: number }[] = [];
  let from = 0;
  for (const heading of page.headings) {
    const at = page.body.indexOf(heading, from);
    if (at === -1) continue;
    found.push({ heading, start: at, end: at + heading.length });
    from = at + heading.length;
  }
  return found.map((section, index) => ({
    heading: section.heading,
    text: page.body.slice(section.end, found[index + 1]?.start ?? page.body.length).trim(),
  }));
}

/** The page's questions and answers: sections whose heading is a question (the title aside). */
export function questionsAndAnswers(page: IndexedText): Section[] {
  return sections(page).filter(
    (section, index) =>
      section.heading.trim().endsWith('?') &&
      !(index === 0 && section.heading === page.title) &&
      section.text !== '',
  );
}

// An article opens "Updated November 16, 2026 · 5 minute read" under its title.
const ARTICLE_BYLINE = /^Updated [A-Z][a-z]+ \d{1,2}, \d{4}\s*·\s*\d+ minute read\s*/;

/** The text under the page's title heading (an article's opening paragraph), without its byline. */
export function opening(page: IndexedText): string {
  const [first] = sections(page);
  if (!first || first.heading !== page.title) return '';
  return first.text.replace(ARTICLE_BYLINE, '').trim();
}

/** The sentences of a text (a full stop, question or exclamation mark, then a capital). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=["“‘(]?[A-Z0-9])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

// A percentage or a figure in the same sentence as a rate: "today's 30-year rate is 6.1%".
const RATE_WORD = /\b(?:rates?|APRs?|interest)\b/i;
const PERCENT = /\d(?:[\d.,]*\d)?\s?(?:%|percent\b)/i;

/**
 * True when a sentence states a rate (a rate word and a percentage together). The assistant
 * never quotes a rate: rates change daily and depend on the borrower, so a quoted one would be
 * wrong for someone. A sentence about "20% down" or "a 36% debt-to-income ratio" is kept.
 */
export function quotesARate(sentence: string): boolean {
  return RATE_WORD.test(sentence) && PERCENT.test(sentence);
}

/**
 * The first sentences of a passage that quote no rate, at most {@link QUOTE_MAX_SENTENCES} and
 * {@link QUOTE_MAX_LENGTH} characters; empty when every sentence quotes one.
 */
export function quotable(text: string): string {
  const kept = sentences(text)
    .filter((sentence) => !quotesARate(sentence))
    .slice(0, QUOTE_MAX_SENTENCES);
  let quote = '';
  for (const sentence of kept) {
    const next = quote ? `${quote} ${sentence}` : sentence;
    if (next.length > QUOTE_MAX_LENGTH) {
      if (!quote) quote = `${sentence.slice(0, QUOTE_MAX_LENGTH).replace(/\s+\S*$/, '')}…`;
      break;
    }
    quote = next;
  }
  return quote;
}
