import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listeningPort,
  runNode,
  SERVER_ENTRY,
  READY_LOG,
  waitForLog,
  type RunningProcess,
} from './helpers.ts';

// A form posted without JavaScript reaches the API through the page's action, in this very
// process. The API must still count each visitor on their own: a site-wide budget would turn
// the eleventh opt-out of the minute away.
let proc: RunningProcess;
let dataDir: string;
let base: string;

beforeAll(async () => {
  // Generous: this file may start while the fault tests keep both cores busy.
  dataDir = await mkdtemp(join(tmpdir(), 'lender-nojs-'));
  proc = runNode(SERVER_ENTRY, {
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    FORM_RATE_LIMIT: '2',
    // The test plays a proxy in front of the server, naming each visitor.
    TRUST_PROXY: 'loopback',
  });
  await waitForLog(proc, READY_LOG, 90_000);
  base = `http://127.0.0.1:${listeningPort(proc)}`;
}, 120_000);
afterAll(async () => {
  proc.child.kill('SIGKILL');
  await proc.exited;
  await rm(dataDir, { recursive: true, force: true });
});

function postOptOut(visitor: string, email: string) {
  return fetch(`${base}/opt-out`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: base,
      'sec-fetch-site': 'same-origin',
      // The visitor as the proxy in front of this server names them.
      'x-forwarded-for': visitor,
    },
    body: new URLSearchParams({ channels: 'email', email }).toString(),
  });
}

describe('no-JavaScript form posts', () => {
  it('are rate limited per visitor, not for the whole site', async () => {
    const first = await postOptOut('203.0.113.10', 'one@example.com');
    const second = await postOptOut('203.0.113.10', 'two@example.com');
    const third = await postOptOut('203.0.113.10', 'three@example.com');
    const otherVisitor = await postOptOut('198.51.100.20', 'four@example.com');

    expect([first.status, second.status]).toEqual([302, 302]);
    expect(first.headers.get('location')).toBe('/opt-out/thank-you');
    // The page shows its error block, with the API's 429 and when to come back.
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await third.text()).toContain('<form');
    expect(otherVisitor.status).toBe(302);
  });
});
