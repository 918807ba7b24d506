// @lender/guided-experiences/rate-comparison: up to three product selects and the table of the
// chosen products' rates (SPEC §3, §4, §5, §9), built from GET /rmscbff/rates/products.
//
// The disabled options of each select come from `siblingDisabledValues` of `@lender/ui/select`
// (pass it `rateSelectionValues(state)` and the select's position); this module keeps the state
// honest on its own by refusing a product another select has taken.

import { dollarsToCents, formatUsd } from '@lender/mortgage-math';
import { LOAN_PURPOSES, type ProductRatesResponse } from '@lender/validation';

/** SPEC §3: at most three products are compared. */
export const MAX_RATE_SELECTS = 3;

/**
 * SPEC §9 "Rate-select update delays 50, 100, 300 ms". The SPEC gives the numbers only; our reading
 * of what each waits for, from the order things must happen after a select changes:
 * 50 ms — then the sibling selects' disabled options are refreshed, once the changed select has
 * closed and committed its value (a native select fires change before it closes on some phones).
 */
export const RATE_SELECT_SIBLING_UPDATE_DELAY_MS = 50;

/** SPEC §9, 100 ms — then the table column of the changed select shows the new product's figures. */
export const RATE_TABLE_UPDATE_DELAY_MS = 100;

/**
 * SPEC §9, 300 ms — then the change is announced in the polite live region and the
 * `selected_dropdown_value` event is sent. Arrowing through a select's options fires a change per
 * option; waiting until the choice settles announces and reports only the one kept.
 */
export const RATE_SELECT_SETTLE_DELAY_MS = 300;

/** SPEC §9: the product-rate purposes, purchase and refinance. */
export const RATE_PURPOSES = LOAN_PURPOSES;

/** A product-rate purpose. */
export type RatePurpose = (typeof RATE_PURPOSES)[number];

/** SPEC §9: the loan purpose unless the visitor chooses another. */
export const DEFAULT_RATE_PURPOSE: RatePurpose = 'purchase';

/**
 * SPEC §3 "three-column breakpoint": from this width the table shows the three products side by
 * side; narrower, one product column at a time (the column whose data-index is chosen). The SPEC
 * gives no number; we take the first width above mobile among its screen breakpoints (SPEC §9:
 * mobile up to 767 px, tablet from 768 px), where three columns of figures fit.
 */
export const THREE_COLUMN_MIN_WIDTH_PX = 768;

/** Whether the table shows all three columns at this viewport width. */
export function isThreeColumnLayout(viewportWidth: number): boolean {
  return viewportWidth >= THREE_COLUMN_MIN_WIDTH_PX;
}

/** SPEC §3 product selection item: the product code and its name. */
export interface RateProductOption {
  productCode: string;
  text: string;
}

/** SPEC §3 rate select state: its position, and the chosen product's code and name (or null). */
export interface RateSelect {
  position: number;
  productCode: string | null;
  text: string | null;
}

/** The comparison: the purpose, the selects, and the column shown on narrow screens. */
export interface RateComparisonState {
  purpose: RatePurpose;
  selects: readonly RateSelect[];
  /** The data-index (select position) of the column a narrow screen shows. */
  dataIndex: number;
}

/** The product options of the selects: every product the answer priced, in its order. */
export function rateProductOptions(
  response: Pick<ProductRatesResponse, 'products'>,
): RateProductOption[] {
  return response.products.map((entry) => ({
    productCode: entry.metadata.productCode,
    text: entry.metadata.productName,
  }));
}

/**
 * A comparison of `count` selects (at most 3), the first products of `options` chosen in order
 * unless `productCodes` names others (unknown or repeated codes leave that select empty).
 */
export function createRateComparison(
  options: readonly RateProductOption[],
  {
    purpose = DEFAULT_RATE_PURPOSE,
    count = MAX_RATE_SELECTS,
    productCodes,
  }: { purpose?: RatePurpose; count?: number; productCodes?: readonly (string | null)[] } = {},
): RateComparisonState {
  const size = Math.max(1, Math.min(MAX_RATE_SELECTS, Math.floor(count)));
  const wanted = productCodes ?? options.slice(0, size).map((option) => option.productCode);
  const taken = new Set<string>();
  const selects = Array.from({ length: size }, (_, position): RateSelect => {
    const option = options.find((candidate) => candidate.productCode === wanted[position]);
    if (!option || taken.has(option.productCode))
      return { position, productCode: null, text: null };
    taken.add(option.productCode);
    return { position, productCode: option.productCode, text: option.text };
  });
  return { purpose, selects, dataIndex: 0 };
}

/** Every select's product code in position order: the `selections` of `siblingDisabledValues`. */
export function rateSelectionValues(
  state: Pick<RateComparisonState, 'selects'>,
): (string | null)[] {
  return state.selects.map((select) => select.productCode);
}

/**
 * The comparison with `productCode` chosen at `position` (null empties the select). SPEC §5: an
 * option chosen in another select is disabled here, so choosing it changes nothing; so does a
 * code that is not an option.
 */
