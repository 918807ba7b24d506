// The SPEC §3 analytics event catalogue, the one source of every event's fields: the TypeScript
// payload types, the runtime check and the JSON Schemas of a server collector all come from here.
//
// Rules (README "Event catalogue"):
// - Field names are the SPEC's exactly; where the SPEC describes a field in words ("square feet",
//   "article category"), the name is those words in snake_case.
// - Every event is a strict object: a field the catalogue does not know is an error, so a typo
//   shows up in tests and in the collector instead of as an empty warehouse column.
// - A field is required only when it names what the event is about (`button_name`, `filter_type`,
//   `component_name`…) or, where the SPEC lists it for the event, the page it happened on
//   (`page_name`, always known from the path). Everything else is optional: it depends on state
//   the page may not have (an experiment, a visitor id, a qls code).
// - A SPEC "variant" keeps its event's name on the wire and adds optional fields to it. The
//   groups are listed in EVENT_VARIANT_FIELDS so a reader can see which fields travel together.
import { z } from 'zod';
import { ButtonType } from './button-type.ts';
import {
  MortgageType,
  SelfReportedCreditScoreRange,
  UserGoal,
  UserIntent,
} from './enumerations.ts';
import {
  BUTTON_EVENT_EXTRAS_FIELDS,
  COMMON_FIELDS,
  countField,
  MinuteTimestampSchema,
  idField,
  labelField,
  listField,
  nameField,
  nonNegativeField,
  positionField,
  RATE_COMPARE_TILE_FIELDS,
  SegmentProbabilitySchema,
  textField,
  urlField,
  UTM_FIELDS,
} from './event-fields.ts';
import { FunnelExperience } from './funnel-experience.ts';

// Every string has a longest length, every list a most items (event-fields.ts): free text up to
// TEXT_MAX_LENGTH, labels NAME_MAX_LENGTH, ids and codes ID_MAX_LENGTH.
const text = textField.optional();
const label = labelField.optional();
const id = idField.optional();
const flag = z.boolean().optional();
const count = countField.optional();
const amount = nonNegativeField.optional();
const list = listField.optional();
const funnelExperience = z.enum(FunnelExperience).optional();

/** An event's schema: the common fields merged with its own, unknown fields rejected. */
function event<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject({ ...COMMON_FIELDS, ...shape });
}

// clicked_button -----------------------------------------------------------------------------

const CLICKED_BUTTON_PERSONALISE = {
  mortgage_inquiring_about_affordable_products: flag,
  question_text: text,
  question_position: positionField.optional(),
  mortgage_est_purchase_price: amount,
  self_reported_credit_score_range: z.enum(SelfReportedCreditScoreRange).optional(),
  military: flag,
  user_goal: z.enum(UserGoal).optional(),
};

const CLICKED_BUTTON_HOMES = {
  search_string_entered: text,
  search_string_used: text,
  homes_search_type: label,
  homes_modify_saved_search_button_type: label,
  homes_saved_search_updates: label,
};

/** SPEC §3 `clicked_button`, with the button-event extras and the personalise and homes variants. */
export const ClickedButtonSchema = event({
  // The extras first: both they and the SPEC's clicked_button fields have `time`, the same field.
  ...BUTTON_EVENT_EXTRAS_FIELDS,
  button_name: nameField,
  button_id: id,
  button_type: z.enum(ButtonType).optional(),
  time: MinuteTimestampSchema.optional(),
  experiment_id: id,
  page_name: nameField,
  lead_type_code: id,
  ...CLICKED_BUTTON_PERSONALISE,
  ...CLICKED_BUTTON_HOMES,
});

// applied_filters ----------------------------------------------------------------------------

const APPLIED_FILTERS_HOMES = {
  price_min: amount,
  price_max: amount,
  square_feet: count,
  lot_size: amount,
  year_built: count,
  bedrooms: count,
  bathrooms: amount,
  levels: count,
  garage_spots: count,
  home_type: list,
  architectural_style: list,
  heating_type: list,
  listing_status: list,
  pool: flag,
  deck: flag,
  porch: flag,
  patio: flag,
  basement: flag,
  central_air: flag,
  fireplace: flag,
  waterfront: flag,
  view: flag,
  parking_kinds: list,
  no_hoa: flag,
  new_construction: flag,
  photo_gallery: flag,
  commute_type: label,
  commute_measurement: label,
  commute_time: count,
  commute_distance: amount,
  commute_address: text,
  average_area_listing_price: amount,
  number_of_results: count,
  nearby_options_displayed: flag,
};

