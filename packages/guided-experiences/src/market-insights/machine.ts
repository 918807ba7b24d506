// The market insights page as a reducer (SPEC §2, §4, §7, §8). Two parts run side by side:
//
// - the location search (a combobox): idle → searching → done, with at most 3 suggestions and the
//   no-results error;
// - the report: idle → lookingUp (rh-id-lookup) → loadingReport → loaded | error, entered by
//   choosing a suggestion, or by `locating` (reverse geocoding) when the search is empty and the
//   visitor's coordinates are known.
//
// The reducer never calls the network: `marketInsightsRequests(state)` says which calls the view
// should make now, and the view reports each answer back as an event carrying what it asked for,
// so a late answer to an old question is ignored.

import { messages, type MarketReportResponse } from '@lender/validation';

/** SPEC §7: the forward geocoder is asked for at most 3 places. */
export const LOCATION_SUGGESTION_LIMIT = 3;

/** SPEC §9 search rules, applied to the location search: suggestions from 3 characters … */
export const LOCATION_SEARCH_MIN_LENGTH = 3;

/** … after a 300 ms pause in typing. */
export const LOCATION_SEARCH_DEBOUNCE_MS = 300;

/** SPEC §7: the forward geocoder's place types: localities, cities and ZIP codes. */
export const FORWARD_GEOCODE_TYPES = 'locality,place,postcode';

/**
 * The reverse geocoder's place type. Coordinates from the visitor's edge location are about a
 * city wide, not a street, so the page offers the city's report rather than one ZIP code's.
 */
export const REVERSE_GEOCODE_TYPES = 'place';

/** What an injected API call resolves to; `@lender/api-client`'s `ApiResult` has this shape. */
export type ApiAnswer<T> = { ok: true; data: T } | { ok: false; status?: number };

/** A geocoding answer as far as the page reads it (Mapbox Geocoding API v5 features). */
export interface GeocodingAnswer {
  features: readonly { id: string; place_name: string }[];
}

/** A place the search offers: its geocoding feature id (the rh-id-lookup key) and its name. */
export interface LocationSuggestion {
  key: string;
  label: string;
}

/** Latitude and longitude in degrees. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The search combobox. */
export interface LocationSearch {
  query: string;
  /** `searching` while the view should fetch suggestions for the query; `done` once they came. */
  status: 'idle' | 'searching' | 'done';
  suggestions: readonly LocationSuggestion[];
  /** `required`: Enter on an empty box; `noResults`: nothing matched; `failed`: the call failed. */
  error: 'required' | 'noResults' | 'failed' | null;
  /** Enter was pressed before the suggestions came: the first one is chosen when they do. */
  chooseFirst: boolean;
}

/** SPEC §8: why there is no report. */
export type MarketInsightsErrorKind = 'failedLookup' | 'missingId' | 'missingReport';

/** The report part's states. */
export type MarketInsightsStatus =
  'idle' | 'locating' | 'lookingUp' | 'loadingReport' | 'loaded' | 'error';

/** The whole page state. */
export interface MarketInsightsState {
  search: LocationSearch;
  status: MarketInsightsStatus;
  /** The visitor's coordinates while `locating`. */
  coordinates: Coordinates | null;
  /** The chosen place: its lookup key and name. */
  location: LocationSuggestion | null;
  /** The location id rh-id-lookup gave (or the page's URL named). */
  locationId: string | null;
  report: MarketReportResponse | null;
  errorKind: MarketInsightsErrorKind | null;
  /** SPEC §4: the report's details toggle. */
  detailsOpen: boolean;
}

/** What the view can tell the page. */
export type MarketInsightsEvent =
  | { type: 'queryChanged'; query: string }
  | { type: 'suggestionsLoaded'; query: string; result: ApiAnswer<GeocodingAnswer> }
  | { type: 'chooseSuggestion'; suggestion: LocationSuggestion }
  /** Enter in the search box. */
  | { type: 'submitSearch' }
  /** The visitor's coordinates became known (e.g. from edge-location cookies). */
  | { type: 'locate'; coordinates: Coordinates }
  | { type: 'reverseGeocoded'; coordinates: Coordinates; result: ApiAnswer<GeocodingAnswer> }
  | { type: 'lookupFinished'; key: string; result: ApiAnswer<{ rh_location_id?: string | null }> }
  | { type: 'reportFinished'; locationId: string; result: ApiAnswer<MarketReportResponse> }
  | { type: 'retry' }
  | { type: 'toggleDetails' };

const EMPTY_SEARCH: LocationSearch = {
  query: '',
  status: 'idle',
  suggestions: [],
  error: null,
  chooseFirst: false,
};

/** The page with nothing searched. */
export const INITIAL_MARKET_INSIGHTS_STATE: MarketInsightsState = {
  search: EMPTY_SEARCH,
  status: 'idle',
  coordinates: null,
  location: null,
  locationId: null,
  report: null,
  errorKind: null,
  detailsOpen: false,
};

