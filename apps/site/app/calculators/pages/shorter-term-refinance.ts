// The shorter term refinance calculator page's words (issue 24); its name, path and description
// are in the calculator registry.
import type { CalculatorPageWords } from '../calculator-page-types.ts';

export const SHORTER_TERM_REFINANCE_WORDS: CalculatorPageWords = {
  lead: 'See what refinancing to a 10-, 15- or 20-year loan would do: how much more (or less) you would pay each month, the interest you would save, and what is left once the closing costs are paid.',
  explanation: [
    {
      heading: 'How we compare shorter terms',
      paragraphs: [
        'For your current loan and for each shorter term we work out the principal and interest payment and the interest you would pay from now until the loan is paid off. The interest saved is the difference; take away the closing costs and you have what the refinance saves you.',
        'Shorter loans usually come with lower rates, so enter the rate a lender offered you for each term. The rates filled in are examples only.',
      ],
    },
    {
      heading: 'What a shorter term costs each month',
      paragraphs: [
        'Paying a loan off in fewer years means larger payments, even at a lower rate. Make sure the new payment fits your budget with room for savings: you cannot lower it later without refinancing again.',
      ],
    },
  ],
  faq: [
    {
      question: 'Is a 15-year mortgage better than a 30-year one?',
      answer:
        'It costs far less interest and builds equity faster, but the payment is higher. If the higher payment would stretch your budget, extra payments on a longer loan give you some of the savings with more room to breathe.',
    },
    {
      question: 'Why would a 20-year loan cost me more?',
      answer:
        'If you have less than 20 years left, a 20-year loan stretches your payments out, and the lower rate may not make up for the extra years of interest and the closing costs. The calculator says so when it happens.',
    },
    {
      question: 'Do I need to refinance to pay my loan off sooner?',
      answer:
        'No. Most loans let you pay extra toward principal at no cost. A refinance makes sense when a shorter term also brings a lower rate.',
    },
  ],
  fallback: {
    href: '/purchase/get-started',
    text: 'Talk to a loan officer about a shorter loan term',
  },
};
