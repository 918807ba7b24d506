import './RateComparison.css';
import { useEffect, useRef, useState } from 'react';
import {
  changeRatePurpose,
  NOT_AVAILABLE,
  chooseRateProduct,
  createRateComparison,
  RATE_SELECT_SETTLE_DELAY_MS,
  RATE_SELECT_SIBLING_UPDATE_DELAY_MS,
  RATE_TABLE_UPDATE_DELAY_MS,
  rateComparisonTable,
  rateProductOptions,
  rateSelectionValues,
  showRateColumn,
  type RateComparisonState,
} from '@lender/guided-experiences/rate-comparison';
import type { ProductRatesResponse } from '@lender/validation';
import { TermHint } from '../../components/TermHint.tsx';
import { formatDate } from '../../content/dates.ts';
import { browserApi } from '../../forms/api.ts';
import {
  trackAppliedFilter,
  trackDropdownValue,
  useExperienceLoaded,
} from '../experience-analytics.ts';
import { SelectField } from '../shared/SelectField.tsx';
import { isDemoRates, rateQueryHref, RATES_PATH, type Purpose } from './rate-query.ts';

/** SPEC §9 purposes, as the purpose select offers them. */
const PURPOSE_OPTIONS: { value: Purpose; label: string }[] = [
  { value: 'purchase', label: 'Buying a home' },
  { value: 'refinance', label: 'Refinancing' },
];

const POSITION_LABELS = ['First loan', 'Second loan', 'Third loan'];

/** Props of {@link RateComparison}: the day's rates and what the address asked for. */
export interface RateComparisonProps {
  rates: ProductRatesResponse;
  productCodes: readonly string[];
  show: number;
}

/**
 * The product rate comparison (SPEC §3–§5, §9): up to three selects, a product chosen in one
 * disabled in the others, and the table of their rate, APR, points and payment, three columns
 * from 768 px and one at a time below. After a change the siblings' options follow in 50 ms, the
 * table column in 100 ms, and the announcement (and `selected_dropdown_value`) once the choice
 * has settled, 300 ms. The purpose fetches that purpose's rates. Without JavaScript it is a form
 * the server answers.
 */