/** A page opened at a location's own URL: its report loads (or, given, is already loaded). */
export function marketInsightsStateFor(
  locationId: string,
  report?: MarketReportResponse,
): MarketInsightsState {
  return {
    ...INITIAL_MARKET_INSIGHTS_STATE,
    status: report ? 'loaded' : 'loadingReport',
    locationId,
    report: report ?? null,
    location: report ? { key: locationId, label: reportPlaceName(report) } : null,
  };
}

/** "Detroit, Michigan": the report's place name and state. */
export function reportPlaceName(report: MarketReportResponse): string {
  const { name, stateName } = report.location;
  return stateName && !name.includes(stateName) ? `${name}, ${stateName}` : name;
}

/** The page after one event; answers to questions no longer asked change nothing. */
export function marketInsightsReducer(
  state: MarketInsightsState,
  event: MarketInsightsEvent,
): MarketInsightsState {
  switch (event.type) {
    case 'queryChanged':
      return queryChanged(state, event.query);
    case 'suggestionsLoaded':
      return suggestionsLoaded(state, event.query, event.result);
    case 'chooseSuggestion':
      return lookUp(state, event.suggestion);
    case 'submitSearch':
      return submitSearch(state);
    case 'locate':
      if (state.status !== 'idle' || state.search.query.trim() !== '') return state;
      return { ...state, status: 'locating', coordinates: event.coordinates };
    case 'reverseGeocoded': {
      if (state.status !== 'locating' || !sameCoordinates(state.coordinates, event.coordinates)) {
        return state;
      }
      const nearest = event.result.ok ? event.result.data.features[0] : undefined;
      // Nothing near (open sea, abroad) or a failure: the visitor asked for nothing, so no error.
      if (!nearest) return { ...state, status: 'idle', coordinates: null };
      return lookUp(state, { key: nearest.id, label: nearest.place_name });
    }
    case 'lookupFinished':
      return lookupFinished(state, event.key, event.result);
    case 'reportFinished':
      return reportFinished(state, event.locationId, event.result);
    case 'retry':
      if (state.status !== 'error') return state;
      if (state.locationId !== null && state.errorKind !== 'missingId') {
        return { ...state, status: 'loadingReport', errorKind: null };
      }
      return state.location ? lookUp(state, state.location) : state;
    case 'toggleDetails':
      return state.status === 'loaded' ? { ...state, detailsOpen: !state.detailsOpen } : state;
  }
}

function sameCoordinates(a: Coordinates | null, b: Coordinates): boolean {
  return a !== null && a.latitude === b.latitude && a.longitude === b.longitude;
}

function queryChanged(state: MarketInsightsState, query: string): MarketInsightsState {
  const searching = query.trim().length >= LOCATION_SEARCH_MIN_LENGTH;
  const search: LocationSearch = {
    query,
    status: searching ? 'searching' : 'idle',
    suggestions: searching ? state.search.suggestions : [],
    error: null,
    chooseFirst: false,
  };
  // Typing while the page looks for the visitor's own place: what they type wins.
  const located = state.status === 'locating' && query.trim() !== '';
  return located ? { ...state, search, status: 'idle', coordinates: null } : { ...state, search };
}

function suggestionsLoaded(
  state: MarketInsightsState,
  query: string,
  result: ApiAnswer<GeocodingAnswer>,
): MarketInsightsState {
  if (state.search.status !== 'searching' || query !== state.search.query) return state;
  if (!result.ok) {
    return {
      ...state,
      search: {
        ...state.search,
        status: 'done',
        suggestions: [],
        error: 'failed',
        chooseFirst: false,
      },
    };
  }
  const suggestions = result.data.features
    .slice(0, LOCATION_SUGGESTION_LIMIT)
    .map((feature) => ({ key: feature.id, label: feature.place_name }));
  const first = suggestions[0];
  if (state.search.chooseFirst && first) return lookUp(state, first);
  return {
    ...state,
    search: {
      ...state.search,
      status: 'done',
      suggestions,
      error: suggestions.length === 0 ? 'noResults' : null,
      chooseFirst: false,
    },
  };
}

function submitSearch(state: MarketInsightsState): MarketInsightsState {
  const { search } = state;
  if (search.query.trim() === '') return { ...state, search: { ...search, error: 'required' } };
  const first = search.suggestions[0];
  if (search.status === 'searching') {
    return { ...state, search: { ...search, chooseFirst: true } };
  }
  if (first) return lookUp(state, first);
  if (search.query.trim().length < LOCATION_SEARCH_MIN_LENGTH) {
    // Too short to have been searched yet: search now, and take the first place found.
    return { ...state, search: { ...search, status: 'searching', error: null, chooseFirst: true } };
  }
  return { ...state, search: { ...search, error: search.error ?? 'noResults' } };
}

