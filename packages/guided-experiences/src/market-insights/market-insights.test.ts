import {
  MarketReportResponseSchema,
  messages,
  type MarketReportResponse,
} from '@lender/validation';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_MARKET_INSIGHTS_STATE,
  LOCATION_SEARCH_DEBOUNCE_MS,
  LOCATION_SEARCH_MIN_LENGTH,
  LOCATION_SUGGESTION_LIMIT,
  locationIdFromSlug,
  locationSearchErrorMessage,
  MARKET_INSIGHTS_BREAKPOINT_PX,
  MARKET_INSIGHTS_ERROR_MESSAGES,
  marketConditionGauge,
  marketInsightsPath,
  marketInsightsReducer,
  marketInsightsRequests,
  marketInsightsStateFor,
  STICKY_BAR_OFFSET_NARROW_PX,
  STICKY_BAR_OFFSET_WIDE_PX,
  STICKY_BAR_THRESHOLD_PX,
  stickyReportBar,
  UNKNOWN_MARKET_TYPE_TEXT,
  type GeocodingAnswer,
  type MarketInsightsEvent,
} from './index.ts';

const series = {
  currentMonth: 285000,
  changeSinceLastMonthPercent: 1.2,
  changeSinceLastYearPercent: 4.5,
  changeSinceLastYear: 12000,
};
const report: MarketReportResponse = MarketReportResponseSchema.parse({
  location: {
    id: 'city:detroit-mi',
    name: 'Detroit',
    countyName: 'Wayne County',
    stateName: 'Michigan',
    listingsConnection: { total: 1200, webUrl: 'https://homes.example.com/mi/detroit-mi' },
    marketReportTrend: {
      webUrl: 'https://homes.example.com/mi/detroit-mi/housing-market',
      month: '2026-10-01',
      calculatedOn: '2026-11-01T00:00:00.000Z',
      totalSold: 400,
      totalActive: 1200,
      overAsking: 30,
      atAsking: 20,
      underAsking: 50,
      averageDaysOnMarket: 35,
      medianSoldPrice: series,
      marketConditionsDescription: "It's a balanced market.",
      marketConditions: 'neutral',
    },
    oneBedroom: { medianSoldPrice: series },
    twoBedroom: { medianSoldPrice: series },
    threeBedroom: { medianSoldPrice: series },
    fourBedroom: { medianSoldPrice: series },
  },
  dataSource: { demo: true, source: 'demo', label: 'Demo figures' },
});

function feature(id: string, place_name: string) {
  return { id, place_name };
}
const detroit: GeocodingAnswer = {
  features: [
    feature('place.detroit-mi', 'Detroit, Michigan'),
    feature('place.detroit-lakes-mn', 'Detroit Lakes, Minnesota'),
    feature('place.detroit-tx', 'Detroit, Texas'),
    feature('place.detroit-or', 'Detroit, Oregon'),
  ],
};

function run(events: readonly MarketInsightsEvent[], from = INITIAL_MARKET_INSIGHTS_STATE) {
  return events.reduce(marketInsightsReducer, from);
}

const typed = (query: string): MarketInsightsEvent => ({ type: 'queryChanged', query });
const loaded = (query: string, answer: GeocodingAnswer): MarketInsightsEvent => ({
  type: 'suggestionsLoaded',
  query,
  result: { ok: true, data: answer },
});
const chooseDetroit: MarketInsightsEvent = {
  type: 'chooseSuggestion',
  suggestion: { key: 'place.detroit-mi', label: 'Detroit, Michigan' },
};
const lookedUp: MarketInsightsEvent = {
  type: 'lookupFinished',
  key: 'place.detroit-mi',
  result: { ok: true, data: { rh_location_id: 'city:detroit-mi' } },
};
const reportArrived: MarketInsightsEvent = {
  type: 'reportFinished',
  locationId: 'city:detroit-mi',
  result: { ok: true, data: report },
};

