import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { keepZipDigits, ZipCodeSchema } from './zip.ts';

describe('keepZipDigits', () => {
  it.each([
    { input: '', kept: '' },
    { input: '4822', kept: '4822' },
    { input: '48226', kept: '48226' },
    { input: '482261', kept: '48226' },
    { input: '48226-1234', kept: '48226' },
    { input: ' 48 226 ', kept: '48226' },
    { input: 'abcde', kept: '' },
    { input: '4a8b2c2d6e', kept: '48226' },
    { input: '01001', kept: '01001' },
    // Full-width and Arabic-Indic digits are not ASCII digits, so they are dropped.
    { input: '４８２２６', kept: '' },
    { input: '٤٨٢٢٦', kept: '' },
  ])('keeps "$kept" of "$input"', ({ input, kept }) => {
    expect(keepZipDigits(input)).toBe(kept);
  });
});

describe('ZipCodeSchema', () => {
  it.each(['48226', '01001', '99950'])('accepts %j', (zip) => {
    expect(ZipCodeSchema.safeParse(zip)).toEqual({ success: true, data: zip });
  });

  it.each([
    { input: '', message: messages.zip.errorRequired },
    { input: '   ', message: messages.zip.errorRequired },
    { input: undefined, message: messages.zip.errorRequired },
    { input: null, message: messages.zip.errorRequired },
    { input: '4822', message: messages.zip.errorFormat },
    { input: '482261', message: messages.zip.errorFormat },
    { input: 'abcde', message: messages.zip.errorFormat },
    { input: '4822a', message: messages.zip.errorFormat },
    { input: '48 226', message: messages.zip.errorFormat },
    { input: ' 48226', message: messages.zip.errorFormat },
    { input: '48226-1234', message: messages.zip.errorFormat },
    { input: 48226, message: messages.zip.errorFormat },
  ])('rejects $input with "$message" only', ({ input, message }) => {
    const result = ZipCodeSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
