export type { CalculatorBrand, CalculatorEvent, CalculatorProps } from './types.ts';
export { bandAmount, LARGE_AMOUNT_EDGES, MONTHLY_AMOUNT_EDGES } from './bands.ts';
export { hashParams, hashWith, useHashParam } from './hash.ts';
export { hashHasValues, hashOfValues, valuesFromHash } from './hash-values.ts';
export { useHashForm, type HashFormOptions, type HashFormShown } from './use-hash-form.ts';
export { ResultsAnnouncer } from './ResultsAnnouncer.tsx';
export {
  ChartLegend,
  compactDollars,
  YearlyChart,
  YearlyChartTable,
  type ChartSeries,
  type YearlyChartData,
} from './YearlyChart.tsx';
export { dollarsAndCents, parseDollars, percent, wholeDollars } from './money.ts';
export {
  longMonth,
  monthName,
  monthsFrom,
  parseMonth,
  parseYear,
  shortMonth,
  thisMonth,
  yearsAndMonths,
} from './month-year.ts';
