// `@lender/calculator-kit/yearly-chart`: a loan's figures year by year, as lines and as a table.
export {
  ChartLegend,
  compactDollars,
  YearlyChart,
  YearlyChartTable,
  type ChartSeries,
  type YearlyChartData,
} from './YearlyChart.tsx';
export { YearlyChartFigure, type YearlyChartFigureProps } from './YearlyChartFigure.tsx';
export {
  LOAN_BALANCE_SERIES,
  LoanBalanceFigure,
  loanBalanceValues,
  type LoanBalanceFigureProps,
  type LoanYear,
} from './loan-balance.tsx';
