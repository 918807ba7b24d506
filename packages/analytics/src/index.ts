// Page naming and funnel experience (SPEC §2)
export {
  HOME_PAGE_NAME_SUFFIX,
  LOWER_PAYMENT_CALCULATOR_PATH,
  pageName,
  REFINANCE_CALCULATOR_PATH,
} from './page-name.ts';
export {
  FUNNEL_EXPERIENCE_RULES,
  SITE_FUNNEL_EXPERIENCE_RULES,
  SPEC_FUNNEL_EXPERIENCE_RULES,
  FunnelExperience,
  funnelExperience,
} from './funnel-experience.ts';
export type { FunnelExperienceRule } from './funnel-experience.ts';

// Event catalogue (SPEC §3)
export {
  AppliedFiltersSchema,
  AmountBandSchema,
  CalculationRanSchema,
  ClickedButtonSchema,
  ClickedDropdownSchema,
  ClickedLinkSchema,
  DisplayedBannerSchema,
  EngagementStartedSchema,
  EVENT_NAMES,
  EVENT_SCHEMAS,
  EVENT_VARIANT_FIELDS,
  FormFieldErrorSchema,
  IdentifiedAudienceSegmentSchema,
  isEventName,
  LeftPageSchema,
  LoadedComponentSchema,
  LoadedInitialPageSchema,
  LoadedPageSchema,
  ParticipatedInExperimentSchema,
  SelectedDropdownValueSchema,
  validateEvent,
} from './event-catalogue.ts';
export type {
  AppliedFilters,
  CalculationRan,
  ClickedButton,
  ClickedDropdown,
  ClickedLink,
  DisplayedBanner,
  EngagementStarted,
  EventName,
  EventPayload,
  EventPayloads,
  FormFieldError,
  IdentifiedAudienceSegment,
  LeftPage,
  LoadedComponent,
  LoadedInitialPage,
  LoadedPage,
  ParticipatedInExperiment,
  SelectedDropdownValue,
} from './event-catalogue.ts';
export {
  ButtonEventExtrasSchema,
  COMMON_FIELDS,
  CommonFieldsSchema,
  ID_MAX_LENGTH,
  LIST_MAX_ITEMS,
  MinuteTimestampSchema,
  NAME_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  URL_MAX_LENGTH,
  VERSION_MAX_LENGTH,
  RateCompareTileSchema,
  RateCompareTilesSchema,
  SegmentProbabilitySchema,
  UtmInfoSchema,
} from './event-fields.ts';
export type { ButtonEventExtras, CommonFields } from './event-fields.ts';
export {
  EVENT_JSON_SCHEMA_TARGET,
  eventJsonSchema,
  eventJsonSchemas,
} from './event-json-schemas.ts';
export type { JsonSchema } from './event-json-schemas.ts';

// Enumerations (SPEC §3)
export { ButtonType, buttonType } from './button-type.ts';
export {
  DeviceType,
  HomeSearchFilter,
  LinkType,
  MortgageType,
  ROCKET_COMPANY,
  SelfReportedCreditScoreRange,
  USER_GOAL_BY_RESEARCHING_ANSWER,
  UserGoal,
  UserIntent,
} from './enumerations.ts';

// Button and filter events (SPEC §3, §5)
export { MINUTE_TIMESTAMP_PATTERN, minuteTimestamp } from './minute-timestamp.ts';
export { buttonEventExtras, linkTypeOf } from './button-event-extras.ts';
export type { ButtonClick, VisitContext } from './button-event-extras.ts';
export {
  APPLIED_FILTER_FLAG,
  appliedFilterFlags,
  appliedFiltersFromClick,
  HomeLoanFilter,
} from './applied-filters.ts';
export type { AppliedFilterFlag, FilterClick } from './applied-filters.ts';

// Cookies and stored values (SPEC §3, §4, §6, §9)
export {
  ANALYTICS_COOKIE_DAYS,
  ANALYTICS_COOKIE_EXPIRY_MS,
  memoryCookieJar,
  memoryStore,
  StoredValueName,
} from './stored-values.ts';
export type {
  CookieJar,
  CookieOptions,
  KeyValueStore,
  MemoryCookieJar,
  StoredCookie,
} from './stored-values.ts';
export { anonymousId } from './anonymous-id.ts';
export {
  MAX_UTM_VALUE_LENGTH,
  parseUtmInfo,
  rememberUtmInfo,
  UTM_KEYS,
  utmInfoFromQuery,
} from './utm-info.ts';
export type { UtmInfo, UtmKey } from './utm-info.ts';
export {
  CO_BRANDED_MARKER_PREFIX,
  isCoBrandedMarker,
  rememberVisitorSource,
  SEARCH_ENGINE_DOMAINS,
  SOCIAL_DOMAINS,
  VisitorSource,
  visitorSource,
} from './referring-domain.ts';
export { hostMatches } from './host-match.ts';
export { claimInitialPageVisit } from './session-visit.ts';
export { audienceSegmentChange, audienceSegmentEvent } from './audience-segment.ts';
export type { AudienceSegment } from './audience-segment.ts';
export {
  ensureVisitorId,
  FIRST_PARTY_COOKIE_SCRIPT_PATH,
  firstPartyCookieScriptUrl,
  QLS_QUERY_PARAMETER,
  qlsCode,
  rememberQlsCode,
  userRvid,
  VISITOR_ID_POLL_INTERVAL_MS,
  VISITOR_ID_WAIT_MS,
  waitForVisitorId,
} from './visitor-id.ts';
export type { VisitorIdWait } from './visitor-id.ts';