describe('search (SPEC §5, §7, §8, §9)', () => {
  it('uses the SPEC limits: 3 suggestions, from 3 characters, 300 ms debounce', () => {
    expect([
      LOCATION_SUGGESTION_LIMIT,
      LOCATION_SEARCH_MIN_LENGTH,
      LOCATION_SEARCH_DEBOUNCE_MS,
    ]).toEqual([3, 3, 300]);
  });

  it.each([
    { query: '', searching: false },
    { query: 'de', searching: false },
    { query: '  de ', searching: false },
    { query: 'det', searching: true },
    { query: '482', searching: true },
  ])('"$query" searches: $searching', ({ query, searching }) => {
    const state = run([typed(query)]);
    expect(state.search.status).toBe(searching ? 'searching' : 'idle');
    expect(marketInsightsRequests(state).map((request) => request.kind)).toEqual(
      searching ? ['forwardGeocode'] : [],
    );
  });

  it('asks the forward geocoder as SPEC §7 says, nearest first when located', () => {
    const [request] = marketInsightsRequests(run([typed(' detroit ')]), {
      latitude: 42.33,
      longitude: -83.05,
    });
    expect(request).toEqual({
      kind: 'forwardGeocode',
      query: {
        q: 'detroit',
        autocomplete: 'true',
        country: 'us',
        language: 'en',
        limit: 3,
        types: 'locality,place,postcode',
        proximity: '-83.05,42.33',
      },
    });
  });

  it('shows at most 3 suggestions', () => {
    const state = run([typed('detroit'), loaded('detroit', detroit)]);
    expect(state.search.status).toBe('done');
    expect(state.search.suggestions).toEqual([
      { key: 'place.detroit-mi', label: 'Detroit, Michigan' },
      { key: 'place.detroit-lakes-mn', label: 'Detroit Lakes, Minnesota' },
      { key: 'place.detroit-tx', label: 'Detroit, Texas' },
    ]);
    expect(locationSearchErrorMessage(state.search)).toBeNull();
  });

  it('no results: the search error', () => {
    const state = run([typed('zzzz'), loaded('zzzz', { features: [] })]);
    expect(state.search.error).toBe('noResults');
    expect(locationSearchErrorMessage(state.search)).toBe(
      'We couldn\'t find a city or ZIP code matching "zzzz". Check the spelling, or search for a ZIP code.',
    );
    expect(run([{ type: 'submitSearch' }], state).search.error).toBe('noResults');
  });

  it('a failed search says so', () => {
    const state = run([
      typed('detroit'),
      { type: 'suggestionsLoaded', query: 'detroit', result: { ok: false, status: 503 } },
    ]);
    expect(state.search.error).toBe('failed');
    expect(locationSearchErrorMessage(state.search)).toMatch(/Try again/);
  });

  it('ignores suggestions for an older query', () => {
    const state = run([typed('detroit'), typed('detroit l')]);
    expect(run([loaded('detroit', detroit)], state)).toBe(state);
  });

  it('Enter on an empty box asks for a place', () => {
    const state = run([{ type: 'submitSearch' }]);
    expect(locationSearchErrorMessage(state.search)).toBe(messages.placeSearch.errorRequired);
  });

  it('Enter picks the first suggestion, or the first to arrive', () => {
    const ready = run([typed('detroit'), loaded('detroit', detroit), { type: 'submitSearch' }]);
    expect(ready.status).toBe('lookingUp');
    expect(ready.location?.key).toBe('place.detroit-mi');
    const early = run([typed('detroit'), { type: 'submitSearch' }, loaded('detroit', detroit)]);
    expect(early.status).toBe('lookingUp');
    expect(early.location?.key).toBe('place.detroit-mi');
  });
});

