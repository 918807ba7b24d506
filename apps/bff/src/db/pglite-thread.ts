// The embedded database, run in a thread of its own (pglite-worker.ts) and used from the server's
// thread through an object with PGlite's query/exec/transaction surface, which is all drizzle's
// PGlite driver calls. Measured with bench/collector.ts: in the server's thread, the database and
// HTTP shared one core; here each has its own.
import { readFile } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import type {
  PgliteAssets,
  PgliteLocation,
  PgliteRequest,
  PgliteResponse,
  PgliteWorkerData,
  QueryOptions,
  SerialisedError,
} from './pglite-protocol.ts';
import { copyTemplateInto } from './pglite-template.ts';

/** The database thread's young generation, in MB (Node's default is several times this). */
const DATABASE_THREAD_YOUNG_GENERATION_MB = 8;

/** A query's result as PGlite returns it. */
export interface QueryResult<Row = Record<string, unknown>> {
  rows: Row[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** The options drizzle passes: a row mode and value parsers keyed by type id. */
export interface DrizzleQueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

/** What queries run on: the database, or one open transaction. */
export interface PgliteQueryable {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: DrizzleQueryOptions,
  ): Promise<QueryResult<Row>>;
  exec(sql: string): Promise<QueryResult[]>;
}

/** The database in its thread. */
export interface PgliteThread extends PgliteQueryable {
  /** Runs `run` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(run: (tx: PgliteQueryable) => Promise<T>): Promise<T>;
  /**
   * Runs `copy … from '/dev/blob'` (`sql`) once per chunk, each a whole COPY input in the
   * format `sql` names, all in one transaction. PGlite reads a blob of more than ~64 KB markedly
   * slower per row, hence the chunks.
   */
  copyFrom(sql: string, chunks: Uint8Array[]): Promise<void>;
  close(): Promise<void>;
}

/** An error from the database thread, with PostgreSQL's fields (code, detail…) as own fields. */
export class PgliteThreadError extends Error {
  constructor(serialised: SerialisedError) {
    super(serialised.message);
    Object.assign(this, serialised.fields);
    this.name = serialised.name;
  }
}

const workerFile = new URL(
  import.meta.url.endsWith('.ts') ? './pglite-worker.ts' : './pglite-worker.js',
  import.meta.url,
);

let compiled: Promise<WebAssembly.Module> | undefined;
let initdbCompiled: Promise<WebAssembly.Module> | undefined;

/**
 * PGlite's WebAssembly, compiled once per process: a thread that compiles it itself takes a
 * second or more longer to open a database (docs/benchmarks.md, "Why the code is as it is").
 */
function compiledOnce(file: 'pglite.wasm' | 'initdb.wasm'): Promise<WebAssembly.Module> {
  const compile = async () =>
    WebAssembly.compile(await readFile(new URL(file, import.meta.resolve('@electric-sql/pglite'))));
  const module = file === 'pglite.wasm' ? (compiled ??= compile()) : (initdbCompiled ??= compile());
  // A failed read is not remembered: the next open tries again.
  module.catch(() => {
    if (file === 'pglite.wasm') compiled = undefined;
    else initdbCompiled = undefined;
  });
  return module;
}

/**
 * What a database thread needs: the compiled WebAssembly, initdb's only when it is to make a new
 * database itself (in memory, or in a new directory without a template), and the file-system
 * bundle, read for each thread and handed over to it (6 MB this thread need not keep).
 */
async function pgliteAssets(initialises: boolean): Promise<PgliteAssets> {
  const [pgliteWasmModule, initdbWasmModule, fsBundle] = await Promise.all([
    compiledOnce('pglite.wasm'),
    initialises ? compiledOnce('initdb.wasm') : undefined,
    readFile(new URL('pglite.data', import.meta.resolve('@electric-sql/pglite'))),
  ]);
  return { pgliteWasmModule, initdbWasmModule, fsBundle };
}

/** Starts the database thread; resolves once the database is open. */
export async function openPgliteThread(location: PgliteLocation): Promise<PgliteThread> {
  // A new directory is a copy of the template when there is one; else PGlite's initdb makes it.
  const { needsInitdb } =
    'dataDir' in location
      ? await copyTemplateInto(location.dataDir)
      : { needsInitdb: !location.loadDataDir };
  const assetsLoaded = await pgliteAssets(needsInitdb);
  const worker = new Worker(workerFile, {
    workerData: { location, assets: assetsLoaded } satisfies PgliteWorkerData,
    transferList: [assetsLoaded.fsBundle.buffer],
    // Its JavaScript only passes messages: a small young generation keeps its heap small.
    resourceLimits: { maxYoungGenerationSizeMb: DATABASE_THREAD_YOUNG_GENERATION_MB },
  });
  const waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();
  let nextId = 1;
  let stopped: Error | undefined;

  // The thread keeps the process alive only while an answer is awaited, as PGlite in this
  // thread did: an idle open database does not stop a finished script from exiting.
  const holdWhileWaiting = () => (waiting.size > 0 ? worker.ref() : worker.unref());

  await new Promise<void>((ready, failed) => {
    const stoppedWhileOpening = (code: number) =>
      failed(new Error(`The database thread stopped while opening (exit code ${code})`));
    const onStart = (message: PgliteResponse) => {
      if (message.id !== 0) return;
      worker.off('message', onStart);
      worker.off('error', failed);
      worker.off('exit', stoppedWhileOpening);
      if ('ready' in message && message.ready) ready();
      else if ('error' in message) failed(new PgliteThreadError(message.error));
    };
    worker.on('message', onStart);
    worker.once('error', failed);
    worker.once('exit', stoppedWhileOpening);
  });

  worker.on('message', (message: PgliteResponse) => {
    const pending = waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id);
    holdWhileWaiting();
    if ('ok' in message && message.ok) pending.resolve(message.result);
    else if ('error' in message) pending.reject(new PgliteThreadError(message.error));
  });
  const stop = (error: Error) => {
    stopped ??= error;
    for (const pending of waiting.values()) pending.reject(stopped);
    waiting.clear();
  };
  worker.on('error', stop);
  worker.on('exit', (code) => stop(new Error(`The database thread stopped (exit code ${code})`)));
  holdWhileWaiting();

