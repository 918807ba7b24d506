// The down payment calculator's page as the site map and the hub list it (issue 24);
// its words are in ./down-payment.ts, imported by its route alone.
import type { CalculatorPageSummary } from '../calculator-page-types.ts';

export const DOWN_PAYMENT_SUMMARY = {
  bundle: 'down-payment',
  path: '/calculators/down-payment',
  title: 'Down payment calculator',
  description:
    'Compare 3%, 5%, 10% and 20% down, and your own amount, side by side: the loan, mortgage insurance, monthly payment and cash to close.',
} as const satisfies CalculatorPageSummary;
