// What the collector does with a parsed body, apart from HTTP: the write key, the envelope
// (400 when wrong), the catalogue check (violations counted, not stored), the rows, the writer.
//
// Segment semantics (README "Collector"): a batch whose envelope is right is accepted (200) even
// when some of its events fail the catalogue or exceed 32 KB; those events are dropped and counted
// per event and field in analytics_violations, and a client never retries them (they would fail
// again). Only a broken envelope refuses the whole request (400).
//
// Volume (issue 33 §4): a client address that has sent its minute's bytes, or an anonymous id
// its share, is refused with 429 and the time to wait (client-budget.ts); past the day's quota
// the events are accepted and dropped (200, as Segment answers events it discards) and counted
// (daily-quota.ts): sending them again would not store them either.
import { MAX_EVENT_BYTES } from '@lender/analytics';
import { fieldErrors, type ValidationErrorResponse } from '@lender/validation';
import type { z } from 'zod';
import {
  BatchEnvelopeSchema,
  parseEventEnvelope,
  MetricsEnvelopeSchema,
  type EventEnvelope,
  type EventType,
} from './envelope.ts';
import type { BudgetOutcome, ClientBudget } from './client-budget.ts';
import type { DailyQuota } from './daily-quota.ts';
import { eventRow, utcDay, type EventRow } from './event-record.ts';
import {
  DROPPED_EVENT,
  EVENT_TOO_LARGE,
  violationEventName,
  type EventValidator,
  type Violation,
} from './event-validator.ts';
import type { Counted, EventWriter, MetricKey, ViolationKey } from './event-writer.ts';
import { siteWriteKeyCheck } from './write-key.ts';

/** The answer to a body, before HTTP. */
export type CollectorOutcome =
  | { status: 200; stored: number; dropped: number }
  | { status: 400; body: ValidationErrorResponse }
  | { status: 401 }
  | { status: 429; retryAfterSeconds: number };

/** The delivery metrics analytics-next 1.84.3 sends (core/stats); any other name counts as one. */
export const KNOWN_CLIENT_METRICS = [
  'analytics_js.invoke',
  'analytics_js.invoke.error',
  'analytics_js.integration.invoke',
  'analytics_js.integration.invoke.error',
] as const;
const OTHER_METRIC = '(other)';

/** Field errors answered at most: a 2000-event batch of junk needs no 2000-line answer. */
const MAX_FIELD_ERRORS = 20;

export interface CollectorServiceOptions {
  /** The site's write key (site-write-key.ts); without one every call is refused with 401. */
  writeKey: string | undefined | (() => string | undefined);
  validator: EventValidator;
  writer: EventWriter;
  now: () => Date;
  newMessageId: () => string;
  /** ANALYTICS_CLIENT_KB_PER_MINUTE per client address, half of it per anonymous id. */
  budget: ClientBudget;
  /** ANALYTICS_DAILY_QUOTA_MB for the site's write key. */
  quota: DailyQuota;
}

/** A request as the service needs it. */
export interface CollectorRequest {
  body: unknown;
  authorization: string | undefined;
  /** Bytes of the body as received: what the budgets and the quota count. */
  bodyBytes: number;
  /** The client's address (request.ip: TRUST_PROXY decides whether a proxy's word is taken). */
  address: string;
}

function badRequest(error: z.ZodError, prefix: (string | number)[] = []): CollectorOutcome {
  const issues = error.issues.map((issue) => ({ ...issue, path: [...prefix, ...issue.path] }));
  const body = fieldErrors(issues);
  return { status: 400, body: { ...body, errors: body.errors.slice(0, MAX_FIELD_ERRORS) } };
}

