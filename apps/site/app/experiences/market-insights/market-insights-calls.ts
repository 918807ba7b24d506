// The calls the market insights machine asks for (SPEC §7), made in the browser through
// @lender/api-client (loaded with the first call), each answered as the event the machine expects.
import type {
  MarketInsightsEvent,
  MarketInsightsRequest,
} from '@lender/guided-experiences/market-insights';
import { browserApi } from '../../forms/api.ts';

/** Makes one call and gives the event that reports its answer; never rejects. */
export async function runMarketInsightsRequest(
  request: MarketInsightsRequest,
  signal?: AbortSignal,
): Promise<MarketInsightsEvent | undefined> {
  const failed = { ok: false } as const;
  let api;
  try {
    api = await browserApi();
  } catch {
    api = undefined;
  }
  if (signal?.aborted) return undefined;
  switch (request.kind) {
    case 'forwardGeocode': {
      // The SPEC §7 query as the machine wrote it: autocomplete, country us, language en, limit 3…
      const result = api ? await api.forwardGeocode(request.query) : failed;
      return { type: 'suggestionsLoaded', query: request.query.q, result };
    }
    case 'reverseGeocode': {
      const result = api ? await api.reverseGeocode(request.query) : failed;
      return { type: 'reverseGeocoded', coordinates: request.coordinates, result };
    }
    case 'locationId': {
      const result = api ? await api.locationId(request.key) : failed;
      return { type: 'lookupFinished', key: request.key, result };
    }
    case 'marketReport': {
      const result = api ? await api.marketReport(request.locationId) : failed;
      return { type: 'reportFinished', locationId: request.locationId, result };
    }
  }
}
