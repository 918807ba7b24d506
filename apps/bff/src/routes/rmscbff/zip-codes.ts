import { ZipCodeParamsSchema, ZipCodePlaceSchema } from '@lender/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlaceIndex } from '../../places/place-index.ts';
import { NotFoundSchema } from '../not-found-schema.ts';
import { NOT_FOUND_CACHE, PLACE_CACHE } from '../place-cache.ts';

/** GET /rmscbff/zipCodes/:zip (SPEC §7): a ZIP code's place, from memory. */
export const zipCodeRoute: FastifyPluginAsyncZod<{ places: PlaceIndex }> = async (
  app,
  { places },
) => {
  app.get(
    '/zipCodes/:zip',
    {
      schema: {
        params: ZipCodeParamsSchema,
        response: { 200: ZipCodePlaceSchema, 404: NotFoundSchema },
      },
    },
    async (request, reply) => {
      const { zip } = request.params;
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
};
