/** Longest query corrected; longer ones are cut to this (autocomplete queries are short). */
const MAX_QUERY = 64;
// Three reused rows of the optimal-string-alignment table: no allocation per comparison, which
// matters when a typo search compares a query with thousands of names.
let before = new Int32Array(MAX_QUERY + 8);
let previous = new Int32Array(MAX_QUERY + 8);
let current = new Int32Array(MAX_QUERY + 8);

/**
 * The fewest edits (insert, delete, substitute, swap two neighbours) that turn `query` into some
 * prefix of `name` — how far a half-typed query is from the name it is heading for ("chicgo" is
 * 1 from "chicago", "detriot" 1 from "detroit"). Returns `max + 1` as soon as it must exceed `max`.
 */
export function prefixEditDistance(fullQuery: string, name: string, max: number): number {
  const query = fullQuery.slice(0, MAX_QUERY);
  const rows = query.length;
  // A name shorter than the query by more than `max` letters cannot be reached.
  if (name.length + max < rows) return max + 1;
  const columns = Math.min(name.length, rows + max);
  if (columns + 1 > previous.length) {
    before = new Int32Array(columns + 1);
    previous = new Int32Array(columns + 1);
    current = new Int32Array(columns + 1);
  }
  for (let column = 0; column <= columns; column += 1) previous[column] = column;
  for (let row = 1; row <= rows; row += 1) {
    const letter = query.charCodeAt(row - 1);
    current[0] = row;
    let rowBest = row;
    for (let column = 1; column <= columns; column += 1) {
      const cost = letter === name.charCodeAt(column - 1) ? 0 : 1;
      let value = Math.min(
        previous[column]! + 1,
        current[column - 1]! + 1,
        previous[column - 1]! + cost,
      );
      if (
        row > 1 &&
        column > 1 &&
        letter === name.charCodeAt(column - 2) &&
        query.charCodeAt(row - 2) === name.charCodeAt(column - 1)
      ) {
        value = Math.min(value, before[column - 2]! + 1);
      }
      current[column] = value;
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > max) return max + 1;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  // `previous` now holds the last row: the best prefix of the name is its smallest cell.
  let best = max + 1;
  for (let column = 0; column <= columns; column += 1) best = Math.min(best, previous[column]!);
  return best;
}
