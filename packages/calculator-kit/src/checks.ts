// `@lender/calculator-kit/checks`: how a calculator reads a number box, and which of a field's
// messages its text earns, written once instead of in every form's `fieldError`. The messages are
// the calculator's own (@lender/validation's catalogue), so each box says what it always said.
// An entry of its own, pure and free of React: a form module an API route imports can use it.
import { parseDollars } from './money.ts';

/** How a number box is read: each calculator keeps the format it has always taken. */
export interface NumberFormat {
  /** A leading minus sign is read, so `-1` gets the range's message rather than the format's. */
  negative?: boolean;
  /** Commas are dropped as thousands separators (`1,200`); `false`: a comma is a format error. */
  commas?: boolean;
}

/**
 * A plain number as typed (`6.5`, ` 6.5 % `, `.5`, `1,200`): undefined when empty, NaN when it is
 * not one (letters, a `$`, two points, an exponent; a minus sign unless `negative`).
 */
export function parseNumber(text: string, format: NumberFormat = {}): number | undefined {
  const cleaned = text.replace(format.commas === false ? /[\s%]/g : /[\s,%]/g, '');
  if (cleaned === '') return undefined;
  // Digits with an optional decimal part, or a decimal part alone: the same texts as
  // `\d*\.?\d+`, written so no two branches can match the same digits (no backtracking on a
  // long run of them, whatever a link or a query sends).
  const plain = format.negative ? /^-?(?:\d+(?:\.\d+)?|\.\d+)$/ : /^(?:\d+(?:\.\d+)?|\.\d+)$/;
  return plain.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/**
 * The catalogue's messages of a field. `errorRequired` is for an empty box that is not optional;
 * a field without one (the down payment percent) says `errorFormat` instead.
 */
interface FieldMessages {
  readonly errorRequired?: string;
  readonly errorFormat: string;
}

/** Whether an empty box is fine, or which message it earns. */
interface Presence {
  /** An empty box is fine (an extra payment, a second mortgage). */
  optional?: boolean;
}

const emptyError = (messages: FieldMessages, rule: Presence) =>
  rule.optional ? undefined : (messages.errorRequired ?? messages.errorFormat);

export interface AmountMessages extends FieldMessages {
  /** For 0 when the amount must be `positive`. */
  readonly errorMin?: string;
  readonly errorMax: string;
}

export interface AmountRule extends Presence {
  /** 0 is refused with `errorMin` (a price, a loan: nothing to work out without one). */
  positive?: boolean;
  /** The most it may be, dollars (`errorMax` above it). */
  max?: number;
  /**
   * What it must stay below (`errorMax` from it up): a down payment under the price. Undefined or
   * NaN (the price not an amount yet) checks nothing.
   */
  below?: number | undefined;
}

/** The message for a dollar box (read by `parseDollars`: `$350,000`, `85000.50`), or undefined. */
export function amountError(
  text: string,
  messages: AmountMessages,
  rule: AmountRule,
): string | undefined {
  const amount = parseDollars(text);
  if (amount === undefined) return emptyError(messages, rule);
  if (Number.isNaN(amount)) return messages.errorFormat;
  if (rule.positive && amount <= 0) return messages.errorMin;
  if (rule.max !== undefined && amount > rule.max) return messages.errorMax;
  return rule.below !== undefined && amount >= rule.below ? messages.errorMax : undefined;
}

export interface NumberMessages extends FieldMessages {
  readonly errorRange: string;
}

export interface NumberRule extends Presence, NumberFormat {
  /** The least and the most it may be (`errorRange` outside them). */
  min?: number;
  max?: number;
  /** What it must stay below (`errorRange` from it up): a percent of a price under 100. */
  below?: number;
  /** Only a whole number (a count of years or payments): `2.5` is `errorFormat`. */
  whole?: boolean;
}

/** The message for a number box (a rate, a percent, a count), or undefined. */
export function numberError(
  text: string,
  messages: NumberMessages,
  rule: NumberRule,
): string | undefined {
  const value = parseNumber(text, rule);
  if (value === undefined) return emptyError(messages, rule);
  if (Number.isNaN(value) || (rule.whole && !Number.isInteger(value))) return messages.errorFormat;
  const outside =
    (rule.min !== undefined && value < rule.min) ||
    (rule.max !== undefined && value > rule.max) ||
    (rule.below !== undefined && value >= rule.below);
  return outside ? messages.errorRange : undefined;
}
