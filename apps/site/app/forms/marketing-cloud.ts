import { useEffect } from 'react';
import type { MarketingCloudOptOut } from '@lender/validation';
import { browserApi } from './api.ts';
import { newIdempotencyKey } from './idempotency.ts';

/**
 * The resource route (routes/opt-out-marketing-cloud.ts) a page without JavaScript loads as an
 * image from `<noscript>`, so the server tells the API instead: the same call, once per opening.
 */
export const MARKETING_CLOUD_NO_SCRIPT_PATH = '/opt-out/marketing-cloud';

/**
 * The address of that image: the e-mail link's own query, as {@link marketingCloudOptOutOf}
 * reads it (`source=marketingcloud&Subscriberkey=…&jobid=…&batchid=…`), from the checked ids.
 */
export function marketingCloudNoScriptUrl(ids: MarketingCloudOptOut): string {
  const query = new URLSearchParams({
    source: 'marketingcloud',
    Subscriberkey: ids.subscriberKey,
    jobid: ids.jobId,
    batchid: ids.batchId,
  });
  return `${MARKETING_CLOUD_NO_SCRIPT_PATH}?${query.toString()}`;
}

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
