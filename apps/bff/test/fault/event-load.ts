// Analytics events posted under a fault, as the browser library posts them: batches of ten
// calls, each batch retried as it was (same messageIds) until it is acknowledged, so the
// collector's de-duplication makes a retry harmless. The collector stores them by COPY.
import { basicAuth, batchBody, trackCall } from '../analytics-events.ts';
import { failureOf, type Attempt } from './opt-out-load.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Posts batches of ten events to /v1/batch from `clients` clients until stop(). */
export function startEventLoad(base: string, onAttempt: (attempt: Attempt) => void, clients = 2) {
  /** The acknowledged batches: batch number → its message ids. */
  const acknowledged = new Map<number, string[]>();
  let stopped = false;
  let next = 0;
  async function post(index: number): Promise<void> {
    const calls = Array.from({ length: 10 }, () => trackCall());
    const messageIds = calls.map((call) => call.messageId);
    const body = JSON.stringify(batchBody(calls));
    let retryDelay = 10;
    for (;;) {
      const sentAt = performance.now();
      try {
        const response = await fetch(`${base}/v1/batch`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain', authorization: basicAuth() },
          body,
          signal: AbortSignal.timeout(15_000),
        });
        await response.text();
        const { status } = response;
        const retryAfter = response.headers.get('retry-after');
        onAttempt({ index, sentAt, endedAt: performance.now(), status, retryAfter });
        if (status === 200) {
          acknowledged.set(index, messageIds);
          return;
        }
        if (status < 500) return; // refused: reported by the test's check of every answer
      } catch (error) {
        onAttempt({ index, sentAt, endedAt: performance.now(), failure: failureOf(error) });
      }
      await sleep(retryDelay);
      retryDelay = Math.min(retryDelay * 2, 500);
    }
  }
  const done = Promise.all(
    Array.from({ length: clients }, async () => {
      while (!stopped) await post(next++);
    }),
  ).then(() => undefined);
  return {
    acknowledged,
    done,
    stop: () => {
      stopped = true;
    },
  };
}
