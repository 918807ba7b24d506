// Session replay's retention (issue 26 part 4): recordings older than SESSION_REPLAY_RETENTION_DAYS
// (30 by default) are deleted at start and then every hour, tied to the app's life like
// collector-jobs.ts.
import fp from 'fastify-plugin';
import { failureLogFields } from '../db/unavailable.ts';
import { startPeriodic } from '../lib/periodic.ts';
import type { ReplayService } from '../session-replay/replay-service.ts';

/** How often expired recordings are looked for. */
export const REPLAY_RETENTION_INTERVAL_MS = 60 * 60_000;

export interface ReplayJobsOptions {
  replay: ReplayService;
  /** SESSION_REPLAY_RETENTION_DAYS. */
  retentionDays: number;
  /** Tests shorten it. */
  intervalMs?: number;
}

/** The retention job: started when the app is ready, stopped before the database closes. */
export const replayJobs = fp<ReplayJobsOptions>(
  async (app, { replay, retentionDays, intervalMs = REPLAY_RETENTION_INTERVAL_MS }) => {
    let job: { stop: () => Promise<void> } | undefined;
    let firstRun: Promise<unknown> = Promise.resolve();
    const expire = async () => {
      const deleted = await replay.deleteExpired(retentionDays);
      if (deleted > 0) app.log.info({ deleted }, 'expired session replay chunks deleted');
    };
    const logFailure = (error: unknown) =>
      app.log.warn(failureLogFields(error), 'session replay retention job failed');
    app.addHook('onReady', async () => {
      // Not awaited: a database still opening (or down) must not hold the server's start.
      firstRun = expire().catch(logFailure);
      job = startPeriodic(expire, intervalMs, logFailure);
    });
    app.addHook('preClose', async () => {
      await Promise.all([firstRun, job?.stop()]);
    });
  },
  { name: 'replay-jobs' },
);
