import { EVENT_NAMES, EVENT_SCHEMAS, type EventName } from './event-catalogue.ts';

/** Checks an event against the SPEC §3 catalogue; loaded by the browser only outside production. */
export interface SchemaCheck {
  /** Why the event breaks the catalogue, in one line, or undefined when it is valid. */
  problem(name: string, properties: unknown): string | undefined;
}

const KNOWN_EVENTS: ReadonlySet<string> = new Set(EVENT_NAMES);

/** The catalogue check: unknown names and every schema issue, as "field: message" joined by "; ". */
export function createSchemaCheck(): SchemaCheck {
  return {
    problem(name, properties) {
      if (!KNOWN_EVENTS.has(name)) return `${name} is not in the event catalogue`;
      const result = EVENT_SCHEMAS[name as EventName].safeParse(properties);
      if (result.success) return undefined;
      return result.error.issues
        .map((issue) => `${issue.path.join('.') || '(event)'}: ${issue.message}`)
        .join('; ');
    },
  };
}
