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
  SearchResponse,
  ConsentReceived,
  CallbackReceived,
  ChatAnswer,
} from '@lender/validation';
import { askChatAssistant, requestCallback, type CallbackRequestInput } from './chat-assistant.ts';
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
import {
  MARKETING_CLOUD_OPT_OUT_PATH,
  OPT_IN_PATH,
  OPT_OUT_PATH,
  submit,
  SUBSCRIBE_PATH,
  type MarketingCloudOptOutInput,
  type OptInInput,
  type OptOutInput,
  type SubmitOptions,
  type SubscribeInput,
} from './preferences.ts';
import { getSearch, type SearchInput } from './search.ts';
import { suggest, type SuggestOptions } from './suggest.ts';

/** The calls the site makes to the lender API (SPEC §7). */
export interface ApiClient {
  /** Search suggestions for a term; an empty list on any failure or when cancelled. */
  suggest(term: string, options?: SuggestOptions): Promise<string[]>;
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
  /** Stops marketing e-mails, calls or texts; retried while it may not have arrived. */
  optOut(body: OptOutInput, options: SubmitOptions): Promise<ApiResult<ConsentReceived>>;
  /** The marketing-cloud opt-out of an e-mail link (SPEC §7), once per page. */
  marketingCloudOptOut(
    body: MarketingCloudOptOutInput,
    options: SubmitOptions,
  ): Promise<ApiResult<ConsentReceived>>;
  /** Signs a phone number up for marketing texts or calls; retried while it may not have arrived. */
  optIn(body: OptInInput, options: SubmitOptions): Promise<ApiResult<ConsentReceived>>;
  /** Signs an e-mail address up; retried while it may not have arrived. */
  subscribe(body: SubscribeInput, options: SubmitOptions): Promise<ApiResult<ConsentReceived>>;
  /** The chat assistant's answer to a question, from the site's own pages. */
  askChatAssistant(question: string): Promise<ApiResult<ChatAnswer>>;
  /** Asks for a loan officer to call back; the key makes the visitor's own retry count once. */
  requestCallback(
    body: CallbackRequestInput,
    idempotencyKey: string,
  ): Promise<ApiResult<CallbackReceived>>;
}

/** A client for the lender API at `baseUrl`. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = createHttp(options);
  return {
    suggest: (term, options) => suggest(http, term, options),
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
    optOut: (body, options) => submit(http, OPT_OUT_PATH, body, options),
    marketingCloudOptOut: (body, options) =>
      submit(http, MARKETING_CLOUD_OPT_OUT_PATH, body, options),
    optIn: (body, options) => submit(http, OPT_IN_PATH, body, options),
    subscribe: (body, options) => submit(http, SUBSCRIBE_PATH, body, options),
    askChatAssistant: (question) => askChatAssistant(http, question),
    requestCallback: (body, key) => requestCallback(http, body, key),
  };
}
