// How a result's title ranks it (issue 35: "for 'closing costs', the article titled 'Closing
// costs' ranks third behind a category page and a calculator; an exact title match ranks first").
// Relevance alone (ts_rank) favours pages that say the words most often, so a hub listing every
// article on closing costs outranks the article itself. Results are put in tiers by their title
// first, and ranked by relevance within a tier:
//
//   0  the title is the query: the whole title, or its head before a colon ("Closing costs" of
//      "Closing costs: what they are and how much to expect")
//   1  the title starts with the query ("Closing costs for sellers")
//   2  the title holds every word of the query, as the index stems them ("Refinance closing costs")
//   3  the query's words are elsewhere in the page
//
// Titles and queries are compared as their letters and digits in lower case, any run of other
// characters one space: "Rent vs. buy" is "rent vs buy", and quotes or a hyphen typed in the
// query change nothing.

/** The tiers, best first (see the top of this file). */
export const TITLE_MATCH_TIERS = ['exact', 'prefix', 'all-words', 'elsewhere'] as const;

/** One of {@link TITLE_MATCH_TIERS}. */
export type TitleMatchTier = (typeof TITLE_MATCH_TIERS)[number];

/**
 * Text as titles and queries are compared: lower case, letters and digits, single spaces. The
 * pattern cannot backtrack (one character class, repeated), so any query is linear to fold; the
 * SQL of search-repository.ts folds titles the same way.
 */
export function foldTitle(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The head of a title: what comes before its first colon, or all of it. */
export function titleHead(title: string): string {
  const colon = title.indexOf(':');
  return colon === -1 ? title : title.slice(0, colon);
}

/**
 * The tier of a title for a query, given whether the title holds every word of the query as
 * the index stems them (`allWords`, which only the database can say). The same rule as the SQL
 * of `rankDocuments`, for tests and for reading.
 */
export function titleMatchTier(title: string, query: string, allWords: boolean): TitleMatchTier {
  const folded = foldTitle(query);
  if (folded !== '') {
    if (foldTitle(title) === folded || foldTitle(titleHead(title)) === folded) return 'exact';
    if (foldTitle(title).startsWith(`${folded} `)) return 'prefix';
  }
  return allWords ? 'all-words' : 'elsewhere';
}
