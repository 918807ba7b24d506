// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPLAY_STATE_KEY } from './replay-state.ts';
import {
  currentReplayId,
  fetchReplayConfig,
  startReplayRuntime,
  type RecordFunction,
  type ReplayRuntimeOptions,
} from './session-replay-runtime.ts';
import {
  REPLAY_CHUNK_MAX_BYTES,
  REPLAY_CONFIG_PATH,
  type ReplayChunk,
} from './session-replay-settings.ts';

const ORIGIN = 'http://localhost:3000';

interface Sent {
  url: string;
  init: RequestInit | undefined;
}

/** The server: the replay configuration, and 201 for every chunk. */
function fakeServer(
  config: object | 'never' = {
    enabled: true,
    sampleRate: 1,
    maskingLevel: 'medium',
    maxChunkBytes: REPLAY_CHUNK_MAX_BYTES,
  },
) {
  const sent: Sent[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    sent.push({ url, init });
    if (url.endsWith(REPLAY_CONFIG_PATH)) {
      if (config === 'never') {
        return new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      }
      return Promise.resolve(new Response(JSON.stringify(config)));
    }
    return Promise.resolve(new Response('{}', { status: 201 }));
  });
  vi.stubGlobal('fetch', fetch);
  return { sent, fetch };
}

/** rrweb's record, faked: keeps the options and lets the test emit events. */
function fakeRecord() {
  const calls: Record<string, unknown>[] = [];
  const record = ((options: Record<string, unknown>) => {
    calls.push(options);
    return () => undefined;
  }) as RecordFunction;
  const emit = (event: object) => (calls[0]!.emit as (event: object) => void)(event);
  return { record, calls, emit };
}

function options(overrides: Partial<ReplayRuntimeOptions> = {}): ReplayRuntimeOptions {
  return {
    writeKey: 'wk_test',
    environment: 'prod',
    origin: ORIGIN,
    privacy: () => ({}),
    ...overrides,
  };
}

/** The JSON chunks the page posted (plain ones; gzipped ones are not readable here). */
function plainChunks(sent: Sent[]): ReplayChunk[] {
  return sent
    .filter((request) => request.url.endsWith('/v1/replay/chunks'))
    .filter(
      (request) =>
        (request.init?.headers as Record<string, string>)['content-type'] === 'application/json',
    )
    .map((request) => JSON.parse(String(request.init?.body)) as ReplayChunk);
}

