// The home affordability calculator page's words (issue 23); its name, path and description
// are in the calculator registry.
import type { CalculatorPageWords } from '../calculator-page-types.ts';

export const AFFORDABILITY_WORDS: CalculatorPageWords = {
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
