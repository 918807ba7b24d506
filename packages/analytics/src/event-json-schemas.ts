import { z } from 'zod';
import { EVENT_NAMES, EVENT_SCHEMAS, type EventName } from './event-catalogue.ts';

/** A JSON Schema document, as zod writes it. */
export type JsonSchema = z.core.JSONSchema.JSONSchema;

/**
 * The JSON Schema draft the schemas are written in. Draft-07 is what `new Ajv()` (Ajv 8's default
 * class) and Segment Protocols read without extra setup.
 */
export const EVENT_JSON_SCHEMA_TARGET = 'draft-07';

/**
 * The JSON Schema of one event's payload, generated from its zod schema, titled with the event
 * name. Each call builds a fresh object, so a caller may change it without touching others.
 */
export function eventJsonSchema(name: EventName): JsonSchema {
  const schema = z.toJSONSchema(EVENT_SCHEMAS[name], { target: EVENT_JSON_SCHEMA_TARGET });
  return { title: name, ...schema };
}

/**
 * `{ [eventName]: JSONSchema }` for every SPEC §3 event, for a server collector to compile with
 * Ajv. Built on call, not at import, so a browser bundle that never asks pays nothing.
 */
export function eventJsonSchemas(): Record<EventName, JsonSchema> {
  return Object.fromEntries(EVENT_NAMES.map((name) => [name, eventJsonSchema(name)])) as Record<
    EventName,
    JsonSchema
  >;
}