export function chooseRateProduct(
  state: RateComparisonState,
  options: readonly RateProductOption[],
  position: number,
  productCode: string | null,
): RateComparisonState {
  const select = state.selects[position];
  if (!select) return state;
  if (productCode === null) {
    return replaceSelect(state, { position, productCode: null, text: null });
  }
  const option = options.find((candidate) => candidate.productCode === productCode);
  const takenBySibling = state.selects.some(
    (other) => other.position !== position && other.productCode === productCode,
  );
  if (!option || takenBySibling) return state;
  return replaceSelect(state, { position, productCode, text: option.text });
}

function replaceSelect(state: RateComparisonState, select: RateSelect): RateComparisonState {
  return {
    ...state,
    selects: state.selects.map((current) =>
      current.position === select.position ? select : current,
    ),
  };
}

/**
 * The comparison for another purpose. Selections stay where the new answer prices the same
 * product (with its name from the new answer) and empty where it does not.
 */
export function changeRatePurpose(
  state: RateComparisonState,
  purpose: RatePurpose,
  options: readonly RateProductOption[],
): RateComparisonState {
  return {
    ...state,
    purpose,
    selects: state.selects.map((select) => {
      const option = options.find((candidate) => candidate.productCode === select.productCode);
      return option
        ? { ...select, text: option.text }
        : { position: select.position, productCode: null, text: null };
    }),
  };
}

/** The comparison with another column shown on narrow screens (ignored when out of range). */
export function showRateColumn(state: RateComparisonState, dataIndex: number): RateComparisonState {
  return state.selects.some((select) => select.position === dataIndex)
    ? { ...state, dataIndex }
    : state;
}

/** A column of the comparison table: one select's product. */
export interface RateComparisonColumn {
  /** The select position, rendered as the column's data-index. */
  dataIndex: number;
  productCode: string | null;
  /** The product name, or null for an empty select. */
  name: string | null;
  /** False when the select is empty or the answer has no rate for the product. */
  available: boolean;
}

/** A row of the comparison table: a label and one cell per column ('—' when not available). */
export interface RateComparisonRow {
  key: 'rate' | 'apr' | 'points' | 'payment' | 'monthlyPayment';
  label: string;
  cells: string[];
}

/** The comparison table (SPEC §3): the sheet's date and purpose, columns, rows and assumptions. */
export interface RateComparisonTable {
  effectiveDate: string;
  purpose: RatePurpose;
  columns: RateComparisonColumn[];
  rows: RateComparisonRow[];
  /** The answer's assumptions, shown under the table; they say so when the rates are demo rates. */
  assumptions: string[];
}

/** What a cell shows when its select is empty or the product has no rate today. */
export const NOT_AVAILABLE = '—';

const percent = (value: number) => `${value.toFixed(3)}%`;
const dollars = (value: number) => formatUsd(dollarsToCents(value));

function pointsText(finalPoints: number, dollarAmount: number): string {
  if (finalPoints === 0) return '0 points';
  if (finalPoints < 0) {
    return `${Math.abs(finalPoints).toFixed(3)} credit (${dollars(Math.abs(dollarAmount))} back)`;
  }
  return `${finalPoints.toFixed(3)} (${dollars(dollarAmount)})`;
}

/** Builds the comparison table of the selected products from a `/rmscbff/rates/products` answer. */
export function rateComparisonTable(
  response: ProductRatesResponse,
  state: Pick<RateComparisonState, 'selects'>,
): RateComparisonTable {
  const entries = state.selects.map((select) =>
    select.productCode === null
      ? undefined
      : response.products.find((entry) => entry.metadata.productCode === select.productCode),
  );
  const cells = (text: (entry: ProductRatesResponse['products'][number]) => string) =>
    entries.map((entry) => (entry ? text(entry) : NOT_AVAILABLE));
  return {
    effectiveDate: response.effectiveDate,
    purpose: response.purpose,
    columns: state.selects.map((select, index) => ({
      dataIndex: select.position,
      productCode: select.productCode,
      name: entries[index]?.metadata.productName ?? select.text,
      available: entries[index] !== undefined,
    })),
    rows: [
      { key: 'rate', label: 'Interest rate', cells: cells((entry) => percent(entry.rate)) },
      { key: 'apr', label: 'APR', cells: cells((entry) => percent(entry.apr)) },
      {
        key: 'points',
        label: 'Points',
        cells: cells((entry) =>
          pointsText(entry.points.finalPoints, entry.points.dollarAmountOfPoints),
        ),
      },
      {
        key: 'payment',
        label: 'Principal and interest',
        cells: cells((entry) => dollars(entry.payment)),
      },
      {
        key: 'monthlyPayment',
        label: 'Monthly payment with mortgage insurance',
        cells: cells((entry) => dollars(entry.monthlyPayment)),
      },
    ],
    assumptions: [...response.assumptions],
  };
}
