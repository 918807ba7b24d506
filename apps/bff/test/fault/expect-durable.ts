// What both opt-out fault tests run and check (test/opt-out-durability-*.test.ts): 2,000 opt-outs
// with 20 SIGKILLs among them, then no acknowledged opt-out lost or stored twice.
import { expect } from 'vitest';
import { runOptOutKillTest, type FaultTestOptions } from './opt-out-kill.ts';

const POSTS = 2000;
const KILLS = 20;
/** Minutes, not seconds: 21 starts of the real server. */
export const FAULT_TIMEOUT_MS = 300_000;

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
