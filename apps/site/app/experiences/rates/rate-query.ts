// What the rates page's address says: the purpose, the products compared and the column a phone
// shows. Links (the ticker, the loan-options cards) and the form without JavaScript use it, and
// the page keeps it up to date, so a comparison can be shared.
import { MAX_RATE_SELECTS } from '@lender/guided-experiences/rate-comparison';

/** The rates page's path. */
export const RATES_PATH = '/rates';

/** SPEC §9 product-rate purposes. */
export type Purpose = 'purchase' | 'refinance';

/** What the page is asked to show. */
export interface RateQuery {
  purpose: Purpose;
  /** Product codes as given (checked against the day's products by the comparison). */
  products: string[];
  /** The column shown on a phone (0–2). */
  show: number;
}

const PRODUCT_CODE = /^[A-Z0-9_]{1,20}$/;

/** Reads the query: `purpose`, `products` (repeated or comma-separated) and `show`. */
export function parseRateQuery(params: URLSearchParams): RateQuery {
  const purpose: Purpose = params.get('purpose') === 'refinance' ? 'refinance' : 'purchase';
  const products = params
    .getAll('products')
    .flatMap((value) => value.split(','))
    .map((code) => code.trim())
    .filter((code) => PRODUCT_CODE.test(code))
    .slice(0, MAX_RATE_SELECTS);
  const shown = Number(params.get('show'));
  const show = Number.isInteger(shown) && shown >= 0 && shown < MAX_RATE_SELECTS ? shown : 0;
  return { purpose, products, show };
}

/** The page's address for a query: `/rates?purpose=refinance&products=FHA30,VA30`. */
export function rateQueryHref({ purpose, products, show }: Partial<RateQuery>): string {
  const params = new URLSearchParams();
  if (purpose && purpose !== 'purchase') params.set('purpose', purpose);
  const codes = (products ?? []).filter(Boolean);
  if (codes.length > 0) params.set('products', codes.join(','));
  if (show) params.set('show', String(show));
  const query = params.toString();
  return query ? `${RATES_PATH}?${query}` : RATES_PATH;
}

/**
 * The products the selects start with: the ones asked for that the day's sheet prices, in order
 * and once each, then the sheet's first products, up to three.
 */
export function initialProductCodes(
  wanted: readonly string[],
  available: readonly string[],
): string[] {
  const chosen: string[] = [];
  for (const code of [...wanted, ...available]) {
    if (chosen.length === MAX_RATE_SELECTS) break;
    if (available.includes(code) && !chosen.includes(code)) chosen.push(code);
  }
  return chosen;
}

/** Whether an answer's assumptions say its rates are demo rates (SPEC: show "demo rates"). */
export function isDemoRates(assumptions: readonly string[]): boolean {
  return assumptions.some((line) => /\bdemo rates\b/i.test(line));
}
