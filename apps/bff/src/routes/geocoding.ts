import {
  ForwardGeocodeQuerySchema,
  GeocodingResponseSchema,
  type GeocodingType,
  LocationKeyQuerySchema,
  LocationKeyResponseSchema,
  MessageResponseSchema,
  ReverseGeocodeQuerySchema,
} from '@lender/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from './not-found.ts';
import { PLACE_CACHE } from './place-cache.ts';
import { isLocationId } from '../places/location-id.ts';
import { featureCollection } from '../places/mapbox-format.ts';
import type { PlaceIndex, PlaceMatch } from '../places/place-index.ts';

/**
 * Places (SPEC §7) at the site's root, as the Mapbox and Rocket Homes proxies they stand in for
 * were: forward and reverse geocoding in Mapbox's answer shape, and the location-key lookup. All
 * answered from memory (the ZIP code lookup is routes/rmscbff/zip-codes.ts).
 */
export const geocodingRoutes: FastifyPluginAsyncZod<{ places: PlaceIndex }> = async (
  app,
  { places },
) => {
  const geocoding = { response: { 200: GeocodingResponseSchema } };
  app.get(
    '/mapbox-fwd-api',
    { schema: { querystring: ForwardGeocodeQuerySchema, ...geocoding } },
    async (request, reply) => {
      const { query } = request;
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
    { schema: { querystring: ReverseGeocodeQuerySchema, ...geocoding } },
    async (request, reply) => {
      const { latitude, longitude, types } = request.query;
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

  const locationKeySchema = {
    querystring: LocationKeyQuerySchema,
    response: { 200: LocationKeyResponseSchema, 404: MessageResponseSchema },
  };
  app.get('/rh-id-lookup', { schema: locationKeySchema }, async (request, reply) => {
    const locationId = resolveKey(places, request.query.key);
    if (!locationId) return notFound(reply, 'We do not know that location');
    reply.header('cache-control', PLACE_CACHE);
    return { rh_location_id: locationId };
  });
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
