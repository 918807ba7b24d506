// The answers of the calls the calculators make, as shapes (see shape.ts): each mirrors the zod
// schema of @lender/validation named beside it.
import { listOf, nullable, optional, type Shape } from './shape.ts';

/** AffordabilityResultSchema. */
export const AFFORDABILITY_RESULT: Shape = {
  affordability: 'number',
  dti: 'number',
  initialRate: 'number',
  productDescription: 'string',
  incomeTaxRate: 'number',
  message: optional('string'),
  cashBreakdown: {
    cashToBuy: 'number',
    additional: 'number',
    downPayment: 'number',
    downPaymentPercent: 'number',
    closingCost: 'number',
    closingCostPercent: 'number',
  },
  paymentBreakdown: {
    monthlyPayment: 'number',
    principalInterestPayment: 'number',
    propertyTax: 'number',
    homeOwnersInsurance: 'number',
    pmi: 'number',
    defaultPropertyTaxPercentage: 'number',
    defaultHomeOwnersInsurance: 'number',
  },
  budgetBreakdown: {
    monthlyIncome: 'number',
    monthlyPayment: 'number',
    monthlyDebt: 'number',
    monthlyRemainingBudget: 'number',
  },
};

const strings = listOf('string');

/** PrequalificationResponseSchema (the `code` is checked by the client: one of two values). */
export const PREQUALIFICATION_RESPONSE: Shape = {
  recommendedProduct: optional({
    productCode: 'string',
    productName: 'string',
    termMonthsCount: 'integer',
    pricing: {
      baseLoanAmount: 'number',
      interestRate: 'number',
      annualPercentageRate: 'number',
      principalAndInterestAmount: 'number',
      taxesAmount: 'number',
      homeownersInsuranceAmount: 'number',
      mortgageInsuranceAmount: 'number',
      totalPaymentAmount: 'number',
    },
    disclaimers: {
      formattedDisclaimers: strings,
      assumptions: strings,
      generalDisclaimers: strings,
    },
  }),
  code: optional('string'),
  message: optional('string'),
};

export const PREQUALIFICATION_CODES = ['creditScoreBelowMinimum', 'noProductQualifies'];

const series = listOf('number', 30);

/** RentVsBuyResponseSchema. */
export const RENT_VS_BUY_RESPONSE: Shape = {
  changeYear: 'integer',
  assumedData: {
    monthlyTaxPayment: 'number',
    closingCost: 'number',
    mortgageInsurancePayment: 'number',
    monthlyInsurancePayment: 'number',
    annualHOADues: 'number',
    maintenance: 'number',
  },
  monthlyCostRent: series,
  monthlyCostBuy: series,
  yearlyCostRent: series,
  yearlyCostBuy: series,
  rentData: series,
  buyData: series,
  equityData: series,
};

/** ZipCodePlaceSchema. */
export const ZIP_CODE_PLACE: Shape = {
  zipCode: 'string',
  city: 'string',
  stateCode: 'string',
  stateName: 'string',
  county: 'string',
  latitude: 'number',
  longitude: 'number',
  locationId: 'string',
  cityLocationId: 'string',
};

/** ListingsResponseSchema. */
export const LISTINGS_RESPONSE: Shape = {
  locations: {
    data: listOf({
      locationId: 'string',
      name: 'string',
      stateCode: 'string',
      listings: { total: 'number', webUrl: 'string' },
    }),
  },
  dataSource: nullable({ demo: 'boolean', source: 'string', label: 'string' }),
};

/** ValidationErrorResponseSchema: a 400's body. */
export const VALIDATION_ERROR_RESPONSE: Shape = {
  message: 'string',
  errors: listOf({ field: 'string', message: 'string' }),
};
