import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVENT_TYPES, EventEnvelopeSchema, parseEventEnvelope } from './envelope.ts';

// parseEventEnvelope checks the usual call by hand and everything else with the schema. The hand
// check must never pass what the schema refuses, nor change what it passes.
// Mostly well-formed values (so the hand check is taken often), sometimes anything at all.
const text = (max: number) =>
  fc.oneof(
    { arbitrary: fc.string({ minLength: 1, maxLength: 20 }), weight: 12 },
    { arbitrary: fc.constant(''), weight: 1 },
    { arbitrary: fc.string({ minLength: max - 1, maxLength: max + 1 }), weight: 1 },
  );
const usually = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof(
    { arbitrary, weight: 20 },
    { arbitrary: fc.constant(undefined), weight: 3 },
    { arbitrary: fc.constant(null), weight: 1 },
    { arbitrary: fc.oneof(fc.integer(), fc.constant([]), fc.boolean()), weight: 1 },
  );
const time = fc.oneof(
  {
    arbitrary: fc
      .date({ min: new Date('1960-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString()),
    weight: 12,
  },
  {
    arbitrary: fc.constantFrom(
      '2026-02-29T00:00:00.000Z', // no such day
      '2028-02-29T00:00:00.000Z',
      '2026-11-21T14:37:00Z',
      '2026-11-21T14:37:00.123456Z',
      '2026-11-21T14:37:00.1234567Z',
      '2026-11-21T14:37:00+01:00',
      '2026-11-21 14:37:00Z',
      '2026-13-01T00:00:00Z',
    ),
    weight: 3,
  },
  { arbitrary: fc.string(), weight: 1 },
);
const object = fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), {
  maxKeys: 4,
});
const call = fc.record(
  {
    type: fc.oneof(
      { arbitrary: fc.constantFrom(...EVENT_TYPES), weight: 20 },
      { arbitrary: fc.oneof(fc.string(), fc.constant(null)), weight: 1 },
    ),
    messageId: usually(text(200)),
    anonymousId: usually(text(200)),
    userId: usually(text(200)),
    groupId: usually(text(200)),
    previousId: usually(text(200)),
    event: usually(text(512)),
    name: usually(text(512)),
    category: usually(text(512)),
    properties: usually(object),
    traits: usually(object),
    context: usually(object),
    timestamp: usually(time),
    originalTimestamp: usually(time),
    sentAt: usually(time),
    writeKey: usually(fc.string()),
    extra: usually(fc.jsonValue({ maxDepth: 2 })),
  },
  { requiredKeys: [] },
);

describe('parseEventEnvelope', () => {
  it('answers as the schema does, for generated calls', () => {
    let handChecked = 0;
    fc.assert(
      fc.property(call, (value) => {
        const fast = parseEventEnvelope(value);
        const schema = EventEnvelopeSchema.safeParse(value);
        expect(fast.success).toBe(schema.success);
        if (fast.success && schema.success) {
          expect(fast.data).toEqual(schema.data);
          if (fast.data === value) handChecked += 1;
        } else {
          expect(fast.error?.issues).toEqual(schema.error?.issues);
        }
      }),
      { numRuns: 5_000, seed: 20261121 },
    );
    // The hand check did its part: the generated calls include usual ones.
    expect(handChecked).toBeGreaterThan(100);
  });

  it('takes a usual analytics-next call as it is', () => {
    const value = {
      type: 'track',
      event: 'clicked_button',
      messageId: 'ajs-next-1732199820000-0b1c',
      anonymousId: 'a1',
      timestamp: '2026-11-21T14:37:00.000Z',
      properties: { button_name: 'Apply' },
      context: { page: { path: '/' } },
      writeKey: 'key',
    };
    const result = parseEventEnvelope(value);
    expect(result.success && result.data).toBe(value);
  });
});
