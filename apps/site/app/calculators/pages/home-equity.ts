// The home equity calculator page's words (issue 24); its name, path and description are in
// the calculator registry.
import type { CalculatorPageWords } from '../calculator-page-types.ts';

export const HOME_EQUITY_WORDS: CalculatorPageWords = {
  lead: 'Enter your home’s value and what you owe to see your equity, how much you could borrow at a lender’s limit, and the monthly payments of a HELOC and a home equity loan.',
  explanation: [
    {
      heading: 'How much you can borrow',
      paragraphs: [
        'Lenders cap all the loans on your home together at a share of its value, the combined loan-to-value ratio (CLTV). Many allow 80% to 90%. What you can borrow is that share of the value, less everything you already owe on the home.',
        'If you already owe that much or more, there is no equity to borrow at that limit. The calculator says so rather than showing a payment.',
      ],
    },
    {
      heading: 'HELOC or home equity loan',
      paragraphs: [
        'A home equity line of credit (HELOC) works like a credit card secured by your home: during the draw period, often 10 years, you can pay only the interest on what you have drawn. Then the repayment period begins, often 20 years, and you repay principal and interest. Its rate usually varies.',
        'A home equity loan pays you one lump sum at a fixed rate, repaid in equal monthly payments over its term.',
      ],
    },
  ],
  faq: [
    {
      question: 'How is home equity calculated?',
      answer:
        'Your home’s value minus everything you owe on it. A $450,000 home with a $250,000 mortgage has $200,000 of equity, or 44% of its value.',
    },
    {
      question: 'How much equity can I borrow?',
      answer:
        'Usually your home’s value times the lender’s combined loan-to-value limit, less what you owe. At 90%, a $450,000 home with $250,000 owed leaves $155,000 you could borrow.',
    },
    {
      question: 'Why does the HELOC have two payments?',
      answer:
        'During the draw period you can pay interest only, which keeps the payment low. When the repayment period starts, the payment includes principal too and rises.',
    },
    {
      question: 'Can I lose my home if I do not repay?',
      answer:
        'Yes. HELOCs and home equity loans are secured by your home, so the lender can foreclose if you do not repay.',
    },
  ],
  fallback: {
    href: '/purchase/get-started',
    text: 'Talk to a loan officer about borrowing against your home',
  },
};
