import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from './envelope.ts';
import { eventRow, sameJson } from './event-record.ts';

/** JSON text with every object's keys sorted: equal texts mean equal values, key order aside. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1)))
      : item,
  );
}

/** The same value with every object's keys in reverse order. */
function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([key, item]) => [key, reordered(item)]),
    );
  }
  return value;
}

describe('sameJson', () => {
  it('agrees with comparing JSON texts, and never calls values of different content the same', () => {
    const json = fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.parse(JSON.stringify(value)));
    fc.assert(
      fc.property(json, json, (a, b) => {
        expect(sameJson(a, b)).toBe(JSON.stringify(a) === JSON.stringify(b));
        if (sameJson(a, reordered(a))) expect(canonical(a)).toBe(canonical(reordered(a)));
        expect(sameJson(JSON.parse(JSON.stringify(a)), a)).toBe(true);
      }),
      { numRuns: 5_000 },
    );
  });

  it.each([
    [{ a: 1 }, { a: 1, b: undefined }],
    [{ a: 1 }, { a: 1, b: 2 }],
    [{ a: 1, b: 2 }, { a: 1 }],
    [[1, 2], { 0: 1, 1: 2 }],
    [{}, []],
    [{ a: null }, { a: {} }],
    ['1', 1],
  ])('tells %j from %j', (a, b) => {
    expect(sameJson(a, b)).toBe(false);
  });

  it('counts values nested past its depth limit as different rather than walking them', () => {
    const deep = (levels: number): unknown => (levels === 0 ? 'x' : { next: deep(levels - 1) });
    expect(sameJson(deep(10), deep(10))).toBe(true);
    expect(sameJson(deep(40), deep(40))).toBe(false);
  });
});

describe('eventRow contexts', () => {
  const envelope = (context: unknown, messageId: string): EventEnvelope =>
    ({
      type: 'track',
      event: 'clicked_button',
      messageId,
      anonymousId: 'visitor',
      context,
    }) as EventEnvelope;
  const row = (context: unknown, messageId: string) =>
    eventRow(
      envelope(context, messageId),
      { eventName: 'clicked_button', properties: { button_name: 'Go' }, violations: [] },
      { at: new Date('2026-11-21T12:00:00Z'), newMessageId: () => 'new' },
    );
  const detroit = { page: { path: '/rates', title: 'Rates' }, timezone: 'America/Detroit' };
  const denver = { page: { path: '/rates', title: 'Rates' }, timezone: 'America/Denver' };

  it('keeps each event its own context when successive events differ', () => {
    const first = row(detroit, 'm1');
    const second = row(denver, 'm2');
    const third = row(reordered(detroit), 'm3');
    expect(JSON.parse(first.context!)).toEqual(detroit);
    expect(JSON.parse(second.context!)).toEqual(denver);
    expect(second.contextId).not.toBe(first.contextId);
    expect(third.contextId).toBe(first.contextId);
    expect(row(undefined, 'm4')).toMatchObject({ context: null, contextId: null });
    expect(row(detroit, 'm5').contextId).toBe(first.contextId);
  });
});
