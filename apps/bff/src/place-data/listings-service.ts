import type { ListingsQuery, ListingsResponse } from '@lender/validation';
import type { AppDb } from '../db/client.ts';
import { cityLocationId } from '../places/location-id.ts';
import type { PlaceIndex } from '../places/place-index.ts';
import { dataSource, DEMO_SOURCE } from './data-source.ts';
import type { DemoFiguresSource } from './demo-figures-source.ts';
import { fillListingsUrl, listingsUrlValues } from './listings-url.ts';
import { storedListingsSummary } from './place-data-repository.ts';
import { countInPriceRange } from './price-buckets.ts';

export interface ListingsServiceOptions {
  db: AppDb;
  places: PlaceIndex;
  /** The demo figures of places without stored listings (shared with the market report service). */
  demo: DemoFiguresSource;
  listingsUrlTemplate: string;
}

/**
 * Homes for sale in a ZIP code or city within a price range (SPEC §3 listings request): the stored
 * summary (an import's) where there is one, else the place's demo listings.
 */
export function createListingsService({
  db,
  places,
  demo,
  listingsUrlTemplate,
}: ListingsServiceOptions) {
  return {
    /** Undefined when the location is unknown; an empty list when it has no listings data. */
    async listings(query: ListingsQuery): Promise<ListingsResponse | undefined> {
      const place = /^\d{5}$/.test(query.location)
        ? places.zip(query.location)
        : places.byId(cityLocationId(query.location, query.state ?? ''));
      if (!place || place.kind === 'county') return undefined;
      const summary = await storedListingsSummary(db, place.id);
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
