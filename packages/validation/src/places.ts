// Requests and responses of the place, market and listings endpoints (SPEC §3, §7), shared by the
// BFF, which validates with them, and the API client, which checks answers with them.
import { z } from 'zod';
import { amountSchema, numberSchema } from './amount.ts';
import { messages } from './messages.ts';
import { controlCharactersAsSpaces, hasControlCharacters } from './plain-text.ts';
import { UsStateSchema } from './us-states.ts';
import { ZipCodeSchema } from './zip.ts';

/** SPEC §9: the listings promo's maximum price when none is given. */
export const LISTINGS_FALLBACK_MAX_PRICE = 1_000_000;
/** The most results a geocoding request may ask for (Mapbox's own limit). */
export const GEOCODING_MAX_LIMIT = 10;
/** The Mapbox place types these endpoints answer: cities (place, locality) and ZIP codes. */
export const GEOCODING_TYPES = ['place', 'locality', 'postcode'] as const;
export type GeocodingType = (typeof GEOCODING_TYPES)[number];

const LOCATION_ID_PATTERN = /^(zip:\d{5}|(city|county):[a-z0-9]+(-[a-z0-9]+)*-[a-z]{2})$/;
const MAX_PRICE = 100_000_000;

/** GET /rmscbff/zipCodes/{zip}. */
export const ZipCodeParamsSchema = z.object({ zip: ZipCodeSchema });

/** A ZIP code's place: city, state, county, centre and the location ids reports are kept under. */
export const ZipCodePlaceSchema = z.object({
  zipCode: z.string(),
  city: z.string(),
  stateCode: z.string(),
  stateName: z.string(),
  county: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  locationId: z.string(),
  cityLocationId: z.string(),
});
export type ZipCodePlace = z.infer<typeof ZipCodePlaceSchema>;

const typesSchema = z
  .string()
  .transform((value, context) => {
    const types = value
      .split(',')
      .map((type) => type.trim())
      .filter(Boolean);
    if (
      types.length === 0 ||
      types.some((type) => !(GEOCODING_TYPES as readonly string[]).includes(type))
    ) {
      context.addIssue({ code: 'custom', message: messages.placeSearch.errorTypes });
      return z.NEVER;
    }
    return types as GeocodingType[];
  })
  .optional();

/** GET /mapbox-fwd-api (SPEC §7: autocomplete, country us, language en, limit 3, q, proximity, types). */
export const ForwardGeocodeQuerySchema = z.object({
  q: z
    .string({ error: messages.placeSearch.errorRequired })
    .transform(controlCharactersAsSpaces)
    .pipe(
      z
        .string()
        .trim()
        .min(1, messages.placeSearch.errorRequired)
        .max(100, messages.placeSearch.errorFormat),
    ),
  autocomplete: z.enum(['true', 'false']).optional(),
  country: z
    .string()
    .refine((value) => value.toLowerCase() === 'us', messages.placeSearch.errorCountry)
    .optional(),
  language: z
    .string()
    .max(20)
    .refine((language) => !hasControlCharacters(language), messages.placeSearch.errorLanguage)
    .optional(),
  limit: numberSchema(
    { errorFormat: messages.placeSearch.errorLimit, errorRange: messages.placeSearch.errorLimit },
    { min: 1, max: GEOCODING_MAX_LIMIT, integer: true },
  ).default(5),
  /** `longitude,latitude` of the searcher, or Mapbox's `ip` (not used here: no IP geolocation). */
  proximity: z
    .string()
    .transform((value, context) => {
      if (value === 'ip') return undefined;
      const parts = value.split(',').map((part) => part.trim());
      const [longitude, latitude] = parts.map(Number) as [number, number];
      if (
        parts.length !== 2 ||
        parts.some((part) => !/^-?\d+(\.\d+)?$/.test(part)) ||
        Math.abs(longitude) > 180 ||
        Math.abs(latitude) > 90
      ) {
        context.addIssue({ code: 'custom', message: messages.placeSearch.errorProximity });
        return z.NEVER;
      }
      return [longitude, latitude] as const;
    })
    .optional(),
  types: typesSchema,
});
export type ForwardGeocodeQuery = z.infer<typeof ForwardGeocodeQuerySchema>;

/** GET /mapbox-rev-api (SPEC §7: latitude, longitude, types). */
export const ReverseGeocodeQuerySchema = z.object({
  latitude: numberSchema(messages.latitude, { min: -90, max: 90 }),
  longitude: numberSchema(messages.longitude, { min: -180, max: 180 }),
  types: typesSchema,
});
export type ReverseGeocodeQuery = z.infer<typeof ReverseGeocodeQuerySchema>;

const GeocodingFeatureSchema = z.object({
  id: z.string(),
  type: z.literal('Feature'),
  place_type: z.array(z.string()),
  relevance: z.number(),
  properties: z.object({ location_id: z.string() }),
  text: z.string(),
  place_name: z.string(),
  center: z.tuple([z.number(), z.number()]),
  geometry: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
  context: z.array(
    z.object({ id: z.string(), text: z.string(), short_code: z.string().optional() }),
  ),
});

