// The mortgage calculator page's words (issue 24); its name, path and description are in the
// calculator registry.
import type { CalculatorPageWords } from '../calculator-page-types.ts';

export const MORTGAGE_WORDS: CalculatorPageWords = {
  lead: 'Enter the home price, your down payment, the rate and the term to see your monthly payment, with your state’s property tax and every assumption shown.',
  explanation: [
    {
      heading: 'What your monthly payment is made of',
      paragraphs: [
        'Principal and interest repay the loan: the same amount each month for a fixed-rate loan, worked out with the standard formula lenders and spreadsheets use. Property tax and homeowners insurance are usually collected with the payment and held in escrow.',
        'With less than 20% down, a conventional loan needs private mortgage insurance. It is priced from your credit score and down payment, and it stops once your loan falls to 78% of the home’s price. HOA dues are added if the home has them.',
      ],
    },
    {
      heading: 'Where our estimates come from',
      paragraphs: [
        'With a ZIP code we use your state’s average property tax rate; without one, the US average. Homeowners insurance starts at the national average for the home’s price. If you know your own figures, type them in: they replace ours.',
      ],
    },
    {
      heading: 'Sharing your figures',
      paragraphs: [
        'The address of the page keeps your answers, so a link you copy or bookmark opens the calculator with the same figures.',
      ],
    },
  ],
  faq: [
    {
      question: 'How is a mortgage payment calculated?',
      answer:
        'Principal and interest come from the loan amount, the monthly rate (the yearly rate divided by 12) and the number of payments. Property tax, homeowners insurance, mortgage insurance and HOA dues are added on top.',
    },
    {
      question: 'How can I avoid paying mortgage insurance?',
      answer:
        'Put down 20% or more. Otherwise it ends automatically once your loan reaches 78% of the price, and you can ask to cancel it at 80%.',
    },
    {
      question: 'Does a 15-year loan cost more each month?',
      answer:
        'Yes, the payment is higher because you repay the loan in half the time, but rates are usually lower and you pay far less interest overall. Switch the term to compare.',
    },
    {
      question: 'Is this payment what I will pay?',
      answer:
        'It is an estimate. Your Loan Estimate from a lender gives the rate, fees and escrow amounts that apply to you.',
    },
  ],
  fallback: {
    href: '/purchase/get-started',
    text: 'Talk to a loan officer about your monthly payment',
  },
};
