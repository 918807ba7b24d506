// Times as analytics-next writes them (Date#toISOString), recognised without Date or a schema.
//
// What Date#toISOString writes (analytics-next's timestamps) is stored as sent, without a round
// trip through Date, once its day is known to exist: 2026-02-30 passes a pattern and Date.parse
// (as 2 March), but PostgreSQL refuses it, and one refused row would fail a whole group insert.
//
// The form is `YYYY-MM-DDTHH:MM:SS[.f{1,6}]Z`, years 1970–9999. It is read character by character
// rather than by a regular expression with captures: every event has two or three times, and the
// collector checks thousands of events a second (iso-time.test.ts holds this to the pattern).
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const ZERO = 48;

/** The number written by the two digits at `at`, or -1 when either is not a digit. */
function twoDigits(value: string, at: number): number {
  const tens = value.charCodeAt(at) - ZERO;
  const units = value.charCodeAt(at + 1) - ZERO;
  return tens >= 0 && tens <= 9 && units >= 0 && units <= 9 ? tens * 10 + units : -1;
}

/** Whether a time is UTC ISO 8601 as toISOString writes it (1970–9999), on a day that exists. */
export function isCanonicalTime(value: string): boolean {
  const length = value.length;
  // 20 characters without a fraction; a fraction is a dot and 1 to 6 digits.
  if (length < 20 || length > 27 || length === 21 || value.charCodeAt(length - 1) !== 90) {
    return false; // 90: Z
  }
  const century = twoDigits(value, 0);
  const yearInCentury = twoDigits(value, 2);
  if (century < 19 || yearInCentury < 0 || (century === 19 && yearInCentury < 70)) return false;
  const month = twoDigits(value, 5);
  const day = twoDigits(value, 8);
  const hour = twoDigits(value, 11);
  const minute = twoDigits(value, 14);
  const second = twoDigits(value, 17);
  if (
    value.charCodeAt(4) !== 45 || // -
    value.charCodeAt(7) !== 45 ||
    value.charCodeAt(10) !== 84 || // T
    value.charCodeAt(13) !== 58 || // :
    value.charCodeAt(16) !== 58 ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    hour < 0 ||
    hour > 23 ||
    minute < 0 ||
    minute > 59 ||
    second < 0 ||
    second > 59
  ) {
    return false;
  }
  if (length > 20) {
    if (value.charCodeAt(19) !== 46) return false; // .
    for (let at = 20; at < length - 1; at += 1) {
      const digit = value.charCodeAt(at) - ZERO;
      if (digit < 0 || digit > 9) return false;
    }
  }
  const year = century * 100 + yearInCentury;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}
