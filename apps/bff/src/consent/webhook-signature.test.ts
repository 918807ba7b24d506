import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signPayload, verifySignature } from './webhook-signature.ts';

const SECRET = 's'.repeat(32);
const BODY = '{"eventId":"e1","action":"opt-out"}';

describe('delivery signatures', () => {
  it('signs "t.body" with HMAC-SHA256 in the header format t=…,v1=…', () => {
    const expected = createHmac('sha256', SECRET).update(`1700000000.${BODY}`).digest('hex');
    expect(signPayload(SECRET, BODY, 1_700_000_000)).toBe(`t=1700000000,v1=${expected}`);
  });

  it('verifies its own signature within the tolerance', () => {
    const header = signPayload(SECRET, BODY, 1_700_000_000);
    expect(verifySignature(SECRET, BODY, header, 1_700_000_100)).toBe(true);
  });

  it.each([
    ['another body', SECRET, `${BODY} `, 1_700_000_000],
    ['another secret', 't'.repeat(32), BODY, 1_700_000_000],
    ['an old timestamp', SECRET, BODY, 1_700_000_301],
  ])('refuses %s', (_kind, secret, body, now) => {
    const header = signPayload(SECRET, BODY, 1_700_000_000);
    expect(verifySignature(secret, body, header, now)).toBe(false);
  });

  it.each([undefined, '', 't=1700000000', 'v1=abc', 't=x,v1=00'])(
    'refuses the header %j',
    (header) => {
      expect(verifySignature(SECRET, BODY, header, 1_700_000_000)).toBe(false);
    },
  );
});
