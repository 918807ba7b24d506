// Every calculator once: its id, name, page, words for cards and search, package and bundle. The
// site (hub, site map, search, structured data, routes, bundle build) and the wizard's cards read
// this list, so a calculator is added, renamed or moved here and nowhere else. Pure data: the
// site map ships it in every page's JavaScript, so the long page words stay with the site.

/** Where the calculators hub lists a page: buying a home, or owning and refinancing one. */
export type CalculatorHubSection = 'buying' | 'owning';

interface CalculatorBase {
  /** Its name in the calculators manifest, the bundle build and learning-center front matter. */
  readonly id: string;
  /** The page title (or the widget's name): one spelling everywhere it shows. */
  readonly name: string;
  /** Meta description and site search summary. */
  readonly description: string;
  /** One line on a card: what it helps a visitor work out. */
  readonly purpose: string;
  /** The package its bundle is built from. */
  readonly package: `@lender/calculator-${string}`;
  /** Its bundle's name in the calculators manifest (the id). */
  readonly bundle: string;
  /** The wizard's SPEC §4 card name (`RentVsBuy`), when the wizard suggests it. */
  readonly cardName?: string;
}

/** A calculator with a page of its own, listed on the hub. */
export interface CalculatorPageEntry extends CalculatorBase {
  /** Site path of its page, without hash or query. */
  readonly path: string;
  readonly hubSection: CalculatorHubSection;
}

/** A small calculator other pages carry (a learning-center article, the home page): no page. */
export interface CalculatorWidgetEntry extends CalculatorBase {
  readonly path?: undefined;
  readonly hubSection?: undefined;
}

export type CalculatorEntry = CalculatorPageEntry | CalculatorWidgetEntry;

