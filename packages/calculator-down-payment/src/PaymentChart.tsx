import { wholeDollars } from '@lender/calculator-kit';
import { centsToDollars } from '@lender/mortgage-math';
import { columnLabel, hasPayment } from './columns.ts';
import type { DownPaymentColumn } from './form.ts';

const WIDTH = 640;
const LABEL_WIDTH = 150;
const VALUE_WIDTH = 90;
const BAR_HEIGHT = 16;
const ROW_HEIGHT = 44;
const MONTHLY_COLOR = '#1d4ed8';
const CASH_COLOR = '#b45309';

/**
 * Two bars per down payment: the monthly payment and the cash to close, each scaled to its own
 * largest value, so the trade-off reads at a glance (more down: less a month, more at closing).
 * The table above holds every figure; the picture is named and summed up for screen readers.
 */
export function PaymentChart({
  columns,
  captionId,
}: {
  columns: readonly DownPaymentColumn[];
  captionId: string;
}) {
  const monthly = columns.map((column) =>
    hasPayment(column) ? centsToDollars(column.scenario.monthlyPaymentCents!) : undefined,
  );
  const cash = columns.map((column) => centsToDollars(column.scenario.cashToCloseCents));
  const maxMonthly = Math.max(1, ...monthly.map((value) => value ?? 0));
  const maxCash = Math.max(1, ...cash);
  const barSpace = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const height = columns.length * ROW_HEIGHT + 8;
  const summary = columns
    .map(
      (column, index) =>
        `${columnLabel(column)}: ${monthly[index] === undefined ? 'no conventional payment' : `${wholeDollars(monthly[index])} a month`}, ${wholeDollars(cash[index]!)} to close`,
    )
    .join('; ');
  return (
    <>
      <ul className="ldp-legend" aria-hidden="true">
        <li>
          <svg width="14" height="14">
            <rect width="14" height="14" fill={MONTHLY_COLOR} />
          </svg>
          Monthly payment
        </li>
        <li>
          <svg width="14" height="14">
            <rect width="14" height="14" fill={CASH_COLOR} />
          </svg>
          Cash to close
        </li>
      </ul>
      <svg
        className="ldp-chart"
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-labelledby={captionId}
        aria-describedby={`${captionId}-summary`}
      >
        <desc id={`${captionId}-summary`}>{summary}</desc>
        <g aria-hidden="true">
          {columns.map((column, index) => {
            const top = index * ROW_HEIGHT + 4;
            const monthlyValue = monthly[index];
            const monthlyWidth =
              monthlyValue === undefined ? 0 : (monthlyValue / maxMonthly) * barSpace;
            const cashWidth = (cash[index]! / maxCash) * barSpace;
            return (
              <g key={index}>
                <text className="ldp-chart__label" x={0} y={top + BAR_HEIGHT + 4}>
                  {columnLabel(column)}
                </text>
                <rect
                  x={LABEL_WIDTH}
                  y={top}
                  width={monthlyWidth}
                  height={BAR_HEIGHT}
                  fill={MONTHLY_COLOR}
                />
                <text className="ldp-chart__value" x={LABEL_WIDTH + monthlyWidth + 6} y={top + 13}>
                  {monthlyValue === undefined ? 'n/a' : `${wholeDollars(monthlyValue)}/mo`}
                </text>
                <rect
                  x={LABEL_WIDTH}
                  y={top + BAR_HEIGHT + 2}
                  width={cashWidth}
                  height={BAR_HEIGHT}
                  fill={CASH_COLOR}
                />
                <text
                  className="ldp-chart__value"
                  x={LABEL_WIDTH + cashWidth + 6}
                  y={top + BAR_HEIGHT + 15}
                >
                  {wholeDollars(cash[index]!)}
                </text>
              </g>
            );
          })}
        </g>
      </svg>
    </>
  );
}
