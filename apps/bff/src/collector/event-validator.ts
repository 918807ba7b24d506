// Checks each call's properties against the SPEC §3 catalogue (@lender/analytics), compiled once
// with Ajv from the catalogue's draft-07 JSON Schemas. Compiling the 15 schemas takes about
// 0.3 s at start (measured, README "Collector"), so they are compiled at run time rather than
// generated as standalone code at build time: one source, nothing generated to keep in step.
import { EVENT_NAMES, eventJsonSchemas, LIBRARY_PAGE_PROPERTIES } from '@lender/analytics';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { EventEnvelope } from './envelope.ts';
import { withoutQueryValues } from './url-properties.ts';

/** One catalogue problem of an event: where (JSON Pointer, '' for the whole event) and which rule. */
export interface Violation {
  field: string;
  keyword: string;
}

/** What the check of one call found. */
export interface EventCheck {
  /** The catalogue event the call is (track: `event`; page and screen: see pageEventName). */
  eventName: string | null;
  /** The properties to store (page calls without the library's own page properties). */
  properties: Record<string, unknown> | null;
  /** Empty when the call may be stored. */
  violations: Violation[];
}

/** The catalogue events sent as page calls (packages/analytics README "Page calls"). */
export const PAGE_EVENT_NAMES = ['loaded_page', 'loaded_initial_page'] as const;

/** Reasons of the collector's own, next to Ajv's keywords. */
export const UNKNOWN_EVENT = 'unknownEvent';
export const EVENT_TOO_LARGE = 'maxEventSize';
/** One more count per dropped event, so a day's dropped events are counted exactly. */
export const DROPPED_EVENT = 'dropped';

/** Most violations counted per event; an event with thousands of stray fields counts these. */
const MAX_VIOLATIONS_PER_EVENT = 20;

/** An event name kept as a violation key: readable names as sent, anything else one bucket. */
export function violationEventName(name: unknown): string {
  if (typeof name === 'string' && /^[\w .:-]{1,100}$/.test(name)) return name;
  return '(unreadable name)';
}

/**
 * Which catalogue event a page (or screen) call is: its `name` when that is a page event
 * (`analytics.page('loaded_page', properties)`), else its `category` when that is one, else
 * `loaded_page` (then `name` is the page's own name, such as 'lender:home').
 */
export function pageEventName(envelope: Pick<EventEnvelope, 'name' | 'category'>): string {
  for (const candidate of [envelope.name, envelope.category]) {
    if ((PAGE_EVENT_NAMES as readonly unknown[]).includes(candidate)) return candidate as string;
  }
  return 'loaded_page';
}

function fieldOf(error: ErrorObject): string {
  const params = error.params as { additionalProperty?: unknown; missingProperty?: unknown };
  const child = params.additionalProperty ?? params.missingProperty;
  if (typeof child !== 'string') return error.instancePath;
  return /^[\w.-]{1,64}$/.test(child) ? `${error.instancePath}/${child}` : '(unreadable field)';
}

/** The catalogue check, its schemas compiled once. */
export interface EventValidator {
  check(envelope: EventEnvelope): EventCheck;
}

/** Compiles every catalogue schema (`new Ajv({ allErrors: true, strict: false })`). */
export function createEventValidator(): EventValidator {
  const ajv = new Ajv({ allErrors: true, strict: false });
  const schemas = eventJsonSchemas();
  const validators = new Map<string, ValidateFunction>(
    EVENT_NAMES.map((name) => [name, ajv.compile(schemas[name])]),
  );

  function validate(eventName: string, properties: Record<string, unknown>): Violation[] {
    const validator = validators.get(eventName);
    if (!validator) return [{ field: '', keyword: UNKNOWN_EVENT }];
    if (validator(properties)) return [];
    const seen = new Set<string>();
    const violations: Violation[] = [];
    for (const error of validator.errors ?? []) {
      const violation = { field: fieldOf(error), keyword: error.keyword };
      const key = `${violation.field}\u0000${violation.keyword}`;
      if (seen.has(key)) continue;
      seen.add(key);
      violations.push(violation);
      if (violations.length === MAX_VIOLATIONS_PER_EVENT) break;
    }
    return violations;
  }

  return {
    check(envelope) {
      const properties = envelope.properties ?? {};
      switch (envelope.type) {
        case 'track': {
          const name = envelope.event ?? '';
          return {
            eventName: name,
            // Addresses (page_url, a link's value) are stored without query values.
            properties: withoutQueryValues(properties),
            violations: validate(name, properties),
          };
        }
        case 'page':
        case 'screen': {
          const eventName = pageEventName(envelope);
          const own = { ...properties };
          for (const key of LIBRARY_PAGE_PROPERTIES) delete own[key];
          return {
            eventName,
            properties: withoutQueryValues(own),
            violations: validate(eventName, own),
          };
        }
        // Identify, group and alias carry ids and traits, and the catalogue has no traits: the ids
        // are kept, the traits (where personal data would be) are not.
        case 'group':
          return { eventName: null, properties: { groupId: envelope.groupId }, violations: [] };
        case 'alias':
          return {
            eventName: null,
            properties: { previousId: envelope.previousId },
            violations: [],
          };
        case 'identify':
          return { eventName: null, properties: null, violations: [] };
      }
    },
  };
}
