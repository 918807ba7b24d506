// Field schemas shared by several events of the SPEC §3 catalogue (event-catalogue.ts). Each is a
// plain shape (field name → zod schema) so an event spreads it into its own strict object.
import { z } from 'zod';
import { ButtonType } from './button-type.ts';
import { DeviceType, LinkType } from './enumerations.ts';
import { FunnelExperience } from './funnel-experience.ts';
import { MINUTE_TIMESTAMP_PATTERN } from './minute-timestamp.ts';
import { UTM_KEYS, type UtmKey } from './utm-info.ts';

/** A name that says what an event is about; required names must not be empty. */
export const nameField = z.string().min(1);

/** The `time` of button and filter events, a whole-minute UTC ISO 8601 time (SPEC §3). */
export const MinuteTimestampSchema = z.string().regex(MINUTE_TIMESTAMP_PATTERN);

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
  app_version: z.string().optional(),
  device_type: z.enum(DeviceType).optional(),
  os_version: z.string().optional(),
  browser_version: z.string().optional(),
  account_id: z.string().optional(),
  visitor_id: z.string().optional(),
  mortgage_client_id: z.string().optional(),
  client_id: z.string().optional(),
  global_client_id: z.string().optional(),
  session_replay_id: z.string().optional(),
  event_id: z.string().optional(),
  // SPEC §3 cookies read on every page (page-ids.ts): the affiliate sub-id, nvm, and the
  // visitor's IPv6 network (a /48, never the full address).
  aff_sub: z.string().optional(),
  nvm: z.string().optional(),
  clientipv6: z.string().optional(),
};

/** The common fields on their own (SPEC §3). */
export const CommonFieldsSchema = z.strictObject(COMMON_FIELDS);

/** The common fields of an event (SPEC §3). */
export type CommonFields = z.infer<typeof CommonFieldsSchema>;

/** The utm fields, each optional: the UTMInfo cookie and the events that carry "utm fields". */
export const UTM_FIELDS = Object.fromEntries(
  UTM_KEYS.map((key) => [key, z.string().optional()]),
) as Record<UtmKey, z.ZodOptional<z.ZodString>>;

/** SPEC §3 UTMInfo as a schema: the utm_* values of the visit, only those that were given. */
export const UtmInfoSchema = z.strictObject(UTM_FIELDS);

/** One storefront rate-compare tile (SPEC §3 `loaded_page` variant: product_code, mortgage_product_name). */
export const RateCompareTileSchema = z.strictObject({
  product_code: nameField,
  mortgage_product_name: z.string().optional(),
});

/**
 * `rate_compare_tiles`: the tiles keyed by their 1-based position ("1", "2", …). SPEC §5 says the
 * tiles "must be objects when present", so this is an object, not a list.
 */
export const RateCompareTilesSchema = z.record(
  z.string().regex(/^[1-9]\d*$/),
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
  pageName: z.string().optional(),
  funnelExperience: z.enum(FunnelExperience).optional(),
  rocketCompany: z.string().optional(),
  userRvid: z.string().optional(),
  qlsCode: z.string().optional(),
  ...UTM_FIELDS,
  isAuthenticated: z.boolean().optional(),
  hasRaid: z.boolean().optional(),
  buttonName: z.string().optional(),
  buttonType: z.enum(ButtonType).optional(),
  buttonId: z.string().optional(),
  linkName: z.string().optional(),
  linkValue: z.string().optional(),
  linkType: z.enum(LinkType).optional(),
  time: MinuteTimestampSchema.optional(),
};

/** The button-event extras as the builder gives them: the page, company, button type, link type and time always set. */
export const ButtonEventExtrasSchema = z.strictObject({
  ...BUTTON_EVENT_EXTRAS_FIELDS,
  pageName: z.string(),
  funnelExperience: z.enum(FunnelExperience),
  rocketCompany: z.string(),
  buttonType: z.enum(ButtonType),
  linkType: z.enum(LinkType),
  time: MinuteTimestampSchema,
});

/** SPEC §3 button-event extras. */
export type ButtonEventExtras = z.infer<typeof ButtonEventExtrasSchema>;
