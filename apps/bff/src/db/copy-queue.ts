// COPYs that reach the embedded database while it is busy, run together in one transaction.
//
// The server's thread hands the database thread a flush of events and goes back to HTTP; the
// database thread used to idle until the server's thread had time to read the answer and send
// the next flush. With several flushes in flight, the next ones are already waiting here when a
// COPY ends, and they go in as one transaction: one commit for all of them. When that transaction
// fails, nothing of it is stored, and each COPY runs again alone, so each caller gets its own
// outcome (a COPY that repeats a stored key fails; the others are stored).

/** One COPY: its statement, run once per chunk (each a whole COPY input). */
export interface CopyJob {
  sql: string;
  chunks: Uint8Array[];
}

/** Runs the jobs, in order, in one transaction. */
export type RunCopies = (jobs: readonly CopyJob[]) => Promise<void>;

interface Waiting {
  job: CopyJob;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** A queue over `runTogether`: the returned function resolves once its job is committed. */
export function createCopyQueue(runTogether: RunCopies): (job: CopyJob) => Promise<void> {
  let waiting: Waiting[] = [];
  let running = false;
  let scheduled = false;

  // After the messages already delivered, so that every COPY that arrived during the last
  // transaction joins this one.
  function schedule(): void {
    if (running || scheduled || waiting.length === 0) return;
    scheduled = true;
    setImmediate(() => void drain());
  }

  async function drain(): Promise<void> {
    scheduled = false;
    running = true;
    const group = waiting;
    waiting = [];
    try {
      await runTogether(group.map((item) => item.job));
      for (const item of group) item.resolve();
    } catch (error) {
      if (group.length === 1) group[0]!.reject(error);
      else {
        for (const item of group) {
          await runTogether([item.job]).then(item.resolve, item.reject);
        }
      }
    } finally {
      running = false;
      schedule();
    }
  }

  return (job) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ job, resolve, reject });
      schedule();
    });
}
