// What indexed text may not contain (results are made of @lender/validation's TextSegment). Results carry plain
// text segments and never HTML: the page renders a highlighted one as <mark> (headline.ts makes
// them).

/** Private-use characters the index has always removed (ts_headline's markers, once). */
export const SEARCH_TEXT_FORBIDDEN = /[\uE000\uE001\p{Cc}]/gu;
