// What a log line may hold, bounded: every string, object and line has a size limit, applied
// before the line is masked (personal-data.ts), so no request can make one log line cost more
// than a few milliseconds; and a database error is logged as its class and SQLSTATE code only,
// since its message carries the SQL and every parameter (a visitor's answers, or a 4 MB replay
// chunk), and its detail the values of a row.

import { errorChain, type ErrorFields } from './lib/error-chain.ts';

/** Longest string kept in a log line (a message, a field, an error's message or stack). */
export const LOGGED_STRING_MAX_CHARS = 2_000;
/** Longest log line written; a longer one is replaced by a short line saying so. */
export const LOG_LINE_MAX_CHARS = 16_384;
/** How deep a logged object is written, and how many keys or items of each. */
const LOGGED_DEPTH_MAX = 6;
const LOGGED_ENTRIES_MAX = 50;
/** Causes of an error written under it. */
const ERROR_CAUSES_MAX = 3;

// A cut must not leave part of an e-mail address or phone number that the masker no longer
// recognises (`jane.doe@exam`): the cut goes back to before the last word and the digits before
// it, reading at most this far (an address has at most 254 characters).
const CUT_BACKTRACK_MAX = 320;
const WORD_BREAKS = new Set([...' \t\n\r"\'<>,;()[]{}'].map((c) => c.charCodeAt(0)));
const isPhonePart = (code: number) =>
  (code >= 48 && code <= 57) ||
  code === 32 ||
  code === 40 ||
  code === 41 ||
  code === 43 ||
  code === 45 ||
  code === 46;

/** The string, cut to `max` characters (and back to a word break) with a note of what was cut. */
export function capString(value: string, max = LOGGED_STRING_MAX_CHARS): string {
  if (value.length <= max) return value;
  const floor = Math.max(0, max - CUT_BACKTRACK_MAX);
  let end = max;
  while (end > floor && !WORD_BREAKS.has(value.charCodeAt(end - 1))) end -= 1;
  while (end > floor && isPhonePart(value.charCodeAt(end - 1))) end -= 1;
  return `${value.slice(0, end)}…[${value.length - end} characters cut]`;
}

/** A 5-character PostgreSQL error code (SQLSTATE), such as 22P05 or 23505. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The class of an error as its constructor names it (DrizzleQueryError keeps `name` "Error"). */
function className(error: object): string {
  const name = (error as { constructor?: { name?: unknown } }).constructor?.name;
  return typeof name === 'string' && name !== '' && name !== 'Object'
    ? name.slice(0, 100)
    : String((error as { name?: unknown }).name ?? 'Error').slice(0, 100);
}

/**
 * Whether the error, or one it wraps, comes from the database: a query error of Drizzle (it has
 * the query and its parameters) or of a driver (it has PostgreSQL's severity and a SQLSTATE).
 * Answers the chain of classes and the SQLSTATE, or undefined for any other error.
 */
export function databaseErrorSummary(error: unknown): { type: string; code?: string } | undefined {
  const classes: string[] = [];
  let code: string | undefined;
  let fromDatabase = false;
  for (const fields of errorChain(error)) {
    classes.push(className(fields));
    if ('query' in fields && 'params' in fields) fromDatabase = true;
    if (typeof fields.code === 'string' && SQLSTATE.test(fields.code)) {
      code ??= fields.code;
      if (typeof fields.severity === 'string') fromDatabase = true;
    }
  }
  if (!fromDatabase) return undefined;
  return code === undefined ? { type: classes.join(' < ') } : { type: classes.join(' < '), code };
}

/**
 * An error as a log line holds it: a database error as its classes and SQLSTATE alone; any other
 * as its class, code, message and stack (each cut to size) and its causes.
 */
export function errorForLog(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return boundedForLog(error, depth);
  const database = databaseErrorSummary(error);
  if (database) return database;
  const code = (error as ErrorFields).code;
  const cause = (error as ErrorFields).cause;
  return {
    type: className(error),
    ...(typeof code === 'string' || typeof code === 'number'
      ? { code: typeof code === 'string' ? capString(code, 100) : code }
      : {}),
    message: capString(error.message),
    ...(error.stack ? { stack: capString(error.stack) } : {}),
    ...(cause !== undefined && depth < ERROR_CAUSES_MAX
      ? { cause: errorForLog(cause, depth + 1) }
      : {}),
  };
}

/** What a log message says of an error: its message, or only its classes and code from the database. */
export function errorMessageForLog(error: unknown): string {
  const database = databaseErrorSummary(error);
  if (database) {
    return database.code
      ? `database error ${database.code} (${database.type})`
      : `database error (${database.type})`;
  }
  return error instanceof Error ? capString(error.message) : 'error';
}

/**
 * A value as a log line holds it: strings cut to size, objects and lists to
 * LOGGED_ENTRIES_MAX entries and LOGGED_DEPTH_MAX levels, errors through errorForLog.
 */
export function boundedForLog(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return capString(value);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return errorForLog(value, depth);
  if (value instanceof Date) return value;
  if (depth >= LOGGED_DEPTH_MAX) return '[nested too deep]';
  if (Array.isArray(value)) {
    const items = value.slice(0, LOGGED_ENTRIES_MAX).map((item) => boundedForLog(item, depth + 1));
    if (value.length > LOGGED_ENTRIES_MAX)
      items.push(`[${value.length - LOGGED_ENTRIES_MAX} more]`);
    return items;
  }
  const bounded: Record<string, unknown> = {};
  let count = 0;
  for (const key in value) {
    if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
    if (count === LOGGED_ENTRIES_MAX) {
      bounded['[more]'] = true;
      break;
    }
    bounded[capString(key, 100)] = boundedForLog(
      (value as Record<string, unknown>)[key],
      depth + 1,
    );
    count += 1;
  }
  return bounded;
}

const LINE_START = /^\{"level":(\d{1,3}),"time":(\d{1,16})/;

/**
 * The line as written: a line over LOG_LINE_MAX_CHARS (which the limits above should never let
 * through) is replaced by one that keeps its level and time, says how long it was and keeps its
 * start, so it still reads as one JSON line.
 */
export function capLogLine(line: string): string {
  if (line.length <= LOG_LINE_MAX_CHARS) return line;
  const start = LINE_START.exec(line.slice(0, 40));
  const level = start ? Number(start[1]) : 40;
  const time = start ? Number(start[2]) : Date.now();
  return `${JSON.stringify({
    level,
    time,
    msg: 'log line cut',
    lineChars: line.length,
    start: capString(line, LOGGED_STRING_MAX_CHARS),
  })}\n`;
}
