import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.ts';
import { OPT_OUT_PATH, SUBMIT_RETRY_DELAYS_MS } from './preferences.ts';

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

const RECEIVED: Answer = { status: 201, body: { status: 'received', eventIds: ['e-1'] } };

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
  vi.restoreAllMocks();
});

/** A real HTTP server giving `answers` in turn (the last one again when they run out). */
async function serve(...answers: Answer[]) {
  const seen: { url: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ url: request.url ?? '', headers: request.headers, body });
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  close = async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  };
  const { port } = server.address() as AddressInfo;
  return { client: createApiClient({ baseUrl: `http://127.0.0.1:${port}` }), seen };
}

/** An instant pause that remembers how long it was asked to wait. */
function recordingSleep() {
  const pauses: number[] = [];
  return { pauses, sleep: async (ms: number) => void pauses.push(ms) };
}

describe('optOut', () => {
  it('POSTs JSON with the Idempotency-Key and the extra headers', async () => {
    const { client, seen } = await serve(RECEIVED);
    const result = await client.optOut(
      { email: 'jane+news@example.com' },
      { idempotencyKey: 'key-1', headers: { 'sec-gpc': '1' } },
    );
    expect(result).toEqual({ ok: true, data: { status: 'received', eventIds: ['e-1'] } });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe(OPT_OUT_PATH);
    expect(JSON.parse(seen[0]!.body)).toEqual({ email: 'jane+news@example.com' });
    expect(seen[0]!.headers['idempotency-key']).toBe('key-1');
    expect(seen[0]!.headers['sec-gpc']).toBe('1');
    expect(seen[0]!.headers['content-type']).toBe('application/json');
  });

  it.each([502, 503, 504])(
    'after %i, sends again with the same key after a growing pause',
    async (status) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { client, seen } = await serve({ status }, { status }, RECEIVED);
      const { pauses, sleep } = recordingSleep();
      const result = await client.optOut(
        { email: 'a@example.com' },
        { idempotencyKey: 'k', sleep },
      );
      expect(result.ok).toBe(true);
      expect(seen.map((request) => request.headers['idempotency-key'])).toEqual(['k', 'k', 'k']);
      expect(pauses).toEqual(SUBMIT_RETRY_DELAYS_MS.slice(0, 2));
    },
  );

  it('waits as long as a Retry-After asks, up to 5 s', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = await serve(
      { status: 503, headers: { 'retry-after': '2' } },
      { status: 503, headers: { 'retry-after': '60' } },
      RECEIVED,
    );
    const { pauses, sleep } = recordingSleep();
    await client.optOut({ email: 'a@example.com' }, { idempotencyKey: 'k', sleep });
    expect(pauses).toEqual([2_000, 5_000]);
  });

  it('gives up after the last retry with the failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client, seen } = await serve({ status: 503, headers: { 'retry-after': '1' } });
    const { sleep } = recordingSleep();
    const result = await client.optOut({ email: 'a@example.com' }, { idempotencyKey: 'k', sleep });
    expect(result).toEqual({ ok: false, kind: 'failed', status: 503, retryAfterMs: 1_000 });
    expect(seen).toHaveLength(SUBMIT_RETRY_DELAYS_MS.length + 1);
  });

  it('retries a network failure', async () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9' });
    const { pauses, sleep } = recordingSleep();
    const result = await client.optOut({ email: 'a@example.com' }, { idempotencyKey: 'k', sleep });
    expect(result).toEqual({ ok: false, kind: 'failed' });
    expect(pauses).toEqual(SUBMIT_RETRY_DELAYS_MS);
  });

  it.each([
    [400, { message: 'There is a problem', errors: [{ field: 'email', message: 'Enter…' }] }],
    [403, { message: 'This form can only be sent from this website' }],
    [500, { message: 'Internal Server Error' }],
  ])('does not retry a %i, which will not change by itself', async (status, body) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client, seen } = await serve({ status, body });
    const result = await client.optOut({ email: 'a@example.com' }, { idempotencyKey: 'k' });
    expect(result.ok).toBe(false);
    expect(seen).toHaveLength(1);
    if ('errors' in body)
      expect(result).toEqual({ ok: false, kind: 'invalid', errors: body.errors });
  });
});

describe('the other preference calls', () => {
  it.each([
    ['optIn', '/rmscbff/opt-in'],
    ['subscribe', '/rmscbff/subscribe'],
    ['marketingCloudOptOut', '/rmscbff/mc/opt-out'],
  ] as const)('%s POSTs to %s', async (method, path) => {
    const { client, seen } = await serve(RECEIVED);
    const result = await (client[method] as (b: object, o: object) => Promise<{ ok: boolean }>)(
      {},
      { idempotencyKey: 'k' },
    );
    expect(result.ok).toBe(true);
    expect(seen[0]!.url).toBe(path);
  });
});
