// The calculator pages' words and the bundle each loads: one entry per calculator page, read by
// the route modules, the site map and the hub.
import type { CalculatorPageContent, CalculatorPageSummary } from './calculator-page-types.ts';
import { MORTGAGE_PAGE } from './pages/mortgage.ts';
import { AMORTIZATION_SUMMARY } from './pages/amortization-summary.ts';
import { MORTGAGE_PAYOFF_SUMMARY } from './pages/mortgage-payoff-summary.ts';
import { DOWN_PAYMENT_SUMMARY } from './pages/down-payment-summary.ts';
import { HOME_EQUITY_SUMMARY } from './pages/home-equity-summary.ts';
import { REFINANCE_PAGE } from './pages/refinance.ts';
import { SHORTER_TERM_REFINANCE_PAGE } from './pages/shorter-term-refinance.ts';

// The hub's path lives with the light list the site map reads (calculator-page-links.ts).
export { CALCULATORS_HUB_PATH } from './calculator-page-links.ts';
export type { CalculatorPageContent, CalculatorPageSummary } from './calculator-page-types.ts';

export const AFFORDABILITY_PAGE: CalculatorPageContent = {
  bundle: 'affordability',
  path: '/calculators/affordability',
  title: 'Home affordability calculator',
  description:
    'Find the home price your income, savings and debts support, with the monthly payment, cash to close and your prequalified rate.',
  lead: 'Enter your income, savings and debts to see the most you could spend on a home, what it would cost each month, and the loan you could prequalify for.',
  explanation: [
    {
      heading: 'How we work out what you can afford',
      paragraphs: [
        'Lenders look at your debt-to-income ratio: the share of your monthly income before tax that goes to your home payment and your other debts. We find the highest price where that share stays within the ratio you choose, and where your savings cover the down payment and closing costs.',
        'The monthly payment includes principal and interest at today’s 30-year fixed rate, property tax at your state’s average rate, homeowners insurance and, with less than 20% down, mortgage insurance.',
      ],
    },
    {
      heading: 'Choosing a debt-to-income ratio',
      paragraphs: [
        'Many lenders prefer 36% or less. Some loans allow 43% to 50% with strong credit or savings. Move the slider to see how the price changes; the address of the page keeps your choice, so Back returns to the figures you had.',
      ],
    },
    {
      heading: 'Loan limits',
      paragraphs: [
        'A prequalified loan stays within the loan limit for a single-family home in the home’s county, and the estimate names the limit it used, its year and where it comes from. Above the limit we offer a jumbo loan where one fits.',
        'Conventional loans: the county’s conforming limit from the Federal Housing Finance Agency (FHFA) county list for the year. FHFA lists the high-cost counties; everywhere else its national baseline applies.',
        'FHA loans: the county’s limit from HUD’s county list where we have loaded it. Where we have not, we use HUD’s national floor, the lowest FHA limit of any county, so an FHA estimate may stop below what your county allows.',
      ],
    },
  ],
  faq: [
    {
      question: 'How much house can I afford on my salary?',
      answer:
        'It depends on your debts, savings and the rate, not only your salary. With no other debts and a 36% debt-to-income ratio, about a third of your monthly income before tax can go to the home payment, including tax and insurance.',
    },
    {
      question: 'What counts as monthly debt?',
      answer:
        'Minimum payments on credit cards, car loans, student loans, personal loans, child support and alimony. Rent, utilities and groceries do not count.',
    },
    {
      question: 'Why does my prequalified loan differ from the price I can afford?',
      answer:
        'The price you can afford keeps your debts, the new payment included, to the debt-to-income ratio of the slider: 36% to start, a budget that leaves room for saving. A lender can approve up to 43%, so a prequalified loan can be larger than that budget; the calculator says so when it is. Either way the loan is the price less your down payment, it must stay within the loan limit of the county, and closing costs come out of your savings before the down payment.',
    },
    {
      question: 'Does checking what I can afford affect my credit score?',
      answer:
        'No. This calculator uses the credit score you enter and does not check your credit report.',
    },
  ],
  fallback: {
    href: '/purchase/get-started',
    text: 'Talk to a loan officer about what you can afford',
  },
};

export const RENT_VS_BUY_PAGE: CalculatorPageContent = {
  bundle: 'rent-vs-buy',
  path: '/calculators/rent-vs-buy',
  title: 'Rent vs buy calculator',
  description:
    'Compare the total cost of renting and buying year by year, and see after how many years buying becomes the cheaper choice.',
  lead: 'Compare what renting and buying would cost you over the years, with every assumption shown, and find the year buying starts to pay off.',
  explanation: [
    {
      heading: 'How we compare renting and buying',
      paragraphs: [
        'For each year we add up what you would pay to rent and what you would pay to own: the loan payment, mortgage insurance, property tax, insurance, maintenance and HOA dues, less the tax saving on mortgage interest. Money one side does not spend, like the down payment, is counted as if invested.',
        'Buying’s total assumes you sell the home that year: the sale price less selling costs and the loan still owed comes back to you. The year buying’s total falls below renting’s is when buying wins.',
      ],
    },
    {
      heading: 'What the answer depends on most',
      paragraphs: [
        'How long you stay. Buying has large costs up front and when you sell, so it pays off only after some years. Rent growth, home price growth and your interest rate move the crossover most.',
      ],
    },
  ],
  faq: [
    {
      question: 'Is it cheaper to rent or buy?',
      answer:
        'In the short run renting is usually cheaper, because buying and selling cost money. The longer you stay, the more your equity and a fixed payment favour buying.',
    },
    {
      question: 'How long do I need to stay for buying to pay off?',
      answer:
        'Often five to ten years, but it depends on prices and rents where you live. The calculator shows the year for your own numbers.',
    },
    {
      question: 'Why does my credit score matter here?',
      answer:
        'With less than 20% down you pay mortgage insurance, and its rate depends on your credit score. It stops once your loan falls to 78% of the home’s price.',
    },
    {
      question: 'Are the growth rates forecasts?',
      answer:
        'No. They are long-run averages that the calculator lists under How we calculated this, so you can judge them.',
    },
  ],
  fallback: {
    href: '/purchase/get-started',
    text: 'Talk to a loan officer about renting or buying',
  },
};

/** The calculator pages the hub lists, in order. */
export const CALCULATOR_PAGES: readonly CalculatorPageSummary[] = [
  MORTGAGE_PAGE,
  AFFORDABILITY_PAGE,
  RENT_VS_BUY_PAGE,
  AMORTIZATION_SUMMARY,
  MORTGAGE_PAYOFF_SUMMARY,
  HOME_EQUITY_SUMMARY,
  DOWN_PAYMENT_SUMMARY,
  REFINANCE_PAGE,
  SHORTER_TERM_REFINANCE_PAGE,
];
