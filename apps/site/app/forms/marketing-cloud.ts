import { useEffect } from 'react';
import type { MarketingCloudOptOut } from '@lender/validation';
import { MARKETING_CLOUD_OPT_OUT_PATH } from './api.ts';
import { newIdempotencyKey } from './idempotency.ts';
import { sendAndForget } from './send.ts';

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
    sendAndForget(
      MARKETING_CLOUD_OPT_OUT_PATH,
      { subscriberKey, jobId, batchId },
      newIdempotencyKey(),
    );
  }, [key]);
}
