// The home equity calculator's state in the URL hash (`#homeValue=450000&firstMortgage=250000…`):
// a shared link reproduces the same figures, and the mini widget links here with its inputs.
// Its own entry (`@lender/calculator-home-equity/hash`), so the mini widget's bundle carries
// these few lines, not the calculator.

/** The hash parameters, one per form field, in the order they are written. */
export const HOME_EQUITY_HASH_FIELDS = [
  'homeValue',
  'firstMortgage',
  'secondMortgage',
  'maxCltv',
  'borrow',
  'helocRate',
  'loanRate',
  'loanTermYears',
] as const;

export type HomeEquityHashField = (typeof HOME_EQUITY_HASH_FIELDS)[number];

/** The values a choice may take; anything else in a hash is ignored. */
const CHOICES: Partial<Record<HomeEquityHashField, readonly string[]>> = {
  maxCltv: ['80', '85', '90'],
  loanTermYears: ['5', '10', '15', '20', '30'],
};

/** Where the full calculator lives on the lender's site. */
export const HOME_EQUITY_PAGE_PATH = '/calculators/home-equity';

/** Text a hash value may hold: digits, one point, and the `$`, `,`, `%` a visitor may type. */
const VALUE = /^[\d.,$%\s]{0,20}$/;

/**
 * The form values a hash names (`#homeValue=…`, with or without `#`). Only known fields, known
 * choices and amount-like text are taken, so a crafted link can fill in numbers, nothing else.
 */
export function homeEquityValuesFromHash(
  hash: string,
): Partial<Record<HomeEquityHashField, string>> {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const values: Partial<Record<HomeEquityHashField, string>> = {};
  for (const field of HOME_EQUITY_HASH_FIELDS) {
    const value = params.get(field);
    if (value === null || !VALUE.test(value)) continue;
    const choices = CHOICES[field];
    if (choices && !choices.includes(value)) continue;
    values[field] = value.trim();
  }
  return values;
}

/** The hash for form values (`#homeValue=450000&…`); empty fields are left out. */
export function homeEquityHash(values: Partial<Record<HomeEquityHashField, string>>): string {
  const params = new URLSearchParams();
  for (const field of HOME_EQUITY_HASH_FIELDS) {
    const value = values[field]?.replace(/[\s$,%]/g, '');
    if (value) params.set(field, value);
  }
  const text = params.toString();
  return text === '' ? '' : `#${text}`;
}
