/**
 * The refinance calculators' messages (lower payment and shorter term), in the GOV.UK voice of
 * the catalogue they are part of (`messages` spreads them in; messages.test.ts checks them).
 * Kept in their own file so each calculator's words live together.
 */
export const refinanceMessages = {
  loanBalance: {
    errorRequired: 'Enter what you still owe on your mortgage',
    errorFormat: 'Loan balance must be an amount in dollars, like 300,000',
    errorMin: 'Loan balance must be more than $0',
    errorMax: 'Loan balance must be $100,000,000 or less',
  },
  currentRate: {
    errorRequired: 'Enter the interest rate of your current loan',
    errorFormat: 'Current interest rate must be a number, like 7.25',
    errorRange: 'Current interest rate must be between 0 and 20',
  },
  yearsLeft: {
    errorRequired: 'Enter the years left on your loan, or 0',
    errorFormat: 'Years left must be a whole number, like 27',
    errorRange: 'Years left must be from 0 to 40',
    errorTooShort: 'Time left on your loan must be at least 1 month',
  },
  monthsLeft: {
    errorFormat: 'Months left must be a whole number, like 6',
    errorRange: 'Months left must be from 0 to 11',
  },
  newRate: {
    errorRequired: 'Enter the interest rate of the new loan',
    errorFormat: 'New interest rate must be a number, like 6.25',
    errorRange: 'New interest rate must be between 0 and 20',
  },
  closingCosts: {
    errorRequired: 'Enter the closing costs of the new loan, or 0 if there are none',
    errorFormat: 'Closing costs must be an amount in dollars, like 6,000',
    errorMax: 'Closing costs must be $10,000,000 or less',
  },
  rate10: {
    errorRequired: 'Enter the interest rate for a 10-year loan',
    errorFormat: 'Rate for a 10-year loan must be a number, like 5.75',
    errorRange: 'Rate for a 10-year loan must be between 0 and 20',
  },
  rate15: {
    errorRequired: 'Enter the interest rate for a 15-year loan',
    errorFormat: 'Rate for a 15-year loan must be a number, like 5.875',
    errorRange: 'Rate for a 15-year loan must be between 0 and 20',
  },
  rate20: {
    errorRequired: 'Enter the interest rate for a 20-year loan',
    errorFormat: 'Rate for a 20-year loan must be a number, like 6.25',
    errorRange: 'Rate for a 20-year loan must be between 0 and 20',
  },
} as const;