describe('the report chain (SPEC §4, §7, §8)', () => {
  const chosen = run([typed('detroit'), loaded('detroit', detroit), chooseDetroit]);

  it('idle → lookingUp → loadingReport → loaded, asking for each call in turn', () => {
    expect(INITIAL_MARKET_INSIGHTS_STATE.status).toBe('idle');
    expect(chosen.status).toBe('lookingUp');
    expect(chosen.search.query).toBe('Detroit, Michigan');
    expect(marketInsightsRequests(chosen)).toEqual([
      { kind: 'locationId', key: 'place.detroit-mi' },
    ]);
    const loading = run([lookedUp], chosen);
    expect(loading.status).toBe('loadingReport');
    expect(marketInsightsRequests(loading)).toEqual([
      { kind: 'marketReport', locationId: 'city:detroit-mi' },
    ]);
    const done = run([reportArrived], loading);
    expect(done.status).toBe('loaded');
    expect(done.report).toBe(report);
    expect(marketInsightsRequests(done)).toEqual([]);
  });

  it.each<{
    name: string;
    events: MarketInsightsEvent[];
    kind: 'failedLookup' | 'missingId' | 'missingReport';
  }>([
    {
      name: 'rh-id-lookup fails (network)',
      events: [{ type: 'lookupFinished', key: 'place.detroit-mi', result: { ok: false } }],
      kind: 'failedLookup',
    },
    {
      name: 'rh-id-lookup fails (503)',
      events: [
        { type: 'lookupFinished', key: 'place.detroit-mi', result: { ok: false, status: 503 } },
      ],
      kind: 'failedLookup',
    },
    {
      name: 'rh-id-lookup does not know the place (404)',
      events: [
        { type: 'lookupFinished', key: 'place.detroit-mi', result: { ok: false, status: 404 } },
      ],
      kind: 'missingId',
    },
    {
      name: 'rh-id-lookup answers without an id',
      events: [{ type: 'lookupFinished', key: 'place.detroit-mi', result: { ok: true, data: {} } }],
      kind: 'missingId',
    },
    {
      name: 'rh-id-lookup answers an empty id',
      events: [
        {
          type: 'lookupFinished',
          key: 'place.detroit-mi',
          result: { ok: true, data: { rh_location_id: ' ' } },
        },
      ],
      kind: 'missingId',
    },
    {
      name: 'the report is missing (404)',
      events: [
        lookedUp,
        {
          type: 'reportFinished',
          locationId: 'city:detroit-mi',
          result: { ok: false, status: 404 },
        },
      ],
      kind: 'missingReport',
    },
    {
      name: 'the report call fails',
      events: [
        lookedUp,
        { type: 'reportFinished', locationId: 'city:detroit-mi', result: { ok: false } },
      ],
      kind: 'failedLookup',
    },
  ])('$name → error $kind', ({ events, kind }) => {
    const state = run(events, chosen);
    expect(state.status).toBe('error');
    expect(state.errorKind).toBe(kind);
    expect(MARKET_INSIGHTS_ERROR_MESSAGES[kind]).toMatch(/\.$/);
  });

  it('retry after a failed report call asks for the report again; after a failed lookup, the lookup', () => {
    const failedReport = run(
      [lookedUp, { type: 'reportFinished', locationId: 'city:detroit-mi', result: { ok: false } }],
      chosen,
    );
    expect(marketInsightsRequests(run([{ type: 'retry' }], failedReport))).toEqual([
      { kind: 'marketReport', locationId: 'city:detroit-mi' },
    ]);
    const failedLookup = run(
      [{ type: 'lookupFinished', key: 'place.detroit-mi', result: { ok: false } }],
      chosen,
    );
    expect(marketInsightsRequests(run([{ type: 'retry' }], failedLookup))).toEqual([
      { kind: 'locationId', key: 'place.detroit-mi' },
    ]);
  });

  it('ignores answers for a place the visitor has moved on from', () => {
    const other = run(
      [
        {
          type: 'chooseSuggestion',
          suggestion: { key: 'postcode.48226', label: '48226, Detroit, Michigan' },
        },
      ],
      chosen,
    );
    expect(run([lookedUp], other)).toBe(other);
    const loading = run([lookedUp], chosen);
    expect(
      run(
        [{ type: 'reportFinished', locationId: 'zip:48226', result: { ok: true, data: report } }],
        loading,
      ),
    ).toBe(loading);
  });

  it('typing a new search keeps the report on screen', () => {
    const done = run([lookedUp, reportArrived, typed('chicago')], chosen);
    expect(done.status).toBe('loaded');
    expect(done.search.status).toBe('searching');
  });

  it('the details toggle opens and closes, and closes for a new report', () => {
    const done = run([lookedUp, reportArrived], chosen);
    expect(done.detailsOpen).toBe(false);
    const open = run([{ type: 'toggleDetails' }], done);
    expect(open.detailsOpen).toBe(true);
    expect(run([{ type: 'toggleDetails' }], open).detailsOpen).toBe(false);
    expect(run([chooseDetroit, lookedUp, reportArrived], open).detailsOpen).toBe(false);
    expect(run([{ type: 'toggleDetails' }], chosen)).toBe(chosen);
  });

  it('a location page starts loading its report, or loaded when the server had it', () => {
    expect(marketInsightsRequests(marketInsightsStateFor('zip:48226'))).toEqual([
      { kind: 'marketReport', locationId: 'zip:48226' },
    ]);
    const ready = marketInsightsStateFor('city:detroit-mi', report);
    expect(ready.status).toBe('loaded');
    expect(ready.location?.label).toBe('Detroit, Michigan');
  });
});

describe('reverse geocoding (SPEC §7: an empty search with known coordinates)', () => {
  const coordinates = { latitude: 42.33, longitude: -83.05 };

  it('with an empty search, locates, then looks the nearest place up', () => {
    const locating = run([{ type: 'locate', coordinates }]);
    expect(locating.status).toBe('locating');
    expect(marketInsightsRequests(locating)).toEqual([
      {
        kind: 'reverseGeocode',
        coordinates,
        query: { latitude: 42.33, longitude: -83.05, types: 'place' },
      },
    ]);
    const found = run(
      [
        {
          type: 'reverseGeocoded',
          coordinates: { ...coordinates },
          result: { ok: true, data: detroit },
        },
      ],
      locating,
    );
    expect(found.status).toBe('lookingUp');
    expect(found.location).toEqual({ key: 'place.detroit-mi', label: 'Detroit, Michigan' });
  });

  it('not when something is typed', () => {
    const typedFirst = run([typed('chicago'), { type: 'locate', coordinates }]);
    expect(typedFirst.status).toBe('idle');
    const typedWhileLocating = run([{ type: 'locate', coordinates }, typed('chi')]);
    expect(typedWhileLocating.status).toBe('idle');
  });

  it.each([
    { name: 'nothing nearby', result: { ok: true as const, data: { features: [] } } },
    { name: 'a failure', result: { ok: false as const } },
  ])('$name: back to idle, no error', ({ result }) => {
    const state = run([
      { type: 'locate', coordinates },
      { type: 'reverseGeocoded', coordinates, result },
    ]);
    expect(state.status).toBe('idle');
    expect(state.errorKind).toBeNull();
  });
});

