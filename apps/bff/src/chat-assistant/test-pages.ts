// Fixed pages for the chat assistant's tests, written as the site's search documents are: the
// body is the page's text in order, headings included (apps/site/scripts/search-documents.ts).
// The answers tests expect come from these pages, never from the site's live content.
import type { SearchDocument } from '../search/search-documents-file.ts';

const article = (
  path: string,
  title: string,
  description: string,
  keywords: string[],
  sections: [heading: string, text: string][],
): SearchDocument => ({
  path,
  kind: 'article',
  title,
  description,
  keywords,
  // The first section is the opening paragraph, under the title itself.
  headings: [title, ...sections.slice(1).map(([heading]) => heading)],
  body: [
    `Topic · Guide ${title} Updated November 16, 2026 · 5 minute read`,
    ...sections.map(([heading, text], index) => (index === 0 ? text : `${heading} ${text}`)),
  ].join(' '),
});

export const CHAT_TEST_PAGES: SearchDocument[] = [
  article(
    '/learn/buying/how-much-house-can-i-afford',
    'How much house can I afford?',
    'How lenders work out what you can borrow, and the 28/36 rule.',
    ['affordability', 'debt-to-income', 'DTI', '28/36 rule'],
    [
      [
        'intro',
        'What you can afford depends on your income, your debts and the cash you have for the down payment and closing costs. Lenders compare your monthly debts with your income before tax.',
      ],
      [
        'The 28/36 rule',
        'Many lenders like your home payment under 28% of your income and all your debts under 36%.',
      ],
      [
        'Does a bigger down payment help?',
        'Yes. A bigger down payment lowers the loan, the monthly payment and often the mortgage insurance.',
      ],
    ],
  ),
  {
    path: '/calculators/affordability',
    kind: 'calculator',
    title: 'Home affordability calculator',
    description:
      'Find the home price your income, savings and debts support, with the monthly payment.',
    keywords: [],
    headings: ['Home affordability calculator', 'How this calculator works'],
    body: 'Home affordability calculator Enter your income, savings and debts to see the most you could spend on a home. How this calculator works We find the highest price where your debt-to-income ratio stays within the one you choose. The payment uses today’s 30-year fixed rate of 6.25%.',
  },
  {
    path: '/calculators',
    kind: 'calculator',
    title: 'Mortgage calculators',
    description: 'Calculators for buying, refinancing and home equity.',
    keywords: [],
    headings: ['Mortgage calculators'],
    body: 'Mortgage calculators Work out what you can afford, compare renting with buying, and see what a refinance saves.',
  },
  article(
    '/learn/rates-and-costs/private-mortgage-insurance',
    'Private mortgage insurance (PMI): what it is and how to remove it',
    'Why conventional loans with less than 20% down have PMI, and your right to cancel it.',
    ['PMI', 'private mortgage insurance', 'cancel PMI'],
    [
      [
        'intro',
        'Private mortgage insurance (PMI) is insurance that most lenders require on a conventional loan when you put down less than 20%. You pay for it, but it protects the lender, not you. It ends automatically when your balance is scheduled to reach 78% of the home’s value.',
      ],
      ['How much PMI costs', 'PMI is priced as a yearly percentage of the loan amount.'],
      [
        'When can I stop paying PMI?',
        'You can ask your servicer to cancel PMI when your balance reaches 80% of the home’s original value. It must end at 78%.',
      ],
    ],
  ),
  article(
    '/learn/refinancing/refinancing-your-mortgage',
    'Refinancing your mortgage: rate-and-term vs cash-out',
    'When refinancing can make sense, and how to work out your break-even point.',
    ['refinance', 'rate-and-term refinance', 'cash-out refinance', 'break-even'],
    [
      [
        'intro',
        'Refinancing means replacing your current mortgage with a new one. Today’s refinance rates start at 5.9% APR for well-qualified borrowers. A rate-and-term refinance changes your interest rate, your loan term or both. Before you apply, work out your break-even point.',
      ],
      [
        'How do I know if refinancing is worth it?',
        'Divide your closing costs by your monthly saving: that is how many months it takes to come out ahead.',
      ],
    ],
  ),
  article(
    '/learn/home-equity/heloc-vs-home-equity-loan-vs-cash-out-refinance',
    'HELOC vs home equity loan vs cash-out refinance',
    'Three ways to borrow against your home, compared.',
    ['HELOC', 'home equity loan', 'cash-out refinance'],
    [
      [
        'intro',
        'A HELOC, a home equity loan and a cash-out refinance all turn home equity into cash. A cash-out refinance replaces your mortgage; the other two sit beside it. Refinance costs apply to the refinance only.',
      ],
    ],
  ),
  article(
    '/learn/loan-types/fha-loans',
    'FHA loans: down payment, credit scores and mortgage insurance',
    'Who FHA loans suit, the 3.5% minimum down payment and FHA mortgage insurance.',
    ['FHA loan', 'FHA mortgage insurance', 'MIP'],
    [
      [
        'intro',
        'An FHA loan is a mortgage insured by the Federal Housing Administration. With a credit score of 580 or more you can put down as little as 3.5%.',
      ],
      [
        'Do FHA loans have PMI?',
        'No. FHA loans have their own mortgage insurance premium (MIP), paid upfront and yearly.',
      ],
    ],
  ),
  {
    path: '/learn/loan-types',
    kind: 'page',
    title: 'Loan types articles',
    description: 'FHA, VA, fixed and adjustable loans explained.',
    keywords: [],
    headings: ['Loan types articles'],
    body: 'Loan types articles FHA loans: down payment, credit scores and mortgage insurance. VA loans: eligibility. Fixed-rate vs adjustable-rate mortgages. Every loan type compared.',
  },
  {
    path: '/opt-out',
    kind: 'page',
    title: 'Stop marketing emails, calls and texts',
    description:
      'Opt out of promotional emails, phone calls and text messages from us, whenever you like.',
    keywords: [],
    headings: [],
    body: '',
  },
  {
    path: '/subscribe',
    kind: 'page',
    title: 'Get email updates',
    description: 'Rate alerts, market insights and our newsletter by email.',
    keywords: [],
    headings: [],
    body: '',
  },
  {
    path: '/rates',
    kind: 'page',
    title: 'Today’s mortgage rates',
    description: 'Compare today’s rates for our purchase and refinance loans.',
    keywords: [],
    headings: [],
    body: '',
  },
];