// Literal types kept for the ids and for calculatorById; CALCULATOR_REGISTRY widens them below.
const ENTRIES = [
  {
    id: 'mortgage',
    name: 'Mortgage calculator',
    path: '/calculators/mortgage',
    description:
      'See your monthly mortgage payment with property tax, homeowners insurance, mortgage insurance and HOA dues, and what each part costs.',
    purpose: 'See your monthly payment with taxes, insurance and mortgage insurance.',
    package: '@lender/calculator-mortgage',
    bundle: 'mortgage',
    cardName: 'Mortgage',
    hubSection: 'buying',
  },
  {
    id: 'affordability',
    name: 'Home affordability calculator',
    path: '/calculators/affordability',
    description:
      'Find the home price your income, savings and debts support, with the monthly payment, cash to close and your prequalified rate.',
    purpose: 'Find a home price that fits your income, debts and savings.',
    package: '@lender/calculator-affordability',
    bundle: 'affordability',
    cardName: 'HomeAffordability',
    hubSection: 'buying',
  },
  {
    id: 'down-payment',
    name: 'Down payment calculator',
    path: '/calculators/down-payment',
    description:
      'Compare 3%, 5%, 10% and 20% down, and your own amount, side by side: the loan, mortgage insurance, monthly payment and cash to close.',
    purpose: 'See how the amount you put down changes your loan, payment and mortgage insurance.',
    package: '@lender/calculator-down-payment',
    bundle: 'down-payment',
    cardName: 'DownPayment',
    hubSection: 'buying',
  },
  {
    id: 'rent-vs-buy',
    // AP style: "vs." with its period.
    name: 'Rent vs. buy calculator',
    path: '/calculators/rent-vs-buy',
    description:
      'Compare the total cost of renting and buying year by year, and see after how many years buying becomes the cheaper choice.',
    purpose: 'Compare the cost of renting with buying over the years you plan to stay.',
    package: '@lender/calculator-rent-vs-buy',
    bundle: 'rent-vs-buy',
    cardName: 'RentVsBuy',
    hubSection: 'buying',
  },
  {
    id: 'refinance',
    name: 'Refinance calculator',
    path: '/calculators/refinance',
    description:
      'See whether a new rate could lower your monthly mortgage payment, when the savings pay back the closing costs, and what refinancing does to the interest you pay.',
    purpose: 'See whether a new rate could lower your monthly payment, and when it pays off.',
    package: '@lender/calculator-refinance',
    bundle: 'refinance',
    cardName: 'Refinance',
    hubSection: 'owning',
  },
  {
    id: 'shorter-term-refinance',
    name: 'Shorter term refinance calculator',
    path: '/calculators/shorter-term-refinance',
    description:
      'Compare your mortgage with 10-, 15- and 20-year loans side by side: the change in your monthly payment, the interest you save and how much sooner you are debt-free.',
    purpose:
      'Compare 10-, 15- and 20-year loans with yours: the payment change and the interest saved.',
    package: '@lender/calculator-shorter-term-refinance',
    bundle: 'shorter-term-refinance',
    hubSection: 'owning',
  },
  {
    id: 'mortgage-payoff',
    name: 'Mortgage payoff calculator',
    path: '/calculators/mortgage-payoff',
    description:
      'See when extra payments would pay off your mortgage and how much interest they save, or the extra payment you need to be mortgage-free by a date.',
    purpose: 'See how extra payments could pay off your loan sooner and save interest.',
    package: '@lender/calculator-mortgage-payoff',
    bundle: 'mortgage-payoff',
    cardName: 'MortgagePayoff',
    hubSection: 'owning',
  },
  {
    id: 'amortization',
    name: 'Amortization calculator',
    path: '/calculators/amortization',
    description:
      'See every payment of your mortgage split into principal and interest, month by month and year by year, what extra payments save, and download the schedule.',
    purpose: 'See how each payment splits between principal and interest over your loan.',
    package: '@lender/calculator-amortization',
    bundle: 'amortization',
    cardName: 'Amortization',
    hubSection: 'owning',
  },
  {
    id: 'home-equity',
    name: 'Home equity calculator',
    path: '/calculators/home-equity',
    description:
      'See how much equity you have, how much a lender could let you borrow against it, and what a HELOC or a home equity loan would cost each month.',
    purpose: "Estimate how much of your home's equity you may be able to borrow.",
    package: '@lender/calculator-home-equity',
    bundle: 'home-equity',
    cardName: 'HomeEquity',
    hubSection: 'owning',
  },
  {
    id: 'mini-mortgage',
    name: 'Mini mortgage calculator',
    description: 'A monthly payment estimate beside the learning center’s articles on buying.',
    purpose: 'Estimate a monthly payment.',
    package: '@lender/calculator-mini-mortgage',
    bundle: 'mini-mortgage',
  },
  {
    id: 'mini-home-equity',
    name: 'Mini home equity calculator',
    description: 'Your equity and what you could borrow, beside the articles on home equity.',
    purpose: 'See your equity and what you could borrow.',
    package: '@lender/calculator-mini-home-equity',
    bundle: 'mini-home-equity',
  },
  {
    id: 'mini-purchase-refinance',
    name: 'Mini purchase and refinance calculator',
    description: 'A monthly payment estimate for buying or refinancing, on the home page.',
    purpose: 'Estimate the payment of a purchase or a refinance.',
    package: '@lender/calculator-mini-purchase-refinance',
    bundle: 'mini-purchase-refinance',
  },
] as const satisfies readonly CalculatorEntry[];

type RegisteredCalculator = (typeof ENTRIES)[number];

/** The id of a registered calculator (`rent-vs-buy`, `mini-mortgage`). */
export type CalculatorId = RegisteredCalculator['id'];

/** The id of a registered calculator that has a page. */
export type CalculatorPageId = Extract<RegisteredCalculator, { path: string }>['id'];

/** Every calculator, pages in the hub's order, then the widgets. */
export const CALCULATOR_REGISTRY: readonly (CalculatorEntry & { readonly id: CalculatorId })[] =
  ENTRIES;

/** A registered calculator by its id. */
export function calculatorById<Id extends CalculatorId>(
  id: Id,
): Extract<RegisteredCalculator, { id: Id }> {
  const found = ENTRIES.find((entry) => entry.id === id);
  // Unreachable through the types; a plain-JavaScript caller learns what went wrong.
  if (!found) throw new Error(`No calculator "${id}" in the registry`);
  return found as Extract<RegisteredCalculator, { id: Id }>;
}

/** The calculators that have a page, in registry (hub) order. */
export function calculatorPages(
  registry: readonly CalculatorEntry[] = CALCULATOR_REGISTRY,
): CalculatorPageEntry[] {
  return registry.filter((entry): entry is CalculatorPageEntry => entry.path !== undefined);
}

/** The calculator whose page is at `path` (`/calculators/rent-vs-buy`), if any. */
export function calculatorPageAt(
  path: string,
  registry: readonly CalculatorEntry[] = CALCULATOR_REGISTRY,
): CalculatorPageEntry | undefined {
  return calculatorPages(registry).find((entry) => entry.path === path);
}
