import { pathSegments } from './path-segments.ts';

/**
 * SPEC §2: "the refinance calculator path is named as the lower payment calculator".
 * The SPEC gives no literal paths: the refinance calculator is the site's `/calculators/refinance`
 * page (the path the wizard's Refinance card and the articles link to).
 */
export const REFINANCE_CALCULATOR_PATH = '/calculators/refinance';

/** SPEC §2: the path whose page name the refinance calculator borrows. */
export const LOWER_PAYMENT_CALCULATOR_PATH = '/calculators/lower-payment-refinance-calculator';

/** SPEC §2: the analytics page name of the home page is "{product}:home". */
export const HOME_PAGE_NAME_SUFFIX = 'home';

const refinanceSegments = pathSegments(REFINANCE_CALCULATOR_PATH);
const lowerPaymentSegments = pathSegments(LOWER_PAYMENT_CALCULATOR_PATH);

/**
 * The analytics page name of a path (SPEC §2): "/" is "{product}:home", the refinance calculator
 * is named as the lower payment calculator, any other path is its segments joined by colons
 * with dashes turned into spaces ("/home-loans/va-loans" → "home loans:va loans").
 */
export function pageName(pathname: string, product: string): string {
  const segments = pathSegments(pathname);
  if (segments.length === 0) return `${product}:${HOME_PAGE_NAME_SUFFIX}`;
  const named = sameSegments(segments, refinanceSegments) ? lowerPaymentSegments : segments;
  return named.map((segment) => segment.replaceAll('-', ' ')).join(':');
}

function sameSegments(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((segment, index) => segment === b[index]);
}
