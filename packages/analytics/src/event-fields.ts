// Field schemas shared by several events of the SPEC §3 catalogue (event-catalogue.ts). Each is a
// plain shape (field name → zod schema) so an event spreads it into its own strict object.
import { z } from 'zod';
import { ButtonType } from './button-type.ts';
import { DeviceType, LinkType } from './enumerations.ts';
import { FunnelExperience } from './funnel-experience.ts';
import { MINUTE_TIMESTAMP_PATTERN } from './minute-timestamp.ts';
import { UTM_KEYS, type UtmKey } from './utm-info.ts';

// Every text field has a longest length and every list a most items (issue 33 §4): the browser
// and the collector check the same JSON Schemas, so an event the site sends is never refused, and
// a client cannot fill the store with one long string (a 29 KB `transaction_type_starting` was
// stored before). The lengths leave room many times over what the site sends (the longest
// measured on the e2e journeys: 59 characters).

/** Longest name: what an event is about (a button's, a page's, a form field's, an experiment's). */
export const NAME_MAX_LENGTH = 200;

/** Longest other text: a selected value, a message shown, a question, a search. */
export const TEXT_MAX_LENGTH = 500;

/** Longest id (visitor, client, replay and event ids, codes, cookie values): as the collector's envelope ids. */
export const ID_MAX_LENGTH = 200;

/** Longest version (app, browser, operating system). */
export const VERSION_MAX_LENGTH = 64;

/** Longest address (`page_url`). */
export const URL_MAX_LENGTH = 2048;

/** Most items in a list field (`fields_edited` keeps at most 50, left-page.ts). */
export const LIST_MAX_ITEMS = 50;

/** A name that says what an event is about; required names must not be empty. */
export const nameField = z.string().min(1).max(NAME_MAX_LENGTH);

/** A name where one may be empty (a label, a company, a product). */
export const labelField = z.string().max(NAME_MAX_LENGTH);

/** A text value that is not a name. */
export const textField = z.string().max(TEXT_MAX_LENGTH);

/** An id or a code. */
export const idField = z.string().max(ID_MAX_LENGTH);

/** A version. */
export const versionField = z.string().max(VERSION_MAX_LENGTH);

/** An address. */
export const urlField = z.string().min(1).max(URL_MAX_LENGTH);

/** A list of names (home types, filters, fields edited). */
export const listField = z.array(z.string().max(NAME_MAX_LENGTH)).max(LIST_MAX_ITEMS);

/** The `time` of button and filter events, a whole-minute UTC ISO 8601 time (SPEC §3). */
export const MinuteTimestampSchema = z
  .string()
  .max('2026-11-21T14:37:00.000Z'.length)
  .regex(MINUTE_TIMESTAMP_PATTERN);

/** A count of things, zero or more. */
export const countField = z.number().int().min(0);

/** A 1-based position in a list. */
export const positionField = z.number().int().min(1);

/** Dollars, or an interest rate in percent: never negative. */
export const nonNegativeField = z.number().min(0);

/**
 * SPEC §3 fields common to nearly all events, optional on every event. The SPEC lists "system
 * ids (account id, visitor id, mortgage client id, client id, global client id, session replay
 * id, event id)" in words; the names are those words in snake_case.
 */
export const COMMON_FIELDS = {
  app_version: versionField.optional(),
  device_type: z.enum(DeviceType).optional(),
  os_version: versionField.optional(),
  browser_version: versionField.optional(),
  account_id: idField.optional(),
  visitor_id: idField.optional(),
  mortgage_client_id: idField.optional(),
  client_id: idField.optional(),
  global_client_id: idField.optional(),
  session_replay_id: idField.optional(),
  event_id: idField.optional(),
  // SPEC §3 cookies read on every page (page-ids.ts): the affiliate sub-id, nvm, and the
  // visitor's IPv6 network (a /48, never the full address).
  aff_sub: idField.optional(),
  nvm: idField.optional(),
  clientipv6: idField.optional(),
};