  /** Sends a request under the id given; resolves with its answer. */
  function call<T>(request: PgliteRequest): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const answer = new Promise<T>((resolve, reject) => {
      waiting.set(request.id, { resolve: resolve as (value: unknown) => void, reject });
    });
    holdWhileWaiting();
    worker.postMessage(request);
    return answer;
  }

  const queryable = (tx?: number): PgliteQueryable => ({
    query: (sql, params = [], options = {}) =>
      call({ id: nextId++, op: 'query', sql, params, options: travelling(options), tx }),
    exec: (sql) => call({ id: nextId++, op: 'exec', sql, tx }),
  });

  return {
    ...queryable(),
    async transaction(run) {
      // The transaction is known by the id of its `begin`.
      const tx = nextId++;
      await call({ id: tx, op: 'begin' });
      let result;
      try {
        result = await run(queryable(tx));
      } catch (error) {
        await call({ id: nextId++, op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await call({ id: nextId++, op: 'end', tx, commit: true });
      return result;
    },
    copyFrom: (sql, chunks) => call({ id: nextId++, op: 'copy', sql, chunks }),
    async close() {
      if (stopped) return;
      await call({ id: nextId++, op: 'close' });
      stop(new Error('The database is closed'));
      await worker.terminate();
    },
  };
}

/**
 * Drizzle's parsers for PGlite all return the value as PostgreSQL sent it (dates, times, numeric
 * arrays kept as text); functions cannot travel, so their type ids do and the other side applies
 * that same identity.
 */
function travelling({ rowMode, parsers }: DrizzleQueryOptions): QueryOptions {
  return {
    ...(rowMode ? { rowMode } : {}),
    ...(parsers ? { keepAsText: Object.keys(parsers).map(Number) } : {}),
  };
}
