// A PostgreSQL server of a test's own, to stop, crash and start again under load: never the shared
// TEST_DATABASE_URL server, which other test files use at the same time. It is made with the
// machine's own initdb and pg_ctl in a temporary directory, on a free port, and removed after.
// PostgreSQL refuses to run as root, so as root (CI) it runs as the `postgres` user.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../helpers.ts';

const run = promisify(execFile);

/** Where initdb and pg_ctl are: Debian's /usr/lib/postgresql/<newest>/bin, else the PATH. */
function findBinDir(): string | undefined {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => existsSync(join(debian, name, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(debian, versions[0], 'bin');
  }
  const path = process.env.PATH ?? '';
  return path.split(delimiter).find((dir) => dir && existsSync(join(dir, 'initdb')));
}

/** The uid and gid of the `postgres` user, from /etc/passwd. */
async function postgresUser(): Promise<{ uid: number; gid: number } | undefined> {
  const passwd = await readFile('/etc/passwd', 'utf8').catch(() => '');
  const fields = passwd
    .split('\n')
    .map((line) => line.split(':'))
    .find((entry) => entry[0] === 'postgres');
  return fields ? { uid: Number(fields[2]), gid: Number(fields[3]) } : undefined;
}

const isRoot = () => process.getuid?.() === 0;

/** util-linux's runuser, which runs a command as another user without a password (root only). */
function findRunuser(): string | undefined {
  const dirs = [
    '/usr/sbin',
    '/sbin',
    '/usr/bin',
    '/bin',
    ...(process.env.PATH ?? '').split(delimiter),
  ];
  return dirs.map((dir) => join(dir, 'runuser')).find((path) => existsSync(path));
}

/**
 * Why this machine cannot run a PostgreSQL of a test's own, or undefined when it can: the
 * PostgreSQL server binaries are missing, or the process is root and cannot run them as the
 * `postgres` user (no such user, or no runuser).
 */
export async function ownPostgresUnavailable(): Promise<string | undefined> {
  if (!findBinDir()) {
    return 'no PostgreSQL server binaries (initdb, pg_ctl) in /usr/lib/postgresql/*/bin or on the PATH';
  }
  if (isRoot() && !(await postgresUser())) {
    return 'running as root, and there is no postgres user to run PostgreSQL as';
  }
  if (isRoot() && !findRunuser()) {
    return 'running as root, and there is no runuser to run PostgreSQL as the postgres user';
  }
  return undefined;
}

/** How PostgreSQL is stopped (pg_ctl's modes). */
export type StopMode =
  /** Every session is ended with 57P01 (admin shutdown), then it stops cleanly. */
  | 'fast'
  /** Every process quits at once, without a checkpoint: the next start recovers from the WAL. */
  | 'immediate';

/** A running PostgreSQL of this test's own. */
export interface OwnPostgres {
  readonly port: number;
  /** A URL of the database `name` on it, as its superuser `lender`. */
  url(name?: string): string;
  /** Creates an empty database. */
  createDatabase(name: string): Promise<void>;
  /** Runs one statement on a connection of its own to `database` (default `postgres`). */
  query<Row>(text: string, values?: unknown[], database?: string): Promise<Row[]>;
  /** Stops it (pg_ctl stop: returns when it has stopped). */
  stop(mode: StopMode): Promise<void>;
  /** Starts it again (pg_ctl start: returns when it accepts connections). */
  start(): Promise<void>;
  /** Ends every session of `database` with pg_terminate_backend (57P01); answers how many. */
  terminateSessions(database: string): Promise<number>;
  /**
   * Kills the session process `pid` (or any session's of `database`) with SIGKILL: PostgreSQL
   * takes it for a crash, ends every other session (57P02), recovers from the WAL and refuses
   * connections meanwhile (57P03), as a fail-over looks to its clients. Answers the pid killed.
   */
  crashSession(database: string, pid?: number): Promise<number>;
  /** The end of its log, for a failure's message. */
  logTail(): Promise<string>;
  /** Stops it at once and removes its directory. */
  destroy(): Promise<void>;
}

/**
 * Creates (initdb) and starts a PostgreSQL in a temporary directory, on `port` or a free one. Check
 * {@link ownPostgresUnavailable} first.
 */
export async function startOwnPostgres(port?: number): Promise<OwnPostgres> {
  const binDir = findBinDir();
  if (!binDir) throw new Error('no PostgreSQL server binaries');
  const dir = await mkdtemp(join(tmpdir(), 'lender-own-pg-'));
  const owner = isRoot() ? await postgresUser() : undefined;
  const runuser = findRunuser();
  if (isRoot() && !(owner && runuser)) throw new Error(await ownPostgresUnavailable());
  if (owner) await chown(dir, owner.uid, owner.gid);
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'postgresql.log');
  const listenPort = port ?? (await freePort());

  /** Runs a PostgreSQL tool as the directory's owner. */
  const tool = async (name: string, args: string[]) => {
    const command = join(binDir, name);
    try {
      return owner && runuser
        ? await run(runuser, ['-u', 'postgres', '--', command, ...args], { cwd: dir })
        : await run(command, args, { cwd: dir });
    } catch (error) {
      const log = await readFile(logFile, 'utf8').catch(() => '');
      throw new Error(`${name} ${args.join(' ')} failed: ${String(error)}\n${log.slice(-2000)}`);
    }
  };

  // Trust on the loopback only, no fsync (nothing here outlives the test; a stop, even an
  // immediate one, still leaves every commit in the WAL the next start recovers from), and a
  // small footprint beside the other tests.
  await tool('initdb', ['-D', dataDir, '-U', 'lender', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const options = [
    `-p ${listenPort}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c shared_buffers=16MB',
    '-c max_connections=50',
  ].join(' ');
  const start = async () => {
    await tool('pg_ctl', ['start', '-w', '-t', '120', '-D', dataDir, '-l', logFile, '-o', options]);
  };
  await start();

  const url = (name = 'postgres') => `postgres://lender@127.0.0.1:${listenPort}/${name}`;
  /** One statement on a connection of its own, closed after. */
  const admin = async <Row>(
    text: string,
    values: unknown[] = [],
    database = 'postgres',
  ): Promise<Row[]> => {
    const client = new pg.Client({ connectionString: url(database) });
    client.on('error', () => undefined); // a crash of another session may end this one too
    await client.connect();
    try {
      return (await client.query(text, values)).rows as Row[];
    } finally {
      await client.end().catch(() => undefined);
    }
  };

  return {
    port: listenPort,
    url,
    async createDatabase(name) {
      await admin(`create database ${pg.escapeIdentifier(name)}`);
    },
    query: admin,
    async stop(mode) {
      await tool('pg_ctl', ['stop', '-w', '-t', '120', '-D', dataDir, '-m', mode]);
    },
    start,
    async terminateSessions(database) {
      const rows = await admin<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
         where datname = $1 and pid <> pg_backend_pid()`,
        [database],
      );
      return rows.filter((row) => row.ended).length;
    },
    async crashSession(database, pid) {
      const [session] = pid
        ? [{ pid }]
        : await admin<{ pid: number }>(
            `select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
            [database],
          );
      if (!session) throw new Error(`no session of ${database} to crash`);
      process.kill(session.pid, 'SIGKILL');
      return session.pid;
    },
    logTail: async () => (await readFile(logFile, 'utf8').catch(() => '')).slice(-3000),
    async destroy() {
      await tool('pg_ctl', ['stop', '-w', '-D', dataDir, '-m', 'immediate']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
