import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNode, SERVER_ENTRY, TEST_DATABASE_URL, type RunningProcess } from './helpers.ts';

// A start that fails for a reason the operator can fix prints one plain line naming the cause and
// the variable (issue 36 §4), not a JSON line with a stack trace: a port in use, a wrong
// DATABASE_URL, a DATA_DIR that cannot be written (a real read-only mount) and a full disk (a
// real 2 MB tmpfs). Each is the real fault, met by the real server process.

const run = promisify(execFile);

/** Whether this process may mount (root on a Linux machine: CI's, this one's). */
async function canMount(): Promise<boolean> {
  const probe = await mkdtemp(join(tmpdir(), 'lender-mount-probe-'));
  try {
    await run('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe]);
    await run('umount', [probe]);
    return true;
  } catch {
    return false;
  } finally {
    await rm(probe, { recursive: true, force: true });
  }
}
const mountable = await canMount();

/** Runs the server to its end; answers its exit code, stderr lines and stdout. */
async function failedStart(env: Record<string, string>) {
  const proc: RunningProcess = runNode(SERVER_ENTRY, {
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    ...env,
  });
  const code = await proc.exited;
  return {
    code,
    lines: proc.stderr().trim().split('\n'),
    stdout: proc.stdout(),
  };
}

/** The JSON log says the start failed with the code, and holds no stack trace. */
function expectShortLog(stdout: string, code: string) {
  expect(stdout).toContain(`"code":"${code}","msg":"server failed to start"`);
  expect(stdout).not.toContain('"stack"');
}

describe('a start that fails says why in one line', () => {
  const dirs: string[] = [];
  const mounts: string[] = [];
  const tempDir = async (name: string) => {
    const dir = await mkdtemp(join(tmpdir(), `lender-${name}-`));
    dirs.push(dir);
    return dir;
  };

  afterAll(async () => {
    for (const mount of mounts.reverse()) await run('umount', [mount]).catch(() => undefined);
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('a port in use: names PORT, at once', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const port = (taken.address() as { port: number }).port;
      const started = performance.now();
      const result = await failedStart({ PORT: String(port), DATA_DIR: await tempDir('port') });
      expect(result.code).toBe(1);
      expect(result.lines).toEqual([
        `Port ${port} on 127.0.0.1 is already in use (EADDRINUSE): stop the program using it, or set PORT to a free port.`,
      ]);
      expectShortLog(result.stdout, 'EADDRINUSE');
      // Before the database is opened: no first start's work, so no "database ready".
      expect(result.stdout).not.toContain('database ready');
      expect(performance.now() - started).toBeLessThan(60_000);
    } finally {
      taken.close();
    }
  });

  describe.runIf(TEST_DATABASE_URL)('a wrong DATABASE_URL', () => {
    it('a wrong password: names DATABASE_URL and the password, never shows it', async () => {
      const url = new URL(TEST_DATABASE_URL!);
      url.password = 'not-the-password';
      const result = await failedStart({ DATABASE_URL: url.toString() });
      expect(result.code).toBe(1);
      expect(result.lines).toEqual([
        'DATABASE_URL: PostgreSQL refused its user name or password (28P01): check the user and password in DATABASE_URL.',
      ]);
      expectShortLog(result.stdout, '28P01');
      expect(result.stdout + result.lines.join('')).not.toContain('not-the-password');
    });

    it('a database that does not exist: names it and how to create it', async () => {
      const url = new URL(TEST_DATABASE_URL!);
      url.pathname = '/lender_no_such_database';
      const result = await failedStart({ DATABASE_URL: url.toString() });
      expect(result.code).toBe(1);
      expect(result.lines).toEqual([
        'DATABASE_URL names the database "lender_no_such_database", which does not exist (3D000): create it (createdb lender_no_such_database) or fix the name in DATABASE_URL.',
      ]);
      expectShortLog(result.stdout, '3D000');
    });
  });

  describe.runIf(process.env.CI === 'true' && !mountable)('in CI', () => {
    it('may mount a read-only directory and a small disk', () => {
      throw new Error('CI must run the DATA_DIR cases of test/start-failures.test.ts as root');
    });
  });

  describe.runIf(mountable)('DATA_DIR', () => {
    let readOnly: string;
    let full: string;

    beforeAll(async () => {
      readOnly = await tempDir('read-only');
      await run('mount', ['--bind', readOnly, readOnly]);
      mounts.push(readOnly);
      await run('mount', ['-o', 'remount,bind,ro', readOnly]);
      full = await tempDir('full');
      await run('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', full]);
      mounts.push(full);
    });

    it('on a read-only mount: names DATA_DIR and the directory', async () => {
      const result = await failedStart({ DATA_DIR: readOnly });
      expect(result.code).toBe(1);
      expect(result.lines).toHaveLength(1);
      expect(result.lines[0]).toMatch(
        new RegExp(
          `^DATA_DIR \\(${readOnly}\\) cannot be written \\((EROFS|ENOENT|EACCES)\\): make it a writable directory for this user, or set DATA_DIR to one that is\\.$`,
        ),
      );
      expect(result.stdout).not.toContain('"stack"');
      // The analytics key's warning is not told for a database that never opened.
      expect(result.stdout).not.toContain('analytics write key not read');
    });

    it('on a full disk: names DATA_DIR and the space a first start needs', async () => {
      const result = await failedStart({ DATA_DIR: full });
      expect(result.code).toBe(1);
      expect(result.lines).toEqual([
        `The disk holding DATA_DIR (${full}) is full (ENOSPC): free some space, or set DATA_DIR to a directory on another disk (a first start needs about 60 MB).`,
      ]);
      expectShortLog(result.stdout, 'ENOSPC');
    });
  });
});
