// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueProperties, pendingCalls, startRuntime } from './analytics-runtime.ts';
import { analyticsStub } from './browser.ts';
import { OUTBOX_KEY_PREFIX } from './outbox.ts';
import { createSchemaCheck } from './schema-check.ts';
import { PENDING_CALL_KEY_PREFIX, STUB_GLOBAL, newPendingCall } from './stub-source.ts';

const ORIGIN = 'http://localhost:3000';

interface Request {
  url: string;
  init: RequestInit | undefined;
}

/** The collector, as the real one answers: settings, and 200 for every batch. */
function fakeCollector() {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    requests.push({ url, init });
    if (url.endsWith('/v1/projects/wk_test/settings')) {
      return new Response(
        JSON.stringify({
          integrations: { 'Segment.io': { apiKey: 'wk_test', apiHost: 'localhost:3000/v1' } },
          metrics: { sampleRate: 0 },
          remotePlugins: [],
          enabledMiddleware: {},
          plan: { track: { __default: { enabled: true } } },
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    }
    return new Response('{}', { status: 200 });
  });
  return {
    fetch,
    requests,
    batches: () =>
      requests
        .filter((request) => request.url.endsWith('/v1/b'))
        .flatMap(
          (request) =>
            (JSON.parse(String(request.init?.body)) as { batch: Record<string, unknown>[] }).batch,
        ),
  };
}

function runtimeOptions(overrides = {}) {
  return {
    writeKey: 'wk_test',
    environment: 'prod',
    appVersion: '1.2.3',
    origin: ORIGIN,
    privacy: () => ({}),
    visitorIds: () => ({ visitor_id: 'rv-1' }),
    ...overrides,
  };
}

let collector: ReturnType<typeof fakeCollector>;

beforeEach(() => {
  delete (window as unknown as Record<string, unknown>)[STUB_GLOBAL];
  localStorage.clear();
  collector = fakeCollector();
  vi.stubGlobal('fetch', collector.fetch);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function settle() {
  for (let round = 0; round < 20; round += 1)
    await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('startRuntime', () => {
  it('replays the stub’s calls and earlier pages’ stored calls, keeping their messageId, time and page', async () => {
    const earlier = {
      ...newPendingCall(
        'track',
        ['clicked_button', { button_name: 'Old', page_name: 'harborlight:home' }],
        window,
      ),
      timestamp: '2026-11-20T10:00:00.000Z',
      page: { path: '/learn', url: `${ORIGIN}/learn`, search: '', title: 'Learn', referrer: '' },
    };
    localStorage.setItem(PENDING_CALL_KEY_PREFIX + earlier.messageId, JSON.stringify(earlier));
    const stub = analyticsStub(window);
    const pageId = stub.call('page', ['harborlight:home', { page_name: 'harborlight:home' }]);

    await startRuntime(runtimeOptions(), stub, window);
    window.dispatchEvent(new Event('pagehide'));
    await settle();

    const events = collector.batches();
    expect(events.map((event) => event['messageId'])).toEqual([earlier.messageId, pageId]);
    const [old, page] = events;
    expect(old).toMatchObject({
      type: 'track',
      event: 'clicked_button',
      timestamp: '2026-11-20T10:00:00.000Z',
      context: { page: { path: '/learn', title: 'Learn' } },
      properties: {
        button_name: 'Old',
        app_version: '1.2.3',
        visitor_id: 'rv-1',
        event_id: earlier.messageId,
      },
    });
    expect(page).toMatchObject({ type: 'page', name: 'harborlight:home' });
    expect(
      Object.keys(localStorage).filter((key) => key.startsWith(PENDING_CALL_KEY_PREFIX)),
    ).toEqual([]);
    expect(Object.keys(localStorage).filter((key) => key.startsWith(OUTBOX_KEY_PREFIX))).toEqual(
      [],
    );
  });

  it('asks only its own origin: settings from /v1/projects/{key}/settings, events to /v1/b with keepalive on pagehide', async () => {
    const stub = analyticsStub(window);
    stub.call('track', ['clicked_link', { link_name: 'Learn' }]);
    await startRuntime(runtimeOptions(), stub, window);
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(collector.requests.map((request) => new URL(request.url).origin)).toEqual(
      collector.requests.map(() => ORIGIN),
    );
    const batch = collector.requests.find((request) => request.url.endsWith('/v1/b'));
    expect(batch?.init).toMatchObject({ method: 'POST', keepalive: true });
    expect(new Headers(batch?.init?.headers).get('content-type')).toBe('text/plain');
  });

  it('sends calls made after it started straight on', async () => {
    const stub = analyticsStub(window);
    await startRuntime(runtimeOptions(), stub, window);
    const id = stub.call('track', ['clicked_link', { link_name: 'Rates' }]);
    await settle();
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(collector.batches().map((event) => event['messageId'])).toEqual([id]);
  });

  it('sends only strictly necessary events after an opt-out, whatever was queued before', async () => {
    const stub = analyticsStub(window);
    stub.call('track', ['clicked_link', { link_name: 'Learn' }]);
    stub.call('track', ['FORM_FIELD_ERROR', { field_name: 'email' }]);
    await startRuntime(
      runtimeOptions({ privacy: () => ({ globalPrivacyControl: true }) }),
      stub,
      window,
    );
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(collector.batches().map((event) => event['event'])).toEqual(['FORM_FIELD_ERROR']);
  });

  it('outside production refuses an event that breaks the catalogue and throws “Error sending event …”', async () => {
    const thrown: string[] = [];
    const stub = analyticsStub(window);
    stub.call('track', ['clicked_button', { page_name: 'no button name' }]);
    await startRuntime(
      runtimeOptions({
        environment: 'dev',
        loadSchemaCheck: async () => createSchemaCheck(),
        throwError: (error: Error) => thrown.push(error.message),
      }),
      stub,
      window,
    );
    await settle();
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(
      thrown.some((message) =>
        message.startsWith('Error sending event clicked_button: button_name'),
      ),
    ).toBe(true);
    expect(collector.batches()).toEqual([]);
  });

  it.each([
    [
      'the SPEC §9 diagnostic sample rate (1) checks every event, however high the draw',
      undefined,
      true,
    ],
    ['a lower rate checks only the events its draw falls within', 0.5, false],
  ])('%s', async (_title, diagnosticSampleRate, checked) => {
    const thrown: string[] = [];
    const stub = analyticsStub(window);
    stub.call('track', ['clicked_button', { page_name: 'no button name' }]);
    await startRuntime(
      runtimeOptions({
        environment: 'dev',
        loadSchemaCheck: async () => createSchemaCheck(),
        throwError: (error: Error) => thrown.push(error.message),
        diagnosticSampleRate,
        random: () => 0.999,
      }),
      stub,
      window,
    );
    await settle();
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(thrown.length > 0).toBe(checked);
    expect(collector.batches()).toHaveLength(checked ? 0 : 1);
  });

  it('in production only logs the violation and sends the event (the collector counts it)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stub = analyticsStub(window);
    stub.call('track', ['clicked_button', { page_name: 'no button name' }]);
    await startRuntime(
      runtimeOptions({ loadSchemaCheck: async () => createSchemaCheck() }),
      stub,
      window,
    );
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    errors.mockRestore();
    expect(collector.batches()).toHaveLength(1);
  });
});

describe('pendingCalls', () => {
  it('takes each call once, oldest first, and skips damaged entries', () => {
    const stub = analyticsStub(window);
    const a = {
      ...newPendingCall('track', ['a', {}], window),
      timestamp: '2026-11-21T10:00:00.000Z',
    };
    const b = {
      ...newPendingCall('track', ['b', {}], window),
      timestamp: '2026-11-21T09:00:00.000Z',
    };
    stub.queue.push(a);
    localStorage.setItem(PENDING_CALL_KEY_PREFIX + a.messageId, JSON.stringify(a));
    localStorage.setItem(PENDING_CALL_KEY_PREFIX + b.messageId, JSON.stringify(b));
    localStorage.setItem(`${PENDING_CALL_KEY_PREFIX}broken`, '{');
    expect(pendingCalls(stub, localStorage).map((call) => call.args[0])).toEqual(['b', 'a']);
  });
});

describe('catalogueProperties', () => {
  it('sets aside what analytics-next adds to a page call', () => {
    expect(
      catalogueProperties({
        type: 'page',
        properties: {
          path: '/',
          url: 'x',
          title: 't',
          referrer: '',
          search: '',
          name: 'n',
          category: null,
          page_name: 'harborlight:home',
        },
      } as never),
    ).toEqual({ page_name: 'harborlight:home' });
  });
});
