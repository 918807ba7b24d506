export { ErrorSummary } from './ErrorSummary.tsx';
export type { ErrorSummaryItem, ErrorSummaryProps } from './ErrorSummary.tsx';
