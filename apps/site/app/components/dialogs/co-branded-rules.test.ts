import { describe, expect, it } from 'vitest';
import { opensCoBrandedDialog, partnerOf } from './co-branded-rules.ts';

describe('opensCoBrandedDialog (SPEC §4, §6)', () => {
  it.each([
    ['COO_DEMO_CU', undefined, true],
    ['COO_', undefined, true],
    ['COO_DEMO_CU', 'true', false],
    ['search', undefined, false],
    ['coo_lower', undefined, false],
    ['XCOO_', undefined, false],
    [undefined, undefined, false],
  ])('marker %s with CoopShown %s: %s', (marker, shown, expected) => {
    expect(opensCoBrandedDialog(marker, shown)).toBe(expected);
  });
});

describe('partnerOf', () => {
  const partners = { COO_A: { name: 'A Credit Union' } };

  it('names a known partner and nobody for an unknown marker', () => {
    expect(partnerOf('COO_A', partners)).toEqual({ name: 'A Credit Union' });
    expect(partnerOf('COO_B', partners)).toBeUndefined();
    expect(partnerOf('toString', partners)).toBeUndefined();
  });
});