beforeEach(() => {
  window.sessionStorage.clear();
  document.cookie = 'lender_session=; Max-Age=0; Path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('startReplayRuntime', () => {
  it('after an opt-out asks nothing of the server and records nothing', async () => {
    const { fetch } = fakeServer();
    const { record, calls } = fakeRecord();
    const recording = await startReplayRuntime(
      options({ privacy: () => ({ globalPrivacyControl: true }), loadRecord: async () => record }),
      window,
    );
    expect(recording).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    expect(currentReplayId(window, { globalPrivacyControl: true })).toBeUndefined();
  });

  it('records nothing when the configuration says so, or when the session is not sampled', async () => {
    for (const config of [
      { enabled: false, sampleRate: 1, maskingLevel: 'medium', maxChunkBytes: 60_000 },
      { enabled: true, sampleRate: 0, maskingLevel: 'medium', maxChunkBytes: 60_000 },
    ]) {
      fakeServer(config);
      const { record, calls } = fakeRecord();
      expect(
        await startReplayRuntime(options({ loadRecord: async () => record }), window),
      ).toBeUndefined();
      expect(calls).toEqual([]);
      expect(window.sessionStorage.getItem(REPLAY_STATE_KEY)).toBeNull();
    }
  });

  it('records with every input and every private element masked, and links the ids', async () => {
    fakeServer();
    const { record, calls } = fakeRecord();
    const recording = await startReplayRuntime(options({ loadRecord: async () => record }), window);
    expect(recording).toBeDefined();
    expect(calls[0]).toMatchObject({
      maskAllInputs: true,
      maskTextSelector: '[data-private]',
      maskTextClass: 'lender-private',
      blockSelector: '[data-replay-block]',
      recordCanvas: false,
      inlineImages: false,
    });
    const replayId = recording!.replayId();
    expect(replayId).toMatch(/^[0-9a-f-]{36}$/);
    expect(currentReplayId(window, {})).toBe(replayId);
    expect(document.cookie).toMatch(/lender_session=\d+\.\d+/);
    recording!.stop();
  });

  it('sends what is buffered at once when the page is hidden, as JSON under 60 KB with keepalive, page address cut to its path', async () => {
    const { sent } = fakeServer();
    const { record, emit } = fakeRecord();
    const recording = await startReplayRuntime(options({ loadRecord: async () => record }), window);
    emit({
      type: 4,
      timestamp: 1,
      data: { href: `${ORIGIN}/opt-out?email=jo%40example.com`, width: 1, height: 1 },
    });
    for (let index = 0; index < 40; index += 1) {
      emit({
        type: 3,
        timestamp: 2 + index,
        data: { source: 5, text: '*'.repeat(3000), id: index },
      });
    }
    window.dispatchEvent(new Event('pagehide'));
    const chunks = plainChunks(sent);
    expect(chunks.length).toBeGreaterThan(1);
    for (const request of sent.filter((r) => r.url.endsWith('/v1/replay/chunks'))) {
      expect(request.url).toBe(`${ORIGIN}/v1/replay/chunks`);
      expect(request.init?.keepalive).toBe(true);
      expect(new TextEncoder().encode(String(request.init?.body)).length).toBeLessThanOrEqual(
        REPLAY_CHUNK_MAX_BYTES,
      );
    }
    expect(chunks.map((chunk) => chunk.sequence)).toEqual(chunks.map((_chunk, index) => index));
    expect(chunks.flatMap((chunk) => chunk.events)).toHaveLength(41);
    expect(chunks[0]!.events[0]).toMatchObject({ data: { href: `${ORIGIN}/opt-out` } });
    expect(chunks[0]).toMatchObject({
      writeKey: 'wk_test',
      replayId: recording!.replayId(),
      pagePath: '/',
    });
    expect(JSON.parse(window.sessionStorage.getItem(REPLAY_STATE_KEY)!).nextSequence).toBe(
      chunks.length,
    );
    recording!.stop();
  });

  it('sends links, forms and images without the query or fragment, and leaves rrweb’s own nodes as they were', async () => {
    const { sent } = fakeServer();
    const { record, emit } = fakeRecord();
    const recording = await startReplayRuntime(options({ loadRecord: async () => record }), window);
    const page = `${ORIGIN}/opt-out?show=email&email=jo%40example.com`;
    const skipLink = {
      type: 2,
      tagName: 'a',
      attributes: { href: `${page}#main` },
      childNodes: [],
    };
    emit({
      type: 2,
      timestamp: 1,
      data: {
        node: {
          type: 0,
          childNodes: [
            skipLink,
            { type: 2, tagName: 'form', attributes: { action: '/opt-out?email=jo' } },
          ],
        },
      },
    });
    emit({
      type: 3,
      timestamp: 2,
      data: {
        source: 0,
        adds: [],
        removes: [],
        texts: [],
        attributes: [{ id: 9, attributes: { src: page } }],
      },
    });
    window.dispatchEvent(new Event('pagehide'));
    const stored = JSON.stringify(plainChunks(sent).flatMap((chunk) => chunk.events));
    expect(stored).not.toContain('jo');
    expect(stored).toContain(`"href":"${ORIGIN}/opt-out"`);
    expect(stored).toContain('"action":"/opt-out"');
    expect(stored).toContain(`"src":"${ORIGIN}/opt-out"`);
    // rrweb keeps the nodes it emitted (its mirror): those are not changed under it.
    expect(skipLink.attributes.href).toBe(`${page}#main`);
    recording!.stop();
  });

  it('stops and forgets the replay when the visitor opts out meanwhile', async () => {
    const { sent } = fakeServer();
    const { record, emit } = fakeRecord();
    let optedOut = false;
    const recording = await startReplayRuntime(
      options({ loadRecord: async () => record, privacy: () => ({ doNotSellOrShare: optedOut }) }),
      window,
    );
    emit({ type: 3, timestamp: 1, data: { source: 2 } });
    optedOut = true;
    window.dispatchEvent(new Event('pagehide'));
    expect(sent.filter((request) => request.url.endsWith('/chunks'))).toEqual([]);
    expect(window.sessionStorage.getItem(REPLAY_STATE_KEY)).toBeNull();
    expect(recording).toBeDefined();
  });
});

describe('fetchReplayConfig', () => {
  it('gives up after SPEC §7’s 5 s', async () => {
    vi.useFakeTimers();
    fakeServer('never');
    const answer = fetchReplayConfig(window, ORIGIN);
    await vi.advanceTimersByTimeAsync(4999);
    let settled = false;
    void answer.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await answer).toBeUndefined();
  });
});
