import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  EVENT_NAMES,
  EVENT_SCHEMAS,
  EVENT_VARIANT_FIELDS,
  isEventName,
  validateEvent,
  type EventName,
  type EventPayloads,
} from './event-catalogue.ts';
import {
  COMMON_FIELDS,
  ID_MAX_LENGTH,
  LIST_MAX_ITEMS,
  NAME_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  URL_MAX_LENGTH,
  VERSION_MAX_LENGTH,
} from './event-fields.ts';

/** The smallest valid payload of each event: its required fields. */
const MINIMAL: { [Name in EventName]: EventPayloads[Name] } = {
  clicked_button: { button_name: 'Get started', page_name: 'mortgage:home' },
  applied_filters: { filter_type: 'refinance' },
  loaded_page: { page_name: 'calculators' },
  clicked_dropdown: { dropdown_name: 'Sort', page_name: 'homes' },
  selected_dropdown_value: { dropdown_name: 'Sort', page_name: 'homes' },
  loaded_component: { component_name: 'rate ticker', page_name: 'mortgage rates' },
  clicked_link: { link_name: 'Learn more' },
  loaded_initial_page: {},
  engagement_started: { transaction_type_starting: 'purchase' },
  participated_in_experiment: { experiment_id: 'exp-1' },
  left_page: {},
  displayed_banner: { banner_name: 'sales' },
  identified_audience_segment: { page_url: 'https://www.lender.example/' },
  CALCULATION_RAN: { calculator_name: 'rent vs buy', page_name: 'calculators:rent vs buy' },
  FORM_FIELD_ERROR: { form_name: 'rent vs buy', field_name: 'rent', page_name: 'calculators' },
};

/** The required fields of each event, pinned so a change to the rule is a deliberate one. */
const REQUIRED: Record<EventName, string[]> = {
  clicked_button: ['button_name', 'page_name'],
  applied_filters: ['filter_type'],
  loaded_page: ['page_name'],
  clicked_dropdown: ['dropdown_name', 'page_name'],
  selected_dropdown_value: ['dropdown_name', 'page_name'],
  loaded_component: ['component_name', 'page_name'],
  clicked_link: ['link_name'],
  loaded_initial_page: [],
  engagement_started: ['transaction_type_starting'],
  participated_in_experiment: ['experiment_id'],
  left_page: [],
  displayed_banner: ['banner_name'],
  identified_audience_segment: ['page_url'],
  CALCULATION_RAN: ['calculator_name', 'page_name'],
  FORM_FIELD_ERROR: ['form_name', 'field_name', 'page_name'],
};

/** Fields the SPEC §3 spells out for each event (its variants included), which must keep that spelling. */
const SPELT: Record<EventName, string[]> = {
  clicked_button: [
    'button_name',
    'button_id',
    'button_type',
    'time',
    'experiment_id',
    'page_name',
    'lead_type_code',
    'mortgage_inquiring_about_affordable_products',
    'question_text',
    'question_position',
    'mortgage_est_purchase_price',
    'self_reported_credit_score_range',
    'military',
    'user_goal',
    'search_string_entered',
    'search_string_used',
    'homes_search_type',
    'homes_modify_saved_search_button_type',
    'homes_saved_search_updates',
  ],
  applied_filters: ['time', 'filter_type', 'user_rvid'],
  loaded_page: [
    'experiment_source',
    'rocket_company',
    'funnel_experience',
    'qls_code',
    'experiment_id',
    'page_name',
    'lead_type_code',
    'user_rvid',
    'is_authenticated',
    'has_raid',
    'mortgage_type',
  ],
  clicked_dropdown: ['dropdown_name', 'selected_value', 'component_name', 'page_name'],
  selected_dropdown_value: ['dropdown_name', 'selected_value', 'component_name', 'page_name'],
  loaded_component: [
    'component_name',
    'funnel_experience',
    'rocket_company',
    'page_name',
    'component_type',
    'loaded_component_from_location',
  ],
  clicked_link: ['link_name', 'link_value', 'link_id', 'link_type', 'interest_rate_type'],
  loaded_initial_page: [
    'user_intent',
    'intent',
    'onramp_starting',
    'qls_code',
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'utm_term',
    'utm_content',
    'utm_cta',
    'utm_channel',
    'is_authenticated',
    'has_raid',
    'first_page_visited',
  ],
  engagement_started: ['transaction_type_starting', 'funnel_experience', 'lead_type_code'],
  participated_in_experiment: [
    'user_in_experiment',
    'variant_id',
    'variant_name',
    'experiment_id',
    'experiment_name',
    'experiment_source',
    'experiment_location',
  ],
  left_page: ['dark_mode', 'funnel_experience', 'rocket_company', 'fields_edited'],
  displayed_banner: [
    'banner_name',
    'banner_type',
    'viewed_sales_benefit',
    'viewed_warning_message',
  ],
  identified_audience_segment: [
    'page_url',
    'session_visit_number',
    'segment_predicted',
    'event_segment_name',
    'was_withheld_from_segment_prediction',
    'user_segment_name',
    'segment_probability',
  ],
  CALCULATION_RAN: [],
  FORM_FIELD_ERROR: [],
};

