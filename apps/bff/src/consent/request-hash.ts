// Fingerprints of requests for idempotency: the same validated request always hashes the same,
// whatever the order of its keys or the spelling of its values before validation.
import { createHash } from 'node:crypto';

/** JSON with object keys sorted and undefined properties left out, so equal values give equal text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** SHA-256 of the route and the canonical validated request. */
export function requestHash(route: string, request: unknown): string {
  return sha256(`${route}\n${canonicalJson(request)}`);
}

/**
 * The key of a request sent without Idempotency-Key: its content and its client, so a double
 * click stores one record while the same request from another client stores its own.
 */
export function derivedIdempotencyKey(
  hash: string,
  client: { ip?: string; userAgent?: string },
): string {
  return `derived:${sha256(`${hash}\n${client.ip ?? ''}\n${client.userAgent ?? ''}`)}`;
}
