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
  ])('leaves %s alone', (input) => {
    expect(maskPersonalData(input)).toBe(input);
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
