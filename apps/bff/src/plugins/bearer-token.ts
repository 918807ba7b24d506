import { createHash, timingSafeEqual } from 'node:crypto';

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * True when `given` equals `expected`, in time that does not depend on where they differ or on
 * their lengths (both are hashed to 32 bytes before the constant-time comparison).
 */
export function tokensMatch(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}
