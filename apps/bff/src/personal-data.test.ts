import { describe, expect, it } from 'vitest';
import { decodePrintablePercentEscapes, maskPersonalData, truncateIp } from './personal-data.ts';

describe('maskPersonalData', () => {
  it.each([
    ['contact jane.doe+news@example.co.uk now', 'contact [email] now'],
    ['/opt-out?email=jane%40example.com', '/opt-out?email=[email]'],
    ['call 3135550100', 'call [phone]'],
    ['call (313) 555-0100', 'call [phone]'],
    ['call +1 313.555.0100', 'call [phone]'],
    ['call 1-313-555-0100', 'call [phone]'],
    ['phone=313%20555%200100', 'phone=[phone]'],
    // Percent-encoded, as a path or a query carries them: decoded before masking.
    ['/tel/+1%20313%20555%200133', '/tel/[phone]'],
    ['/tel/%2B1%20313%20555%200133', '/tel/[phone]'],
    ['/opt-out/a%40example.com', '/opt-out/[email]'],
    ['email=a%2540example.com', 'email=[email]'],
    ['"email":"A%40Example.COM"', '"email":"[email]"'],
    // A number with an extension letter after it, or at the end of a sentence.
    ['/tel/3135550134x', '/tel/[phone]x'],
    ['call 3135550134ext now', 'call [phone]ext now'],
    ['call me on 313-555-0100.', 'call me on [phone].'],
    ['"note":"3135550147"', '"note":"[phone]"'],
    ['a@example.com,b@example.org', '[email],[email]'],
  ])('%s → %s', (input, masked) => {
    expect(maskPersonalData(input)).toBe(masked);
  });

  it.each([
    '"time":1763725000123',
    '"responseTime":12.3456789012',
    'request 123456789',
    'version 1.0.0',
    '"reqId":"cc313555-0100-46e3-9a1b-0123456789ab"',
    '"reqId":"8f3135550100-46e3-9a1b-0123456789ab"',
    '"eventId":"01234567-89ab-4cde-8f01-313555010012"',
    '"reqId":"3135550100ab-46e3-9a1b-0123456789ab"',
    'v3135550100',
    '3135550100.5',
    '3135550100_x',
    'a@b',
    'a@localhost',
    '@example.com',
    'user@.example.com',
    '100%',
    '%zz%4',
    '%22quoted%22 %5C',
  ])('leaves %s alone', (input) => {
    expect(maskPersonalData(input)).toBe(input);
  });

  it('leaves every UUID whole (request ids, event ids, idempotency keys)', () => {
    for (let n = 0; n < 20_000; n += 1) {
      const line = `{"reqId":"${crypto.randomUUID()}","msg":"request completed"}`;
      expect(maskPersonalData(line)).toBe(line);
    }
  });

  it('still masks a phone number beside an id', () => {
    const id = crypto.randomUUID();
    expect(maskPersonalData(`{"reqId":"${id}","msg":"call 313-555-0100"}`)).toBe(
      `{"reqId":"${id}","msg":"call [phone]"}`,
    );
  });
});

describe('maskPersonalData on long text', () => {
  /** The fastest of a few runs of masking `text`, in milliseconds (the least disturbed by others). */
  function fastestMs(text: string, runs = 5): number {
    let best = Number.POSITIVE_INFINITY;
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      maskPersonalData(text);
      best = Math.min(best, performance.now() - started);
    }
    return best;
  }

  /**
   * Masks `unit` repeated to 16 KB, 64 KB, 256 KB and 1 MB and expects each to cost at most
   * `budget` times masking as many spaces in the same run. Sizes grow fourfold and each is
   * checked before the next, so a quadratic masker fails at the first size rather than running
   * for an hour on the last. Below a millisecond the clock and the garbage collector say more
   * than the masker, so the spaces count as at least 1 ms.
   */
  function expectCostWithin(unit: string, budget: number): void {
    for (const size of [16 * 1024, 64 * 1024, 256 * 1024, 1024 * 1024]) {
      const text = unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
      const spaces = ' '.repeat(size);
      fastestMs(text, 1); // warm both paths up
      fastestMs(spaces, 1);
      const ratio = fastestMs(text) / Math.max(fastestMs(spaces), 1);
      expect(ratio, `${size} characters of ${JSON.stringify(unit)}`).toBeLessThan(budget);
    }
  }

  // The old e-mail pattern retried every start of a run of word characters without an `@`: 16 KB
  // of `a` took 0.35 s, 64 KB 8.4 s, a megabyte most of an hour. The budget is a ratio to text
  // with nothing to find, measured in the same run (no wall-clock limit).
  it('masks 1 MB of `a` in at most 10 times the time of 1 MB of spaces', () => {
    expectCostWithin('a', 10);
  });

  // Text that makes the scanners work: every `@` starts a scan back and on, every digit a number.
  // Masked text costs more per character (the output is rebuilt, and its garbage collected: on a
  // busy machine up to 60 times the spaces), never more per character as the text grows; a
  // quadratic masker is over 1000 times the spaces at the first size.
  it.each([
    ['digits', '3135550100'],
    ['local-part characters', 'a.b+c_d-'],
    ['@ signs', 'a@'],
    ['addresses', 'a@b.c'],
    ['numbers', '313-555-0100 '],
    ['percent escapes', '%41'],
    ['hex ids', '3f9a-'],
  ])('masks 1 MB of %s in at most 200 times the time of 1 MB of spaces', (_name, unit) => {
    expectCostWithin(unit, 200);
  });

  it('masks what follows a long run of letters', () => {
    const text = `${'a'.repeat(16 * 1024)} jane@example.com 313-555-0100`;
    expect(maskPersonalData(text)).toBe(`${'a'.repeat(16 * 1024)} [email] [phone]`);
  });
});

describe('decodePrintablePercentEscapes', () => {
  it('decodes printable ASCII once and leaves the rest encoded', () => {
    expect(decodePrintablePercentEscapes('a%40b%2540%22%5c%00%0A%C3%A9%7e%7F')).toBe(
      'a@b%40%22%5c%00%0A%C3%A9~%7F',
    );
  });
});

describe('truncateIp', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0'],
    ['::ffff:203.0.113.77', '203.0.113.0'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::'],
    [undefined, undefined],
  ])('%s → %s', (ip, truncated) => {
    expect(truncateIp(ip)).toBe(truncated);
  });
});
