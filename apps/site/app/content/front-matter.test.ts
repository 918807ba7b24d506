import { describe, expect, it } from 'vitest';
import { FrontMatterError, parseFrontMatter } from './front-matter.ts';

const parse = (source: string) => parseFrontMatter(source, 'example.md');

describe('parseFrontMatter', () => {
  it('reads quoted strings, numbers, string lists, lists of mappings and the body', () => {
    const { data, body } = parse(
      [
        '---',
        'title: "Buying: a \\"guide\\""',
        'readingMinutes: 5',
        'ratio: 1.5',
        'keywords: ["first home", "closing"]',
        'faq:',
        '  - q: "What is PMI?"',
        '    a: "Insurance that protects the lender."',
        '',
        '  - q: "Can I cancel it?"',
        '    a: "Yes, at 80%."',
        'updated: "2026-11-12"',
        '---',
        '',
        'Body text.',
      ].join('\n'),
    );
    expect(data).toEqual({
      title: 'Buying: a "guide"',
      readingMinutes: 5,
      ratio: 1.5,
      keywords: ['first home', 'closing'],
      faq: [
        { q: 'What is PMI?', a: 'Insurance that protects the lender.' },
        { q: 'Can I cancel it?', a: 'Yes, at 80%.' },
      ],
      updated: '2026-11-12',
    });
    expect(body).toBe('\nBody text.');
  });

  it('accepts Windows line endings, a byte order mark and an empty list', () => {
    const { data, body } = parse('\uFEFF---\r\ntitle: "T"\r\nkeywords: []\r\n---\r\nBody');
    expect(data).toEqual({ title: 'T', keywords: [] });
    expect(body).toBe('Body');
  });

  it('keeps a "---" inside the body as body text', () => {
    expect(parse('---\ntitle: "T"\n---\nOne\n\n---\n\nTwo').body).toBe('One\n\n---\n\nTwo');
  });

  it.each([
    [
      'no opening fence',
      'title: "T"\n---\n',
      'example.md:1: the file must start with a "---" line',
    ],
    ['no closing fence', '---\ntitle: "T"\nBody', 'example.md:1: the front matter has no closing'],
    [
      'an unquoted string',
      '---\ntitle: Buying\n---\n',
      'example.md:2: put the value in double quotes',
    ],
    [
      'a broken escape',
      '---\ntitle: "a \\q"\n---\n',
      'example.md:2: the quoted value is malformed',
    ],
    [
      'an unclosed quote',
      '---\ntitle: "open\n---\n',
      'example.md:2: put the value in double quotes',
    ],
    ['a list of numbers', '---\nkeywords: [1, 2]\n---\n', 'example.md:2: a list may hold only'],
    [
      'a YAML-style flow list',
      "---\nkeywords: ['a']\n---\n",
      'example.md:2: a list must be written',
    ],
    [
      'a duplicated key',
      '---\ntitle: "A"\ntitle: "B"\n---\n',
      'example.md:3: "title" appears twice',
    ],
    [
      'a stray list item',
      '---\ntitle: "A"\n  - q: "Q"\n---\n',
      'example.md:3: a list item must follow',
    ],
    [
      'an item continued before it starts',
      '---\nfaq:\n    a: "A"\n---\n',
      'example.md:3: a list item must start',
    ],
    [
      'a key repeated in one item',
      '---\nfaq:\n  - q: "Q"\n    q: "R"\n---\n',
      'example.md:4: "q" appears twice',
    ],
    [
      'a list key with no items',
      '---\nfaq:\ntitle: "T"\n---\n',
      'example.md:2: "faq" has no value',
    ],
    ['a list key at the end with no items', '---\nfaq:\n---\n', 'example.md:2: "faq" has no value'],
    ['a tab-indented line', '---\n\ttitle: "T"\n---\n', 'example.md:2: expected "key: value"'],
    [
      'a plain scalar list item',
      '---\nfaq:\n  - "Q"\n---\n',
      'example.md:3: expected "key: value"',
    ],
  ])('fails loudly, naming the file and line, on %s', (_name, source, message) => {
    expect(() => parse(source)).toThrow(FrontMatterError);
    expect(() => parse(source)).toThrow(message);
  });
});
