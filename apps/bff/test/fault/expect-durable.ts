// The acceptance check both opt-out fault tests share (test/opt-out-durability-*.test.ts).
import { expect } from 'vitest';
import type { FaultTestReport } from './opt-out-kill.ts';

/** Opt-outs each fault test posts, and the SIGKILLs it lands among them. */
export const FAULT_POSTS = 2000;
export const FAULT_KILLS = 20;
/** Minutes, not seconds: 21 starts of the real server. */
export const FAULT_TIMEOUT_MS = 300_000;

/** No acknowledged opt-out lost or stored twice, and the kills did hit requests in flight. */
export function expectNothingLostOrDoubled(report: FaultTestReport): void {
  // One line per run in the test output: the measured figures.
  console.info(`opt-out fault test: ${JSON.stringify(report)}`);
  expect(report.kills).toBeGreaterThanOrEqual(FAULT_KILLS);
  expect(report.acknowledged).toBe(FAULT_POSTS);
  expect(report.indeterminate).toBeGreaterThan(0);
  expect(report.lost).toBe(0);
  expect(report.duplicated).toBe(0);
  expect(report.unexpected).toBe(0);
  expect(report.storedKeys).toBe(FAULT_POSTS);
  expect(report.storedRecords).toBe(FAULT_POSTS + FAULT_POSTS / 4); // every fourth has two channels
}
