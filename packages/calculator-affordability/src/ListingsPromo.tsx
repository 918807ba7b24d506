import type { CalculatorBrand } from '@lender/calculator-kit';
import { wholeDollars } from '@lender/calculator-kit';
import { Link } from '@lender/ui/link';
import type { ListingsState } from './use-affordability-api.ts';

/** The listings site's page of a city when the brand names none: as the server's default listings address. */
export const DEFAULT_PLACE_PAGE_URL_TEMPLATE = 'https://homes.example.com/{state}/{place}';

/** A place page address from a template: `{city}`, `{state}` (lower case) and `{place}` (`detroit-mi`). */
export function placePageUrl(template: string, city: string, state: string): string {
  const place = `${city
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${state.toLowerCase()}`;
  return template
    .replaceAll('{city}', encodeURIComponent(city))
    .replaceAll('{state}', encodeURIComponent(state.toLowerCase()))
    .replaceAll('{place}', encodeURIComponent(place));
}

/** SPEC §2/§8 listings promo: homes under the price, or the ZIP fallback copy, or the generic copy. */
export function ListingsPromo({
  state,
  brand,
  headingLevel,
}: {
  state: ListingsState;
  brand: CalculatorBrand | undefined;
  headingLevel: 2 | 3;
}) {
  if (state.status === 'idle' || state.status === 'loading') return null;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <aside
      className="lcalc-card lcalc-listings"
      aria-label="Homes for sale"
      data-testid="listings-promo"
    >
      <Sub>Homes for sale</Sub>
      {state.status === 'success' ? (
        <p>
          <Link href={state.webUrl} target="_blank">
            {state.total.toLocaleString('en-US')} {state.total === 1 ? 'home' : 'homes'} for sale in{' '}
            {state.city} under {wholeDollars(state.price)}
          </Link>
        </p>
      ) : state.city && state.state ? (
        <p>
          We could not find homes for sale near {state.zip} in {state.city}, {state.state} just now.{' '}
          <Link
            href={placePageUrl(
              brand?.placePageUrlTemplate ?? DEFAULT_PLACE_PAGE_URL_TEMPLATE,
              state.city,
              state.state,
            )}
            target="_blank"
          >
            See homes and prices in {state.city}, {state.state}
          </Link>
        </p>
      ) : (
        <p>We could not load homes for sale just now. Try again later.</p>
      )}
    </aside>
  );
}
