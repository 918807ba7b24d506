import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, queryRows, testDatabase } from '../../test/helpers.ts';
import type { Database } from '../db/client.ts';
import {
  findWords,
  markAll,
  markedWords,
  PASSAGE_DELIMITER,
  PASSAGE_MAX_WORDS,
  passages,
  queryLexemes,
  type WordedText,
} from './headline.ts';
import type { TextSegment } from './highlight.ts';
import { wordLexemes } from './search-repository.ts';
import { TEST_DOCUMENTS } from './test-documents.ts';

const marked = (segments: TextSegment[]) =>
  segments.filter((segment) => segment.highlight).map((segment) => segment.text);
const text = (segments: TextSegment[]) => segments.map((segment) => segment.text).join('');

/** The words a query of single lexemes marks, with a hand-made lexicon: each word its own lexeme unless listed. */
function marks(text: WordedText, query: string[], lexicon: Record<string, string[]> = {}) {
  return markedWords(
    text,
    { get: (key: string) => lexicon[key] ?? [key] } as ReadonlyMap<string, string[]>,
    new Set(query),
  );
}

describe('finding words', () => {
  it('takes runs of letters and digits, numbers with their decimal point, parts of hyphenated words', () => {
    const { words } = findWords("FHA-insured loans: 3.5% down, $1,000 fee; borrower's «prêt»");
    expect(words.map((word) => word.key)).toEqual([
      'fha',
      'insured',
      'loans',
      '3.5',
      'down',
      '1',
      '000',
      'fee',
      'borrower',
      's',
      'prêt',
    ]);
  });
});

describe('marking a title', () => {
  it('keeps the whole text and marks the matching words', () => {
    const title = findWords('Mortgage rates, points and APR');
    const segments = markAll(title, marks(title, ['rate'], { rates: ['rate'] }));
    expect(text(segments)).toBe('Mortgage rates, points and APR');
    expect(segments).toEqual([
      { text: 'Mortgage ', highlight: false },
      { text: 'rates', highlight: true },
      { text: ', points and APR', highlight: false },
    ]);
  });

  it('keeps what lies between two marked words unmarked', () => {
    const title = findWords('private mortgage insurance');
    const segments = markAll(title, marks(title, ['mortgage', 'insurance']));
    expect(segments).toEqual([
      { text: 'private ', highlight: false },
      { text: 'mortgage', highlight: true },
      { text: ' ', highlight: false },
      { text: 'insurance', highlight: true },
    ]);
  });
});

describe('passages of a page', () => {
  const numbered = (count: number) =>
    findWords(Array.from({ length: count }, (_, index) => `w${index}`).join(' '));

  const passagesFor = (text: WordedText, query: string[]) => passages(text, marks(text, query));

  it('without a match, the first 15 words', () => {
    const segments = passagesFor(numbered(100), ['nothing']);
    expect(text(segments)).toBe(Array.from({ length: 15 }, (_, i) => `w${i}`).join(' '));
  });

  it('a short page whole, with its matches marked', () => {
    expect(passagesFor(findWords('Escrow Escrow'), ['escrow'])).toEqual([
      { text: 'Escrow', highlight: true },
      { text: ' ', highlight: false },
      { text: 'Escrow', highlight: true },
    ]);
  });

  it('at most 35 words around the matches, two passages apart in page order', () => {
    const segments = passagesFor(numbered(300), ['w40', 'w250']);
    expect(marked(segments)).toEqual(['w40', 'w250']);
    const [first, second] = text(segments).split(PASSAGE_DELIMITER);
    expect(first!.split(' ')).toHaveLength(PASSAGE_MAX_WORDS);
    expect(second!.split(' ')).toHaveLength(PASSAGE_MAX_WORDS);
    expect(first).toContain('w40');
    expect(second).toContain('w250');
  });

  it('the densest stretch first, and passages never show a word twice', () => {
    const segments = passagesFor(numbered(200), ['w100', 'w101', 'w102', 'w120', 'w10']);
    const shown = text(segments)
      .split(PASSAGE_DELIMITER)
      .flatMap((passage) => passage.split(' '));
    expect(new Set(shown).size).toBe(shown.length);
    expect(marked(segments)).toEqual(['w10', 'w100', 'w101', 'w102', 'w120']);
  });

  it('never more than two passages', () => {
    const segments = passagesFor(numbered(500), ['w10', 'w200', 'w400']);
    expect(text(segments).split(PASSAGE_DELIMITER)).toHaveLength(2);
  });
});

