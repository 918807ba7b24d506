import type { Place } from '../places/place-index.ts';
import type { MarketRow } from './place-data-repository.ts';
import type { PriceBucket } from './price-buckets.ts';

/** A place's demo figures, in the shape of the rows an import stores. */
export interface DemoFigures {
  /** The three months of a report, newest first. */
  months: MarketRow[];
  listings: { buckets: PriceBucket[]; total: number };
}

/**
 * The demo figures of places without stored ones (seed/demo-figures.ts makes them; the listings
 * and market report services are handed one, shared).
 */
export interface DemoFiguresSource {
  /** Undefined for a county (demo figures exist for ZIP codes and cities). */
  figures(place: Place): Promise<DemoFigures | undefined>;
}
