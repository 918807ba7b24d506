import { useEffect } from 'react';
import type { MarketingCloudOptOut } from '@lender/validation';
import { browserApi } from './api.ts';
import { newIdempotencyKey } from './idempotency.ts';

/** Identifier sets already sent from this page load: a re-render or revisit sends nothing more. */
const sent = new Set<string>();

/**
 * SPEC §7: when the opt-out page is opened from a marketing e-mail, tell the API once, on page
 * load, without waiting for or showing the answer.
 */
export function useMarketingCloudOptOut(ids: MarketingCloudOptOut | null): void {
  const key = ids ? JSON.stringify([ids.subscriberKey, ids.jobId, ids.batchId]) : null;
  useEffect(() => {
    if (key === null || sent.has(key)) return;
    sent.add(key);
    const [subscriberKey, jobId, batchId] = JSON.parse(key) as [string, string, string];
    // Fire-and-forget: keepalive lets it finish if the visitor leaves at once; a non-ok answer
    // is only logged (SPEC §8).
    void browserApi().then((api) =>
      api.marketingCloudOptOut(
        { subscriberKey, jobId, batchId },
        { idempotencyKey: newIdempotencyKey(), keepalive: true, retryDelaysMs: [] },
      ),
    );
  }, [key]);
}
