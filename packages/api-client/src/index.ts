export { createApiClient } from './api-client.ts';
export type { ApiClient } from './api-client.ts';
export { REQUEST_TIMEOUT_MS } from './http.ts';
export type { ApiClientOptions } from './http.ts';
export { SUGGEST_PATH } from './suggest.ts';
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
