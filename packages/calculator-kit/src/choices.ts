// `@lender/calculator-kit/choices`: the answers calculators offer for the same question, in one
// place so every calculator asks it the same way. Pure, for forms and for their tests.

/** Loan terms as choices (`{ value: '30', label: '30 years' }`), in the order given. */
export function termOptions(years: readonly number[]): readonly { value: string; label: string }[] {
  return years.map((count) => ({ value: String(count), label: `${count} years` }));
}

/** The loan terms a calculator offers, years, longest first. */
export const TERM_OPTIONS = termOptions([30, 20, 15, 10]);

/**
 * Credit bands by their lowest score: the mortgage insurance rate card's tiers (SPEC §9), which
 * price PMI below 20 % down.
 */
export const CREDIT_SCORE_OPTIONS = [
  { value: '720', label: '720 or higher' },
  { value: '660', label: '660 to 719' },
  { value: '620', label: '620 to 659' },
  { value: '580', label: '580 to 619' },
] as const;

/** The same bands and FHA's 500 to 579, for a calculator that also offers an FHA loan. */
export const CREDIT_SCORE_OPTIONS_WITH_FHA = [
  ...CREDIT_SCORE_OPTIONS,
  { value: '500', label: '500 to 579' },
] as const;

/** The values of a list of choices, for checking a value read from the URL hash. */
export function choiceValues(options: readonly { value: string }[]): string[] {
  return options.map((option) => option.value);
}
