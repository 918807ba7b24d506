import {
  GeocodingResponseSchema,
  ListingsResponseSchema,
  LocationKeyResponseSchema,
  MarketReportResponseSchema,
  ZipCodePlaceSchema,
  type ForwardGeocodeQuerySchema,
  type ListingsQuerySchema,
  type ReverseGeocodeQuerySchema,
} from '@lender/validation';
import type { KyInstance } from 'ky';
import type { z } from 'zod';
import { requestJson } from './result.ts';
import { searchParams } from './search-params.ts';

/** SPEC §7 paths of the place, market and listings calls. */
export const ZIP_CODES_PATH = '/rmscbff/zipCodes';
export const FORWARD_GEOCODING_PATH = '/mapbox-fwd-api';
export const REVERSE_GEOCODING_PATH = '/mapbox-rev-api';
export const LOCATION_ID_LOOKUP_PATH = '/rh-id-lookup';
export const MARKET_REPORT_PATH = '/rmscbff/rocket-homes/market-report';
export const LISTINGS_PATH = '/rmscbff/rocket-homes/listings';

export type ForwardGeocodeInput = z.input<typeof ForwardGeocodeQuerySchema>;
export type ReverseGeocodeInput = z.input<typeof ReverseGeocodeQuerySchema>;
export type ListingsQueryInput = z.input<typeof ListingsQuerySchema>;

/** GET /rmscbff/zipCodes/{zip}: a failed result with status 404 means the ZIP code is unknown. */
export function getZipCode(http: KyInstance, zip: string) {
  return requestJson(
    http,
    'get',
    `${ZIP_CODES_PATH}/${encodeURIComponent(zip)}`,
    {},
    ZipCodePlaceSchema,
  );
}

/** GET /mapbox-fwd-api: cities and ZIP codes matching what was typed, best first. */
export function getForwardGeocode(http: KyInstance, query: ForwardGeocodeInput) {
  return requestJson(
    http,
    'get',
    FORWARD_GEOCODING_PATH,
    { searchParams: searchParams(query) },
    GeocodingResponseSchema,
  );
}

/** GET /mapbox-rev-api: the ZIP code and city at a point. */
export function getReverseGeocode(http: KyInstance, query: ReverseGeocodeInput) {
  return requestJson(
    http,
    'get',
    REVERSE_GEOCODING_PATH,
    { searchParams: searchParams(query) },
    GeocodingResponseSchema,
  );
}

/** GET /rh-id-lookup: the location id of a geocoding feature (status 404 when unknown). */
export function getLocationId(http: KyInstance, key: string) {
  return requestJson(
    http,
    'get',
    LOCATION_ID_LOOKUP_PATH,
    { searchParams: { key } },
    LocationKeyResponseSchema,
  );
}

/** GET /rmscbff/rocket-homes/market-report: status 404 when there is no report (SPEC §8). */
export function getMarketReport(http: KyInstance, locationId: string) {
  return requestJson(
    http,
    'get',
    MARKET_REPORT_PATH,
    { searchParams: { locationID: locationId } },
    MarketReportResponseSchema,
  );
}

/** GET /rmscbff/rocket-homes/listings: homes for sale in a price range (SPEC §3). */
export function getListings(http: KyInstance, query: ListingsQueryInput) {
  return requestJson(
    http,
    'get',
    LISTINGS_PATH,
    { searchParams: searchParams(query) },
    ListingsResponseSchema,
  );
}
