// Requests and responses of the calculation endpoints (SPEC §3, §7), shared by the BFF, which
// validates with them, and the API client, which checks answers with them.
import { z } from 'zod';
import { amountSchema, numberSchema } from './amount.ts';
import { messages } from './messages.ts';
import { UsStateSchema } from './us-states.ts';
import { ZipCodeSchema } from './zip.ts';

/** Largest amounts accepted: far above any real household, far below anything that breaks math. */
const MAX_ANNUAL_AMOUNT = 100_000_000;
const MAX_MONTHLY_AMOUNT = 1_000_000;

/** SPEC §9: the debt-to-income slider's fraction with 2 decimals; 0.50 and above gets a warning. */
export const DTI_MIN = 0.01;
export const DTI_MAX = 0.6;

/** SPEC §9 and rent vs buy: interest rates from 0 to 10 percent. */
export const RENT_VS_BUY_MAX_INTEREST_RATE = 10;

const dollars = z.number();

/** GET /rmscbff/calc/affordability query (SPEC §3: monthlyDebt arrives with commas, stripped here). */
export const AffordabilityQuerySchema = z.object({
  annualIncome: amountSchema(messages.annualIncome, { max: MAX_ANNUAL_AMOUNT }),
  availableFunds: amountSchema(messages.availableFunds, { max: MAX_ANNUAL_AMOUNT }),
  monthlyDebt: amountSchema(messages.monthlyDebt, { max: 10_000_000 }),
  zip: ZipCodeSchema.optional(),
  state: UsStateSchema,
  dti: numberSchema(messages.dti, { min: DTI_MIN, max: DTI_MAX }).transform(
    (dti) => Math.round(dti * 100) / 100,
  ),
});
export type AffordabilityQuery = z.infer<typeof AffordabilityQuerySchema>;

/** SPEC §3 affordability result; amounts in dollars (to the cent), percentages as percent numbers. */
export const AffordabilityResultSchema = z.object({
  affordability: dollars,
  dti: z.number(),
  initialRate: z.number(),
  productDescription: z.string(),
  incomeTaxRate: z.number(),
  message: z.string().optional(),
  cashBreakdown: z.object({
    cashToBuy: dollars,
    additional: dollars,
    downPayment: dollars,
    downPaymentPercent: z.number(),
    closingCost: dollars,
    closingCostPercent: z.number(),
  }),
  paymentBreakdown: z.object({
    monthlyPayment: dollars,
    principalInterestPayment: dollars,
    propertyTax: dollars,
    homeOwnersInsurance: dollars,
    pmi: dollars,
    defaultPropertyTaxPercentage: z.number(),
    defaultHomeOwnersInsurance: dollars,
  }),
  budgetBreakdown: z.object({
    monthlyIncome: dollars,
    monthlyPayment: dollars,
    monthlyDebt: dollars,
    monthlyRemainingBudget: dollars,
  }),
});
export type AffordabilityResult = z.infer<typeof AffordabilityResultSchema>;

/** SPEC §3 prequalification request (POST {base}/rmscbff/rates/affordability). */
export const PrequalificationRequestSchema = z.object({
  annualIncomeAmount: amountSchema(messages.annualIncome, { max: MAX_ANNUAL_AMOUNT }),
  monthlyDebtAmount: amountSchema(messages.monthlyDebt, { max: 10_000_000 }),
  downPaymentAmount: amountSchema(messages.downPaymentAmount, { max: MAX_ANNUAL_AMOUNT }),
  zipCode: ZipCodeSchema,
  creditScore: numberSchema(messages.creditScore, { min: 300, max: 850, integer: true }),
  // SPEC §3: the site always sends false; veterans' pricing is not offered on this path.
  isVeteran: z.literal(false, { error: messages.isVeteran.errorFormat }).default(false),
});
export type PrequalificationRequest = z.infer<typeof PrequalificationRequestSchema>;

/** SPEC §3 prequalification response; `message` and `code` explain a missing product. */
export const PrequalificationResponseSchema = z.object({
  recommendedProduct: z
    .object({
      productCode: z.string(),
      productName: z.string(),
      termMonthsCount: z.number().int(),
      pricing: z.object({
        baseLoanAmount: dollars,
        interestRate: z.number(),
        annualPercentageRate: z.number(),
        principalAndInterestAmount: dollars,
        taxesAmount: dollars,
        homeownersInsuranceAmount: dollars,
        mortgageInsuranceAmount: dollars,
        totalPaymentAmount: dollars,
      }),
      disclaimers: z.object({
        formattedDisclaimers: z.array(z.string()),
        assumptions: z.array(z.string()),
        generalDisclaimers: z.array(z.string()),
      }),
    })
    .optional(),
  code: z.enum(['creditScoreBelowMinimum', 'noProductQualifies']).optional(),
  message: z.string().optional(),
});
export type PrequalificationResponse = z.infer<typeof PrequalificationResponseSchema>;

