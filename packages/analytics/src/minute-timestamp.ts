/**
 * The `time` format of button and filter events (SPEC §3: "ISO truncated to minutes"): UTC ISO
 * 8601 with seconds and milliseconds zeroed, e.g. 2026-11-21T14:37:00.000Z. We keep the zeroed
 * seconds rather than cutting the text to 2026-11-21T14:37Z so the value is exactly what
 * `Date.prototype.toISOString()` gives and every ISO and JSON Schema `date-time` parser reads it.
 */
export const MINUTE_TIMESTAMP_PATTERN =
  /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])T(?:[01]\d|2[0-3]):[0-5]\d:00\.000Z$/;

const MS_PER_MINUTE = 60_000;

/**
 * `now` as a {@link MINUTE_TIMESTAMP_PATTERN} time, rounded down to the minute; throws RangeError
 * for an invalid date, as `toISOString` does.
 */
export function minuteTimestamp(now: Date): string {
  const ms = now.getTime();
  if (Number.isNaN(ms)) throw new RangeError('minuteTimestamp needs a valid date');
  // Floor, not round: 14:37:59 is still 14:37. Math.floor also floors times before 1970.
  return new Date(Math.floor(ms / MS_PER_MINUTE) * MS_PER_MINUTE).toISOString();
}
