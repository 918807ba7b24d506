// The kit's small core, which every calculator imports. Larger pieces only some calculators use
// have entries of their own (`./month-year`, `./hash-form`, `./yearly-chart`): the calculator
// bundles are built from dist, where one entry is one module, so whatever this index exports
// is downloaded with every calculator.
export type { CalculatorBrand, CalculatorEvent, CalculatorProps } from './types.ts';
export { bandAmount, LARGE_AMOUNT_EDGES, MONTHLY_AMOUNT_EDGES } from './bands.ts';
export { hashParams, hashWith, useHashParam } from './hash.ts';
export {
  CalculatorResults,
  type CalculatorResultsProps,
  type ResultsState,
} from './CalculatorResults.tsx';
export { FiguresNote } from './FiguresNote.tsx';
export { ResultRow } from './ResultRow.tsx';
export { SummaryBar, type SummaryBarProps } from './SummaryBar.tsx';
export { CalculatorTermsProvider, TermHint } from './terms.tsx';
export type { CalculatorTerm, CalculatorTermKey, CalculatorTerms } from './terms.tsx';
export { ResultsAnnouncer } from './ResultsAnnouncer.tsx';
export { dollarsAndCents, parseDollars, percent, wholeDollars } from './money.ts';