describe('sticky report bar (SPEC §4, §9)', () => {
  it('uses the SPEC numbers', () => {
    expect([
      STICKY_BAR_THRESHOLD_PX,
      STICKY_BAR_OFFSET_NARROW_PX,
      STICKY_BAR_OFFSET_WIDE_PX,
      MARKET_INSIGHTS_BREAKPOINT_PX,
    ]).toEqual([1150, 80, 104, 1188]);
  });

  it.each([
    { scrollY: 0, width: 375, card: undefined, visible: false, top: 80 },
    { scrollY: 1069, width: 375, card: undefined, visible: false, top: 80 },
    { scrollY: 1070, width: 375, card: undefined, visible: true, top: 80 },
    { scrollY: 1045, width: 1187, card: undefined, visible: false, top: 80 },
    { scrollY: 1045, width: 1188, card: undefined, visible: false, top: 104 },
    { scrollY: 1046, width: 1188, card: undefined, visible: true, top: 104 },
    { scrollY: 1046, width: 1440, card: undefined, visible: true, top: 104 },
    { scrollY: 595, width: 1440, card: 700, visible: false, top: 104 },
    { scrollY: 596, width: 1440, card: 700, visible: true, top: 104 },
    { scrollY: 620, width: 375, card: 700, visible: true, top: 80 },
    { scrollY: 619, width: 375, card: 700, visible: false, top: 80 },
  ])(
    'scrolled $scrollY px at $width px (card bottom $card): visible $visible, top $top',
    ({ scrollY, width, card, visible, top }) => {
      expect(stickyReportBar({ scrollY, viewportWidth: width, reportCardBottomPx: card })).toEqual({
        visible,
        topPx: top,
      });
    },
  );
});

describe('market condition gauge (SPEC §3, §8)', () => {
  it.each([
    { condition: 'buyer', label: "Buyer's market", position: 1 / 6, angle: -60 },
    { condition: 'neutral', label: 'Neutral market', position: 1 / 2, angle: 0 },
    { condition: 'seller', label: "Seller's market", position: 5 / 6, angle: 60 },
  ] as const)('$condition: $label, needle at $angle°', ({ condition, label, position, angle }) => {
    const gauge = marketConditionGauge(condition, 'From the report.');
    expect(gauge).toEqual({
      condition,
      label,
      position,
      needleAngleDeg: angle,
      description: 'From the report.',
    });
  });

  it('unknown: no needle, the SPEC §8 text', () => {
    const gauge = marketConditionGauge('unknown', 'ignored');
    expect(gauge.position).toBeNull();
    expect(gauge.needleAngleDeg).toBeNull();
    expect(gauge.description).toBe(UNKNOWN_MARKET_TYPE_TEXT);
    expect(UNKNOWN_MARKET_TYPE_TEXT).toBe(
      "We don't have enough info to determine this area's market type.",
    );
  });

  it('reads the report', () => {
    const trend = report.location.marketReportTrend;
    expect(
      marketConditionGauge(trend.marketConditions, trend.marketConditionsDescription).label,
    ).toBe('Neutral market');
  });
});

describe("a location's own page", () => {
  it.each([
    { id: 'zip:48226', path: '/market-insights/48226', slug: '48226' },
    { id: 'city:detroit-mi', path: '/market-insights/detroit-mi', slug: 'detroit-mi' },
    {
      id: 'city:salt-lake-city-ut',
      path: '/market-insights/salt-lake-city-ut',
      slug: 'salt-lake-city-ut',
    },
  ])('$id ↔ $path', ({ id, path, slug }) => {
    expect(marketInsightsPath(id)).toBe(path);
    expect(locationIdFromSlug(slug)).toBe(id);
  });

  it.each(['county:wayne-mi', 'zip:4822', 'detroit-mi'])('%s has no page', (id) => {
    expect(marketInsightsPath(id)).toBeUndefined();
  });

  it.each(['4822', 'Detroit-MI', 'detroit', '../etc', ''])('slug %s names no location', (slug) => {
    expect(locationIdFromSlug(slug)).toBeUndefined();
  });
});
