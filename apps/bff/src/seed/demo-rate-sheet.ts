import type { RateSheetRow } from '../rates/rate-sheet-file.ts';

/**
 * DEMO DATA. A plausible sheet for a fictional lender in late 2026, loaded on the first start
 * so the site works out of the box. Stored with source "demo" and is_demo = true, and every
 * price built on it says so. A lender imports its real sheet with the rates:import command.
 */
export const DEMO_RATE_SHEET: readonly RateSheetRow[] = [
  { productCode: '30YRFIXED', purpose: 'purchase', baseRatePercent: 6.25, basePoints: 0.5 },
  { productCode: '30YRFIXED', purpose: 'refinance', baseRatePercent: 6.375, basePoints: 0.5 },
  { productCode: '20YRFIXED', purpose: 'purchase', baseRatePercent: 6.125, basePoints: 0.375 },
  { productCode: '20YRFIXED', purpose: 'refinance', baseRatePercent: 6.25, basePoints: 0.375 },
  { productCode: '15YRFIXED', purpose: 'purchase', baseRatePercent: 5.625, basePoints: 0.25 },
  { productCode: '15YRFIXED', purpose: 'refinance', baseRatePercent: 5.75, basePoints: 0.25 },
  { productCode: 'FHA30', purpose: 'purchase', baseRatePercent: 5.875, basePoints: 0.75 },
  { productCode: 'FHA30', purpose: 'refinance', baseRatePercent: 6, basePoints: 0.75 },
  { productCode: 'VA30', purpose: 'purchase', baseRatePercent: 5.75, basePoints: 0.625 },
  { productCode: 'VA30', purpose: 'refinance', baseRatePercent: 5.875, basePoints: 0.625 },
  {
    productCode: 'ARM5_6',
    purpose: 'purchase',
    baseRatePercent: 5.5,
    basePoints: 0.25,
    fullyIndexedRatePercent: 6.9,
  },
  {
    productCode: 'ARM5_6',
    purpose: 'refinance',
    baseRatePercent: 5.625,
    basePoints: 0.25,
    fullyIndexedRatePercent: 6.9,
  },
  { productCode: 'JUMBO30', purpose: 'purchase', baseRatePercent: 6.5, basePoints: 0.625 },
  { productCode: 'JUMBO30', purpose: 'refinance', baseRatePercent: 6.625, basePoints: 0.625 },
];
