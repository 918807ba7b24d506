// The amortization calculator page's words (issue 24); its name, path and description are in
// the calculator registry.
import type { CalculatorPageWords } from '../calculator-page-types.ts';

export const AMORTIZATION_WORDS: CalculatorPageWords = {
  lead: 'Enter your loan to see how each payment splits between principal and interest, when the loan is paid off, and how much extra payments could save you.',
  explanation: [
    {
      heading: 'How an amortization schedule works',
      paragraphs: [
        'A fixed-rate mortgage has the same principal and interest payment every month. Each month, interest is charged on the balance you still owe, and the rest of the payment repays the balance. Early on most of the payment is interest; as the balance falls, more of it repays principal.',
        'The schedule lists every payment to the cent: the interest, the principal, any extra payment and the balance left. The last payment pays exactly what is left, so the balance ends at $0.00.',
      ],
    },
    {
      heading: 'Extra payments',
      paragraphs: [
        'Money paid on top of your payment goes straight to the balance, so every later month charges less interest. Add an amount every month, once a year or once, and the calculator shows the new payoff date and the interest saved against the same loan without extras.',
      ],
    },
    {
      heading: 'Sharing and saving your schedule',
      paragraphs: [
        'The address of the page keeps your answers, so a link you share shows the same schedule. Download the schedule as a CSV file to open it in a spreadsheet: it has the same rows and figures as the table.',
      ],
    },
  ],
  faq: [
    {
      question: 'Why do I pay so much interest at the start of my mortgage?',
      answer:
        'Interest is charged on the balance you still owe, which is highest at the start. As you repay the balance, the interest part of each payment falls and the principal part grows.',
    },
    {
      question: 'Does the payment include property tax and insurance?',
      answer:
        'No. The schedule shows principal and interest only. Property tax, homeowners insurance, mortgage insurance and HOA dues are often paid with your mortgage payment but do not change the schedule.',
    },
    {
      question: 'Is it better to pay extra every month or once a year?',
      answer:
        'The same total paid earlier saves more interest, because the balance falls sooner. Try both in the calculator to compare the interest saved and the payoff date.',
    },
    {
      question: 'Will my lender’s schedule match this one?',
      answer:
        'It should match to within a few cents. Lenders round each month’s interest to the cent, as this calculator does; a different rounding rule or a different first payment date can move figures by a cent or two.',
    },
  ],
  fallback: {
    href: '/purchase/get-started',
    text: 'Talk to a loan officer about your loan’s schedule',
  },
};
