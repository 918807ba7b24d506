// The loaders and no-JavaScript actions the three form pages derive from their declarations,
// side by side: each refuses a cross-site post, answers its own rules' problems with the values as
// typed, sends a valid form to its API call with a derived key, puts the API's field errors on
// its fields and shows the error block when the API fails. (opt-out.test.ts holds the opt-out
// action to its original cases.)
import { messages } from '@lender/validation';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { siteServerContext } from '../server-context.ts';
import * as optOut from './opt-out.tsx';
import * as phoneUpdates from './phone-updates.tsx';
import * as subscribe from './subscribe.tsx';

const ORIGIN = 'https://www.lender.example';
const FORM_KEY = '0b7c4a8e-1f2d-4c3b-9a8e-7d6c5b4a3f21';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Action = (args: { request: Request; context: RouterContextProvider }) => Promise<unknown>;

/** An API answering with `answers` in turn (201 when they run out), recording each request. */
function apiAnswering(...answers: (() => Response)[]) {
  const requests: Request[] = [];
  const fetchApi = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    const answer = answers.shift();
    return answer
      ? answer()
      : Response.json({ status: 'received', eventIds: ['e-1'] }, { status: 201 });
  });
  const context = new RouterContextProvider();
  context.set(siteServerContext, {
    fetchApi: fetchApi as unknown as typeof fetch,
    siteOrigin: ORIGIN,
    nonce: 'nonce',
    logError: () => undefined,
  });
  return { context, requests };
}

const fieldErrors =
  (...errors: { field: string; message: string }[]) =>
  () =>
    Response.json({ message: 'There is a problem', errors }, { status: 400 });

