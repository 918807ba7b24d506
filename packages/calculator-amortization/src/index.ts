export { AmortizationCalculator } from './AmortizationCalculator.tsx';
export type { AmortizationCalculatorProps } from './AmortizationCalculator.tsx';
export {
  amortization,
  calculatorInput,
  defaultValues,
  fieldError,
  FIELDS,
  formErrors,
  HASH_KEYS,
  valuesFromHash,
  valuesToHash,
  type AmortizationField,
  type AmortizationValues,
} from './form.ts';
export { CSV_FILE_NAME } from './csv-download.ts';
export { MONTH_COLUMNS, monthCells, ROWS_PER_PAGE } from './ScheduleTable.tsx';
