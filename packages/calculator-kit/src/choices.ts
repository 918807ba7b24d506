// `@lender/calculator-kit/choices`: the answers calculators offer for the same question, in one
// place so every calculator asks it the same way. Pure data, for forms and for their tests.

/** The loan terms a calculator offers, years, longest first. */
export const TERM_OPTIONS = [
  { value: '30', label: '30 years' },
  { value: '20', label: '20 years' },
  { value: '15', label: '15 years' },
  { value: '10', label: '10 years' },
] as const;

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