const BUTTON_EVENT_EXTRAS = [
  'pageName',
  'funnelExperience',
  'rocketCompany',
  'userRvid',
  'qlsCode',
  'isAuthenticated',
  'hasRaid',
  'buttonName',
  'buttonType',
  'buttonId',
  'linkName',
  'linkValue',
  'linkType',
  'time',
];

const isOptional = (schema: z.ZodType) => schema.safeParse(undefined).success;

describe('event catalogue', () => {
  it('SPEC §3: holds exactly the events the SPEC lists, named as it spells them', () => {
    expect([...EVENT_NAMES].sort()).toEqual(
      [
        'clicked_button',
        'applied_filters',
        'loaded_page',
        'clicked_dropdown',
        'selected_dropdown_value',
        'loaded_component',
        'clicked_link',
        'loaded_initial_page',
        'engagement_started',
        'participated_in_experiment',
        'left_page',
        'displayed_banner',
        'identified_audience_segment',
        'CALCULATION_RAN',
        'FORM_FIELD_ERROR',
      ].sort(),
    );
  });

  describe.each(EVENT_NAMES)('%s', (name) => {
    const schema = EVENT_SCHEMAS[name];

    it('SPEC §3: accepts its smallest payload', () => {
      expect(validateEvent(name, MINIMAL[name]).success).toBe(true);
    });

    it('SPEC §3: carries every common field, each optional', () => {
      for (const field of Object.keys(COMMON_FIELDS)) {
        expect(schema.shape).toHaveProperty(field);
        expect(isOptional(schema.shape[field as keyof typeof schema.shape])).toBe(true);
      }
      const withCommon = {
        ...MINIMAL[name],
        app_version: '1.0.0',
        device_type: 'mobile',
        os_version: 'iOS 19.1',
        browser_version: 'Safari 19',
        account_id: 'a1',
        visitor_id: 'v1',
        mortgage_client_id: 'm1',
        client_id: 'c1',
        global_client_id: 'g1',
        session_replay_id: 'r1',
        event_id: 'e1',
      };
      expect(validateEvent(name, withCommon).success).toBe(true);
    });

    it('SPEC §3: keeps the SPEC spelling of its fields', () => {
      for (const field of SPELT[name]) expect(schema.shape).toHaveProperty(field);
    });

    it('requires exactly its identity fields (README rule)', () => {
      const required = Object.entries(schema.shape)
        .filter(([, field]) => !isOptional(field as z.ZodType))
        .map(([field]) => field);
      expect(required.sort()).toEqual([...REQUIRED[name]].sort());
    });

    it.each(REQUIRED[name])('rejects a payload without %s, or with it empty', (field) => {
      const { [field]: _dropped, ...without } = MINIMAL[name] as Record<string, unknown>;
      expect(validateEvent(name, without).success).toBe(false);
      expect(validateEvent(name, { ...MINIMAL[name], [field]: '' }).success).toBe(false);
    });

    it('rejects a field the catalogue does not know, so typos are caught', () => {
      const result = validateEvent(name, { ...MINIMAL[name], page_nme: 'typo' });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
    });
  });

  it('SPEC §3: the button-event extras travel with clicked_button and clicked_link in their camelCase', () => {
    for (const name of ['clicked_button', 'clicked_link'] as const) {
      for (const field of BUTTON_EVENT_EXTRAS) {
        expect(EVENT_SCHEMAS[name].shape).toHaveProperty(field);
      }
    }
    expect(EVENT_SCHEMAS.loaded_page.shape).not.toHaveProperty('buttonName');
  });

  it('SPEC §3: the utm fields of UTMInfo travel with loaded_initial_page', () => {
    const payload = { utm_source: 'news', utm_cta: 'hero', utm_channel: 'email' };
    expect(validateEvent('loaded_initial_page', payload).success).toBe(true);
  });

  describe('SPEC §3 variants', () => {
    const variants = Object.entries(EVENT_VARIANT_FIELDS).flatMap(([event, groups]) =>
      Object.entries(groups ?? {}).map(([variant, fields]) => ({
        event: event as EventName,
        variant,
        fields,
      })),
    );

    it('lists the variants the SPEC names', () => {
      expect(variants.map(({ event, variant }) => `${event}:${variant}`).sort()).toEqual(
        [
          'applied_filters:home_loans',
          'applied_filters:homes',
          'clicked_button:homes',
          'clicked_button:personalise',
          'left_page:rates_compare',
          'loaded_initial_page:storefront',
          'loaded_page:account',
          'loaded_page:homes',
          'loaded_page:learning_center',
          'loaded_page:storefront',
        ].sort(),
      );
    });

    it.each(variants)(
      '$event $variant adds only optional fields to its event',
      ({ event, fields }) => {
        const shape = EVENT_SCHEMAS[event].shape as Record<string, z.ZodType>;
        expect(fields.length).toBeGreaterThan(0);
        for (const field of fields) {
          expect(shape).toHaveProperty(field);
          expect(isOptional(shape[field] as z.ZodType)).toBe(true);
        }
      },
    );

    it('SPEC §3: the storefront variants carry the rate-compare tiles and marketing ids', () => {
      expect(EVENT_VARIANT_FIELDS.loaded_page?.['storefront']).toEqual([
        'rate_compare_tiles',
        'number_of_rate_tiles',
        'mortgage_type',
      ]);
      expect(EVENT_VARIANT_FIELDS.loaded_initial_page?.['storefront']).toEqual([
        'marketing_unique_id',
        'reservation_id',
        'first_page_visited',
      ]);
    });

    it('SPEC §3: a personalise button click validates with its answers', () => {
      const result = validateEvent('clicked_button', {
        ...MINIMAL.clicked_button,
        mortgage_inquiring_about_affordable_products: true,
        question_text: 'How is your credit?',
        question_position: 3,
        mortgage_est_purchase_price: 350_000,
        self_reported_credit_score_range: 'below_average',
        military: false,
        user_goal: 'buy_a_home',
      });
      expect(result.success).toBe(true);
    });

    it('SPEC §3: a homes filter validates with numbers, flags and lists', () => {
      const result = validateEvent('applied_filters', {
        filter_type: 'price',
        time: '2026-11-21T14:37:00.000Z',
        price_min: 200_000,
        price_max: 450_000,
        bedrooms: 3,
        bathrooms: 2.5,
        home_type: ['single family', 'condo'],
        pool: true,
        no_hoa: true,
        commute_time: 30,
        number_of_results: 0,
      });
      expect(result.success).toBe(true);
    });
  });

  describe('field values', () => {
    it.each([
      ['clicked_button', { button_type: 'fancy' }],
      ['clicked_button', { self_reported_credit_score_range: 'great' }],
      ['clicked_button', { user_goal: 'retire' }],
      ['clicked_button', { question_position: 0 }],
      ['clicked_button', { question_position: 1.5 }],
      ['clicked_button', { mortgage_est_purchase_price: -1 }],
      ['clicked_button', { time: '2026-11-21T14:37:12.000Z' }],
      ['clicked_button', { time: '2026-11-21T14:37' }],
      ['clicked_button', { linkType: 'download' }],
      ['loaded_page', { funnel_experience: 'storefronts' }],
      ['loaded_page', { mortgage_type: 'balloon' }],
      ['loaded_page', { final_interest_rate: '6.5' }],
      ['loaded_page', { number_of_rate_tiles: -1 }],
      ['loaded_initial_page', { user_intent: 'browse' }],
      ['loaded_page', { device_type: 'watch' }],
      ['left_page', { fields_edited: 'rent' }],
    ] as const)('%s rejects %j', (name, fields) => {
      expect(validateEvent(name, { ...MINIMAL[name], ...fields }).success).toBe(false);
    });

    // Issue 33 §4: every text has a longest length and every list a most items, on both sides
    // of each boundary (a 29 KB transaction_type_starting was stored before).
    it.each([
      ['engagement_started', 'transaction_type_starting', NAME_MAX_LENGTH],
      ['clicked_button', 'button_name', NAME_MAX_LENGTH],
      ['clicked_button', 'question_text', TEXT_MAX_LENGTH],
      ['FORM_FIELD_ERROR', 'error_message', TEXT_MAX_LENGTH],
      ['loaded_page', 'visitor_id', ID_MAX_LENGTH],
      ['loaded_page', 'qls_code', ID_MAX_LENGTH],
      ['loaded_page', 'browser_version', VERSION_MAX_LENGTH],
      ['loaded_initial_page', 'utm_campaign', TEXT_MAX_LENGTH],
      ['identified_audience_segment', 'page_url', URL_MAX_LENGTH],
    ] as const)('%s takes %s of %i characters, not one more', (name, field, max) => {
      const withLength = (length: number) => ({ ...MINIMAL[name], [field]: 'x'.repeat(length) });
      expect(validateEvent(name, withLength(max)).success).toBe(true);
      expect(validateEvent(name, withLength(max + 1)).success).toBe(false);
    });

    it(`left_page takes ${LIST_MAX_ITEMS} fields_edited, not one more`, () => {
      const edited = (count: number) => Array.from({ length: count }, (_, index) => `f${index}`);
      expect(validateEvent('left_page', { fields_edited: edited(LIST_MAX_ITEMS) }).success).toBe(
        true,
      );
      expect(
        validateEvent('left_page', { fields_edited: edited(LIST_MAX_ITEMS + 1) }).success,
      ).toBe(false);
    });

    const tile = { product_code: '30YF', mortgage_product_name: '30-year fixed' };

    it('SPEC §5: rate-compare tiles are an object keyed by position', () => {
      const tiles = { '1': tile, '2': { product_code: '15YF' } };
      expect(
        validateEvent('loaded_page', { ...MINIMAL.loaded_page, rate_compare_tiles: tiles }).success,
      ).toBe(true);
      expect(
        validateEvent('left_page', { rate_compare_tiles: tiles, number_of_rate_tiles: 2 }).success,
      ).toBe(true);
    });

    it.each([
      ['a list', [tile]],
      ['a string', '30YF'],
      ['position 0', { '0': tile }],
      ['a named key', { first: tile }],
      ['position 100', { '100': tile }],
      ['a tile that is not an object', { '1': '30YF' }],
      ['a tile without product_code', { '1': { mortgage_product_name: '30-year fixed' } }],
      ['a tile with an unknown field', { '1': { ...tile, apr: 6.1 } }],
    ])(
      'SPEC §5: rate-compare tiles must be objects when present, so %s is rejected',
      (_, tiles) => {
        expect(
          validateEvent('loaded_page', { ...MINIMAL.loaded_page, rate_compare_tiles: tiles })
            .success,
        ).toBe(false);
      },
    );

    const probabilities = {
      at_risk_owners: 0.1,
      debt_resistant: 0.05,
      modern_affluent: 0.3,
      growing_household: 0.2,
      renting_necessity: 0.1,
      renting_flexibility: 0.1,
      well_off_in_transition: 0.1,
      new_adjusting_homeowners: 0.05,
    };

    it('SPEC §3: segment_probability holds the eight probabilities', () => {
      const payload = {
        ...MINIMAL.identified_audience_segment,
        segment_probability: probabilities,
      };
      expect(validateEvent('identified_audience_segment', payload).success).toBe(true);
    });

    it.each([
      ['a list', Object.values(probabilities)],
      ['a number', 0.3],
      ['one missing', { ...probabilities, debt_resistant: undefined }],
      ['one above 1', { ...probabilities, modern_affluent: 1.2 }],
      ['one below 0', { ...probabilities, modern_affluent: -0.1 }],
      ['a ninth', { ...probabilities, retired: 0 }],
    ])(
      'SPEC §5: segment_probability must be an object of the eight, so %s is rejected',
      (_, value) => {
        const payload = { ...MINIMAL.identified_audience_segment, segment_probability: value };
        expect(validateEvent('identified_audience_segment', payload).success).toBe(false);
      },
    );
  });

  it('validateEvent gives the parsed payload, or the path of what is wrong', () => {
    const ok = validateEvent('displayed_banner', {
      banner_name: 'sales',
      viewed_sales_benefit: true,
    });
    expect(ok.success && ok.data).toEqual({ banner_name: 'sales', viewed_sales_benefit: true });
    const bad = validateEvent('displayed_banner', {
      banner_name: 'sales',
      viewed_sales_benefit: 'yes',
    });
    expect(bad.error?.issues[0]?.path).toEqual(['viewed_sales_benefit']);
  });

  it.each([
    ['clicked_button', true],
    ['FORM_FIELD_ERROR', true],
    ['Clicked Button', false],
    ['form_field_error', false],
    ['toString', false],
    ['__proto__', false],
    [undefined, false],
    [42, false],
  ])('isEventName(%j) is %s', (value, expected) => {
    expect(isEventName(value)).toBe(expected);
  });
});
