import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { AppOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { pgliteTemplateDir } from '../src/db/pglite-template.ts';
import { bffDir } from '../src/package-paths.ts';
import { tarDirectory } from './directory-tar.ts';

/** A PostgreSQL server to test against as well, when the environment names one. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/**
 * The header a TLS-ending proxy in front adds: a test of a site whose SITE_URL is on https sends
 * it, as visitors reach the site over TLS (plain HTTP is redirected there).
 */
export const OVER_TLS = { 'x-forwarded-proto': 'https' } as const;

/** Configuration as the server would parse it, quiet unless a test asks for logs. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ LOG_LEVEL: 'silent', ...env });
}

let templateTar: Promise<Uint8Array | undefined> | undefined;

/**
 * The build's migrated PGlite template (src/db/pglite-template.ts) as a tar, read once per test
 * file; undefined when it was not built (tests run before `pnpm build`, or on another PGlite).
 */
export function pgliteTemplateTar(): Promise<Uint8Array | undefined> {
  templateTar ??= (async () => {
    const template = pgliteTemplateDir();
    if (!existsSync(join(template, 'PG_VERSION'))) return undefined;
    return tarDirectory(template);
  })();
  return templateTar;
}

/**
 * A fresh in-memory PGlite with every migration applied. It starts from the build's migrated
 * template when there is one: PGlite's initdb and every migration took 3–5 s for each test
 * database (30 s on a busy CI machine). Migrations still run after loading it, so a migration
 * newer than the build is applied; test/migrations-from-nothing.test.ts keeps migrating an empty
 * database, and checks it ends with the template's schema.
 */
export async function memoryDatabase(): Promise<Database> {
  const loadDataDir = await pgliteTemplateTar();
  return openDatabase(loadDataDir ? { memory: true, loadDataDir } : { memory: true });
}

/**
 * A new, empty PostgreSQL database on the TEST_DATABASE_URL server (so migrations run
 * from nothing), and a function that drops it again.
 */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `lender_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A port nothing listens on now, from the operating system. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The server's entry point, run from source by Node's own TypeScript support. */
export const SERVER_ENTRY = join(bffDir, 'src', 'server.ts');

export interface RunningProcess {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

/** Starts `node <entry>` with the workspace packages resolved to their source. */
export function runNode(
  entry: string,
  env: Record<string, string>,
  args: readonly string[] = [],
): RunningProcess {
  const child = spawn(process.execPath, ['--conditions=@lender/source', entry, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Resolves once the process has logged a line containing `text`. */
export async function waitForLog(
  proc: RunningProcess,
  text: string,
  // A first start on an empty database takes a few seconds more than a restart: 5–15 s alone,
  // over 90 s in CI at a load average of 14 (four server-process tests failed there at 90 s).
  // Under the 240 s of those tests, so a start that never comes still fails with its log.
  timeoutMs = 200_000,
): Promise<void> {
  const started = Date.now();
  while (!proc.stdout().includes(text)) {
    if (proc.child.exitCode !== null) {
      throw new Error(`process exited early: ${proc.stderr()}${proc.stdout()}`);
    }
    if (Date.now() - started > timeoutMs) throw new Error(`no "${text}" in: ${proc.stdout()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The log line of a server whose data is ready (it listens before, answering 503 until then). */
export const READY_LOG = '"msg":"ready"';

/** The port a running server logged that it listens on. */
export function listeningPort(proc: RunningProcess): number {
  const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(proc.stdout());
  if (!match?.[1]) throw new Error(`no listening line in: ${proc.stdout()}`);
  return Number(match[1]);
}

/** The API alone on a fresh in-memory database, with the demo rate sheet dated `today`. */
export async function apiApp(today = '2026-11-21') {
  const { buildApp } = await import('../src/app.ts');
  const { seedRateData } = await import('../src/seed/seed-rate-data.ts');
  const database = await memoryDatabase();
  const now = () => new Date(`${today}T12:00:00Z`);
  await seedRateData(database.db, now());
  const app = await buildApp({ config: testConfig(), database, serveSite: false, now });
  return { app, database };
}

/** The databases every storage test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DATABASE_KINDS: readonly ('pglite' | 'postgres')[] = TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** A fresh, migrated database of that kind, and how to dispose of it. */
export async function testDatabase(
  kind: 'pglite' | 'postgres',
): Promise<{ database: Database; dispose: () => Promise<void> }> {
  if (kind === 'pglite') {
    const database = await memoryDatabase();
    return { database, dispose: () => database.close().catch(() => undefined) };
  }
  const fresh = await freshPostgresDatabase();
  const database = await openDatabase({ databaseUrl: fresh.url });
  return {
    database,
    dispose: async () => {
      await database.close().catch(() => undefined);
      await fresh.drop();
    },
  };
}

/** Rows of a raw SQL query, on either driver. */
export async function queryRows<T>(database: Database, query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The API alone (no site) on a fresh database of that kind, configured from `env`. Closing the
 * app closes the database; `dispose` also drops a PostgreSQL test database.
 */
export async function consentApp(
  kind: 'pglite' | 'postgres',
  env: Record<string, string> = {},
  options: Partial<Omit<AppOptions, 'config' | 'database'>> = {},
) {
  const { buildApp } = await import('../src/app.ts');
  const { database, dispose } = await testDatabase(kind);
  const app = await buildApp({ config: testConfig(env), database, serveSite: false, ...options });
  return {
    app,
    database,
    dispose: async () => {
      await app.close();
      await dispose();
    },
  };
}

/**
 * The API alone on a database the caller owns (closing the app leaves it open): tests share one
 * database across many apps, since opening and migrating one takes seconds.
 */
export async function consentAppOn(
  database: Database,
  env: Record<string, string> = {},
  options: Partial<Omit<AppOptions, 'config' | 'database'>> = {},
): Promise<FastifyInstance> {
  const { buildApp } = await import('../src/app.ts');
  const borrowed: Database = { ...database, close: async () => undefined };
  return buildApp({ config: testConfig(env), database: borrowed, serveSite: false, ...options });
}

/** Empties the consent tables between tests that share a database (test set-up only). */
export async function emptyConsentTables(database: Database): Promise<void> {
  await database.db.execute(sql`truncate consent_outbox, consent_records, idempotency_keys`);
}