describe('the lexemes of a query', () => {
  it.each([
    ["'fha'", ['fha']],
    ["'fha' & 'loan'", ['fha', 'loan']],
    ["'mortgag' <-> 'insur'", ['mortgag', 'insur']],
    // ts_headline marks excluded words too.
    ["'rate' & !'apr'", ['rate', 'apr']],
    ["'rate' | 'point' & !( 'discount' <2> 'point' )", ['rate', 'point', 'discount']],
    ["'o''brien'", ["o'brien"]],
    ['', []],
  ])('%s', (tsquery, lexemes) => {
    expect([...queryLexemes(tsquery)].sort()).toEqual([...lexemes].sort());
  });
});

// The same words as PostgreSQL's ts_headline marked: the lexicon and the query come from the
// database, so a word is marked exactly when the database matches it. (Its parser also reads
// markup, URLs and e-mail addresses as tokens of their own: texts with those are left out.)
const HEADLINE_TEXTS = [
  ...TEST_DOCUMENTS.flatMap((document) => [document.title, document.body]).filter(
    (text) => !text.includes('<'),
  ),
  "An FHA-insured loan needs 3.5% down; the borrower's $1,000 fee isn't refundable. Refinancing? Refinanced loans, re-financing and rates' changes: the café's prêt à taux zéro.",
  'Loan-to-value (LTV) is the loan over the value: an 80 percent loan-to-value loan, a loan to value ratio.',
];
const QUERIES = [
  'mortgage insurance',
  'rate',
  'rates points',
  'refinance',
  '"discount point"',
  'rate -apr',
  'fha',
  'insured',
  '3.5',
  '1,000',
  'borrowers fee',
  'café',
  'refinancing or insurance',
  'the and of',
  'fha-insured',
  'loan-to-value',
  '"loan to value"',
  'value -"loan to value"',
  'down payment',
];

describe.each(DATABASE_KINDS)('marks the words ts_headline marks, on %s', (kind) => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await testDatabase(kind));
  }, 60_000);
  afterAll(() => dispose());

  it.each(QUERIES)('%s', async (query) => {
    const [parsed] = await queryRows<{ tsquery: string }>(
      database,
      sql`select websearch_to_tsquery('english', ${query})::text as tsquery`,
    );
    for (const source of HEADLINE_TEXTS) {
      const words = findWords(source);
      const lexicon = new Map(
        (await wordLexemes(database.db, [...new Set(words.words.map((word) => word.key))])).map(
          ({ word, lexemes }) => [word, lexemes === '' ? [] : lexemes.split(' ')],
        ),
      );
      const ours = marked(
        markAll(words, markedWords(words, lexicon, queryLexemes(parsed!.tsquery))),
      );
      const [headline] = await queryRows<{ marked: string }>(
        database,
        sql`select ts_headline('english', ${source}, websearch_to_tsquery('english', ${query}),
          'StartSel=<<, StopSel=>>, HighlightAll=true') as marked`,
      );
      const theirs = [...headline!.marked.matchAll(/<<(.*?)>>/g)].flatMap(([, run]) =>
        findWords(run!).words.map((word) => word.key),
      );
      expect(
        ours.map((word) => word.toLowerCase()),
        source,
      ).toEqual(theirs);
    }
  });
});
