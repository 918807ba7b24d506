import { MessageResponseSchema, ZipCodeParamsSchema, ZipCodePlaceSchema } from '@lender/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlaceIndex } from '../../places/place-index.ts';
import { notFound } from '../not-found.ts';
import { PLACE_CACHE } from '../place-cache.ts';

/** GET /rmscbff/zipCodes/:zip (SPEC §7): a ZIP code's place, from memory. */
export const zipCodeRoute: FastifyPluginAsyncZod<{ places: PlaceIndex }> = async (
  app,
  { places },
) => {
  const schema = {
    params: ZipCodeParamsSchema,
    response: { 200: ZipCodePlaceSchema, 404: MessageResponseSchema },
  };
  app.get('/zipCodes/:zip', { schema }, async (request, reply) => {
    const place = places.zip(request.params.zip);
    if (!place) return notFound(reply, 'We do not know that ZIP code');
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
  });
};
