import { refinanceMessages } from './refinance-messages.ts';

/**
 * The one message catalogue shared by browser and server (STYLE habit 10), keyed by field and
 * then by the SPEC §5 vocabulary (`errorRequired`, `errorFormat`, `errorRequiredCheckbox`).
 * Written the GOV.UK way: say what to do, never "please", "invalid", "valid" or "This field is required".
 */
export const messages = {
  ...refinanceMessages,
  zip: {
    errorRequired: 'Enter a ZIP code',
    errorFormat: 'Enter a ZIP code with 5 digits, like 48226',
    errorUnknown: 'Enter a US ZIP code, like 48226',
  },
  state: {
    errorRequired: 'Enter a state',
    errorFormat: 'Enter a state as its 2-letter code, like MI',
  },
  annualIncome: {
    errorRequired: 'Enter your annual income',
    errorFormat: 'Annual income must be an amount in dollars, like 85,000',
    errorMin: 'Annual income must be $0 or more',
    errorMax: 'Annual income must be $100,000,000 or less',
  },
  availableFunds: {
    errorRequired: 'Enter the money you have for a down payment and closing costs',
    errorFormat: 'Money available must be an amount in dollars, like 40,000',
    errorMin: 'Money available must be $0 or more',
    errorMax: 'Money available must be $100,000,000 or less',
  },
  monthlyDebt: {
    errorRequired: 'Enter your monthly debt payments, or 0 if you have none',
    errorFormat: 'Monthly debt payments must be an amount in dollars, like 450',
    errorMin: 'Monthly debt payments must be $0 or more',
    errorMax: 'Monthly debt payments must be $10,000,000 or less',
  },
  dti: {
    errorRequired: 'Choose a debt-to-income ratio',
    errorFormat: 'Debt-to-income ratio must be a number, like 0.36',
    errorRange: 'Debt-to-income ratio must be between 0.01 and 0.60',
  },
  downPaymentAmount: {
    errorRequired: 'Enter your down payment',
    errorFormat: 'Down payment must be an amount in dollars, like 20,000',
    errorMin: 'Down payment must be $0 or more',
    errorMax: 'Down payment must be $100,000,000 or less',
  },
  loanAmount: {
    errorFormat: 'Loan amount must be an amount in dollars, like 320,000',
    errorMin: 'Loan amount must be $0 or more',
    errorMax: 'Loan amount must be $100,000,000 or less',
  },
  creditScore: {
    errorRequired: 'Choose your credit score',
    errorFormat: 'Credit score must be a whole number, like 700',
    errorRange: 'Credit score must be between 300 and 850',
  },
  isVeteran: {
    errorFormat: 'Veteran status must be false',
  },
  purchasePrice: {
    errorRequired: 'Enter the home price',
    errorFormat: 'Home price must be an amount in dollars, like 350,000',
    errorMin: 'Home price must be more than $0',
    errorMax: 'Home price must be $100,000,000 or less',
  },
  downPayment: {
    errorRequired: 'Enter your down payment',
    errorFormat: 'Down payment must be an amount in dollars, like 20,000',
    errorMin: 'Down payment must be $0 or more',
    errorMax: 'Down payment must be less than the home price',
  },
  downPaymentPercent: {
    errorFormat: 'Down payment percent must be a number, like 10',
    errorRange: 'Down payment percent must be 0 or more and less than 100',
  },
  interestRate: {
    errorRequired: 'Enter the interest rate',
    errorFormat: 'Interest rate must be a number, like 6.5',
    errorRange: 'Interest rate must be between 0 and 10',
  },
  monthlyRent: {
    errorRequired: 'Enter your monthly rent',
    errorFormat: 'Monthly rent must be an amount in dollars, like 1,800',
    errorMin: 'Monthly rent must be $0 or more',
    errorMax: 'Monthly rent must be $1,000,000 or less',
  },
  monthlyAmount: {
    errorFormat: 'Monthly amounts must be in dollars, like 250',
    errorMin: 'Monthly amounts must be $0 or more',
    errorMax: 'Monthly amounts must be $1,000,000 or less',
  },
  closingCost: {
    errorFormat: 'Closing costs must be an amount in dollars, like 12,000',
    errorMin: 'Closing costs must be $0 or more',
    errorMax: 'Closing costs must be $10,000,000 or less',
  },
  purpose: {
    errorFormat: 'Loan purpose must be purchase or refinance',
  },
  name: {
    errorRequired: 'Enter your name',
    errorFormat:
      'Name must only include letters, spaces, hyphens, apostrophes, backticks and full stops',
    errorLength: 'Name must be between 2 and 50 characters',
  },
  phone: {
    errorRequired: 'Enter a phone number',
    errorLength: 'Enter a 10-digit phone number, like 313 555 0100',
    errorFormat: 'Enter a phone number, like 313 555 0100',
  },
  email: {
    errorRequired: 'Enter an email address',
    errorFormat: 'Enter an email address in the correct format, like name@example.com',
  },
  screenShareCode: {
    errorRequired: 'Enter your screen share code',
    errorFormat: 'Enter the 7-digit code the support agent gave you, like 123-4567',
  },
  optOut: {
    errorRequiredCheckbox: 'Select how you want us to stop contacting you',
    errorRequiredEmail: 'Enter the email address you want us to stop emailing',
    errorRequiredPhone: 'Enter the phone number you want us to stop calling',
    errorRequiredSms: 'Enter the mobile number you want us to stop texting',
    errorReasonLength: 'Reason must be 500 characters or fewer',
  },
  optIn: {
    errorRequiredCheckbox: 'Select the messages you want to get',
    errorRequiredText: 'Enter the mobile number you want us to text or call',
    errorFormat: 'Enter a mobile number, like 313 555 0100',
  },
  subscribe: {
    errorRequiredCheckbox: 'Select what you want us to email you about',
  },
  form: {
    errorSummaryTitle: 'There is a problem',
  },
  location: {
    errorRequired: 'Enter a city or ZIP code',
    errorFormat: 'Enter a city name or a ZIP code with 5 digits, like 48226',
    errorStateRequired: 'Enter the state of the city, like MI',
  },
  locationId: {
    errorRequired: 'Enter a location id',
    errorFormat: 'Location id must look like zip:48226 or city:detroit-mi',
  },
  locationKey: {
    errorRequired: 'Enter a location key',
    errorFormat: 'Location key must be 100 characters or fewer',
    errorControlCharacters: 'Location key must not include hidden control characters',
  },
  minPrice: {
    errorFormat: 'Minimum price must be an amount in dollars, like 200,000',
    errorMin: 'Minimum price must be $0 or more',
    errorMax: 'Minimum price must be $100,000,000 or less',
  },
  maxPrice: {
    errorFormat: 'Maximum price must be an amount in dollars, like 400,000',
    errorMin: 'Maximum price must be $0 or more',
    errorMax: 'Maximum price must be $100,000,000 or less',
    errorBelowMin: 'Maximum price must be the same as or more than the minimum price',
  },
  placeSearch: {
    errorRequired: 'Enter a city or ZIP code to search for',
    errorFormat: 'Search text must be 100 characters or fewer',
    errorCountry: 'Country must be us: we only have places in the United States',
    errorLanguage: 'Language must be a language code, like en',
    errorLimit: 'Limit must be a whole number from 1 to 10',
    errorProximity: 'Proximity must be a longitude and a latitude, like -83.05,42.33',
    errorTypes: 'Types must be a comma-separated list of place, locality and postcode',
  },
  latitude: {
    errorRequired: 'Enter a latitude',
    errorFormat: 'Latitude must be a number, like 42.33',
    errorRange: 'Latitude must be from -90 to 90',
  },
  longitude: {
    errorRequired: 'Enter a longitude',
    errorFormat: 'Longitude must be a number, like -83.05',
    errorRange: 'Longitude must be from -180 to 180',
  },
} as const;

/** The shape of the catalogue, for code that looks messages up by key. */
export type Messages = typeof messages;
export { loanScheduleMessages } from './loan-schedule-messages.ts';
export {
  downPaymentCalculatorMessages,
  homeEquityMessages,
} from './equity-down-payment-messages.ts';
