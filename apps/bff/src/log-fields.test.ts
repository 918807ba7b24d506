import { describe, expect, it } from 'vitest';
import {
  boundedForLog,
  capLogLine,
  capString,
  databaseErrorSummary,
  errorForLog,
  LOG_LINE_MAX_CHARS,
  LOGGED_STRING_MAX_CHARS,
} from './log-fields.ts';
import { maskPersonalData } from './personal-data.ts';

describe('capString', () => {
  it('leaves short strings alone', () => {
    expect(capString('short')).toBe('short');
  });

  it('cuts long ones and says how much it cut', () => {
    const cut = capString('word '.repeat(1_000));
    expect(cut.length).toBeLessThanOrEqual(LOGGED_STRING_MAX_CHARS + 40);
    expect(cut).toMatch(/…\[\d+ characters cut\]$/);
  });

  it.each([
    ['an e-mail address', 'jane.doe+news@example.com'],
    ['a phone number', '(313) 555-0147'],
  ])('never leaves part of %s the masker would miss', (_kind, value) => {
    for (let pad = 0; pad < 40; pad += 1) {
      const text = `${'x '.repeat(995)}${'y'.repeat(pad)} ${value} tail`;
      const cut = maskPersonalData(capString(text));
      for (let length = 4; length <= value.length; length += 1) {
        expect(cut).not.toContain(value.slice(0, length).replace(/^\(/, ''));
      }
    }
  });
});

describe('boundedForLog', () => {
  it('bounds depth, entries and strings', () => {
    const wide = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}`, i]));
    const bounded = boundedForLog({ wide, list: Array(200).fill('a'.repeat(5_000)) }) as {
      wide: Record<string, unknown>;
      list: string[];
    };
    expect(Object.keys(bounded.wide)).toHaveLength(51);
    expect(bounded.list).toHaveLength(51);
    expect(bounded.list[0]!.length).toBeLessThan(LOGGED_STRING_MAX_CHARS + 40);
    let deep: Record<string, unknown> = {};
    const root = deep;
    for (let i = 0; i < 100; i += 1) deep = deep.next = {};
    expect(JSON.stringify(boundedForLog(root))).toContain('[nested too deep]');
  });
});

describe('errorForLog', () => {
  class DatabaseError extends Error {
    code = '23505';
    severity = 'ERROR';
    detail = 'Key (value)=(jane@example.com) already exists.';
  }
  class DrizzleQueryError extends Error {
    readonly query: string;
    readonly params: unknown[];
    constructor(query: string, params: unknown[], cause: unknown) {
      super(`Failed query: ${query}\nparams: ${params.join(',')}`, { cause });
      this.query = query;
      this.params = params;
    }
  }

  it('writes a database error as its classes and SQLSTATE only', () => {
    const error = new DrizzleQueryError(
      'insert into t values ($1)',
      ['secret'],
      new DatabaseError('x'),
    );
    expect(errorForLog(error)).toEqual({
      type: 'DrizzleQueryError < DatabaseError',
      code: '23505',
    });
    expect(databaseErrorSummary(new Error('plain'))).toBeUndefined();
  });

  it('writes any other error with its message, stack and causes, cut to size', () => {
    const written = errorForLog(new TypeError('a'.repeat(10_000), { cause: new Error('why') })) as {
      type: string;
      message: string;
      stack: string;
      cause: { message: string };
    };
    expect(written.type).toBe('TypeError');
    expect(written.message.length).toBeLessThan(LOGGED_STRING_MAX_CHARS + 40);
    expect(written.stack.length).toBeLessThan(LOGGED_STRING_MAX_CHARS + 40);
    expect(written.cause.message).toBe('why');
  });
});

describe('capLogLine', () => {
  it('replaces a line over the limit by one JSON line that says so', () => {
    const line = `{"level":50,"time":1763725000123,"msg":"${'b'.repeat(LOG_LINE_MAX_CHARS)}"}\n`;
    const cut = capLogLine(line);
    expect(cut.length).toBeLessThan(LOG_LINE_MAX_CHARS);
    expect(cut.endsWith('\n')).toBe(true);
    expect(JSON.parse(cut)).toMatchObject({
      level: 50,
      time: 1763725000123,
      msg: 'log line cut',
      lineChars: line.length,
    });
  });
});
