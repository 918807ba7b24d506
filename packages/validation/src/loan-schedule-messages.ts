/**
 * Messages of the calculators that follow a loan month by month (issue 24: amortization and
 * mortgage payoff), in the catalogue's GOV.UK voice: say what to do, never "please" or "invalid".
 * Kept in their own module so other calculators' additions to `messages` do not collide.
 */
export const loanScheduleMessages = {
  loanAmount: {
    errorRequired: 'Enter the loan amount',
    errorFormat: 'Loan amount must be an amount in dollars, like 320,000',
    errorMin: 'Loan amount must be more than $0',
    errorMax: 'Loan amount must be $100,000,000 or less',
  },
  currentBalance: {
    errorRequired: 'Enter what you still owe on your mortgage',
    errorFormat: 'Loan balance must be an amount in dollars, like 250,000',
    errorMin: 'Loan balance must be more than $0',
    errorMax: 'Loan balance must be $100,000,000 or less',
  },
  interestRate: {
    errorRequired: 'Enter the interest rate',
    errorFormat: 'Interest rate must be a number, like 6.5',
    errorRange: 'Interest rate must be between 0 and 25',
  },
  termYears: {
    errorRequired: 'Enter the loan term in years',
    errorFormat: 'Loan term must be a whole number of years, like 30',
    errorRange: 'Loan term must be from 1 to 40 years',
  },
  paymentsLeft: {
    errorRequired: 'Enter how many monthly payments you have left',
    errorFormat: 'Payments left must be a whole number, like 300',
    errorRange: 'Payments left must be from 1 to 480',
  },
  month: {
    errorRequired: 'Enter the month as a number, like 3 for March',
    errorRange: 'Month must be a whole number from 1 to 12',
  },
  year: {
    errorRequired: 'Enter the year, like 2027',
    errorRange: 'Year must be a whole number from 1900 to 2200',
  },
  extraPayment: {
    errorFormat: 'Extra payments must be amounts in dollars, like 200',
    errorMax: 'Extra payments must be $100,000,000 or less',
  },
  oneTimeDate: {
    errorRequired: 'Enter the month and year of the one-time payment',
    errorBeforeStart: 'One-time payment must be in the month of the first payment or later',
  },
  payoffDate: {
    errorRequired: 'Enter the month and year you want to pay off your mortgage',
    errorBeforeStart: 'Payoff date must be the month of your next payment or later',
  },
} as const;
