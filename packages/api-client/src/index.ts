export { createApiClient } from './api-client.ts';
export type { ApiClient } from './api-client.ts';
export { REQUEST_TIMEOUT_MS } from './http.ts';
export type { ApiClientOptions } from './http.ts';
export { SUGGEST_PATH } from './suggest.ts';
export type { SuggestOptions } from './suggest.ts';
export { SEARCH_PATH } from './search.ts';
export type { SearchInput } from './search.ts';
export {
  AFFORDABILITY_PATH,
  PREQUALIFICATION_PATH,
  PRODUCT_RATES_PATH,
  RENT_VS_BUY_PATH,
} from './calculations.ts';
export type {
  AffordabilityQueryInput,
  PrequalificationRequestInput,
  ProductRatesQueryInput,
  RentVsBuyQueryInput,
} from './calculations.ts';
export type { ApiResult, FieldError } from './result.ts';
export {
  FORWARD_GEOCODING_PATH,
  LISTINGS_PATH,
  LOCATION_ID_LOOKUP_PATH,
  MARKET_REPORT_PATH,
  REVERSE_GEOCODING_PATH,
  ZIP_CODES_PATH,
} from './places.ts';
export type { ForwardGeocodeInput, ListingsQueryInput, ReverseGeocodeInput } from './places.ts';
export {
  IDEMPOTENCY_KEY_HEADER,
  isWorthRetrying,
  MARKETING_CLOUD_OPT_OUT_PATH,
  MAX_RETRY_AFTER_MS,
  OPT_IN_PATH,
  OPT_OUT_PATH,
  SUBMIT_RETRY_DELAYS_MS,
  SUBSCRIBE_PATH,
} from './preferences.ts';
export type {
  MarketingCloudOptOutInput,
  OptInInput,
  OptOutInput,
  SubmitOptions,
  SubscribeInput,
} from './preferences.ts';
export { CHAT_ANSWER_PATH, CHAT_CALLBACK_PATH } from './chat-assistant.ts';
export type { CallbackRequestInput } from './chat-assistant.ts';
