export { messages } from './messages.ts';
export type { Messages } from './messages.ts';
export { keepZipDigits, ZIP_CODE_LENGTH, ZipCodeSchema } from './zip.ts';
export type { ZipCode } from './zip.ts';
export { SuggestResponseSchema } from './suggest.ts';
export type { SuggestResponse } from './suggest.ts';
export { amountSchema, numberSchema } from './amount.ts';
export type { AmountMessages } from './amount.ts';
export { US_STATE_CODES, UsStateSchema } from './us-states.ts';
export type { UsStateCode } from './us-states.ts';
export { fieldErrors, FieldErrorSchema, ValidationErrorResponseSchema } from './field-errors.ts';
export type { ValidationErrorResponse } from './field-errors.ts';
export {
  AffordabilityQuerySchema,
  AffordabilityResultSchema,
  DTI_MAX,
  DTI_MIN,
  LOAN_PURPOSES,
  PrequalificationRequestSchema,
  PrequalificationResponseSchema,
  ProductRateEntrySchema,
  ProductRatesQuerySchema,
  ProductRatesResponseSchema,
  RENT_VS_BUY_MAX_INTEREST_RATE,
  RentVsBuyQuerySchema,
  RentVsBuyResponseSchema,
} from './calculations.ts';
export type {
  AffordabilityQuery,
  AffordabilityResult,
  PrequalificationRequest,
  PrequalificationResponse,
  ProductRateEntry,
  ProductRatesQuery,
  ProductRatesResponse,
  RentVsBuyQuery,
  RentVsBuyResponse,
} from './calculations.ts';
export {
  EMAIL_MAX_LENGTH,
  EmailSchema,
  formatPhoneAsTyped,
  formatScreenShareCode,
  isPhoneNumber,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  NameSchema,
  phoneDigits,
  PhoneSchema,
  SCREEN_SHARE_CODE_LENGTH,
  ScreenShareCodeSchema,
} from './contact.ts';
export {
  EMAIL_SUBSCRIPTIONS,
  HONEYPOT_FIELD,
  ConsentReceivedSchema,
  MarketingCloudOptOutSchema,
  OPT_OUT_CHANNELS,
  OPT_OUT_REASON_MAX_LENGTH,
  OptInRequestSchema,
  OptOutRequestSchema,
  optOutPrefill,
  optOutRequestFromForm,
  PHONE_SUBSCRIPTIONS,
  SubscribeRequestSchema,
  validateOptOutForm,
} from './preferences.ts';
export type {
  ConsentReceived,
  MarketingCloudOptOut,
  OptInRequest,
  OptOutChannel,
  OptOutFormValues,
  OptOutRequest,
  SubscribeRequest,
} from './preferences.ts';
export {
  DataSourceSchema,
  ForwardGeocodeQuerySchema,
  GEOCODING_MAX_LIMIT,
  GEOCODING_TYPES,
  GeocodingResponseSchema,
  LISTINGS_FALLBACK_MAX_PRICE,
  ListingsQuerySchema,
  ListingsResponseSchema,
  LocationKeyQuerySchema,
  LocationKeyResponseSchema,
  MarketReportQuerySchema,
  MarketReportResponseSchema,
  ReverseGeocodeQuerySchema,
  SeriesEntrySchema,
  ZipCodeParamsSchema,
  ZipCodePlaceSchema,
} from './places.ts';
export type {
  DataSource,
  ForwardGeocodeQuery,
  GeocodingResponse,
  GeocodingType,
  ListingsQuery,
  ListingsResponse,
  LocationKeyResponse,
  MarketReportResponse,
  ReverseGeocodeQuery,
  SeriesEntry,
  ZipCodePlace,
} from './places.ts';
export {
  isSitePath,
  SITE_PATH_MAX_LENGTH,
  SITE_PATH_PATTERN,
  SitePathSchema,
} from './site-path.ts';
export {
  SEARCH_RESULT_KINDS,
  SearchResponseSchema,
  SearchResultSchema,
  TextSegmentSchema,
} from './search.ts';
export type { SearchResponse, SearchResult, TextSegment } from './search.ts';
export { queryKeepingPlus } from './query.ts';
