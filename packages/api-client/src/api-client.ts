import type {
  GeocodingResponse,
  ListingsResponse,
  LocationKeyResponse,
  MarketReportResponse,
  ZipCodePlace,
  AffordabilityResult,
  PrequalificationResponse,
  ProductRatesResponse,
  RentVsBuyResponse,
} from '@lender/validation';
import {
  getAffordability,
  getProductRates,
  getRentVsBuy,
  postPrequalification,
  type AffordabilityQueryInput,
  type PrequalificationRequestInput,
  type ProductRatesQueryInput,
  type RentVsBuyQueryInput,
} from './calculations.ts';
import { createHttp, type ApiClientOptions } from './http.ts';
import type { ApiResult } from './result.ts';
import {
  getForwardGeocode,
  getListings,
  getLocationId,
  getMarketReport,
  getReverseGeocode,
  getZipCode,
  type ForwardGeocodeInput,
  type ListingsQueryInput,
  type ReverseGeocodeInput,
} from './places.ts';
import { getSearch, type SearchInput, type SearchResponse } from './search.ts';
import { suggest } from './suggest.ts';

/** The calls the site makes to the lender API (SPEC §7). */
export interface ApiClient {
  /** Search suggestions for a term; an empty list on any failure. */
  suggest(term: string): Promise<string[]>;
  /** A page of site search results with highlighted matches, and suggestions when none match. */
  search(query: SearchInput): Promise<ApiResult<SearchResponse>>;
  /** The highest affordable price for income, cash and debts. */
  affordability(query: AffordabilityQueryInput): Promise<ApiResult<AffordabilityResult>>;
  /** Prequalification with a recommended product. */
  prequalify(request: PrequalificationRequestInput): Promise<ApiResult<PrequalificationResponse>>;
  /** Renting against buying over 30 years. */
  rentVsBuy(query: RentVsBuyQueryInput): Promise<ApiResult<RentVsBuyResponse>>;
  /** Today's rate of every product. */
  productRates(query?: ProductRatesQueryInput): Promise<ApiResult<ProductRatesResponse>>;
  /** A ZIP code's city, state and county; status 404 when unknown. */
  zipCode(zip: string): Promise<ApiResult<ZipCodePlace>>;
  /** Cities and ZIP codes for a search box, in Mapbox's answer shape. */
  forwardGeocode(query: ForwardGeocodeInput): Promise<ApiResult<GeocodingResponse>>;
  /** The ZIP code and city at a point. */
  reverseGeocode(query: ReverseGeocodeInput): Promise<ApiResult<GeocodingResponse>>;
  /** The location id of a geocoding result, for the market report. */
  locationId(key: string): Promise<ApiResult<LocationKeyResponse>>;
  /** The SPEC §3 market report of a location. */
  marketReport(locationId: string): Promise<ApiResult<MarketReportResponse>>;
  /** Homes for sale in a ZIP code or city within a price range. */
  listings(query: ListingsQueryInput): Promise<ApiResult<ListingsResponse>>;
}

/** A client for the lender API at `baseUrl`. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = createHttp(options);
  return {
    suggest: (term) => suggest(http, term),
    search: (query) => getSearch(http, query),
    affordability: (query) => getAffordability(http, query),
    prequalify: (request) => postPrequalification(http, request),
    rentVsBuy: (query) => getRentVsBuy(http, query),
    productRates: (query) => getProductRates(http, query),
    zipCode: (zip) => getZipCode(http, zip),
    forwardGeocode: (query) => getForwardGeocode(http, query),
    reverseGeocode: (query) => getReverseGeocode(http, query),
    locationId: (key) => getLocationId(http, key),
    marketReport: (locationId) => getMarketReport(http, locationId),
    listings: (query) => getListings(http, query),
  };
}
