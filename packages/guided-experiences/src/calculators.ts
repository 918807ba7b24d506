// The calculator pages the site links to, once for the whole team: the calculators hub lists them
// and the wizard's result cards (SPEC §4) point at them. The names are the SPEC §4 card names;
// the paths are fixed team-wide, so a page moving means changing this file and nothing else.

/** The SPEC §4 card names, in the order the calculators hub lists them. */
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
export interface CalculatorInfo {
  name: CalculatorName;
  /** Site path of the page, without hash or query. */
  path: string;
  /** Card heading. */
  title: string;
  /** One line under the heading: what the page helps a visitor work out. */
  purpose: string;
}

/** Every calculator page by name: path, card title and one-line purpose. */
export const CALCULATORS: Readonly<Record<CalculatorName, CalculatorInfo>> = {
  Mortgage: {
    name: 'Mortgage',
    path: '/calculators/mortgage',
    title: 'Mortgage calculator',
    purpose: 'See your monthly payment with taxes, insurance and mortgage insurance.',
  },
  HomeAffordability: {
    name: 'HomeAffordability',
    path: '/calculators/affordability',
    title: 'Home affordability calculator',
    purpose: 'Find a home price that fits your income, debts and savings.',
  },
  DownPayment: {
    name: 'DownPayment',
    path: '/calculators/down-payment',
    title: 'Down payment calculator',
    purpose: 'See how the amount you put down changes your loan, payment and mortgage insurance.',
  },
  RentVsBuy: {
    name: 'RentVsBuy',
    path: '/calculators/rent-vs-buy',
    title: 'Rent vs. buy calculator',
    purpose: 'Compare the cost of renting with buying over the years you plan to stay.',
  },
  Refinance: {
    name: 'Refinance',
    path: '/calculators/refinance',
    title: 'Refinance calculator',
    purpose: 'See whether a new rate could lower your monthly payment, and when it pays off.',
  },
  HomeEquity: {
    name: 'HomeEquity',
    path: '/calculators/home-equity',
    title: 'Home equity calculator',
    purpose: "Estimate how much of your home's equity you may be able to borrow.",
  },
  MortgagePayoff: {
    name: 'MortgagePayoff',
    path: '/calculators/mortgage-payoff',
    title: 'Mortgage payoff calculator',
    purpose: 'See how extra payments could pay off your loan sooner and save interest.',
  },
  Amortization: {
    name: 'Amortization',
    path: '/calculators/amortization',
    title: 'Amortization calculator',
    purpose: 'See how each payment splits between principal and interest over your loan.',
  },
  RentRewards: {
    name: 'RentRewards',
    path: '/rent-rewards',
    title: 'Rent Rewards',
    purpose: 'Turn the rent you pay on time into rewards toward buying your first home.',
  },
};

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
