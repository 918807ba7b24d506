// `@lender/calculator-kit/yearly-chart`: a loan's figures year by year, as lines and as a table.
export {
  ChartLegend,
  compactDollars,
  YearlyChart,
  YearlyChartTable,
  type ChartSeries,
  type YearlyChartData,
} from './YearlyChart.tsx';
