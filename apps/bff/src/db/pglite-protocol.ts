// The messages between the server's thread (pglite-thread.ts) and the embedded database's own
// thread (pglite-worker.ts). Everything in them survives structured cloning: the parsers that
// drizzle passes as functions travel as the list of type ids to keep as text (drizzle's parsers
// for PGlite are all `(value) => value`, see pglite-thread.ts).

/**
 * Where the database lives: a directory, or memory (tests). A database in memory starts empty
 * (PGlite's initdb), or from `loadDataDir`, a tar of a data directory (tests start from the build's
 * migrated template: no initdb, no migrations, a fraction of the time).
 */
export type PgliteLocation = { dataDir: string } | { memory: true; loadDataDir?: Uint8Array };

/**
 * PGlite's WebAssembly compiled once per process, and its file-system bundle: a worker given them
 * skips compiling 9 MB of WebAssembly, which otherwise happens for every database opened.
 */
export interface PgliteAssets {
  pgliteWasmModule: WebAssembly.Module;
  /** Only for a thread that makes a new database itself (initdb). */
  initdbWasmModule?: WebAssembly.Module | undefined;
  fsBundle: Uint8Array<ArrayBuffer>;
}

/** What the worker is started with. */
export interface PgliteWorkerData {
  location: PgliteLocation;
  assets: PgliteAssets;
}

/** A query's options as they travel. */
export interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** PostgreSQL type ids whose values are returned as the text PostgreSQL sent. */
  keepAsText?: number[];
}

/** A request from the server's thread; `tx` runs it inside an open transaction. */
export type PgliteRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; options: QueryOptions; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  /** Opens a transaction; the answer comes when it holds the database. */
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  /** `copy … from '/dev/blob'` once per chunk (a whole COPY input), all in one transaction. */
  | { id: number; op: 'copy'; sql: string; chunks: Uint8Array[] }
  | { id: number; op: 'close' };

/** An error as it travels: its message and PostgreSQL's fields (code, detail, constraint…). */
export interface SerialisedError {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean>;
}

/** The worker's answers: to a request, or once at start. */
export type PgliteResponse =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: SerialisedError }
  | { id: 0; ready: true }
  | { id: 0; ready: false; error: SerialisedError };

/** An error with its own fields, ready to travel. */
export function serialiseError(error: unknown): SerialisedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      fields[key] = value;
    }
  }
  return { name: error.name, message: error.message, fields };
}
