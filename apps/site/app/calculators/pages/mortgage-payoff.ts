// The mortgage payoff calculator page's words (issue 24); its name, path and description are in
// the calculator registry.
import type { CalculatorPageWords } from '../calculator-page-types.ts';

export const MORTGAGE_PAYOFF_WORDS: CalculatorPageWords = {
  lead: 'Find out how soon an extra payment would pay off your mortgage and the interest it would save, or what you would need to pay each month to be mortgage-free by a date you choose.',
  explanation: [
    {
      heading: 'How paying extra pays off your loan sooner',
      paragraphs: [
        'Every dollar you pay on top of your monthly payment goes to the balance. A lower balance is charged less interest the next month, so more of each later payment repays principal, and the loan ends sooner.',
        'We follow your loan month by month, to the cent, with and without the extra payment. The difference in interest is what you save.',
      ],
    },
    {
      heading: 'Paying off by a date',
      paragraphs: [
        'Choose the month you want to make your last payment. We find the smallest extra monthly payment, to the cent, that pays the loan off by then. If your scheduled payments already do, we say so.',
      ],
    },
  ],
  faq: [
    {
      question: 'Where do I find my balance and payments left?',
      answer:
        'Your latest mortgage statement shows the balance you owe and usually the maturity date. Count the monthly payments from your next one to the maturity date to get the payments left.',
    },
    {
      question: 'Is there a penalty for paying my mortgage off early?',
      answer:
        'Most home loans have no prepayment penalty, and many cannot have one. Check your loan documents or ask your servicer before you start paying extra.',
    },
    {
      question: 'Should I pay off my mortgage early or invest?',
      answer:
        'Paying extra earns your mortgage rate, with no risk. Investing may earn more or less. Many people first keep an emergency fund and pay off higher-rate debts.',
    },
    {
      question: 'Does paying extra lower my monthly payment?',
      answer:
        'No. Your required payment stays the same; the loan ends sooner. To lower the payment itself, you would refinance or ask your servicer about recasting the loan.',
    },
  ],
  fallback: {
    href: '/purchase/get-started',
    text: 'Talk to a loan officer about paying off your mortgage',
  },
};
