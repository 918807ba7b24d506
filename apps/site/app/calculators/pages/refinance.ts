// The lower payment refinance calculator page's words (issue 24); its name, path and
// description are in the calculator registry.
import type { CalculatorPageWords } from '../calculator-page-types.ts';

export const REFINANCE_WORDS: CalculatorPageWords = {
  lead: 'Compare your current mortgage with a new rate and term: your new payment, how much you save each month, when the savings pay back the closing costs, and whether you come out ahead over the life of the loan.',
  explanation: [
    {
      heading: 'How we compare your loan with a refinance',
      paragraphs: [
        'We work out the principal and interest payment of the loan you have from its balance, rate and the time left, and the payment of the new loan from the same balance at the new rate and term. The difference is your monthly saving, or the increase if the new payment is higher.',
        'The closing costs are paid back when the monthly savings add up to them: the costs divided by the savings, rounded up to a whole month. If you plan to sell or refinance again before then, the refinance costs you money.',
      ],
    },
    {
      heading: 'A lower payment is not always a saving',
      paragraphs: [
        'Starting a new 30-year loan when you have 20 years left lowers the payment, but you pay interest for 10 more years. We add up the interest still to pay on each loan, and the closing costs, and say plainly when refinancing costs more over the life of the loan.',
      ],
    },
  ],
  faq: [
    {
      question: 'When is it worth refinancing?',
      answer:
        'When you will keep the loan past the month the savings pay back the closing costs, and the new loan does not cost more over its life than the one you have. A rate about a percentage point lower is a common starting point, but your balance and time left matter more.',
    },
    {
      question: 'Should I add the closing costs to the loan?',
      answer:
        'It saves cash today, but you borrow more and pay interest on the costs for the whole loan. The calculator shows both ways: choose how you would pay them and compare.',
    },
    {
      question: 'Why is my current payment different from my statement?',
      answer:
        'We show principal and interest only. Your statement may include property tax and insurance held in escrow, which do not change when you refinance. If principal and interest differ too, check the time left on your loan.',
    },
    {
      question: 'Does this check my credit?',
      answer:
        'No. The calculator only uses the figures you enter. A lender checks your credit when you apply and gives you a rate for your situation.',
    },
  ],
  fallback: {
    href: '/purchase/get-started',
    text: 'Talk to a loan officer about refinancing',
  },
};
