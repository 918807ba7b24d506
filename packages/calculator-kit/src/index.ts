export type { CalculatorBrand, CalculatorEvent, CalculatorProps } from './types.ts';
export { bandAmount, LARGE_AMOUNT_EDGES, MONTHLY_AMOUNT_EDGES } from './bands.ts';
export { hashParams, hashWith, useHashParam } from './hash.ts';
export { ResultsAnnouncer } from './ResultsAnnouncer.tsx';
export { dollarsAndCents, parseDollars, percent, wholeDollars } from './money.ts';