/** An event's size as JSON; nesting too deep to serialise counts as too large. */
function eventBytes(event: unknown): number {
  try {
    return Buffer.byteLength(JSON.stringify(event));
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

function bodyField(body: unknown, key: string): unknown {
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)[key]
    : undefined;
}

/** A call without a `type` takes its address's; any other value is left for the check. */
function withPathType(body: unknown, type: EventType): unknown {
  return body && typeof body === 'object' && !Array.isArray(body) && !('type' in body)
    ? { ...body, type }
    : body;
}

/** A call sent to another type's address: 400 naming its `type`. */
function wrongType(type: EventType, prefix: (string | number)[] = []): CollectorOutcome {
  return {
    status: 400,
    body: {
      message: 'There is a problem',
      errors: [
        { field: [...prefix, 'type'].join('.'), message: `Send ${type} calls to this address` },
      ],
    },
  };
}

/** An event's visitor, as the per-visitor budget counts it: its anonymous id, else its user id. */
function visitorOf(envelope: EventEnvelope): string {
  return envelope.anonymousId || envelope.userId || '';
}

/**
 * Each visitor's share of a request's bytes, by their number of events (a browser's batch is one
 * visitor's; a server library's may hold many).
 */
function bytesByVisitor(envelopes: readonly EventEnvelope[], bytes: number): Map<string, number> {
  const events = new Map<string, number>();
  for (const envelope of envelopes) {
    const visitor = visitorOf(envelope);
    events.set(visitor, (events.get(visitor) ?? 0) + 1);
  }
  const shares = new Map<string, number>();
  for (const [visitor, count] of events) {
    shares.set(visitor, Math.ceil((bytes * count) / envelopes.length));
  }
  return shares;
}

/** The collector's rules over a writer. */
export function createCollectorService({
  writeKey,
  validator,
  writer,
  now,
  newMessageId,
  budget,
  quota,
}: CollectorServiceOptions) {
  const isSiteKey = siteWriteKeyCheck(writeKey);
  const authorised = (request: CollectorRequest) =>
    isSiteKey(request.authorization, bodyField(request.body, 'writeKey'));

  /** A refusal by a budget, counted for the operators' report. */
  const tooMany = (outcome: BudgetOutcome & { allowed: false }): CollectorOutcome => {
    quota.refused();
    return { status: 429, retryAfterSeconds: outcome.retryAfterSeconds };
  };

  /** Sorts checked envelopes into rows to store and violations to count, then writes them. */
  async function accept(
    envelopes: readonly { envelope: EventEnvelope; tooLarge: boolean }[],
    batchSentAt: string | undefined,
    bodyBytes: number,
  ): Promise<CollectorOutcome> {
    const receivedAt = now();
    const day = utcDay(receivedAt);
    const atText = receivedAt.toISOString();
    const events: EventRow[] = [];
    const violations: Counted<ViolationKey>[] = [];
    for (const { envelope, tooLarge } of envelopes) {
      const dropped = (name: unknown, found: readonly Violation[]) => {
        const eventName = violationEventName(name);
        for (const violation of [...found, { field: '', keyword: DROPPED_EVENT }]) {
          violations.push({ key: { day, eventName, ...violation }, count: 1 });
        }
      };
      if (tooLarge) {
        const name = envelope.type === 'track' ? envelope.event : envelope.name;
        dropped(name ?? envelope.type, [{ field: '', keyword: EVENT_TOO_LARGE }]);
        continue;
      }
      const check = validator.check(envelope);
      if (check.violations.length > 0) {
        dropped(check.eventName, check.violations);
        continue;
      }
      events.push(
        eventRow(envelope, check, { at: receivedAt, day, atText, batchSentAt, newMessageId }),
      );
    }
    // The quota counts the events kept, as their share of the bytes received.
    const keptBytes = Math.ceil((bodyBytes * events.length) / Math.max(1, envelopes.length));
    if (events.length > 0 && !(await quota.admit(keptBytes))) {
      quota.dropped(events.length, keptBytes);
      events.length = 0;
    }
    await writer.write({ events, violations });
    return { status: 200, stored: events.length, dropped: envelopes.length - events.length };
  }

  return {
    /** POST /v1/{t,p,i,g,a,s}: one call of the path's type. */
    async call(type: EventType, request: CollectorRequest): Promise<CollectorOutcome> {
      if (!authorised(request)) return { status: 401 };
      const byAddress = await budget.charge(request.address, request.bodyBytes);
      if (!byAddress.allowed) return tooMany(byAddress);
      // The path says the type; a body that names another one is a broken client.
      const parsed = parseEventEnvelope(withPathType(request.body, type));
      if (!parsed.success) return badRequest(parsed.error);
      if (parsed.data.type !== type) return wrongType(type);
      const byVisitor = await budget.chargeVisitors(
        bytesByVisitor([parsed.data], request.bodyBytes),
      );
      if (!byVisitor.allowed) return tooMany(byVisitor);
      return accept([{ envelope: parsed.data, tooLarge: false }], undefined, request.bodyBytes);
    },

    /**
     * POST /v1/b and /v1/batch: `{ batch, sentAt, writeKey }`. With `type` (POST /v1/track and
     * the other Tracking API paths given a batch body, as Segment's server libraries send to
     * whatever path they are configured with), every event must be of that type; one that names
     * none is taken to be.
     */
    async batch(request: CollectorRequest, type?: EventType): Promise<CollectorOutcome> {
      if (!authorised(request)) return { status: 401 };
      const byAddress = await budget.charge(request.address, request.bodyBytes);
      if (!byAddress.allowed) return tooMany(byAddress);
      const parsed = BatchEnvelopeSchema.safeParse(request.body);
      if (!parsed.success) return badRequest(parsed.error);
      const checkSizes = request.bodyBytes > MAX_EVENT_BYTES;
      const envelopes: { envelope: EventEnvelope; tooLarge: boolean }[] = [];
      for (const [index, given] of parsed.data.batch.entries()) {
        const item = type ? withPathType(given, type) : given;
        const envelope = parseEventEnvelope(item);
        if (!envelope.success) return badRequest(envelope.error, ['batch', index]);
        if (type && envelope.data.type !== type) return wrongType(type, ['batch', index]);
        const tooLarge = checkSizes && eventBytes(item) > MAX_EVENT_BYTES;
        envelopes.push({ envelope: envelope.data, tooLarge });
      }
      const byVisitor = await budget.chargeVisitors(
        bytesByVisitor(
          envelopes.map((item) => item.envelope),
          request.bodyBytes,
        ),
      );
      if (!byVisitor.allowed) return tooMany(byVisitor);
      return accept(envelopes, parsed.data.sentAt, request.bodyBytes);
    },

    /**
     * Whether a client address has spent its budget already: then its request is refused before
     * its body is read (429).
     */
    async budgetSpent(address: string): Promise<CollectorOutcome | undefined> {
      const outcome = await budget.spent(address);
      return outcome.allowed ? undefined : tooMany(outcome);
    },

    /** POST /v1/m: the library's counters, kept as counts per metric name and day. */
    async metrics(body: unknown): Promise<CollectorOutcome> {
      const parsed = MetricsEnvelopeSchema.safeParse(body);
      if (!parsed.success) return badRequest(parsed.error);
      const day = utcDay(now());
      const metrics: Counted<MetricKey>[] = parsed.data.series.map((entry) => ({
        key: {
          day,
          metric: (KNOWN_CLIENT_METRICS as readonly string[]).includes(entry.metric)
            ? entry.metric
            : OTHER_METRIC,
        },
        count:
          Number.isInteger(entry.value) && entry.value! > 0 && entry.value! <= 1_000
            ? entry.value!
            : 1,
      }));
      if (metrics.length > 0) await writer.write({ metrics });
      return { status: 200, stored: 0, dropped: 0 };
    },
  };
}

/** The collector service. */
export type CollectorService = ReturnType<typeof createCollectorService>;
