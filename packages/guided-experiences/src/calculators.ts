// The pages the wizard's result cards (SPEC §4) and the calculator finder point at. The calculators
// come from @lender/calculator-kit's registry, one entry each, which gives their card name, path,
// title and purpose; Rent Rewards is a program, not a calculator, so it is added here.
import { CALCULATOR_REGISTRY, type CalculatorEntry } from '@lender/calculator-kit/registry';

/** The SPEC §4 card names, in the order the calculator finder lists them. */
export const CALCULATOR_NAMES = [
  'Mortgage',
  'HomeAffordability',
  'DownPayment',
  'RentVsBuy',
  'Refinance',
  'HomeEquity',
  'MortgagePayoff',
  'Amortization',
  'RentRewards',
] as const;

/** One of the SPEC §4 card names. */
export type CalculatorName = (typeof CALCULATOR_NAMES)[number];

/** A calculator page (or the rent rewards page) as a card shows it. */
export interface CalculatorInfo<Name extends string = CalculatorName> {
  name: Name;
  /** Site path of the page, without hash or query. */
  path: string;
  /** Card heading. */
  title: string;
  /** One line under the heading: what the page helps a visitor work out. */
  purpose: string;
}

/** The Rent Rewards program's card: the wizard suggests it beside calculators. */
export const RENT_REWARDS_CARD: CalculatorInfo<'RentRewards'> = {
  name: 'RentRewards',
  path: '/rent-rewards',
  title: 'Rent Rewards',
  purpose: 'Turn the rent you pay on time into rewards toward buying your first home.',
};

/**
 * A card for every registered calculator page with a card name, in registry order, then Rent
 * Rewards: what the wizard can suggest.
 */
export function calculatorCards(
  registry: readonly CalculatorEntry[] = CALCULATOR_REGISTRY,
): CalculatorInfo<string>[] {
  const cards = registry.flatMap((entry) =>
    entry.cardName === undefined || entry.path === undefined
      ? []
      : [{ name: entry.cardName, path: entry.path, title: entry.name, purpose: entry.purpose }],
  );
  return [...cards, RENT_REWARDS_CARD];
}

/** The cards by SPEC §4 name; a name the registry lacks is a mistake found at start-up. */
function cardsByName(cards: readonly CalculatorInfo<string>[]) {
  const byName = new Map(cards.map((card) => [card.name, card]));
  return Object.fromEntries(
    CALCULATOR_NAMES.map((name) => {
      const card = byName.get(name);
      if (!card) throw new Error(`No calculator in the registry has the card name ${name}`);
      return [name, { ...card, name }];
    }),
  ) as Record<CalculatorName, CalculatorInfo>;
}

/** Every page the wizard suggests, by name: path, card title and one-line purpose. */
export const CALCULATORS: Readonly<Record<CalculatorName, CalculatorInfo>> =
  cardsByName(calculatorCards());

/** What a calculator page may be opened with, read from its URL hash (SPEC §4). */
export interface CalculatorHashParameters {
  /** A 5-digit ZIP code. */
  zip?: string;
  /** A credit score the calculators understand (see the wizard's credit options). */
  creditScore?: number;
}

/**
 * The link to a calculator page carrying `zip` and `creditScore` as hash parameters (SPEC §4),
 * e.g. `/calculators/mortgage#zip=48226&creditScore=720`; without parameters, the bare path.
 */
export function calculatorHref(
  name: CalculatorName,
  { zip, creditScore }: CalculatorHashParameters = {},
): string {
  const hash = new URLSearchParams();
  if (zip !== undefined && zip !== '') hash.set('zip', zip);
  if (creditScore !== undefined) hash.set('creditScore', String(creditScore));
  const text = hash.toString();
  return text === '' ? CALCULATORS[name].path : `${CALCULATORS[name].path}#${text}`;
}
