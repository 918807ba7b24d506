// The embedded database's own thread. PGlite is PostgreSQL compiled to WebAssembly and runs in
// the thread that created it; in the server's thread every statement would compete with HTTP for
// one core. Here it has a thread to itself and the server talks to it by message
// (pglite-thread.ts). The transaction handling mirrors PGlite's own: `begin` waits for the
// database like `PGlite.transaction` does, and the requests tagged with its id run inside it.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createCopyQueue } from './copy-queue.ts';
import {
  serialiseError,
  type PgliteRequest,
  type PgliteResponse,
  type PgliteWorkerData,
  type QueryOptions,
} from './pglite-protocol.ts';

const port = parentPort!;
const { location, assets } = workerData as PgliteWorkerData;
const send = (response: PgliteResponse) => port.postMessage(response);

/** An open transaction: its handle, and how to end it. */
interface OpenTransaction {
  tx: Transaction;
  /** Settles the function given to PGlite.transaction: resolve commits, reject rolls back. */
  finish: (commit: boolean) => void;
  /** PGlite's transaction promise (rejects when the commit fails). */
  done: Promise<void>;
}

const ROLLED_BACK = Symbol('rolled back');
const SHARED_BUFFERS = '16MB';
const keepText = (value: string) => value;

function queryOptions(options: QueryOptions) {
  return {
    rowMode: options.rowMode,
    parsers: Object.fromEntries((options.keepAsText ?? []).map((type) => [type, keepText])),
  };
}

async function main(): Promise<void> {
  // Site search's trigram similarity (migration 0005); PostgreSQL ships it, PGlite loads it here.
  const options = {
    extensions: { pg_trgm },
    pgliteWasmModule: assets.pgliteWasmModule,
    ...(assets.initdbWasmModule ? { initdbWasmModule: assets.initdbWasmModule } : {}),
    ...('loadDataDir' in location && location.loadDataDir
      ? { loadDataDir: new Blob([location.loadDataDir as Uint8Array<ArrayBuffer>]) }
      : {}),
    fsBundle: new Blob([assets.fsBundle]),
    // The default 128 MB of shared buffers stay resident; the site's database is a few MB and 16 MB
    // keeps what it reads (docs/benchmarks.md, "Why the code is as it is").
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
  };
  const db =
    'dataDir' in location
      ? await PGlite.create(location.dataDir, options)
      : await PGlite.create(options);
  // PGlite has unpacked the bundle (and a data directory to load): workerData need not keep them.
  Reflect.deleteProperty(assets, 'fsBundle');
  Reflect.deleteProperty(location, 'loadDataDir');
  // Zero-filling each new WAL segment stalls a commit of PGlite's single backend for 40–100 ms
  // (docs/benchmarks.md, "Why the code is as it is"). Without it a segment file is created at its
  // full size at once; a full disk then fails the WAL write instead of the segment's creation.
  await db.exec('set wal_init_zero = off');
  const copy = createCopyQueue(async (jobs) => {
    await db.transaction(async (tx) => {
      for (const job of jobs) {
        for (const chunk of job.chunks) {
          // Structured cloning gave the chunk a fresh ArrayBuffer of its own (never shared).
          await tx.query(job.sql, [], { blob: new Blob([chunk as Uint8Array<ArrayBuffer>]) });
        }
      }
    });
  });
  const transactions = new Map<number, OpenTransaction>();
  const target = (tx: number | undefined) => {
    if (tx === undefined) return db;
    const open = transactions.get(tx);
    if (!open) throw new Error(`No open transaction ${tx}`);
    return open.tx;
  };

  async function handle(request: PgliteRequest): Promise<unknown> {
    switch (request.op) {
      case 'query':
        return target(request.tx).query(request.sql, request.params, queryOptions(request.options));
      case 'exec':
        return target(request.tx).exec(request.sql);
      case 'begin':
        return new Promise<null>((began, failed) => {
          const done: Promise<void> = db
            .transaction(
              (tx) =>
                new Promise((resolve, reject) => {
                  // Registered before `begin` is answered, so the transaction's requests find it.
                  transactions.set(request.id, {
                    tx,
                    finish: (commit) => (commit ? resolve(null) : reject(ROLLED_BACK)),
                    done,
                  });
                  began(null);
                }),
            )
            .then(
              () => undefined,
              (error: unknown) => {
                if (error !== ROLLED_BACK) throw error;
              },
            );
          // A transaction that could not even begin answers its `begin` with the reason (once
          // it has begun, `began` has settled this promise and `end` reports a failed commit).
          done.catch(failed);
        });
      case 'end': {
        const open = transactions.get(request.tx);
        if (!open) throw new Error(`No open transaction ${request.tx}`);
        transactions.delete(request.tx);
        open.finish(request.commit);
        await open.done;
        return null;
      }
      case 'copy':
        await copy({ sql: request.sql, chunks: request.chunks });
        return null;
      case 'close':
        await db.close();
        return null;
    }
  }

  port.on('message', (request: PgliteRequest) => {
    handle(request).then(
      (result) => send({ id: request.id, ok: true, result }),
      (error: unknown) => send({ id: request.id, ok: false, error: serialiseError(error) }),
    );
  });
  send({ id: 0, ready: true });
}

main().catch((error: unknown) => send({ id: 0, ready: false, error: serialiseError(error) }));
