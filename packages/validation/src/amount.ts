import { z } from 'zod';

/** The messages an amount field needs; the field's catalogue entry provides them. */
export interface AmountMessages {
  errorRequired?: string;
  errorFormat: string;
  errorMin: string;
  errorMax: string;
}

/** "Enter …" when nothing was sent, the format message for a wrong type, NaN or Infinity. */
function missingOrMalformed(fieldMessages: { errorRequired?: string; errorFormat: string }) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null
      ? (fieldMessages.errorRequired ?? fieldMessages.errorFormat)
      : fieldMessages.errorFormat;
}

/** Digits with optional cents, after commas, dollar signs and spaces are stripped (SPEC §3). */
const AMOUNT_TEXT = /^\d+(\.\d{1,2})?$/;

/**
 * A dollar amount typed by a visitor or sent by a client: a JSON number or a string such as
 * "85,000" or "$1,250.50". Commas, "$" and spaces are ignored; the result is a number of
 * dollars with at most 2 decimals, from `min` to `max`. Absurd input (1e308, "12abc", "-5")
 * gets a message, never an exception.
 */
export function amountSchema(
  fieldMessages: AmountMessages,
  { min = 0, max, minExclusive = false }: { min?: number; max: number; minExclusive?: boolean },
) {
  return z
    .union([z.number(), z.string()], { error: missingOrMalformed(fieldMessages) })
    .transform((value, context) => {
      const text = typeof value === 'number' ? String(value) : value.replace(/[,$\s]/g, '');
      if (text === '') {
        context.addIssue({
          code: 'custom',
          message: fieldMessages.errorRequired ?? fieldMessages.errorFormat,
        });
        return z.NEVER;
      }
      if (/^-\d/.test(text)) {
        context.addIssue({ code: 'custom', message: fieldMessages.errorMin });
        return z.NEVER;
      }
      const amount = Number(text);
      if (typeof value === 'number' ? !Number.isFinite(value) : !AMOUNT_TEXT.test(text)) {
        context.addIssue({ code: 'custom', message: fieldMessages.errorFormat });
        return z.NEVER;
      }
      if (amount > max) {
        context.addIssue({ code: 'custom', message: fieldMessages.errorMax });
        return z.NEVER;
      }
      if (minExclusive ? amount <= min : amount < min) {
        context.addIssue({ code: 'custom', message: fieldMessages.errorMin });
        return z.NEVER;
      }
      // Whole cents: a JSON number like 10.005 is rounded, not refused.
      return Math.round(amount * 100) / 100;
    });
}

/** A number in a range (rates, ratios, scores), from a JSON number or a query-string text. */
export function numberSchema(
  fieldMessages: { errorRequired?: string; errorFormat: string; errorRange: string },
  { min, max, integer = false }: { min: number; max: number; integer?: boolean },
) {
  return z
    .union([z.number(), z.string()], { error: missingOrMalformed(fieldMessages) })
    .transform((value, context) => {
      const text = typeof value === 'number' ? String(value) : value.trim();
      if (text === '') {
        context.addIssue({
          code: 'custom',
          message: fieldMessages.errorRequired ?? fieldMessages.errorFormat,
        });
        return z.NEVER;
      }
      const number = Number(text);
      const pattern = integer ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/;
      if (!Number.isFinite(number) || (typeof value === 'string' && !pattern.test(text))) {
        context.addIssue({ code: 'custom', message: fieldMessages.errorFormat });
        return z.NEVER;
      }
      if (integer && !Number.isInteger(number)) {
        context.addIssue({ code: 'custom', message: fieldMessages.errorFormat });
        return z.NEVER;
      }
      if (number < min || number > max) {
        context.addIssue({ code: 'custom', message: fieldMessages.errorRange });
        return z.NEVER;
      }
      return number;
    });
}
