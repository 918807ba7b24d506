// The down payment calculator page's words (issue 24); its name, path and description are in
// the calculator registry.
import type { CalculatorPageWords } from '../calculator-page-types.ts';

export const DOWN_PAYMENT_WORDS: CalculatorPageWords = {
  lead: 'See how the amount you put down changes your loan, your mortgage insurance, your monthly payment and the cash you need at closing, with the loan types each option fits.',
  explanation: [
    {
      heading: 'What changes with your down payment',
      paragraphs: [
        'Putting more down makes your loan smaller, so principal and interest fall. Below 20% down a conventional loan needs private mortgage insurance (PMI), priced by your credit score and down payment; at 20% or more it needs none.',
        'More down also means more cash at closing: the down payment plus closing costs, which we estimate at 3% of the price.',
      ],
    },
    {
      heading: 'Loan limits and loan types',
      paragraphs: [
        'Conventional loans must stay within the conforming loan limit; above it the loan is a jumbo loan. With a credit score below 580, conventional mortgage insurance is not available, and an FHA loan may fit instead: 3.5% down from a score of 580, 10% from 500, within the FHA limit. The calculator shows which applies to each option.',
      ],
    },
  ],
  faq: [
    {
      question: 'Do I need 20% down to buy a home?',
      answer:
        'No. Conventional loans can start at 3% down and FHA loans at 3.5%. With less than 20% down you pay mortgage insurance until you reach enough equity.',
    },
    {
      question: 'When does PMI stop?',
      answer:
        'It ends automatically when your balance is scheduled to reach 78% of the home’s original value, and you can ask to cancel it at 80%.',
    },
    {
      question: 'What is cash to close?',
      answer:
        'The money you bring on closing day: your down payment plus closing costs such as lender fees, title insurance and prepaid taxes.',
    },
    {
      question: 'Is a bigger down payment always better?',
      answer:
        'It lowers your payment and interest, but keeping savings for emergencies and repairs matters too. Compare the options side by side and choose what leaves you comfortable.',
    },
  ],
  fallback: {
    href: '/purchase/get-started',
    text: 'Talk to a loan officer about your down payment',
  },
};
