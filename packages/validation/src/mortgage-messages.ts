/**
 * The messages of the mortgage, mini mortgage and mini purchase/refinance calculators (issue 24),
 * in the catalogue's GOV.UK voice. A module of their own: the catalogue (`./messages`) is on
 * every page through the footer's form, and these are needed only where the calculators load.
 */
export const mortgageMessages = {
  interestRate: {
    errorRequired: 'Enter the interest rate',
    errorFormat: 'Interest rate must be a number, like 6.5',
    errorRange: 'Interest rate must be between 0 and 20',
  },
  propertyTax: {
    errorFormat: 'Property tax must be an amount in dollars a year, like 4,200',
    errorMax: 'Property tax must be $10,000,000 a year or less',
  },
  homeInsurance: {
    errorFormat: 'Homeowners insurance must be an amount in dollars a year, like 1,800',
    errorMax: 'Homeowners insurance must be $10,000,000 a year or less',
  },
  hoaDues: {
    errorFormat: 'HOA dues must be an amount in dollars a month, like 250',
    errorMax: 'HOA dues must be $1,000,000 a month or less',
  },
  pmiRate: {
    errorFormat: 'Mortgage insurance rate must be a number, like 0.5',
    errorRange: 'Mortgage insurance rate must be between 0 and 10',
  },
  homeValue: {
    errorRequired: 'Enter your home’s value',
    errorFormat: 'Home value must be an amount in dollars, like 400,000',
    errorMin: 'Home value must be more than $0',
    errorMax: 'Home value must be $100,000,000 or less',
  },
  mortgageBalance: {
    errorRequired: 'Enter what you owe on your mortgage, or 0 if you owe nothing',
    errorFormat: 'What you owe must be an amount in dollars, like 250,000',
  },
  cashOut: {
    errorFormat: 'Cash out must be an amount in dollars, like 25,000',
    errorMax: 'What you owe plus cash out must be no more than your home’s value',
  },
} as const;