const optionalMonthly = amountSchema(messages.monthlyAmount, {
  max: MAX_MONTHLY_AMOUNT,
}).optional();

/** SPEC §7 rent-vs-buy query; optional payments are computed from the SPEC §9 constants when absent. */
export const RentVsBuyQuerySchema = z
  .object({
    purchasePrice: amountSchema(messages.purchasePrice, {
      max: MAX_ANNUAL_AMOUNT,
      minExclusive: true,
    }),
    downPayment: amountSchema(messages.downPayment, { max: MAX_ANNUAL_AMOUNT }),
    interestRate: numberSchema(messages.interestRate, {
      min: 0,
      max: RENT_VS_BUY_MAX_INTEREST_RATE,
    }),
    monthlyRent: amountSchema(messages.monthlyRent, { max: MAX_MONTHLY_AMOUNT }),
    principleAndInterestPayment: optionalMonthly,
    mortgageInsurancePayment: optionalMonthly,
    monthlyInsurancePayment: optionalMonthly,
    monthlyTaxPayment: optionalMonthly,
    closingCost: amountSchema(messages.closingCost, { max: 10_000_000 }).optional(),
  })
  .superRefine((query, context) => {
    // SPEC §5: the down payment is below the price.
    if (query.downPayment >= query.purchasePrice) {
      context.addIssue({
        code: 'custom',
        path: ['downPayment'],
        message: messages.downPayment.errorMax,
      });
    }
  });
export type RentVsBuyQuery = z.infer<typeof RentVsBuyQuerySchema>;

const yearlySeries = z.array(z.number()).length(30);

/** SPEC §3 rent-vs-buy response data: 30 yearly points per series (index 0 is year 1), dollars. */
export const RentVsBuyResponseSchema = z.object({
  changeYear: z.number().int(),
  assumedData: z.object({
    monthlyTaxPayment: dollars,
    closingCost: dollars,
    mortgageInsurancePayment: dollars,
    monthlyInsurancePayment: dollars,
    annualHOADues: dollars,
    maintenance: dollars,
  }),
  monthlyCostRent: yearlySeries,
  monthlyCostBuy: yearlySeries,
  yearlyCostRent: yearlySeries,
  yearlyCostBuy: yearlySeries,
  rentData: yearlySeries,
  buyData: yearlySeries,
  equityData: yearlySeries,
});
export type RentVsBuyResponse = z.infer<typeof RentVsBuyResponseSchema>;

/** Loan purposes priced on the rate sheet (SPEC §9: product-rate purposes purchase and refinance). */
export const LOAN_PURPOSES = ['purchase', 'refinance'] as const;

/** Query of the product-rates endpoint behind the rate ticker and the comparison list. */
export const ProductRatesQuerySchema = z.object({
  purpose: z.enum(LOAN_PURPOSES, { error: messages.purpose.errorFormat }).default('purchase'),
  creditScore: numberSchema(messages.creditScore, { min: 300, max: 850, integer: true }).optional(),
  loanAmount: amountSchema(messages.loanAmount, { max: MAX_ANNUAL_AMOUNT }).optional(),
  downPaymentPercent: numberSchema(messages.downPaymentPercent, { min: 0, max: 99.99 }).optional(),
});
export type ProductRatesQuery = z.infer<typeof ProductRatesQuerySchema>;

/** SPEC §3 product rate entry, with both `payment` and `monthlyPayment` as the SPEC spells them. */
export const ProductRateEntrySchema = z.object({
  metadata: z.object({
    productCode: z.string(),
    productName: z.string(),
    termMonths: z.number().int(),
  }),
  rate: z.number(),
  apr: z.number(),
  payment: dollars,
  monthlyPayment: dollars,
  points: z.object({
    finalPoints: z.number(),
    basePoints: z.number(),
    dollarAmountOfPoints: dollars,
  }),
});
export type ProductRateEntry = z.infer<typeof ProductRateEntrySchema>;

/** The product-rates answer: the sheet's date, the entries, and the assumptions behind them. */
export const ProductRatesResponseSchema = z.object({
  effectiveDate: z.string(),
  purpose: z.enum(LOAN_PURPOSES),
  products: z.array(ProductRateEntrySchema),
  assumptions: z.array(z.string()),
});
export type ProductRatesResponse = z.infer<typeof ProductRatesResponseSchema>;
