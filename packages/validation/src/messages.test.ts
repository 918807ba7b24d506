import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { mortgageMessages } from './mortgage-messages.ts';

/** Every [key path, text] in the catalogue, however deep. */
function entries(node: object, path: string[] = []): [string, string][] {
  return Object.entries(node).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string'
      ? [[[...path, key].join('.'), value]]
      : entries(value as object, [...path, key]),
  );
}

describe('messages', () => {
  const all = entries({ ...messages, mortgage: mortgageMessages });

  it('has messages to check', () => {
    expect(all.length).toBeGreaterThan(0);
  });

  // GOV.UK error message guidance: say what to do, in plain words, without blame or filler.
  describe.each(all)('%s', (_key, text) => {
    it.each([
      { rule: 'no "please"', pattern: /please/i },
      { rule: 'no "invalid" or "valid"', pattern: /\b(in)?valid\b/i },
      { rule: 'no "This field is required"', pattern: /this field is required/i },
      { rule: 'no "error" wording', pattern: /\berror\b/i },
      { rule: 'no full stop at the end', pattern: /\.$/ },
      { rule: 'no exclamation mark', pattern: /!/ },
    ])('$rule', ({ pattern }) => {
      expect(text).not.toMatch(pattern);
    });

    it('starts with a capital letter', () => {
      expect(text).toMatch(/^[A-Z]/);
    });
  });
});