// Chat assistant (SPEC §4), link tracking (SPEC §7), consent
export {
  ChatAssistant,
  chatProvision,
  chooseChatAssistant,
  NEW_CHAT_ALWAYS_PERCENT,
  NO_CHAT_PATH_SEGMENT,
} from './chat-assistant.ts';
export type { ChatAssistantInputs, ChatProvision, ChatScripts } from './chat-assistant.ts';
export { isTrackedLink, LinkSkipReason, linkSkipReason, POPUP_ATTRIBUTE } from './link-tracking.ts';
export type { LinkAttributes } from './link-tracking.ts';
export {
  globalPrivacyControlFromHeader,
  hasOptedOut,
  maySendEvent,
  STRICTLY_NECESSARY_EVENTS,
} from './consent.ts';
export type { PrivacyChoices } from './consent.ts';

// What the browser client and the collector agree on (apps/bff imports these)
export { LIBRARY_PAGE_PROPERTIES, MAX_BATCH_BYTES, MAX_EVENT_BYTES } from './collector-contract.ts';

// Experiments (issue 26 part 6): assignment by hash, the cookie, the configuration file's schema
export {
  assignExperiments,
  assignVariant,
  experimentBucket,
  experimentRunsOn,
  EXPERIMENT_KEY_PATTERN,
  EXPERIMENTS_COOKIE,
  murmurHash3,
  parseExperimentsCookie,
  serializeExperimentsCookie,
} from './experiment-assignment.ts';
export type {
  AssignmentInputs,
  Experiment,
  ExperimentAssignment,
  ExperimentVariant,
} from './experiment-assignment.ts';
export {
  ExperimentPathSchema,
  ExperimentSchema,
  ExperimentsConfigSchema,
  ExperimentVariantSchema,
  parseExperimentsConfig,
} from './experiment-config.ts';
export type { ExperimentsConfig } from './experiment-config.ts';

// First-party session replay (issue 26 part 4): the settings and wire shapes the recorder and the
// server share, and the ids that link a replay to analytics
export {
  chunkEnvelopeBytes,
  isSampledIn,
  packEvents,
  recordedHref,
  REPLAY_BLOCK_SELECTOR,
  REPLAY_CHUNK_MAX_BYTES,
  REPLAY_CHUNKS_PATH,
  REPLAY_CONFIG_PATH,
  REPLAY_CONFIG_TIMEOUT_MS,
  REPLAY_FLUSH_INTERVAL_MS,
  REPLAY_MASK_TEXT_CLASS,
  REPLAY_MASK_TEXT_SELECTOR,
  REPLAY_MASKING_LEVEL,
  REPLAY_SAMPLE_RATE_DEFAULT,
  utf8Bytes,
} from './session-replay-settings.ts';
export type {
  PackedEvents,
  ReplayChunk,
  ReplayConfig,
  ReplayEvent,
  ReplayIds,
} from './session-replay-settings.ts';
export {
  ANALYTICS_SESSION_COOKIE,
  ANALYTICS_SESSION_IDLE_MS,
  REPLAY_STATE_KEY,
  touchAnalyticsSession,
} from './replay-state.ts';
export type { ReplayState } from './replay-state.ts';
export { isRetryable, replayStatus, retryDelayMs } from './replay-uploader.ts';
export type { ReplayStatus } from './replay-uploader.ts';

export {
  DIAGNOSTIC_SAMPLE_RATE,
  FLUSH_INTERVAL_MS,
  FLUSH_QUEUE_SIZE,
  MAX_RETRIES,
  METRICS_SAMPLE_RATE,
  PRE_RECEIVER_QUEUE_SIZE,
  REPLAY_MAX_RETRIES,
  TransportStatus,
  isSampled,
  transportStatus,
} from './delivery-settings.ts';
export {
  AFFILIATE_SUB_COOKIE,
  CLIENT_IPV6_COOKIE,
  GLOBAL_ACCOUNT_ID,
  NVM_COOKIE,
  anonymizedIpv6,
  pageIds,
} from './page-ids.ts';