export function RateComparison({ rates: initialRates, productCodes, show }: RateComparisonProps) {
  const [rates, setRates] = useState(initialRates);
  const options = rateProductOptions(rates);
  const [selection, setSelection] = useState<RateComparisonState>(() =>
    showRateColumn(
      createRateComparison(rateProductOptions(initialRates), {
        purpose: initialRates.purpose,
        productCodes,
      }),
      show,
    ),
  );
  // What the siblings' disabled options and the table show: the selection, a moment later.
  const [siblingView, setSiblingView] = useState(selection);
  const [tableView, setTableView] = useState(selection);
  const [announcement, setAnnouncement] = useState('');
  const [purposeError, setPurposeError] = useState<string | null>(null);
  const [loadingPurpose, setLoadingPurpose] = useState<Purpose | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useExperienceLoaded('rate_comparison', 'comparison');
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const table = rateComparisonTable(rates, tableView);
  const chosen = rateSelectionValues(siblingView);

  /** Keeps the address in step with the comparison, so it can be shared (no navigation). */
  const rememberInAddress = (state: RateComparisonState) => {
    const href = rateQueryHref({
      purpose: state.purpose,
      products: rateSelectionValues(state).filter((code): code is string => code !== null),
      show: state.dataIndex,
    });
    window.history.replaceState(window.history.state, '', href);
  };

  const choose = (position: number, code: string) => {
    const next = chooseRateProduct(selection, options, position, code === '' ? null : code);
    if (next === selection) return;
    setSelection(next);
    timers.current.forEach(clearTimeout);
    timers.current = [
      setTimeout(() => setSiblingView(next), RATE_SELECT_SIBLING_UPDATE_DELAY_MS),
      setTimeout(() => setTableView(next), RATE_TABLE_UPDATE_DELAY_MS),
      setTimeout(() => {
        const name = next.selects[position]?.text;
        setAnnouncement(
          name ? `${POSITION_LABELS[position]}: ${name}. The table shows its rates.` : '',
        );
        trackDropdownValue(`rate_select_${position + 1}`, 'rate_comparison', code);
        rememberInAddress(next);
      }, RATE_SELECT_SETTLE_DELAY_MS),
    ];
  };

  const changePurpose = async (purpose: Purpose) => {
    if (purpose === selection.purpose) return;
    trackAppliedFilter(
      purpose === 'refinance' ? 'rate_purpose_refinance' : 'rate_purpose_buy_a_home',
    );
    setLoadingPurpose(purpose);
    setPurposeError(null);
    const answer = await (await browserApi()).productRates({ purpose }).catch(() => undefined);
    setLoadingPurpose(null);
    if (!answer?.ok) {
      setPurposeError(
        `We couldn't load the ${purpose === 'refinance' ? 'refinance' : 'purchase'} rates. Try again in a moment.`,
      );
      return;
    }
    const next = changeRatePurpose(selection, purpose, rateProductOptions(answer.data));
    timers.current.forEach(clearTimeout);
    setRates(answer.data);
    setSelection(next);
    setSiblingView(next);
    setTableView(next);
    setAnnouncement(`Showing ${purpose === 'refinance' ? 'refinance' : 'purchase'} rates.`);
    rememberInAddress(next);
  };

  const showColumn = (dataIndex: number) => {
    const next = showRateColumn(selection, dataIndex);
    setSelection(next);
    setSiblingView(next);
    setTableView(next);
    rememberInAddress(next);
  };

  const demo = isDemoRates(rates.assumptions);
  const purposeLabel = rates.purpose === 'refinance' ? 'refinancing' : 'buying a home';

  return (
    <section
      className="rate-comparison"
      aria-labelledby="rate-comparison-title"
      id="rate-comparison"
    >
      <h2 id="rate-comparison-title">Compare up to three loans</h2>
      <form className="rate-comparison__choices" action={RATES_PATH} method="get">
        <SelectField
          id="rate-purpose"
          name="purpose"
          label="Loan purpose"
          options={PURPOSE_OPTIONS}
          value={loadingPurpose ?? selection.purpose}
          error={purposeError}
          analytics={{ dropdownName: 'rate_purpose', componentName: 'rate_comparison' }}
          onChange={(value) => {
            trackDropdownValue('rate_purpose', 'rate_comparison', value);
            void changePurpose(value as Purpose);
          }}
        />
        {selection.selects.map((select) => (
          <SelectField
            key={select.position}
            id={`rate-select-${select.position + 1}`}
            name="products"
            label={POSITION_LABELS[select.position]}
            options={options.map((option) => ({
              value: option.productCode,
              label: option.text,
              disabled: chosen.some(
                (code, at) => at !== select.position && code === option.productCode,
              ),
            }))}
            value={select.productCode ?? ''}
            placeholder="Choose a loan"
            analytics={{
              dropdownName: `rate_select_${select.position + 1}`,
              componentName: 'rate_comparison',
            }}
            onChange={(value) => choose(select.position, value)}
          />
        ))}
        <noscript>
          <button type="submit" className="button">
            Compare
          </button>
        </noscript>
      </form>
      <p className="visually-hidden" role="status">
        {loadingPurpose ? 'Loading rates…' : announcement}
      </p>

      <div className="rate-comparison__columns" role="group" aria-label="Loan shown in the table">
        {table.columns.map((column) => (
          <a
            key={column.dataIndex}
            className="rate-comparison__column-button"
            href={rateQueryHref({
              purpose: selection.purpose,
              products: rateSelectionValues(selection).filter((c): c is string => c !== null),
              show: column.dataIndex,
            })}
            aria-current={column.dataIndex === selection.dataIndex ? 'true' : undefined}
            onClick={(event) => {
              event.preventDefault();
              showColumn(column.dataIndex);
            }}
          >
            {column.name ?? POSITION_LABELS[column.dataIndex]}
          </a>
        ))}
      </div>

      <div className="rate-comparison__table-wrap">
        <table className={`rate-table rate-table--show-${selection.dataIndex}`}>
          <caption>
            Rates for {purposeLabel}, as of {formatDate(table.effectiveDate)}
            {demo && (
              <>
                {' '}
                <span className="rate-comparison__demo">Demo rates</span>
              </>
            )}
          </caption>
          <thead>
            <tr>
              <td />
              {table.columns.map((column) => (
                <th key={column.dataIndex} scope="col" data-index={column.dataIndex}>
                  {column.name ?? 'No loan chosen'}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">
                  {row.key === 'apr' || row.key === 'points' ? (
                    <TermHint term={row.key}>{row.label}</TermHint>
                  ) : (
                    row.label
                  )}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={index} data-index={table.columns[index]?.dataIndex}>
                    {cell === NOT_AVAILABLE ? (
                      <>
                        <span aria-hidden="true">{NOT_AVAILABLE}</span>
                        <span className="visually-hidden">Not available</span>
                      </>
                    ) : (
                      cell
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {table.assumptions.length > 0 && (
        <ul className="rate-comparison__assumptions">
          {table.assumptions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
