// The amortization page as the hub and the site map list it (no FAQ or explanation:
// the site map is in every page's JavaScript).
import type { CalculatorPageSummary } from '../calculator-page-types.ts';

export const AMORTIZATION_SUMMARY = {
  bundle: 'amortization',
  path: '/calculators/amortization',
  title: 'Amortization calculator',
  description:
    'See every payment of your mortgage split into principal and interest, month by month and year by year, what extra payments save, and download the schedule.',
} as const satisfies CalculatorPageSummary;
