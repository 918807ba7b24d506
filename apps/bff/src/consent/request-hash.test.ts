import { describe, expect, it } from 'vitest';
import { canonicalJson, derivedIdempotencyKey, requestHash } from './request-hash.ts';

describe('canonicalJson', () => {
  it('sorts keys at every depth and leaves out undefined properties', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: null }], c: undefined } })).toBe(
      '{"a":{"d":[2,{"e":null,"f":1}]},"b":1}',
    );
  });
});

describe('requestHash', () => {
  it('is the same for the same request in any key order, and differs by route or content', () => {
    const hash = requestHash('/rmscbff/opt-out', {
      email: 'a@example.com',
      homePhone: '3135550100',
    });
    expect(
      requestHash('/rmscbff/opt-out', { homePhone: '3135550100', email: 'a@example.com' }),
    ).toBe(hash);
    expect(
      requestHash('/rmscbff/subscribe', { email: 'a@example.com', homePhone: '3135550100' }),
    ).not.toBe(hash);
    expect(
      requestHash('/rmscbff/opt-out', { email: 'b@example.com', homePhone: '3135550100' }),
    ).not.toBe(hash);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('derivedIdempotencyKey', () => {
  it('differs by client and never contains the client’s address', () => {
    const key = derivedIdempotencyKey('h', { ip: '203.0.113.7', userAgent: 'A' });
    expect(key).toMatch(/^derived:[0-9a-f]{64}$/);
    expect(derivedIdempotencyKey('h', { ip: '203.0.113.7', userAgent: 'A' })).toBe(key);
    expect(derivedIdempotencyKey('h', { ip: '203.0.113.8', userAgent: 'A' })).not.toBe(key);
    expect(derivedIdempotencyKey('h', { ip: '203.0.113.7', userAgent: 'B' })).not.toBe(key);
  });
});
