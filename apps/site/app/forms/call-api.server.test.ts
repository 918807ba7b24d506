import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi, isSameOriginPost } from './call-api.server.ts';

const SITE_ORIGIN = 'https://www.lender.example';

function postFrom(headers: Record<string, string>): Request {
  // React Router's request URL always has the site's origin (apps/bff sets it, never the Host).
  return new Request(`${SITE_ORIGIN}/opt-out?show=email`, { method: 'POST', headers });
}

/** A site server whose API gives `answers` in turn, recording each request it was handed. */
function siteServer(...answers: (() => Response)[]) {
  const requests: Request[] = [];
  const fetchApi = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return (answers.shift() ?? (() => new Response(null, { status: 500 })))();
  });
  return { siteOrigin: SITE_ORIGIN, fetchApi: fetchApi as unknown as typeof fetch, requests };
}

const RECEIVED = () => Response.json({ status: 'received', eventIds: ['e'] }, { status: 201 });

describe('callApi', () => {
  afterEach(() => vi.restoreAllMocks());

  it('calls the API through the site server as a same-origin request of the visitor', async () => {
    const server = siteServer(RECEIVED);
    const request = postFrom({
      'user-agent': 'Visitor Browser/1.0',
      'sec-gpc': '1',
      'x-forwarded-for': '198.51.100.66',
      cookie: 'session=secret',
    });

    const result = await callApi(server, request, 'optOut', { email: 'a@example.com' }, 'key-1');

    expect(result.ok).toBe(true);
    const [sent] = server.requests;
    expect(sent!.url).toBe(`${SITE_ORIGIN}/rmscbff/opt-out`);
    expect(sent!.method).toBe('POST');
    expect(await sent!.text()).toBe('{"email":"a@example.com"}');
    const headers = Object.fromEntries(sent!.headers);
    expect(headers).toMatchObject({
      'content-type': 'application/json',
      'idempotency-key': 'key-1',
      origin: SITE_ORIGIN,
      'sec-fetch-site': 'same-origin',
      'sec-gpc': '1',
      'user-agent': 'Visitor Browser/1.0',
    });
    // Nothing the visitor sent about addresses or sessions is passed on.
    expect(headers).not.toHaveProperty('x-forwarded-for');
    expect(headers).not.toHaveProperty('cookie');
  });

  it('retries a 503 with the same key, then succeeds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const unavailable = () => new Response(null, { status: 503, headers: { 'retry-after': '0' } });
    const server = siteServer(unavailable, unavailable, RECEIVED);

    const result = await callApi(server, postFrom({}), 'subscribe', {}, 'key-1', [0, 0, 0]);

    expect(result.ok).toBe(true);
    expect(server.requests.map((sent) => sent.headers.get('idempotency-key'))).toEqual([
      'key-1',
      'key-1',
      'key-1',
    ]);
  });
});

describe('isSameOriginPost', () => {
  const server = { siteOrigin: SITE_ORIGIN };
  it.each([
    [{}, true],
    [{ 'sec-fetch-site': 'same-origin' }, true],
    [{ 'sec-fetch-site': 'none' }, true],
    [{ origin: SITE_ORIGIN }, true],
    // apps/bff has already turned an Origin naming the addressed host into SITE_URL's.
    [{ origin: 'http://127.0.0.1:3000' }, false],
    [{ origin: 'http://www.lender.example' }, false],
    [{ 'sec-fetch-site': 'same-site' }, false],
    [{ 'sec-fetch-site': 'cross-site' }, false],
    [{ origin: 'https://evil.example' }, false],
    [{ origin: 'null' }, false],
  ])('%j: %s', (headers, expected) => {
    expect(isSameOriginPost(postFrom(headers), server)).toBe(expected);
  });
});
