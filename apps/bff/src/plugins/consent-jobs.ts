// The background work of marketing preferences, tied to the app's life: started when the app is
// ready, stopped (after the work in flight) when it closes, before the database closes.

import fp from 'fastify-plugin';
import type { ConsentService } from '../consent/consent-service.ts';
import { createOutboxWorker, type OutboxWorkerOptions } from '../consent/outbox-worker.ts';
import { startPeriodic } from '../lib/periodic.ts';
import type { AppDb } from '../db/client.ts';
import { failureLogFields } from '../db/unavailable.ts';

/** How often expired idempotency answers are forgotten. */
export const PRUNE_INTERVAL_MS = 10 * 60 * 1000;

export interface ConsentJobsOptions {
  db: AppDb;
  consent: ConsentService;
  /** CONSENT_WEBHOOK_URL and its secret; without them records wait in the outbox. */
  webhook?: { url: string; secret: string };
  outbox?: Partial<OutboxWorkerOptions>;
}

/** Outbox delivery (when a webhook is configured) and pruning of expired idempotency answers. */
export const consentJobs = fp<ConsentJobsOptions>(
  async (app, { db, consent, webhook, outbox }) => {
    const worker = webhook
      ? createOutboxWorker({ db, ...webhook, logger: app.log, ...outbox })
      : undefined;
    let pruning: { stop: () => Promise<void> } | undefined;
    app.addHook('onReady', async () => {
      worker?.start();
      pruning = startPeriodic(
        () => consent.pruneExpiredAnswers(),
        PRUNE_INTERVAL_MS,
        (error) => app.log.warn(failureLogFields(error), 'pruning idempotency answers failed'),
      );
    });
    app.addHook('preClose', async () => {
      await Promise.all([worker?.stop(), pruning?.stop()]);
    });
  },
  { name: 'consent-jobs' },
);
