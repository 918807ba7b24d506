import { describe, expect, it } from 'vitest';
import { maskPersonalData, truncateIp, urlWithoutQueryValues } from './personal-data.ts';

describe('maskPersonalData', () => {
  it.each([
    ['contact jane.doe+news@example.co.uk now', 'contact [email] now'],
    ['/opt-out?email=jane%40example.com', '/opt-out?email=[email]'],
    ['call 3135550100', 'call [phone]'],
    ['call (313) 555-0100', 'call [phone]'],
    ['call +1 313.555.0100', 'call [phone]'],
    ['call 1-313-555-0100', 'call [phone]'],
    ['phone=313%20555%200100', 'phone=[phone]'],
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

describe('urlWithoutQueryValues', () => {
  it('keeps the path and the parameter names only', () => {
    expect(urlWithoutQueryValues('/opt-out?show=email&email=a@b.co')).toBe('/opt-out?show=&email=');
    expect(urlWithoutQueryValues('/healthz')).toBe('/healthz');
  });
});