/** Posts `fields` to a page's action and gives its answer as status and data or location. */
async function post(
  page: { path: string; action: Action },
  fields: [string, string][],
  api = apiAnswering(),
  headers: Record<string, string> = { origin: ORIGIN },
) {
  const request = new Request(`${ORIGIN}${page.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  });
  const result = await page.action({ request, context: api.context });
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get('location') };
  }
  const { data, init } = result as { data: unknown; init: { status: number } | null };
  return { status: init?.status, data };
}

const PAGES = [
  {
    path: '/opt-out',
    action: optOut.action as Action,
    apiPath: '/rmscbff/opt-out',
    thankYou: '/opt-out/thank-you',
    valid: [
      ['channels', 'email'],
      ['email', 'Pat@Example.COM'],
    ] as [string, string][],
    sent: { email: 'Pat@example.com', sourcePage: '/opt-out', website: '' },
    invalid: [
      ['channels', 'email'],
      ['email', 'pat@'],
    ] as [string, string][],
    invalidValues: { channels: ['email'], email: 'pat@', phone: '', sms: '', reason: '' },
    invalidErrors: [{ field: 'email', message: messages.email.errorFormat }],
    apiError: { field: 'email', message: 'From API' },
    shownAs: 'email',
  },
  {
    path: '/phone-updates',
    action: phoneUpdates.action as Action,
    apiPath: '/rmscbff/opt-in',
    thankYou: '/phone-updates/thank-you',
    valid: [
      ['subscriptions', 'marketing-calls'],
      ['subscriptions', 'marketing-texts'],
      ['phone', '313-555-0100'],
    ] as [string, string][],
    sent: {
      phoneOptIn: {
        inputValue: '3135550100',
        subscriptions: ['marketing-texts', 'marketing-calls'],
      },
      sourcePage: '/phone-updates',
      website: '',
    },
    invalid: [
      ['subscriptions', 'marketing-texts'],
      ['subscriptions', 'robocalls'],
      ['phone', '123'],
    ] as [string, string][],
    invalidValues: { subscriptions: ['marketing-texts'], phone: '123' },
    invalidErrors: [{ field: 'phone', message: messages.phone.errorLength }],
    apiError: { field: 'phoneOptIn.inputValue', message: 'From API' },
    shownAs: 'phone',
  },
  {
    path: '/subscribe',
    action: subscribe.action as Action,
    apiPath: '/rmscbff/subscribe',
    thankYou: '/subscribe/thank-you',
    valid: [
      ['email', 'pat@example.com'],
      ['subscriptions', 'rate-alerts'],
    ] as [string, string][],
    sent: {
      email: 'pat@example.com',
      subscriptions: ['rate-alerts'],
      sourcePage: '/subscribe',
      website: '',
    },
    invalid: [
      ['email', 'pat@'],
      ['subscriptions', 'newsletter'],
    ] as [string, string][],
    invalidValues: { email: 'pat@', subscriptions: ['newsletter'] },
    invalidErrors: [{ field: 'email', message: messages.email.errorFormat }],
    apiError: { field: 'subscriptions.0', message: 'From API' },
    shownAs: 'subscriptions',
  },
];

describe.each(PAGES)('the $path action', (page) => {
  it('refuses a post from another site before reading it', async () => {
    const api = apiAnswering();
    await expect(
      post(page, page.valid, api, { 'sec-fetch-site': 'cross-site' }),
    ).rejects.toMatchObject({ init: { status: 403 } });
    expect(api.requests).toEqual([]);
  });

  it('answers its rules’ problems with 400 and the values as typed, sending nothing', async () => {
    const api = apiAnswering();
    expect(await post(page, page.invalid, api)).toEqual({
      status: 400,
      data: { values: page.invalidValues, errors: page.invalidErrors, apiFailed: false },
    });
    expect(api.requests).toEqual([]);
  });

  it('sends a valid form to its API call as the visitor, then goes to its thank-you page', async () => {
    const api = apiAnswering();
    const result = await post(page, [...page.valid, ['formKey', FORM_KEY], ['website', '']], api, {
      origin: ORIGIN,
      'user-agent': 'Visitor/1.0',
    });
    expect(result).toEqual({ status: 302, location: page.thankYou });
    const [sent] = api.requests;
    expect(sent!.url).toBe(`${ORIGIN}${page.apiPath}`);
    expect(await sent!.json()).toEqual(page.sent);
    expect(sent!.headers.get('idempotency-key')).toMatch(UUID);
    expect(sent!.headers.get('sec-fetch-site')).toBe('same-origin');
    expect(sent!.headers.get('user-agent')).toBe('Visitor/1.0');
  });

  it('repeats the key for the same form and content, and changes it for other content', async () => {
    const api = apiAnswering();
    const withKey: [string, string][] = [...page.valid, ['formKey', FORM_KEY]];
    await post(page, withKey, api);
    await post(page, withKey, api);
    await post(page, [...withKey, ['website', 'bot']], api);
    const keys = api.requests.map((request) => request.headers.get('idempotency-key'));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[0]).not.toBe(FORM_KEY);
  });

  it('shows the API’s own field errors on its matching field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = await post(page, page.valid, apiAnswering(fieldErrors(page.apiError)));
    expect(result).toEqual({
      status: 400,
      data: {
        values: expect.any(Object),
        errors: [{ field: page.shownAs, message: 'From API' }],
        apiFailed: false,
      },
    });
  });

  it('shows the error block when the API refuses without field errors', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = apiAnswering(() => new Response(null, { status: 500 }));
    expect(await post(page, page.valid, api)).toMatchObject({
      status: 502,
      data: { errors: [], apiFailed: true },
    });
    // A 500 will not change by itself: not retried.
    expect(api.requests).toHaveLength(1);
  });
});

describe('the /subscribe action, posted from the footer of another page', () => {
  it.each([
    ['/licensing', '/licensing'],
    ['https://evil.example/', '/subscribe'],
    ['', '/subscribe'],
  ])('records sourcePage %j as %j', async (sentFrom, recorded) => {
    const api = apiAnswering();
    await post(
      { path: '/subscribe', action: subscribe.action as Action },
      [
        ['email', 'pat@example.com'],
        ['subscriptions', 'newsletter'],
        ['sourcePage', sentFrom],
      ],
      api,
    );
    expect(await api.requests[0]!.json()).toMatchObject({ sourcePage: recorded });
  });

  it.each([PAGES[0]!, PAGES[1]!])('$path keeps its own path whatever is posted', async (page) => {
    const api = apiAnswering();
    await post(page, [...page.valid, ['sourcePage', '/licensing']], api);
    expect(await api.requests[0]!.json()).toMatchObject({ sourcePage: page.path });
  });
});

describe('the loaders', () => {
  it.each([
    ['/phone-updates', phoneUpdates.loader],
    ['/subscribe', subscribe.loader],
  ])('%s hands its form a fresh key and no values', (path, loader) => {
    const request = new Request(`${ORIGIN}${path}`);
    const first = loader({ request } as Parameters<typeof loader>[0]);
    expect(first).toEqual({ formKey: expect.stringMatching(UUID), values: null });
    expect(loader({ request } as Parameters<typeof loader>[0]).formKey).not.toBe(first.formKey);
  });

  it('/opt-out prefills from an e-mail’s link, keeping an unencoded +, and reads the marketing cloud ids', () => {
    const request = new Request(
      `${ORIGIN}/opt-out?show=email&email=jane+news@example.com&source=marketingcloud&Subscriberkey=SK&jobid=1&batchid=2`,
    );
    expect(optOut.loader({ request } as Parameters<typeof optOut.loader>[0])).toEqual({
      formKey: expect.stringMatching(UUID),
      values: {
        channels: ['email'],
        email: 'jane+news@example.com',
        phone: '',
        sms: '',
        reason: '',
      },
      marketingCloud: { subscriberKey: 'SK', jobId: '1', batchId: '2' },
    });
  });
});
