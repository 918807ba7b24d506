import { describe, expect, it, vi } from 'vitest';
import { callApi, isSameOriginPost } from './call-api.server.ts';

const PAGE = 'http://127.0.0.1:3000/opt-out?show=email';

function postFrom(headers: Record<string, string>): Request {
  return new Request(PAGE, { method: 'POST', headers });
}

describe('callApi', () => {
  it('calls the API on the same origin as the visitor, as a same-origin request', async () => {
    const fetchImpl = vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response('{"status":"received"}', { status: 202 }),
    );
    const request = postFrom({
      'user-agent': 'Visitor Browser/1.0',
      'sec-gpc': '1',
      // What the visitor claims is ignored; the server's own finding is forwarded.
      'x-forwarded-for': '198.51.100.66',
      'x-lender-client-ip': '203.0.113.9',
      cookie: 'session=secret',
    });

    const outcome = await callApi(
      request,
      '/rmscbff/opt-out',
      { email: 'a@example.com' },
      'key-1',
      fetchImpl as unknown as typeof fetch,
    );

    expect(outcome).toEqual({ status: 'ok' });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(String(url)).toBe('http://127.0.0.1:3000/rmscbff/opt-out');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@example.com"}');
    const headers = new Headers(init?.headers);
    expect(Object.fromEntries(headers)).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      'idempotency-key': 'key-1',
      origin: 'http://127.0.0.1:3000',
      'sec-fetch-mode': 'cors',
      'sec-fetch-site': 'same-origin',
      'sec-gpc': '1',
      'user-agent': 'Visitor Browser/1.0',
      'x-forwarded-for': '203.0.113.9',
    });
  });

  it('retries a network failure once with the same key, then fails', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });

    const outcome = await callApi(
      postFrom({}),
      '/p',
      {},
      'key-1',
      fetchImpl as unknown as typeof fetch,
    );

    expect(outcome).toEqual({ status: 'failed' });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});

describe('isSameOriginPost', () => {
  it.each([
    [{}, true],
    [{ 'sec-fetch-site': 'same-origin' }, true],
    [{ 'sec-fetch-site': 'none' }, true],
    [{ origin: 'http://127.0.0.1:3000' }, true],
    // TLS ended in a proxy: the scheme differs, the host is ours.
    [{ origin: 'https://127.0.0.1:3000' }, true],
    [{ 'sec-fetch-site': 'same-site' }, false],
    [{ 'sec-fetch-site': 'cross-site' }, false],
    [{ origin: 'https://evil.example' }, false],
    [{ origin: 'null' }, false],
  ])('%j: %s', (headers, expected) => {
    expect(isSameOriginPost(postFrom(headers))).toBe(expected);
  });
});
