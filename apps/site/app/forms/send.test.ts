import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendJson } from './send.ts';

function fetchAnswering(...answers: (number | 'network')[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const answer = answers.shift() ?? 200;
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(answer === 400 ? '{"errors":[{"field":"email","message":"M"}]}' : '{}', {
      status: answer,
    });
  });
  return { calls, fetchImpl: fetchImpl as unknown as typeof fetch };
}

describe('sendJson', () => {
  afterEach(() => vi.restoreAllMocks());

  it('POSTs JSON with the Idempotency-Key', async () => {
    const { calls, fetchImpl } = fetchAnswering(202);

    const outcome = await sendJson('/rmscbff/opt-out', { email: 'a@example.com' }, 'key-1', {
      fetch: fetchImpl,
    });

    expect(outcome).toEqual({ status: 'ok' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/rmscbff/opt-out');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"email":"a@example.com"}');
    expect(calls[0]?.init.headers).toMatchObject({
      'content-type': 'application/json',
      'Idempotency-Key': 'key-1',
    });
  });

  it.each([['network' as const], [503], [502], [504]])(
    'after %s, tries once more with the same key',
    async (first) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { calls, fetchImpl } = fetchAnswering(first, 201);

      const outcome = await sendJson('/p', {}, 'key-1', { fetch: fetchImpl, retryDelayMs: 0 });

      expect(outcome).toEqual({ status: 'ok' });
      expect(
        calls.map((call) => (call.init.headers as Record<string, string>)['Idempotency-Key']),
      ).toEqual(['key-1', 'key-1']);
    },
  );

  it('gives up after one retry and logs the status (SPEC §8)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls, fetchImpl } = fetchAnswering(503, 503, 200);

    const outcome = await sendJson('/p', {}, 'k', { fetch: fetchImpl, retryDelayMs: 0 });

    expect(outcome).toEqual({ status: 'failed', httpStatus: 503 });
    expect(calls).toHaveLength(2);
    expect(error).toHaveBeenCalledWith('POST /p failed with status 503');
  });

  it.each([[500], [400], [429]])('does not retry %i', async (status) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls, fetchImpl } = fetchAnswering(status, 200);

    const outcome = await sendJson('/p', {}, 'k', { fetch: fetchImpl, retryDelayMs: 0 });

    expect(outcome.status).toBe(status === 400 ? 'invalid' : 'failed');
    expect(calls).toHaveLength(1);
  });
});
