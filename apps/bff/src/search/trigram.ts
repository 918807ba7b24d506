// Trigram similarity as pg_trgm computes it, for the suggestions answered from memory: the same
// measure the database uses for "did you mean", without a round trip per keystroke.

/** Lower-case words of letters and digits, as pg_trgm splits them. */
export function trigramWords(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Lower case without accents: "Préstamo" and "prestamo" compare equal. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** pg_trgm's trigrams of a text: each word padded with two spaces before and one after. */
export function trigrams(text: string): Set<string> {
  const set = new Set<string>();
  for (const word of trigramWords(text)) {
    const padded = `  ${word} `;
    for (let start = 0; start + 3 <= padded.length; start += 1)
      set.add(padded.slice(start, start + 3));
  }
  return set;
}

/** pg_trgm's `similarity(a, b)`: shared trigrams over all trigrams of both, from 0 to 1. */
export function trigramSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const trigram of a) if (b.has(trigram)) shared += 1;
  return shared / (a.size + b.size - shared);
}
