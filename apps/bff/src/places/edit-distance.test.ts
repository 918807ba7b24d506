import { describe, expect, test } from 'vitest';
import { prefixEditDistance } from './edit-distance.ts';

describe('prefix edit distance', () => {
  test.each([
    ['chicago', 'chicago', 0],
    ['chic', 'chicago', 0], // a prefix costs nothing
    ['chicgo', 'chicago', 1], // a missing letter
    ['detriot', 'detroit', 1], // two letters swapped
    ['detrot', 'detroit', 1],
    ['xhicago', 'chicago', 1], // a wrong first letter
    ['san fransisco', 'san francisco', 1],
    ['boston', 'austin', 3],
  ])('%s → %s: %d', (query, name, expected) => {
    expect(prefixEditDistance(query, name, 3)).toBe(expected);
  });

  test('stops at max + 1', () => {
    expect(prefixEditDistance('zzzzzz', 'chicago', 2)).toBe(3);
    expect(prefixEditDistance('abc', '', 1)).toBe(2);
  });
});
