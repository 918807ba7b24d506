// The mortgage calculator's state in the URL hash (`#price=400000&down=80000&rate=6.5&term=30`),
// so a shared link gives the same payment, and the mini widgets link here with their inputs.
// The wizard's cards link with `zip` and `creditScore` (SPEC §4), read here too.
import { hashParams } from '@lender/calculator-kit';
import { rentVsBuyCreditScoreFromHash } from '@lender/mortgage-math';
import { choiceValues } from '@lender/calculator-kit/choices';
import { CREDIT_SCORE_OPTIONS, TERM_OPTIONS, withAmount, type MortgageValues } from './form.ts';

/** Each carried field's name in the hash (the down payment percent follows from the amount). */
const HASH_NAMES = {
  homePrice: 'price',
  downPayment: 'down',
  interestRate: 'rate',
  termYears: 'term',
  zip: 'zip',
  propertyTax: 'tax',
  homeInsurance: 'insurance',
  hoa: 'hoa',
  creditScore: 'credit',
  pmiRate: 'pmi',
} as const satisfies Partial<Record<keyof MortgageValues, string>>;

type HashField = keyof typeof HASH_NAMES;

/** Where the full calculator lives on the lender's site. */
export const MORTGAGE_CALCULATOR_PATH = '/calculators/mortgage';

/** `#price=…&down=…`: the fields given, empty ones left out, in a fixed order. */
export function mortgageHash(values: Partial<MortgageValues>): string {
  const params = new URLSearchParams();
  for (const [field, name] of Object.entries(HASH_NAMES) as [HashField, string][]) {
    const value = values[field]?.trim();
    if (value) params.set(name, value);
  }
  const text = params.toString();
  return text === '' ? '' : `#${text}`;
}

/** The full calculator's address with these inputs: `{base}/calculators/mortgage#price=…`. */
export function mortgageCalculatorUrl(values: Partial<MortgageValues>, base = ''): string {
  return `${base.replace(/\/+$/, '')}${MORTGAGE_CALCULATOR_PATH}${mortgageHash(values)}`;
}

// A hash is anyone's text: only short runs of the characters an amount, a rate or a ZIP code
// is typed with get into a box, where the form's checks judge them as if typed.
const PLAUSIBLE = /^[\d$,.%\s]{1,16}$/;

/**
 * The values a hash gives, on top of `base`; `carried` says whether it named any field.
 * Unknown names, implausible text and choices not on offer are ignored.
 */
export function valuesFromHash(
  hash: string,
  base: MortgageValues,
): { values: MortgageValues; carried: boolean } {
  const params = hashParams(hash);
  let values = { ...base };
  let carried = false;
  for (const [field, name] of Object.entries(HASH_NAMES) as [HashField, string][]) {
    const text = params.get(name);
    if (text === null || !PLAUSIBLE.test(text)) continue;
    if (field === 'termYears' && !choiceValues(TERM_OPTIONS).includes(text)) continue;
    if (field === 'creditScore' && !choiceValues(CREDIT_SCORE_OPTIONS).includes(text)) continue;
    values[field] = text.trim();
    carried = true;
  }
  // The wizard's card link: creditScore=619/659/719/720/580 mapped to the tiers (SPEC §2, §4).
  if (!params.has('credit')) {
    const tier = rentVsBuyCreditScoreFromHash(params.get('creditScore'));
    if (tier !== undefined) values.creditScore = String(tier);
  }
  // The percent follows the amount carried (or the price carried, with the base amount).
  values = withAmount(values, values.downPayment);
  return { values, carried };
}
