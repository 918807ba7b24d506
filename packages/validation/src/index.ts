export { messages } from './messages.ts';
export type { Messages } from './messages.ts';
export { keepZipDigits, ZIP_CODE_LENGTH, ZipCodeSchema } from './zip.ts';
export type { ZipCode } from './zip.ts';
export {
  SEARCH_TEXT_MAX_LENGTH,
  searchTextSchema,
  SUGGESTION_LIMIT,
  SuggestRequestSchema,
  SuggestResponseSchema,
} from './suggest.ts';
export type { SuggestResponse } from './suggest.ts';
export { amountSchema, numberSchema } from './amount.ts';
export type { AmountMessages } from './amount.ts';
export { US_STATE_CODES, UsStateSchema } from './us-states.ts';
export type { UsStateCode } from './us-states.ts';
export {
  fieldErrors,
  FieldErrorSchema,
  MessageResponseSchema,
  ValidationErrorResponseSchema,
} from './field-errors.ts';
export type { MessageResponse, ValidationErrorResponse } from './field-errors.ts';
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
export { AFFORDABILITY_MESSAGES, affordabilityResult } from './affordability-result.ts';
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
  checkScreenShareCode,
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
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_REPLAYED_HEADER,
  MarketingCloudOptOutSchema,
  OPT_OUT_CHANNELS,
  OPT_OUT_REASON_MAX_LENGTH,
  OptInRequestSchema,
  OptOutRequestSchema,
  PHONE_SUBSCRIPTIONS,
  requestExtras,
  SOURCE_PAGE_MAX_LENGTH,
  SubscribeRequestSchema,
} from './preferences.ts';
export type {
  ConsentReceived,
  EmailSubscription,
  MarketingCloudOptOut,
  OptInRequest,
  OptOutChannel,
  OptOutRequest,
  PhoneSubscription,
  SubscribeRequest,
} from './preferences.ts';
export { errorsOnFields, formRules } from './form-rules.ts';
export type { FormError, FormRules, FormRulesInput, RequestContext } from './form-rules.ts';
export {
  marketingCloudOptOutOf,
  OPT_OUT_FORM_FIELDS,
  optOutFieldOfApi,
  optOutFormRules,
  optOutPrefill,
  optOutRequestFromForm,
  validateOptOutForm,
} from './opt-out-form.ts';
export type { OptOutFormField, OptOutFormValues } from './opt-out-form.ts';
export {
  OPT_IN_FORM_FIELDS,
  optInFieldOfApi,
  optInFormRules,
  optInRequestFromForm,
  validateOptInForm,
} from './opt-in-form.ts';
export type { OptInFormField, OptInFormValues } from './opt-in-form.ts';
export {
  SUBSCRIBE_FORM_FIELDS,
  subscribeEmailBlurError,
  subscribeFieldOfApi,
  subscribeFormRules,
  subscribeRequestFromForm,
  validateSubscribeForm,
} from './subscribe-form.ts';
export type { SubscribeFormField, SubscribeFormValues } from './subscribe-form.ts';
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
  SEARCH_PAGE_MAX,
  SEARCH_RESULT_KINDS,
  SearchQuerySchema,
  SearchResponseSchema,
  SearchResultSchema,
  TextSegmentSchema,
} from './search.ts';
export type { SearchResponse, SearchResult, TextSegment } from './search.ts';
export { queryKeepingPlus } from './query.ts';
export {
  controlCharactersAsSpaces,
  hasControlCharacters,
  strippedTextSchema,
  withoutControlCharacters,
} from './plain-text.ts';
export type { PlainTextOptions } from './plain-text.ts';
export {
  CALLBACK_CONSENT_TEXT,
  CALLBACK_SUBMIT_TEXT,
  CALLBACK_TIMES,
  CallbackReceivedSchema,
  CallbackRequestSchema,
  CHAT_ANSWER_KINDS,
  CHAT_QUESTION_MAX_LENGTH,
  CHAT_QUESTION_MIN_LENGTH,
  ChatAnswerSchema,
  chatMessages,
  ChatQuestionSchema,
  ChatSourceSchema,
} from './chat-assistant.ts';
export type {
  CallbackReceived,
  CallbackRequest,
  CallbackTime,
  ChatAnswer,
  ChatAnswerKind,
  ChatQuestion,
  ChatSource,
} from './chat-assistant.ts';
