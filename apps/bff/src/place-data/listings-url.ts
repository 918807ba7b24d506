import type { Place } from '../places/place-index.ts';

/** The values a listings-site URL template can use, as `{name}`. */
export interface ListingsUrlValues {
  /** `detroit-mi` for a city, `48226` for a ZIP. */
  place: string;
  /** Lower-case state code, `mi`. */
  state: string;
  /** The city's name (`Detroit`) or the ZIP's place name. */
  city: string;
  /** The ZIP code, or empty for a city. */
  zip: string;
  locationId: string;
  minPrice?: number;
  maxPrice?: number;
}

/** The placeholders a template may contain. */
export const LISTINGS_URL_PLACEHOLDERS = [
  'place',
  'state',
  'city',
  'zip',
  'locationId',
  'minPrice',
  'maxPrice',
] as const;

/**
 * Fills a template such as `https://homes.example.com/{state}/{place}?min-price={minPrice}`:
 * each value is URL-encoded; prices are whole dollars, empty when not given.
 */
export function fillListingsUrl(template: string, values: ListingsUrlValues): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    if (!(LISTINGS_URL_PLACEHOLDERS as readonly string[]).includes(name)) return match;
    const value = values[name as keyof ListingsUrlValues];
    if (value === undefined) return '';
    return encodeURIComponent(typeof value === 'number' ? String(Math.round(value)) : value);
  });
}

/** The template values of a place. */
export function listingsUrlValues(place: Place): ListingsUrlValues {
  const slug = place.id.slice(place.id.indexOf(':') + 1);
  return {
    place: slug,
    state: place.stateCode.toLowerCase(),
    city: place.kind === 'zip' ? place.city : place.name,
    zip: place.kind === 'zip' ? place.zip : '',
    locationId: place.id,
  };
}
