// Messages of the home equity and down payment calculators (issue 24), in the catalogue's voice
// (messages.ts): say what to do, never "please" or "invalid". Re-exported by messages.ts.

/** The home equity calculator and its mini widget. */
export const homeEquityMessages = {
  homeValue: {
    errorRequired: 'Enter your home’s value',
    errorFormat: 'Home value must be an amount in dollars, like 450,000',
    errorMin: 'Home value must be more than $0',
    errorMax: 'Home value must be $100,000,000 or less',
  },
  firstMortgage: {
    errorRequired: 'Enter what you owe on your mortgage, or 0 if you own your home outright',
    errorFormat: 'Mortgage balance must be an amount in dollars, like 250,000',
    errorMax: 'Mortgage balance must be $100,000,000 or less',
  },
  secondMortgage: {
    errorFormat: 'Second mortgage balance must be an amount in dollars, like 30,000',
    errorMax: 'Second mortgage balance must be $100,000,000 or less',
  },
  borrow: {
    errorFormat: 'Amount to borrow must be an amount in dollars, like 50,000',
    errorMax: 'Amount to borrow must be $100,000,000 or less',
  },
  helocRate: {
    errorRequired: 'Enter the HELOC interest rate',
    errorFormat: 'HELOC interest rate must be a number, like 8.25',
    errorRange: 'HELOC interest rate must be between 0 and 25',
  },
  loanRate: {
    errorRequired: 'Enter the home equity loan interest rate',
    errorFormat: 'Home equity loan interest rate must be a number, like 8.5',
    errorRange: 'Home equity loan interest rate must be between 0 and 25',
  },
} as const;

/** The down payment calculator. */
export const downPaymentCalculatorMessages = {
  homePrice: {
    errorRequired: 'Enter the home price',
    errorFormat: 'Home price must be an amount in dollars, like 400,000',
    errorMin: 'Home price must be more than $0',
    errorMax: 'Home price must be $100,000,000 or less',
  },
  interestRate: {
    errorRequired: 'Enter the interest rate',
    errorFormat: 'Interest rate must be a number, like 6.5',
    errorRange: 'Interest rate must be between 0 and 20',
  },
  customDownPayment: {
    errorFormat: 'Your own down payment must be an amount in dollars, like 30,000',
    errorMax: 'Your own down payment must be less than the home price',
  },
} as const;
