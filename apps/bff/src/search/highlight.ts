// The segments results are made of, and what indexed text may not contain. Results carry plain
// text segments and never HTML: the page renders a highlighted one as <mark> (headline.ts makes
// them).

/** Private-use characters the index has always removed (ts_headline's markers, once). */
export const SEARCH_TEXT_FORBIDDEN = /[\uE000\uE001\p{Cc}]/gu;

/** A run of text, shown highlighted (`<mark>`) when it matched the query. */
export interface TextSegment {
  text: string;
  highlight: boolean;
}