/** SPEC §3 home-loans variant of `applied_filters`: one flag per home loan filter (see applied-filters.ts). */
export const APPLIED_FILTERS_HOME_LOANS = {
  applied_refinance_filter: flag,
  applied_home_purchase_filter: flag,
  applied_cash_out_filter: flag,
  applied_low_down_payment_filter: flag,
  applied_low_credit_filter: flag,
};

/** SPEC §3 `applied_filters`, with the homes and home-loans variants. */
export const AppliedFiltersSchema = event({
  time: MinuteTimestampSchema.optional(),
  filter_type: nameField,
  user_rvid: id,
  ...APPLIED_FILTERS_HOMES,
  ...APPLIED_FILTERS_HOME_LOANS,
});

// loaded_page --------------------------------------------------------------------------------

const LOADED_PAGE_HOMES = { homes_listing_region: label, homes_listing_city: label };
const LOADED_PAGE_ACCOUNT = { is_authenticated: flag, has_raid: flag };
const LOADED_PAGE_LEARNING_CENTER = {
  learning_center_article_category: label,
  learning_center_article_subcategory: label,
};
const LOADED_PAGE_STOREFRONT = {
  ...RATE_COMPARE_TILE_FIELDS,
  mortgage_type: z.enum(MortgageType).optional(),
};

/** SPEC §3 `loaded_page`, with its homes, account, learning center and storefront variants. */
export const LoadedPageSchema = event({
  experiment_source: label,
  rocket_company: label,
  funnel_experience: funnelExperience,
  qls_code: id,
  final_interest_rate: amount,
  suggested_interest_rate: amount,
  recommended_interest_rate: amount,
  experiment_id: id,
  page_name: nameField,
  lead_type_code: id,
  user_rvid: id,
  ...LOADED_PAGE_HOMES,
  ...LOADED_PAGE_ACCOUNT,
  ...LOADED_PAGE_LEARNING_CENTER,
  ...LOADED_PAGE_STOREFRONT,
});

// clicked_dropdown, selected_dropdown_value --------------------------------------------------

const DROPDOWN_FIELDS = {
  dropdown_name: nameField,
  selected_value: text,
  component_name: label,
  page_name: nameField,
  homes_sort_order: label,
  listing_photo_view: label,
  market_report_filters: list,
  market_report_view: label,
  loan_denied: flag,
  withdrawn: flag,
  viewed_loan_history: flag,
};

/** SPEC §3 `clicked_dropdown`: a dropdown opened. */
export const ClickedDropdownSchema = event(DROPDOWN_FIELDS);

/** SPEC §3 `selected_dropdown_value`: a value chosen in a dropdown. */
export const SelectedDropdownValueSchema = event(DROPDOWN_FIELDS);

// loaded_component, clicked_link -------------------------------------------------------------

/** SPEC §3 `loaded_component`. */
export const LoadedComponentSchema = event({
  component_name: nameField,
  funnel_experience: funnelExperience,
  rocket_company: label,
  page_name: nameField,
  component_type: label,
  loaded_component_from_location: label,
});

/** SPEC §3 `clicked_link`, with the button-event extras (a link can be a button: a tel: "call us"). */
export const ClickedLinkSchema = event({
  link_name: nameField,
  link_value: text,
  link_id: id,
  link_type: label,
  interest_rate_type: label,
  related_article_position: positionField.optional(),
  article_category: label,
  article_subcategory: label,
  ...BUTTON_EVENT_EXTRAS_FIELDS,
});

// loaded_initial_page ------------------------------------------------------------------------

const LOADED_INITIAL_PAGE_STOREFRONT = {
  marketing_unique_id: id,
  reservation_id: id,
  first_page_visited: text,
};

/**
 * SPEC §3 `loaded_initial_page`, once per session (SPEC §4), with its storefront variant. "User
 * ids" are `user_rvid` here; the other ids are common fields.
 */
