/** A random version 4 UUID, also where `crypto.randomUUID` is missing (plain-HTTP origins). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return uuidFromBytes(bytes, 4);
}

/** Bytes as a UUID string with the given version and the RFC 9562 variant bits. */
export function uuidFromBytes(bytes: Uint8Array, version: 4 | 8): string {
  const b = Uint8Array.from(bytes.subarray(0, 16));
  b[6] = (b[6]! & 0x0f) | (version << 4);
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A UUID string, any version: what a form may hand back as its key. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The Idempotency-Key of each submission of one form: a new key for new content, the same key
 * when the same content is sent again after a failure (a retry), so the server stores it once.
 */
export class SubmissionKeys {
  #lastContent: string | undefined;
  #lastKey = '';
  readonly #newKey: () => string;

  constructor(newKey: () => string = newIdempotencyKey) {
    this.#newKey = newKey;
  }

  /** The key for sending this payload. */
  keyFor(payload: unknown): string {
    const content = JSON.stringify(payload);
    if (content !== this.#lastContent) {
      this.#lastContent = content;
      this.#lastKey = this.#newKey();
    }
    return this.#lastKey;
  }
}

/**
 * The Idempotency-Key a form posted without JavaScript is sent with: derived from the key the
 * page was rendered with and the content, so resending the same answers (a retry) repeats the
 * key, while a page brought back with the Back button and sent with other answers gets a new one.
 * (Not the API's own key for a request that comes without one: apps/bff's
 * `derivedIdempotencyKey` hashes the request with the client's address instead.)
 */
export async function formPostIdempotencyKey(formKey: string, payload: unknown): Promise<string> {
  const input = new TextEncoder().encode(`${formKey}\n${JSON.stringify(payload)}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', input));
  return uuidFromBytes(digest, 8);
}
