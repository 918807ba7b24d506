// The calculator's words in one place: the GOV.UK style (short, plain, no "please").

export const COPY = {
  heading: 'Work out how much house you can afford',
  fields: {
    annualIncome: { label: 'Annual income', hint: 'Before tax, for everyone on the loan' },
    availableFunds: {
      label: 'Money for a down payment and closing costs',
      hint: 'Savings and gifts you can put toward buying',
    },
    monthlyDebt: {
      label: 'Monthly debt payments',
      hint: 'Car, student loan and minimum card payments. Enter 0 if you have none',
    },
    zip: { label: 'ZIP code of the home', hint: 'For local taxes and homes for sale' },
    creditScore: { label: 'Credit score', hint: 'Your best estimate, from 300 to 850' },
  },
  submit: 'Calculate',
  loading: 'Working out what you can afford…',
  correctTheForm: 'Complete the form to see what you could afford.',
  /** The SummaryBar's label on a phone: the one figure kept in view. */
  mainFigure: 'Home price you could afford',
  genericError: {
    title: 'Sorry, we could not work this out',
    body: 'Something went wrong on our side. Try again in a few minutes.',
    retry: 'Try again',
  },
  businessErrorTitle: 'We could not find a price that fits',
  resultsHeading: 'What you could afford',
  dtiLabel: 'Debt-to-income ratio',
  dtiHint:
    'The share of your monthly income before tax that goes to your home and other debts. Lenders usually look for 36% to 45%.',
  dtiWarning:
    'At 50% or more, few lenders will approve a loan. A lower ratio leaves room in your budget.',
  editMyInfo: 'Edit my info',
} as const;