function lookUp(state: MarketInsightsState, location: LocationSuggestion): MarketInsightsState {
  return {
    ...state,
    search: { ...EMPTY_SEARCH, query: location.label },
    status: 'lookingUp',
    coordinates: null,
    location,
    locationId: null,
    report: null,
    errorKind: null,
    detailsOpen: false,
  };
}

function lookupFinished(
  state: MarketInsightsState,
  key: string,
  result: ApiAnswer<{ rh_location_id?: string | null }>,
): MarketInsightsState {
  if (state.status !== 'lookingUp' || state.location?.key !== key) return state;
  if (!result.ok) {
    // 404: rh-id-lookup does not know the place. Anything else: the call itself failed.
    return fail(state, result.status === 404 ? 'missingId' : 'failedLookup');
  }
  const locationId = result.data.rh_location_id;
  if (typeof locationId !== 'string' || locationId.trim() === '') return fail(state, 'missingId');
  return { ...state, status: 'loadingReport', locationId };
}

function reportFinished(
  state: MarketInsightsState,
  locationId: string,
  result: ApiAnswer<MarketReportResponse>,
): MarketInsightsState {
  if (state.status !== 'loadingReport' || state.locationId !== locationId) return state;
  if (!result.ok) return fail(state, result.status === 404 ? 'missingReport' : 'failedLookup');
  return {
    ...state,
    status: 'loaded',
    report: result.data,
    location: state.location ?? { key: locationId, label: reportPlaceName(result.data) },
    detailsOpen: false,
  };
}

function fail(state: MarketInsightsState, errorKind: MarketInsightsErrorKind): MarketInsightsState {
  return { ...state, status: 'error', errorKind, report: null };
}

/** A call the view should make now, with the SPEC §7 query it takes. */
export type MarketInsightsRequest =
  | {
      kind: 'forwardGeocode';
      query: {
        q: string;
        autocomplete: 'true';
        country: 'us';
        language: 'en';
        limit: number;
        types: string;
        proximity?: string;
      };
    }
  | {
      kind: 'reverseGeocode';
      coordinates: Coordinates;
      query: { latitude: number; longitude: number; types: string };
    }
  | { kind: 'locationId'; key: string }
  | { kind: 'marketReport'; locationId: string };

/**
 * The calls the state asks for: suggestions while searching (debounce them by
 * {@link LOCATION_SEARCH_DEBOUNCE_MS}), and the next step of the report chain. `proximity` ranks
 * nearer places first when the visitor's coordinates are known.
 */
export function marketInsightsRequests(
  state: MarketInsightsState,
  proximity?: Coordinates | null,
): MarketInsightsRequest[] {
  const requests: MarketInsightsRequest[] = [];
  if (state.search.status === 'searching') {
    requests.push({
      kind: 'forwardGeocode',
      query: {
        q: state.search.query.trim(),
        autocomplete: 'true',
        country: 'us',
        language: 'en',
        limit: LOCATION_SUGGESTION_LIMIT,
        types: FORWARD_GEOCODE_TYPES,
        ...(proximity ? { proximity: `${proximity.longitude},${proximity.latitude}` } : {}),
      },
    });
  }
  if (state.status === 'locating' && state.coordinates) {
    requests.push({
      kind: 'reverseGeocode',
      coordinates: state.coordinates,
      query: {
        latitude: state.coordinates.latitude,
        longitude: state.coordinates.longitude,
        types: REVERSE_GEOCODE_TYPES,
      },
    });
  }
  if (state.status === 'lookingUp' && state.location) {
    requests.push({ kind: 'locationId', key: state.location.key });
  }
  if (state.status === 'loadingReport' && state.locationId) {
    requests.push({ kind: 'marketReport', locationId: state.locationId });
  }
  return requests;
}

/** SPEC §8: what the error state says for each kind. */
export const MARKET_INSIGHTS_ERROR_MESSAGES: Readonly<Record<MarketInsightsErrorKind, string>> = {
  failedLookup: "We couldn't load the market report. Check your connection and try again.",
  missingId:
    "We couldn't find market figures for that place. Search for a nearby city or ZIP code.",
  missingReport:
    "We don't have a market report for this place yet. Search for a nearby city or ZIP code.",
};

/** SPEC §8: what the search says when nothing matched, or when it could not search. */
export function locationSearchErrorMessage(
  search: Pick<LocationSearch, 'query' | 'error'>,
): string | null {
  switch (search.error) {
    case null:
      return null;
    case 'required':
      return messages.placeSearch.errorRequired;
    case 'noResults':
      return `We couldn't find a city or ZIP code matching "${search.query.trim()}". Check the spelling, or search for a ZIP code.`;
    case 'failed':
      return "Search isn't working right now. Try again in a moment.";
  }
}
