// The calculator pages as the site map needs them: path, title and description only. The site
// map is in every page's JavaScript (navigation, meta tags), so it must not pull in the pages'
// explanations and FAQs (calculator-pages.ts), which only their own routes need: with them,
// every page of the site carried every calculator's words. calculator-page-links.test.ts holds
// this list to CALCULATOR_PAGES, so the two cannot drift apart.
import type { CalculatorPageContent } from './calculator-page-types.ts';
import { AMORTIZATION_SUMMARY } from './pages/amortization-summary.ts';
import { DOWN_PAYMENT_SUMMARY } from './pages/down-payment-summary.ts';
import { HOME_EQUITY_SUMMARY } from './pages/home-equity-summary.ts';
import { MORTGAGE_PAYOFF_SUMMARY } from './pages/mortgage-payoff-summary.ts';

/** The calculators hub. */
export const CALCULATORS_HUB_PATH = '/calculators';

export type CalculatorPageLink = Pick<CalculatorPageContent, 'path' | 'title' | 'description'>;

/** A page's link from its summary (its bundle is no concern of the site map). */
const linkTo = ({ path, title, description }: CalculatorPageLink): CalculatorPageLink => ({
  path,
  title,
  description,
});

/** Every calculator page, in the order of CALCULATOR_PAGES. */
export const CALCULATOR_PAGE_LINKS: readonly CalculatorPageLink[] = [
  {
    path: '/calculators/mortgage',
    title: 'Mortgage calculator',
    description:
      'See your monthly mortgage payment with property tax, homeowners insurance, mortgage insurance and HOA dues, and what each part costs.',
  },
  {
    path: '/calculators/affordability',
    title: 'Home affordability calculator',
    description:
      'Find the home price your income, savings and debts support, with the monthly payment, cash to close and your prequalified rate.',
  },
  {
    path: '/calculators/rent-vs-buy',
    title: 'Rent vs buy calculator',
    description:
      'Compare the total cost of renting and buying year by year, and see after how many years buying becomes the cheaper choice.',
  },
  linkTo(AMORTIZATION_SUMMARY),
  linkTo(MORTGAGE_PAYOFF_SUMMARY),
  linkTo(HOME_EQUITY_SUMMARY),
  linkTo(DOWN_PAYMENT_SUMMARY),
  {
    path: '/calculators/refinance',
    title: 'Refinance calculator',
    description:
      'See whether a new rate could lower your monthly mortgage payment, when the savings pay back the closing costs, and what refinancing does to the interest you pay.',
  },
  {
    path: '/calculators/shorter-term-refinance',
    title: 'Shorter term refinance calculator',
    description:
      'Compare your mortgage with 10-, 15- and 20-year loans side by side: the change in your monthly payment, the interest you save and how much sooner you are debt-free.',
  },
];
