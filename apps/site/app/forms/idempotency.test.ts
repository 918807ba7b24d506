import { describe, expect, it } from 'vitest';
import {
  formPostIdempotencyKey,
  newIdempotencyKey,
  SubmissionKeys,
  uuidFromBytes,
  UUID_PATTERN,
} from './idempotency.ts';

describe('newIdempotencyKey', () => {
  it('is a fresh version 4 UUID each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab]/);
  });
});

describe('uuidFromBytes', () => {
  it('sets the version and the RFC 9562 variant', () => {
    expect(uuidFromBytes(new Uint8Array(16).fill(0xff), 8)).toBe(
      'ffffffff-ffff-8fff-bfff-ffffffffffff',
    );
    expect(uuidFromBytes(new Uint8Array(32), 4)).toBe('00000000-0000-4000-8000-000000000000');
  });
});

describe('SubmissionKeys', () => {
  it('keeps the key while the same content is sent again, and changes it for new content', () => {
    let next = 0;
    const keys = new SubmissionKeys(() => `key-${++next}`);

    expect(keys.keyFor({ email: 'a@example.com' })).toBe('key-1');
    expect(keys.keyFor({ email: 'a@example.com' })).toBe('key-1');
    expect(keys.keyFor({ email: 'b@example.com' })).toBe('key-2');
    expect(keys.keyFor({ email: 'a@example.com' })).toBe('key-3');
  });
});

describe('formPostIdempotencyKey', () => {
  const formKey = '0b7c4a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21';

  it('is a UUID, the same for the same form and content (a retry)', async () => {
    const first = await formPostIdempotencyKey(formKey, { email: 'a@example.com' });
    expect(first).toMatch(UUID_PATTERN);
    expect(await formPostIdempotencyKey(formKey, { email: 'a@example.com' })).toBe(first);
  });

  it('differs for other content or another form', async () => {
    const first = await formPostIdempotencyKey(formKey, { email: 'a@example.com' });
    expect(await formPostIdempotencyKey(formKey, { email: 'b@example.com' })).not.toBe(first);
    expect(
      await formPostIdempotencyKey('5f0a0a0a-1f2d-4c3b-9a8e-7d6c5b4a3f21', {
        email: 'a@example.com',
      }),
    ).not.toBe(first);
  });
});