export const LoadedInitialPageSchema = event({
  user_intent: z.enum(UserIntent).optional(),
  intent: label,
  onramp_starting: label,
  qls_code: id,
  ...UTM_FIELDS,
  user_rvid: id,
  is_authenticated: flag,
  has_raid: flag,
  ...LOADED_INITIAL_PAGE_STOREFRONT,
});

// engagement_started, participated_in_experiment ---------------------------------------------

/** SPEC §3 `engagement_started`: the visitor began a transaction (an application, a quote). */
export const EngagementStartedSchema = event({
  transaction_type_starting: nameField,
  funnel_experience: funnelExperience,
  lead_type_code: id,
});

/** SPEC §3 `participated_in_experiment`. A visitor held out of the test has no variant, so only the experiment is required. */
export const ParticipatedInExperimentSchema = event({
  user_in_experiment: flag,
  variant_id: id,
  variant_name: label,
  experiment_id: nameField,
  experiment_name: label,
  experiment_source: label,
  experiment_location: label,
});

// left_page, displayed_banner, identified_audience_segment -----------------------------------

/** SPEC §3 `left_page`, with its rates-compare variant (the tile fields). `fields_edited` lists field names, never values. */
export const LeftPageSchema = event({
  dark_mode: flag,
  funnel_experience: funnelExperience,
  rocket_company: label,
  fields_edited: list,
  ...RATE_COMPARE_TILE_FIELDS,
});

/** SPEC §3 `displayed_banner`. */
export const DisplayedBannerSchema = event({
  banner_name: nameField,
  banner_type: label,
  viewed_sales_benefit: flag,
  viewed_warning_message: flag,
});

/**
 * SPEC §3 `identified_audience_segment`, sent only when the segment or hold group changed (SPEC
 * §4, audience-segment.ts). `page_url` is always known, so it is required.
 */
export const IdentifiedAudienceSegmentSchema = event({
  page_url: urlField,
  session_visit_number: positionField.optional(),
  epsilon_id: id,
  segment_predicted: flag,
  event_segment_name: label,
  was_withheld_from_segment_prediction: flag,
  user_segment_name: label,
  segment_probability: SegmentProbabilitySchema.optional(),
});

// CALCULATION_RAN, FORM_FIELD_ERROR ----------------------------------------------------------
// The SPEC names these two events but not their fields; these are ours.

/**
 * An amount as a band of whole dollars, never the figure: `"75000-100000"` (from the first,
 * below the second) or `"2000000+"` for the top band (@lender/calculator-kit `bandAmount`).
 */
export const AmountBandSchema = z
  .string()
  .max(40)
  .regex(/^\d+(-\d+|\+)$/);

/**
 * SPEC §3 `CALCULATION_RAN`: a calculator produced a result. The visitor's figures are personal
 * finances, so only their bands travel (`AmountBandSchema`), and the credit score as its SPEC §9
 * self-reported range.
 */
export const CalculationRanSchema = event({
  calculator_name: nameField,
  page_name: nameField,
  funnel_experience: funnelExperience,
  income_band: AmountBandSchema.optional(),
  funds_band: AmountBandSchema.optional(),
  monthly_debt_band: AmountBandSchema.optional(),
  price_band: AmountBandSchema.optional(),
  down_payment_band: AmountBandSchema.optional(),
  rent_band: AmountBandSchema.optional(),
  loan_amount_band: AmountBandSchema.optional(),
  result_band: AmountBandSchema.optional(),
  // Issue 24: the extra principal paid each month (loan_amount_band above: the loan a schedule follows).
  extra_payment_band: AmountBandSchema.optional(),
  self_reported_credit_score_range: z.enum(SelfReportedCreditScoreRange).optional(),
});

/**
 * SPEC §3 `FORM_FIELD_ERROR` (§5: "field errors reported to analytics"). `error_message` is the
 * catalogue message shown; the value typed is never sent.
 */
export const FormFieldErrorSchema = event({
  form_name: nameField,
  field_name: nameField,
  error_message: text,
  page_name: nameField,
});

// The catalogue ------------------------------------------------------------------------------

