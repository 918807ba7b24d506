// What both opt-out fault tests run and check (test/opt-out-durability-*.test.ts): 1,000 opt-outs
// with 10 SIGKILLs among them, then no acknowledged opt-out lost or stored twice.
//
// Why not more: the cost is the restarts. With 20 kills a run took 60 s on a quiet machine but
// 286 s, and once over 300 s, in CI beside the browser tests; ten kills still land each in a
// different stretch of the load with requests in flight (`indeterminate` > 0 below), and the
// command line (opt-out-kill.ts) runs as many as wanted.
import { expect } from 'vitest';
import { runOptOutKillTest, type FaultTestOptions } from './opt-out-kill.ts';

const POSTS = 1000;
const KILLS = 10;
/** Minutes, not seconds: 11 starts of the real server, on two cores shared with the browser tests. */
export const FAULT_TIMEOUT_MS = 480_000;

/** Runs the fault test on `location` and checks what it stored. */
export async function expectDurableOptOuts(
  location: FaultTestOptions['location'],
  seed: number,
): Promise<void> {
  const report = await runOptOutKillTest({ location, posts: POSTS, kills: KILLS, seed });
  // One line per run in the test output: the measured figures.
  console.info(`opt-out fault test: ${JSON.stringify(report)}`);
  expect(report.kills).toBeGreaterThanOrEqual(KILLS);
  expect(report.acknowledged).toBe(POSTS);
  expect(report.indeterminate).toBeGreaterThan(0); // the kills did hit requests in flight
  expect(report.lost).toBe(0);
  expect(report.duplicated).toBe(0);
  expect(report.unexpected).toBe(0);
  expect(report.storedKeys).toBe(POSTS);
  expect(report.storedRecords).toBe(POSTS + POSTS / 4); // every fourth opt-out has two channels
}
