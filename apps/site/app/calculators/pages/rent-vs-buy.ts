// The rent vs. buy calculator page's words (issue 23); its name, path and description are in the
// calculator registry.
import type { CalculatorPageWords } from '../calculator-page-types.ts';

export const RENT_VS_BUY_WORDS: CalculatorPageWords = {
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
