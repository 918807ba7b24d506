import {
  ForwardGeocodeQuerySchema,
  GeocodingResponseSchema,
  LocationKeyQuerySchema,
  LocationKeyResponseSchema,
  ReverseGeocodeQuerySchema,
  ZipCodeParamsSchema,
  ZipCodePlaceSchema,
  type ForwardGeocodeQuery,
  type GeocodingType,
  type ReverseGeocodeQuery,
} from '@lender/validation';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { NotFoundSchema } from './not-found-schema.ts';
import { isLocationId } from '../places/location-id.ts';
import { featureCollection } from '../places/mapbox-format.ts';
import type { PlaceIndex, PlaceMatch } from '../places/place-index.ts';

/** Places change when the data set does (a release), so answers may be cached for a day. */
const PLACE_CACHE = 'public, max-age=86400';
/** Unknown ZIP codes and keys: cached briefly, since an import can add them. */
const NOT_FOUND_CACHE = 'public, max-age=300';

/**
 * Places (SPEC §7): the ZIP code lookup, forward and reverse geocoding in Mapbox's answer shape,
 * and the location-key lookup. All answered from memory.
 */
export const placesRoutes: FastifyPluginAsync<{ places: PlaceIndex }> = async (app, { places }) => {
  app.get(
    '/rmscbff/zipCodes/:zip',
    {
      schema: {
        params: ZipCodeParamsSchema,
        response: { 200: ZipCodePlaceSchema, 404: NotFoundSchema },
      },
    },
    async (request, reply) => {
      const { zip } = request.params as z.infer<typeof ZipCodeParamsSchema>;
      const place = places.zip(zip);
      if (!place) {
        reply.header('cache-control', NOT_FOUND_CACHE);
        return reply.code(404).send({ message: 'We do not know that ZIP code' });
      }
      reply.header('cache-control', PLACE_CACHE);
      return {
        zipCode: place.zip,
        city: place.city,
        stateCode: place.stateCode,
        stateName: place.stateName,
        county: place.county,
        latitude: place.latitude,
        longitude: place.longitude,
        locationId: place.id,
        cityLocationId: place.cityId,
      };
    },
  );

  app.get(
    '/mapbox-fwd-api',
    {
      schema: {
        querystring: ForwardGeocodeQuerySchema,
        response: { 200: GeocodingResponseSchema },
      },
    },
    async (request, reply) => {
      const query = request.query as ForwardGeocodeQuery;
      const matches = places.forward(query.q, {
        limit: query.limit,
        proximity: query.proximity,
        types: query.types ? new Set(query.types) : undefined,
      });
      reply.header('cache-control', 'public, max-age=3600');
      return featureCollection(query.q.toLowerCase().split(/\s+/), matches);
    },
  );

  app.get(
    '/mapbox-rev-api',
    {
      schema: {
        querystring: ReverseGeocodeQuerySchema,
        response: { 200: GeocodingResponseSchema },
      },
    },
    async (request, reply) => {
      const { latitude, longitude, types } = request.query as ReverseGeocodeQuery;
      const wanted = new Set<GeocodingType>(types ?? ['postcode', 'place']);
      const found = places.reverse(latitude, longitude);
      const matches: PlaceMatch[] = [];
      if (found && wanted.has('postcode'))
        matches.push({ place: found.zip, match: 'exact', relevance: 1 });
      if (found && (wanted.has('place') || wanted.has('locality'))) {
        matches.push({ place: found.city, match: 'exact', relevance: 1 });
      }
      reply.header('cache-control', 'public, max-age=3600');
      return featureCollection([longitude, latitude], matches);
    },
  );

  app.get(
    '/rh-id-lookup',
    {
      schema: {
        querystring: LocationKeyQuerySchema,
        response: { 200: LocationKeyResponseSchema, 404: NotFoundSchema },
      },
    },
    async (request, reply) => {
      const { key } = request.query as z.infer<typeof LocationKeyQuerySchema>;
      const locationId = resolveKey(places, key);
      if (!locationId) {
        reply.header('cache-control', NOT_FOUND_CACHE);
        return reply.code(404).send({ message: 'We do not know that location' });
      }
      reply.header('cache-control', PLACE_CACHE);
      return { rh_location_id: locationId };
    },
  );
};

/**
 * A location key to its location id: a geocoding feature id (`place.detroit-mi`,
 * `postcode.48226`), a location id itself, or a bare ZIP code.
 */
export function resolveKey(places: PlaceIndex, key: string): string | undefined {
  const candidate = key.startsWith('postcode.')
    ? `zip:${key.slice('postcode.'.length)}`
    : key.startsWith('place.')
      ? `city:${key.slice('place.'.length)}`
      : /^\d{5}$/.test(key)
        ? `zip:${key}`
        : key;
  if (!isLocationId(candidate)) return undefined;
  return places.byId(candidate)?.id;
}
