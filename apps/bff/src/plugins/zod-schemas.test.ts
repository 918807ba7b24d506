import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  RequestValidationError,
  zodSerializerCompiler,
  zodValidatorCompiler,
} from './zod-schemas.ts';

async function appWith(handlerResult: unknown) {
  const app = Fastify();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  app.setErrorHandler((error, _request, reply) =>
    error instanceof RequestValidationError
      ? reply.code(400).send(error.body)
      : reply.code(500).send({ message: 'Internal Server Error' }),
  );
  app.get(
    '/thing',
    {
      schema: {
        querystring: z.object({ size: z.coerce.number().int().min(1, 'Size must be 1 or more') }),
        response: {
          200: z.object({ name: z.string(), size: z.number(), note: z.string().optional() }),
        },
      },
    },
    async () => handlerResult,
  );
  await app.ready();
  return app;
}

describe('zod schemas in Fastify', () => {
  it('writes only the properties the response schema names', async () => {
    const app = await appWith({ name: 'a', size: 2, internalId: 'secret', nested: { x: 1 } });
    const response = await app.inject('/thing?size=2');
    expect(response.json()).toEqual({ name: 'a', size: 2 });
  });

  it('answers a failed query with 400 and the schema’s message per field', async () => {
    const app = await appWith({ name: 'a', size: 2 });
    const response = await app.inject('/thing?size=0');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'There is a problem',
      errors: [{ field: 'size', message: 'Size must be 1 or more' }],
    });
  });
});
