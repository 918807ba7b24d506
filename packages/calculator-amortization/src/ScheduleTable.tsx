import { formatUsd, type ScheduleRow, type ScheduleYear } from '@lender/mortgage-math';
import { Button } from '@lender/ui/button';
import { useState } from 'react';
import { shortMonth } from '@lender/calculator-kit/month-year';

/** Monthly rows per page: five years, so a 30-year schedule is 6 pages and the DOM stays small. */
export const ROWS_PER_PAGE = 60;

/** The monthly table's columns: the CSV's (mortgage-math `scheduleCsv`), in the same order. */
export const MONTH_COLUMNS = [
  'Payment number',
  'Date',
  'Payment',
  'Principal',
  'Extra principal',
  'Interest',
  'Total paid',
  'Balance',
] as const;

/** One monthly row as the table shows it: the CSV's cells, formatted for reading. */
export function monthCells(row: ScheduleRow): string[] {
  return [
    String(row.paymentNumber),
    row.date ? shortMonth(row.date) : '',
    formatUsd(row.paymentCents),
    formatUsd(row.principalCents),
    formatUsd(row.extraPrincipalCents),
    formatUsd(row.interestCents),
    formatUsd(row.paymentCents + row.extraPrincipalCents),
    formatUsd(row.balanceCents),
  ];
}

const YEAR_COLUMNS = [
  'Year',
  'Payments',
  'Principal',
  'Extra principal',
  'Interest',
  'Interest to date',
  'Balance at year end',
];

function yearCells(year: ScheduleYear): string[] {
  return [
    String(year.year),
    year.firstPaymentNumber === year.lastPaymentNumber
      ? String(year.firstPaymentNumber)
      : `${year.firstPaymentNumber}–${year.lastPaymentNumber}`,
    formatUsd(year.principalCents),
    formatUsd(year.extraPrincipalCents),
    formatUsd(year.interestCents),
    formatUsd(year.cumulativeInterestCents),
    formatUsd(year.endingBalanceCents),
  ];
}

function Table({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: { key: number; cells: string[] }[];
}) {
  return (
    // Focusable so a keyboard can scroll it; its header row stays in view as it scrolls.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="lcalc-table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="lcalc-table">
        <caption className="lui-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells }) => (
            <tr key={key}>
              <th scope="row">{cells[0]}</th>
              {cells.slice(1).map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The monthly schedule a page at a time. */
export function MonthlySchedule({ rows }: { rows: readonly ScheduleRow[] }) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE));
  // A new, shorter schedule (extra payments added) keeps the page within range.
  const current = Math.min(page, pages - 1);
  const from = current * ROWS_PER_PAGE;
  const slice = rows.slice(from, from + ROWS_PER_PAGE);
  const range = `Payments ${from + 1} to ${from + slice.length} of ${rows.length}`;
  return (
    <>
      <Table
        caption={`Monthly schedule: ${range.toLowerCase()}`}
        columns={MONTH_COLUMNS}
        rows={slice.map((row) => ({ key: row.paymentNumber, cells: monthCells(row) }))}
      />
      <div className="lamort-pager">
        <Button
          type="button"
          variant="secondary"
          // aria-disabled, not disabled: the button keeps focus at the first page.
          aria-disabled={current === 0 || undefined}
          onClick={() => current > 0 && setPage(current - 1)}
        >
          Earlier payments
        </Button>
        <p role="status" className="lamort-pager__range">
          {range}
        </p>
        <Button
          type="button"
          variant="secondary"
          aria-disabled={current >= pages - 1 || undefined}
          onClick={() => current < pages - 1 && setPage(current + 1)}
        >
          Later payments
        </Button>
      </div>
    </>
  );
}

/** Every year of the schedule (at most 41 rows: no paging needed). */
export function YearlySchedule({ years }: { years: readonly ScheduleYear[] }) {
  return (
    <Table
      caption="Yearly schedule"
      columns={YEAR_COLUMNS}
      rows={years.map((year) => ({ key: year.year, cells: yearCells(year) }))}
    />
  );
}
