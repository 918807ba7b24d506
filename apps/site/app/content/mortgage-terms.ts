// Mortgage terms explained beside the figures and fields that use them (issue 35: tooltips for
// APR, PMI, DTI, points and escrow). Each has a one-sentence meaning for the tooltip and the
// learning-center article that explains it in full, which the term's link opens: a tooltip shows
// only on hover and keyboard focus, so on a touch screen the link is the way to the meaning.
// mortgage-terms.test.ts checks every article exists and mentions its term.

/** The terms explained, by key. */
export type MortgageTermKey = 'apr' | 'points' | 'pmi' | 'dti' | 'escrow';

/** A term: its short name, what it means, and the article explaining it. */
export interface MortgageTerm {
  /** The term as the page shows it, e.g. "APR". */
  name: string;
  /** One plain sentence: the tooltip's text. */
  meaning: string;
  /** The learning-center article that explains it (path). */
  articlePath: string;
}

/** Every term's short name, meaning and article. */
export const MORTGAGE_TERMS: Readonly<Record<MortgageTermKey, MortgageTerm>> = {
  apr: {
    name: 'APR',
    meaning:
      'Annual percentage rate: the yearly cost of the loan with its fees and points included, so you can compare loans with different fees.',
    articlePath: '/learn/rates-and-costs/mortgage-rates-points-and-apr',
  },
  points: {
    name: 'Points',
    meaning:
      'Discount points are interest paid up front at closing: each point costs 1% of the loan amount and lowers your rate. A credit is the reverse.',
    articlePath: '/learn/rates-and-costs/mortgage-rates-points-and-apr',
  },
  pmi: {
    name: 'PMI',
    meaning:
      'Private mortgage insurance protects the lender when you put down less than 20% on a conventional loan. It can be removed once you have 20% equity.',
    articlePath: '/learn/rates-and-costs/private-mortgage-insurance',
  },
  dti: {
    name: 'DTI',
    meaning:
      'Debt-to-income ratio: your monthly debt payments, the new mortgage included, divided by your monthly income before tax.',
    articlePath: '/learn/buying/how-much-house-can-i-afford',
  },
  escrow: {
    name: 'Escrow',
    meaning:
      'An account your lender keeps to pay your property taxes and home insurance for you, funded by part of each monthly payment.',
    articlePath: '/learn/rates-and-costs/closing-costs',
  },
};

/** A term as a calculator takes it: its article is the link. */
function calculatorTerm({ name, meaning, articlePath }: MortgageTerm) {
  return { name, meaning, href: articlePath };
}

/**
 * The terms as the calculators take them (`terms` of @lender/calculator-kit's CalculatorProps),
 * so a calculator's "?" says what the site's does and opens the same article.
 */
export const CALCULATOR_TERMS = {
  apr: calculatorTerm(MORTGAGE_TERMS.apr),
  points: calculatorTerm(MORTGAGE_TERMS.points),
  pmi: calculatorTerm(MORTGAGE_TERMS.pmi),
  dti: calculatorTerm(MORTGAGE_TERMS.dti),
  escrow: calculatorTerm(MORTGAGE_TERMS.escrow),
} as const;
