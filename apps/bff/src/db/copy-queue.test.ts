import { describe, expect, it } from 'vitest';
import { createCopyQueue, type CopyJob } from './copy-queue.ts';

/** A stand-in for the database: records each transaction's jobs; a job named 'bad' fails it. */
function recordingRunner() {
  const transactions: string[][] = [];
  let release: (() => void) | undefined;
  const run = async (jobs: readonly CopyJob[]) => {
    transactions.push(jobs.map((job) => job.sql));
    // The first transaction waits until the test lets it go, as a busy database would.
    if (transactions.length === 1) await new Promise<void>((resolve) => (release = resolve));
    if (jobs.some((job) => job.sql === 'bad')) throw new Error('refused');
  };
  return { transactions, run, release: () => release?.() };
}

const job = (sql: string): CopyJob => ({ sql, chunks: [] });
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('createCopyQueue', () => {
  it('runs the COPYs that arrive while one runs together, in arrival order', async () => {
    const runner = recordingRunner();
    const copy = createCopyQueue(runner.run);
    const first = copy(job('a'));
    await settled();
    const later = [copy(job('b')), copy(job('c')), copy(job('d'))];
    runner.release();
    await Promise.all([first, ...later]);
    expect(runner.transactions).toEqual([['a'], ['b', 'c', 'd']]);
  });

  it('runs each COPY of a failed group alone, so only the failing one is refused', async () => {
    const runner = recordingRunner();
    const copy = createCopyQueue(runner.run);
    const first = copy(job('a'));
    await settled();
    const outcomes = Promise.allSettled([copy(job('b')), copy(job('bad')), copy(job('c'))]);
    runner.release();
    await first;
    expect((await outcomes).map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(runner.transactions).toEqual([['a'], ['b', 'bad', 'c'], ['b'], ['bad'], ['c']]);
  });

  it('refuses a COPY that fails alone with the database error', async () => {
    const copy = createCopyQueue(async () => {
      throw new Error('duplicate key');
    });
    await expect(copy(job('x'))).rejects.toThrow('duplicate key');
    // The queue keeps serving after a failure.
    await expect(copy(job('y'))).rejects.toThrow('duplicate key');
  });
});