/** Every SPEC §3 event by its name on the wire. */
export const EVENT_SCHEMAS = {
  clicked_button: ClickedButtonSchema,
  applied_filters: AppliedFiltersSchema,
  loaded_page: LoadedPageSchema,
  clicked_dropdown: ClickedDropdownSchema,
  selected_dropdown_value: SelectedDropdownValueSchema,
  loaded_component: LoadedComponentSchema,
  clicked_link: ClickedLinkSchema,
  loaded_initial_page: LoadedInitialPageSchema,
  engagement_started: EngagementStartedSchema,
  participated_in_experiment: ParticipatedInExperimentSchema,
  left_page: LeftPageSchema,
  displayed_banner: DisplayedBannerSchema,
  identified_audience_segment: IdentifiedAudienceSegmentSchema,
  CALCULATION_RAN: CalculationRanSchema,
  FORM_FIELD_ERROR: FormFieldErrorSchema,
} as const;

/** The name of a SPEC §3 event, as sent. */
export type EventName = keyof typeof EVENT_SCHEMAS;

/** Every event name, in catalogue order. */
export const EVENT_NAMES = Object.keys(EVENT_SCHEMAS) as readonly EventName[];

/** The payload of each event, by name: what a `track(name, payload)` call takes. */
export type EventPayloads = { [Name in EventName]: z.infer<(typeof EVENT_SCHEMAS)[Name]> };

/** The payload of one event. */
export type EventPayload<Name extends EventName> = EventPayloads[Name];

export type ClickedButton = EventPayloads['clicked_button'];
export type AppliedFilters = EventPayloads['applied_filters'];
export type LoadedPage = EventPayloads['loaded_page'];
export type ClickedDropdown = EventPayloads['clicked_dropdown'];
export type SelectedDropdownValue = EventPayloads['selected_dropdown_value'];
export type LoadedComponent = EventPayloads['loaded_component'];
export type ClickedLink = EventPayloads['clicked_link'];
export type LoadedInitialPage = EventPayloads['loaded_initial_page'];
export type EngagementStarted = EventPayloads['engagement_started'];
export type ParticipatedInExperiment = EventPayloads['participated_in_experiment'];
export type LeftPage = EventPayloads['left_page'];
export type DisplayedBanner = EventPayloads['displayed_banner'];
export type IdentifiedAudienceSegment = EventPayloads['identified_audience_segment'];
export type CalculationRan = EventPayloads['CALCULATION_RAN'];
export type FormFieldError = EventPayloads['FORM_FIELD_ERROR'];

const names = (shape: object): readonly string[] => Object.keys(shape);

/**
 * The SPEC §3 variants: for each event that has them, each variant's name and the optional fields
 * it adds. The wire name stays the event's; a payload uses the fields of the variant it is.
 */
export const EVENT_VARIANT_FIELDS: {
  readonly [Name in EventName]?: Readonly<Record<string, readonly string[]>>;
} = {
  clicked_button: {
    personalise: names(CLICKED_BUTTON_PERSONALISE),
    homes: names(CLICKED_BUTTON_HOMES),
  },
  applied_filters: {
    homes: names(APPLIED_FILTERS_HOMES),
    home_loans: names(APPLIED_FILTERS_HOME_LOANS),
  },
  loaded_page: {
    homes: names(LOADED_PAGE_HOMES),
    account: names(LOADED_PAGE_ACCOUNT),
    learning_center: names(LOADED_PAGE_LEARNING_CENTER),
    storefront: names(LOADED_PAGE_STOREFRONT),
  },
  loaded_initial_page: { storefront: names(LOADED_INITIAL_PAGE_STOREFRONT) },
  left_page: { rates_compare: names(RATE_COMPARE_TILE_FIELDS) },
};

/** Whether a value is the name of a SPEC §3 event. */
export function isEventName(value: unknown): value is EventName {
  return typeof value === 'string' && Object.hasOwn(EVENT_SCHEMAS, value);
}

/** Checks a payload against its event's schema; the result says what is wrong, field by field. */
export function validateEvent<Name extends EventName>(
  name: Name,
  payload: unknown,
): z.ZodSafeParseResult<EventPayload<Name>> {
  return EVENT_SCHEMAS[name].safeParse(payload) as z.ZodSafeParseResult<EventPayload<Name>>;
}
