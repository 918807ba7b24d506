import type { FastifySchemaCompiler } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { fieldErrors, type ValidationErrorResponse } from '@lender/validation';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/** A request that failed its zod schema: answered 400 with one message per field. */
export class RequestValidationError extends Error {
  override name = 'RequestValidationError';
  readonly statusCode = 400;
  readonly body: ValidationErrorResponse;
  constructor(body: ValidationErrorResponse) {
    super(body.errors.map((error) => `${error.field}: ${error.message}`).join('; '));
    this.body = body;
  }
}

/**
 * Validates with the zod schemas of packages/validation, so the server refuses exactly what the
 * forms refuse, with the same words. The parsed (transformed) value replaces the raw one.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(fieldErrors(result.error.issues)) };
  };

/**
 * Serializes a response by its schema, compiled once into JSON Schema for fast-json-stringify
 * (Fastify's own serializer): only the properties the schema names are written, so the schema
 * is the output whitelist, at a fraction of the cost of parsing every response with zod.
 */
export const zodSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) =>
  fastJson(
    z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as Parameters<typeof fastJson>[0],
  );
