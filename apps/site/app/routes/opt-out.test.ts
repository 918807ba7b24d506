// The no-JavaScript path of the opt-out form: the action validates like the page, then calls the
// API of the server it runs in (SiteServer.fetchApi) and answers with errors or a redirect.
import { messages } from '@lender/validation';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { siteServerContext } from '../server-context.ts';
import { action } from './opt-out.tsx';

const ORIGIN = 'https://www.lender.example';

/** The site server the action runs in, its API answering with `fetchApi`. */
function contextWith(fetchApi: typeof fetch) {
  const context = new RouterContextProvider();
  context.set(siteServerContext, {
    fetchApi,
    siteOrigin: ORIGIN,
    nonce: 'nonce',
    logError: () => undefined,
  });
  return context;
}

let api: { fetchApi: typeof fetch; requests: Request[] };

function post(fields: [string, string][], headers: Record<string, string> = {}) {
  const body = new URLSearchParams(fields);
  const request = new Request(`${ORIGIN}/opt-out`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });
  return action({ request, params: {}, context: contextWith(api.fetchApi) } as Parameters<
    typeof action
  >[0]);
}

/** The action's answer as status and data, whether it was a redirect or data. */
async function answer(result: Awaited<ReturnType<typeof action>>) {
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get('location') };
  }
  return { status: result.init?.status, data: result.data };
}

/** An API giving `statuses` in turn (201 when they run out), recording each request. */
function apiAnswering(...statuses: number[]) {
  const requests: Request[] = [];
  const fetchApi = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    const status = statuses.shift() ?? 201;
    const body =
      status === 400
        ? { message: 'There is a problem', errors: [{ field: 'homePhone', message: 'From API' }] }
        : { status: 'received', eventIds: ['e-1'] };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  api = { fetchApi: fetchApi as unknown as typeof fetch, requests };
  return api;
}

describe('opt-out action', () => {
  it('refuses a post from another site before reading it', async () => {
    const { requests } = apiAnswering();
    await expect(
      post([['channels', 'email']], { 'sec-fetch-site': 'cross-site' }),
    ).rejects.toMatchObject({ init: { status: 403 } });
    expect(requests).toEqual([]);
  });

  it('answers problems with 400, the messages of the page and the values as typed', async () => {
    const { requests } = apiAnswering();
    const result = await answer(
      await post([
        ['channels', 'email'],
        ['channels', 'phone'],
        ['email', 'pat@'],
        ['phone', ''],
      ]),
    );
    expect(result).toEqual({
      status: 400,
      data: {
        values: { channels: ['email', 'phone'], email: 'pat@', phone: '', sms: '', reason: '' },
        errors: [
          { field: 'email', message: messages.email.errorFormat },
          { field: 'phone', message: messages.optOut.errorRequiredPhone },
        ],
        apiFailed: false,
      },
    });
    expect(requests).toEqual([]);
  });

  it('sends a valid form to the API as a same-origin JSON request, then redirects', async () => {
    const { requests } = apiAnswering(201);
    const formKey = '0b7c4a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21';

    const result = await answer(
      await post(
        [
          ['channels', 'sms'],
          ['sms', '(313) 555-0100'],
          ['phone', '2485550199'],
          ['reason', ' Too many texts '],
          ['formKey', formKey],
          ['website', ''],
        ],
        { origin: ORIGIN, 'user-agent': 'Visitor/1.0' },
      ),
    );

    expect(result).toEqual({ status: 302, location: '/opt-out/thank-you' });
    const [sent] = requests;
    expect(sent!.url).toBe(`${ORIGIN}/rmscbff/opt-out`);
    // The unticked phone channel is not sent; the text number goes as cellPhone digits.
    expect(await sent!.json()).toEqual({
      reason: 'Too many texts',
      cellPhone: '3135550100',
      sourcePage: '/opt-out',
      website: '',
    });
    const { headers } = sent!;
    expect(headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.get('idempotency-key')).not.toBe(formKey);
    expect(headers.get('sec-fetch-site')).toBe('same-origin');
    expect(headers.get('user-agent')).toBe('Visitor/1.0');
  });

  it('shows the API’s own field errors on the matching fields', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    apiAnswering(400);
    const result = await answer(
      await post([
        ['channels', 'phone'],
        ['phone', '3135550100'],
      ]),
    );
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      errors: [{ field: 'phone', message: 'From API' }],
      apiFailed: false,
    });
  });

  it('shows the error block when the API fails, after its retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { requests } = apiAnswering(503, 503, 503, 503);
    const result = await answer(
      await post([
        ['channels', 'email'],
        ['email', 'pat@example.com'],
      ]),
    );
    expect(result).toMatchObject({ status: 502, data: { apiFailed: true, errors: [] } });
    // Sent four times (three retries, backing off), always with the same key.
    expect(requests).toHaveLength(4);
    const keys = new Set(requests.map((request) => request.headers.get('idempotency-key')));
    expect(keys.size).toBe(1);
  }, 10_000);

  it('passes on the API’s 503 and its Retry-After when its database stays down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const requests: Request[] = [];
    api = {
      requests,
      fetchApi: (async (input: RequestInfo | URL, init?: RequestInit) => {
        requests.push(new Request(input, init));
        return new Response(JSON.stringify({ message: 'The service is busy' }), {
          status: 503,
          headers: { 'content-type': 'application/json', 'retry-after': '1' },
        });
      }) as typeof fetch,
    };
    const result = await post([
      ['channels', 'email'],
      ['email', 'pat@example.com'],
    ]);
    expect(result).not.toBeInstanceOf(Response);
    const answered = result as Exclude<typeof result, Response>;
    expect(answered.init?.status).toBe(503);
    expect(new Headers(answered.init?.headers).get('retry-after')).toBe('1');
    expect(answered.data).toMatchObject({ apiFailed: true, errors: [] });
    expect(requests).toHaveLength(4);
  }, 15_000);
});
