import { describe, expect, it } from 'vitest';
import {
  isRetryable,
  replayStatus,
  retryDelayMs,
  uploadChunk,
  type UploaderEnvironment,
} from './replay-uploader.ts';

describe('SPEC §9 transport status mapping', () => {
  it.each([
    [200, 'success', false],
    [202, 'success', false],
    [429, 'rate limit', true],
    [413, 'too large', false],
    [408, 'timeout', true],
    [400, 'invalid', false],
    [401, 'invalid', false],
    [500, 'failed', true],
    [503, 'failed', true],
    [0, 'failed', true],
  ] as const)('%s is %s (retried: %s)', (status, category, retried) => {
    expect(replayStatus(status)).toBe(category);
    expect(isRetryable(replayStatus(status))).toBe(retried);
  });
});

describe('retryDelayMs', () => {
  it('waits 500 ms, then 1000 ms, within ±10 %', () => {
    expect(retryDelayMs(1, () => 0.5)).toBe(500);
    expect(retryDelayMs(2, () => 0.5)).toBe(1000);
    expect(retryDelayMs(1, () => 0)).toBe(450);
    expect(retryDelayMs(1, () => 0.999999)).toBe(550);
  });
});

function fakeEnvironment(statuses: number[]) {
  const sent: { body: BodyInit; keepalive: boolean }[] = [];
  const waits: number[] = [];
  const env: UploaderEnvironment = {
    send: async (body, _type, keepalive) => {
      sent.push({ body, keepalive });
      return statuses.shift() ?? 200;
    },
    setTimer: (run, ms) => {
      waits.push(ms);
      run();
    },
    random: () => 0.5,
  };
  return { env, sent, waits };
}

describe('uploadChunk', () => {
  it('sends once when the server takes the chunk', async () => {
    const { env, sent } = fakeEnvironment([202]);
    expect(await uploadChunk(env, 'body', 'application/json', false)).toBe('success');
    expect(sent).toHaveLength(1);
  });

  it('retries at most twice (SPEC §9: 2 for replay)', async () => {
    const { env, sent, waits } = fakeEnvironment([503, 503, 503, 200]);
    expect(await uploadChunk(env, 'body', 'application/json', true)).toBe('failed');
    expect(sent).toHaveLength(3);
    expect(sent.every((request) => request.keepalive)).toBe(true);
    expect(waits).toEqual([500, 1000]);
  });

  it('succeeds on a retry', async () => {
    const { env, sent } = fakeEnvironment([0, 200]);
    expect(await uploadChunk(env, 'body', 'application/json', false)).toBe('success');
    expect(sent).toHaveLength(2);
  });

  it.each([400, 413])('never resends a chunk the server refused with %s', async (status) => {
    const { env, sent } = fakeEnvironment([status, 200]);
    expect(isRetryable(await uploadChunk(env, 'body', 'application/json', false))).toBe(false);
    expect(sent).toHaveLength(1);
  });
});