/** Mapbox Geocoding API v5 answer: a GeoJSON FeatureCollection. */
export const GeocodingResponseSchema = z.object({
  type: z.literal('FeatureCollection'),
  query: z.array(z.union([z.string(), z.number()])),
  features: z.array(GeocodingFeatureSchema),
  attribution: z.string(),
});
export type GeocodingResponse = z.infer<typeof GeocodingResponseSchema>;

/** GET /rh-id-lookup?key= : a geocoding feature id (`place.detroit-mi`) or a location id. */
export const LocationKeyQuerySchema = z.object({
  key: z
    .string({ error: messages.locationKey.errorRequired })
    .trim()
    .min(1, messages.locationKey.errorRequired)
    .max(100, messages.locationKey.errorFormat)
    .refine((key) => !hasControlCharacters(key), messages.locationKey.errorControlCharacters),
});
export const LocationKeyResponseSchema = z.object({ rh_location_id: z.string() });
export type LocationKeyResponse = z.infer<typeof LocationKeyResponseSchema>;

/** GET /rmscbff/rocket-homes/market-report?locationID= */
export const MarketReportQuerySchema = z.object({
  locationID: z
    .string({ error: messages.locationId.errorRequired })
    .trim()
    .min(1, messages.locationId.errorRequired)
    .regex(LOCATION_ID_PATTERN, messages.locationId.errorFormat),
});

/** SPEC §3 series entry: whole dollars, percentages with one decimal; null when not known. */
export const SeriesEntrySchema = z.object({
  currentMonth: z.number().nullable(),
  changeSinceLastMonthPercent: z.number().nullable(),
  changeSinceLastYearPercent: z.number().nullable(),
  changeSinceLastYear: z.number().nullable(),
});
export type SeriesEntry = z.infer<typeof SeriesEntrySchema>;

const bedroomSchema = z.object({ medianSoldPrice: SeriesEntrySchema });

/** Where figures come from: demo figures are labelled so on every page that shows them. */
export const DataSourceSchema = z.object({
  demo: z.boolean(),
  source: z.string(),
  label: z.string(),
});
export type DataSource = z.infer<typeof DataSourceSchema>;

/** SPEC §3 market report. */
export const MarketReportResponseSchema = z.object({
  location: z.object({
    id: z.string(),
    name: z.string(),
    countyName: z.string(),
    stateName: z.string(),
    listingsConnection: z.object({ total: z.number(), webUrl: z.string() }),
    marketReportTrend: z.object({
      webUrl: z.string(),
      /** The first day of the month the figures describe. */
      month: z.string(),
      /** When the figures were stored (ISO 8601). */
      calculatedOn: z.string(),
      totalSold: z.number().nullable(),
      totalActive: z.number().nullable(),
      /** Percent of sales over, at and under the asking price. */
      overAsking: z.number().nullable(),
      atAsking: z.number().nullable(),
      underAsking: z.number().nullable(),
      averageDaysOnMarket: z.number().nullable(),
      medianSoldPrice: SeriesEntrySchema,
      marketConditionsDescription: z.string(),
      marketConditions: z.enum(['seller', 'neutral', 'buyer', 'unknown']),
    }),
    oneBedroom: bedroomSchema,
    twoBedroom: bedroomSchema,
    threeBedroom: bedroomSchema,
    fourBedroom: bedroomSchema,
  }),
  dataSource: DataSourceSchema,
});
export type MarketReportResponse = z.infer<typeof MarketReportResponseSchema>;

/** GET /rmscbff/rocket-homes/listings (SPEC §3: location = ZIP or city, min-price, max-price, state). */
export const ListingsQuerySchema = z
  .object({
    location: z
      .string({ error: messages.location.errorRequired })
      .trim()
      .min(1, messages.location.errorRequired)
      .max(100, messages.location.errorFormat)
      .regex(/^(\d{5}|[\p{L}][\p{L} .'’-]*)$/u, messages.location.errorFormat),
    'min-price': amountSchema(messages.minPrice, { max: MAX_PRICE }).default(0),
    'max-price': amountSchema(messages.maxPrice, { max: MAX_PRICE }).default(
      LISTINGS_FALLBACK_MAX_PRICE,
    ),
    state: UsStateSchema.optional(),
  })
  .superRefine((query, context) => {
    if (query['max-price'] < query['min-price']) {
      context.addIssue({
        code: 'custom',
        path: ['max-price'],
        message: messages.maxPrice.errorBelowMin,
      });
    }
    if (!/^\d{5}$/.test(query.location) && !query.state) {
      context.addIssue({
        code: 'custom',
        path: ['state'],
        message: messages.location.errorStateRequired,
      });
    }
  });
export type ListingsQuery = z.infer<typeof ListingsQuerySchema>;

/** SPEC §3 listings answer: locations.data[0].listings {total, webUrl}. */
export const ListingsResponseSchema = z.object({
  locations: z.object({
    data: z.array(
      z.object({
        locationId: z.string(),
        name: z.string(),
        stateCode: z.string(),
        listings: z.object({ total: z.number(), webUrl: z.string() }),
      }),
    ),
  }),
  dataSource: DataSourceSchema.nullable(),
});
export type ListingsResponse = z.infer<typeof ListingsResponseSchema>;
