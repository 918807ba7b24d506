// The signature on each consent delivery, so the receiver knows the lender's server sent it and
// when: `X-Lender-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` (the scheme of
// Stripe's webhook signatures: the timestamp inside the MAC stops replays of old deliveries).
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header carrying the signature. */
export const SIGNATURE_HEADER = 'x-lender-signature';
/** The header carrying the consent record's stable event id, for de-duplication. */
export const EVENT_ID_HEADER = 'x-lender-event-id';

function mac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The signature header's value for a body sent at `timestamp` (Unix seconds). */
export function signPayload(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${mac(secret, timestamp, body)}`;
}

/**
 * True when `header` is a valid signature of `body` made with `secret` no more than
 * `toleranceSeconds` from `now` (Unix seconds). Receivers use the same check.
 */
export function verifySignature(
  secret: string,
  body: string,
  header: string | undefined,
  now: number,
  toleranceSeconds = 300,
): boolean {
  if (!header) return false;
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > toleranceSeconds) return false;
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(
    Buffer.from(given, 'hex'),
    Buffer.from(mac(secret, timestamp, body), 'hex'),
  );
}
