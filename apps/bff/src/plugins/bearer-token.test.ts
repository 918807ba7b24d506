import { describe, expect, it } from 'vitest';
import { tokensMatch } from './bearer-token.ts';

describe('tokensMatch', () => {
  const token = 'operator-token-0123456789-abcdefghij';
  it.each([
    [token, true],
    [`${token}x`, false],
    [token.slice(0, -1), false],
    ['', false],
    [token.toUpperCase(), false],
  ])('%j → %s', (given, expected) => {
    expect(tokensMatch(given, token)).toBe(expected);
  });
});