/** The common fields on their own (SPEC §3). */
export const CommonFieldsSchema = z.strictObject(COMMON_FIELDS);

/** The common fields of an event (SPEC §3). */
export type CommonFields = z.infer<typeof CommonFieldsSchema>;

/** The utm fields, each optional: the UTMInfo cookie and the events that carry "utm fields". */
export const UTM_FIELDS = Object.fromEntries(
  UTM_KEYS.map((key) => [key, textField.optional()]),
) as Record<UtmKey, z.ZodOptional<z.ZodString>>;

/** SPEC §3 UTMInfo as a schema: the utm_* values of the visit, only those that were given. */
export const UtmInfoSchema = z.strictObject(UTM_FIELDS);

/** One storefront rate-compare tile (SPEC §3 `loaded_page` variant: product_code, mortgage_product_name). */
export const RateCompareTileSchema = z.strictObject({
  product_code: nameField,
  mortgage_product_name: labelField.optional(),
});

/**
 * `rate_compare_tiles`: the tiles keyed by their 1-based position ("1", "2", … "99"). SPEC §5 says
 * the tiles "must be objects when present", so this is an object, not a list.
 */
export const RateCompareTilesSchema = z.record(
  z
    .string()
    .max(2)
    .regex(/^[1-9]\d?$/),
  RateCompareTileSchema,
);

/** The rate-compare tile fields of `loaded_page` (storefront) and `left_page` (rates compare). */
export const RATE_COMPARE_TILE_FIELDS = {
  rate_compare_tiles: RateCompareTilesSchema.optional(),
  number_of_rate_tiles: countField.optional(),
};

const probability = z.number().min(0).max(1);

/**
 * `segment_probability`: the eight audience-segment probabilities of SPEC §3, each from 0 to 1.
 * SPEC §5: it must be an object when present; a prediction gives all eight.
 */
export const SegmentProbabilitySchema = z.strictObject({
  at_risk_owners: probability,
  debt_resistant: probability,
  modern_affluent: probability,
  growing_household: probability,
  renting_necessity: probability,
  renting_flexibility: probability,
  well_off_in_transition: probability,
  new_adjusting_homeowners: probability,
});

/**
 * SPEC §3 button-event extras, spelt in camelCase as the SPEC spells them, sent alongside the
 * snake_case fields of `clicked_button` and `clicked_link`. All optional on the events; the
 * builder (`buttonEventExtras`) always fills the page, company, button type, link type
 * and time.
 */
export const BUTTON_EVENT_EXTRAS_FIELDS = {
  pageName: labelField.optional(),
  funnelExperience: z.enum(FunnelExperience).optional(),
  rocketCompany: labelField.optional(),
  userRvid: idField.optional(),
  qlsCode: idField.optional(),
  ...UTM_FIELDS,
  isAuthenticated: z.boolean().optional(),
  hasRaid: z.boolean().optional(),
  buttonName: labelField.optional(),
  buttonType: z.enum(ButtonType).optional(),
  buttonId: idField.optional(),
  linkName: labelField.optional(),
  linkValue: textField.optional(),
  linkType: z.enum(LinkType).optional(),
  time: MinuteTimestampSchema.optional(),
};

/** The button-event extras as the builder gives them: the page, company, button type, link type and time always set. */
export const ButtonEventExtrasSchema = z.strictObject({
  ...BUTTON_EVENT_EXTRAS_FIELDS,
  pageName: labelField,
  funnelExperience: z.enum(FunnelExperience),
  rocketCompany: labelField,
  buttonType: z.enum(ButtonType),
  linkType: z.enum(LinkType),
  time: MinuteTimestampSchema,
});

/** SPEC §3 button-event extras. */
export type ButtonEventExtras = z.infer<typeof ButtonEventExtrasSchema>;
