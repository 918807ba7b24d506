// Times as analytics-next writes them (Date#toISOString), recognised without Date or a schema.
//
// What Date#toISOString writes (analytics-next's timestamps) is stored as sent, without a round
// trip through Date, once its day is known to exist: 2026-02-30 passes a pattern and Date.parse
// (as 2 March), but PostgreSQL refuses it, and one refused row would fail a whole group insert.
const CANONICAL_TIME =
  /^(19[7-9]\d|[2-9]\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?Z$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether a time is UTC ISO 8601 as toISOString writes it (1970–9999), on a day that exists. */
export function isCanonicalTime(value: string): boolean {
  const match = CANONICAL_TIME.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return Number(match[3]) <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}
