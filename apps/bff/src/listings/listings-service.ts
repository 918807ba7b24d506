import type { ListingsQuery, ListingsResponse } from '@lender/validation';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { listingsSummary } from '../db/schema.ts';
import { dataSource } from '../market/data-source.ts';
import { createDemoFigures, DEMO_SOURCE, type DemoFiguresSource } from '../market/demo-figures.ts';
import { cityLocationId } from '../places/location-id.ts';
import type { Place, PlaceIndex } from '../places/place-index.ts';
import { fillListingsUrl, type ListingsUrlValues } from './listings-url.ts';
import { countInPriceRange } from './price-buckets.ts';

export interface ListingsServiceOptions {
  db: AppDb;
  places: PlaceIndex;
  /** The demo figures of places without stored listings (shared with the market report service). */
  demo?: DemoFiguresSource;
  listingsUrlTemplate: string;
}

/**
 * Homes for sale in a ZIP code or city within a price range (SPEC §3 listings request): the stored
 * summary (an import's) where there is one, else the place's demo listings.
 */
export function createListingsService({
  db,
  places,
  demo = createDemoFigures(db, () => new Date()),
  listingsUrlTemplate,
}: ListingsServiceOptions) {
  return {
    /** Undefined when the location is unknown; an empty list when it has no listings data. */
    async listings(query: ListingsQuery): Promise<ListingsResponse | undefined> {
      const place = /^\d{5}$/.test(query.location)
        ? places.zip(query.location)
        : places.byId(cityLocationId(query.location, query.state ?? ''));
      if (!place || place.kind === 'county') return undefined;
      const [summary] = await db
        .select()
        .from(listingsSummary)
        .where(eq(listingsSummary.locationId, place.id));
      const figures = summary ? undefined : await demo.figures(place);
      if (!summary && !figures) return { locations: { data: [] }, dataSource: null };
      const buckets = summary
        ? summary.bucketMins.map((min, index) => ({
            min,
            max: summary.bucketMins[index + 1] ?? null,
            count: summary.bucketCounts[index] ?? 0,
          }))
        : figures!.listings.buckets;
      const minPrice = query['min-price'];
      const maxPrice = query['max-price'];
      return {
        locations: {
          data: [
            {
              locationId: place.id,
              name: place.kind === 'zip' ? place.zip : place.name,
              stateCode: place.stateCode,
              listings: {
                total: countInPriceRange(buckets, minPrice, maxPrice),
                webUrl: fillListingsUrl(listingsUrlTemplate, {
                  ...listingsUrlValues(place),
                  minPrice,
                  maxPrice,
                }),
              },
            },
          ],
        },
        dataSource: summary
          ? dataSource(summary.source, summary.isDemo)
          : dataSource(DEMO_SOURCE, true),
      };
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;

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
