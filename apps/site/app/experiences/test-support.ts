// For the experiences' view tests: the analytics calls a page queued (the stub keeps them until
// the library loads), each checked against the event catalogue the collector checks with.
import { validateEvent, type EventName } from '@lender/analytics';

interface QueuedCall {
  method: string;
  args: unknown[];
}

/** The track calls queued so far, as `[name, payload]`. */
export function trackedEvents(): [string, Record<string, unknown>][] {
  const stub = (window as unknown as { lenderAnalytics?: { queue: QueuedCall[] } }).lenderAnalytics;
  return (stub?.queue ?? [])
    .filter((call) => call.method === 'track')
    .map((call) => [call.args[0] as string, call.args[1] as Record<string, unknown>]);
}

/** The payloads of one event, each of which must pass the catalogue's schema. */
export function eventsNamed(name: EventName): Record<string, unknown>[] {
  return trackedEvents()
    .filter(([event]) => event === name)
    .map(([, payload]) => {
      const checked = validateEvent(name, payload);
      if (!checked.success) {
        throw new Error(`${name} fails the catalogue: ${JSON.stringify(checked.error.issues)}`);
      }
      return payload;
    });
}

/** Forgets the queued calls, between tests. */
export function clearTrackedEvents(): void {
  const stub = (window as unknown as { lenderAnalytics?: { queue: QueuedCall[] } }).lenderAnalytics;
  stub?.queue.splice(0);
}
