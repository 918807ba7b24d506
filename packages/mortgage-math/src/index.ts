export { monthlyPaymentCents } from './payment.ts';
export type { LoanTerms } from './payment.ts';
