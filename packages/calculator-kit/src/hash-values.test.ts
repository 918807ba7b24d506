import { describe, expect, it } from 'vitest';
import { hashHasValues, hashOfValues, valuesFromHash } from './hash-form.ts';

const DEFAULTS = { balance: '300000', rate: '7.5' };

describe('a whole form in the hash', () => {
  it("reads the form's own keys and leaves the others out", () => {
    expect(valuesFromHash('#balance=250000&zip=48226', DEFAULTS)).toEqual({ balance: '250000' });
    expect(valuesFromHash('rate=6.25&balance=1', DEFAULTS)).toEqual({ rate: '6.25', balance: '1' });
    expect(valuesFromHash('', DEFAULTS)).toEqual({});
  });

  it('refuses a value longer than any of our links writes', () => {
    expect(valuesFromHash(`#balance=${'9'.repeat(21)}&rate=6`, DEFAULTS)).toEqual({ rate: '6' });
    expect(valuesFromHash(`#balance=${'9'.repeat(20)}`, DEFAULTS)).toEqual({
      balance: '9'.repeat(20),
    });
  });

  it("writes the form's values and keeps the wizard's parameters", () => {
    expect(hashOfValues('#zip=48226&rate=9', { balance: '250000', rate: '6.5' })).toBe(
      '#zip=48226&rate=6.5&balance=250000',
    );
    expect(hashOfValues('', DEFAULTS)).toBe('#balance=300000&rate=7.5');
  });

  it('knows a shared link by any one of the form’s keys', () => {
    expect(hashHasValues('#rate=6', DEFAULTS)).toBe(true);
    expect(hashHasValues('#zip=48226&creditScore=700', DEFAULTS)).toBe(false);
    expect(hashHasValues('', DEFAULTS)).toBe(false);
  });

  it('reads back what it writes', () => {
    const values = { balance: '123456', rate: '6.875' };
    expect(valuesFromHash(hashOfValues('#zip=1', values), DEFAULTS)).toEqual(values);
  });
});
