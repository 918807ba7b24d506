import { formatPhoneAsTyped, formatScreenShareCode } from '@lender/validation';
import { describe, expect, it } from 'vitest';
import { caretAfterFormat } from './digit-input.ts';

describe('caretAfterFormat', () => {
  it.each([
    // Typing at the end stays at the end.
    ['3135550', 7, formatPhoneAsTyped, '(313) 555-0'.length],
    ['1234', 4, formatScreenShareCode, 5],
    // A digit typed in the middle: the caret follows that digit.
    ['(313) 5955-0100', 7, formatPhoneAsTyped, 7],
    ['12-34', 1, formatScreenShareCode, 1],
    // A hyphen deleted: the caret stays after the third digit.
    ['123456', 3, formatScreenShareCode, 3],
    ['x', 0, formatScreenShareCode, 0],
  ])('%j with the caret at %i', (raw, caret, format, expected) => {
    expect(caretAfterFormat(raw, caret, format(raw))).toBe(expected);
  });
});
