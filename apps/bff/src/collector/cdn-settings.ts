// The settings analytics-next fetches from `{cdnURL}/v1/projects/{writeKey}/settings` before it
// sends anything. They are chosen so the library loads nothing else (research/analytics-anchor.md
// §1.2, checked against @segment/analytics-next 1.84.3 src/browser/index.ts):
// - `integrations` holds only 'Segment.io': a second key would load the classic-destinations chunk;
// - no `remotePlugins` (each would be fetched with loadScript), no `enabledMiddleware`, no
//   `middlewareSettings.routingRules`, `legacyVideoPluginsEnabled` false;
// - `metrics.sampleRate` is SPEC §9's 1 on an https site. analytics-next then posts its delivery
//   counters to `https://{metrics.host}/m`, this origin's /v1/m: with its own delivery switched off
//   (packages/analytics delivers through a stored outbox) it takes the scheme from the init options
//   only, so always https. On a plain-http site (development, tests) that would be another origin,
//   so there the rate is 0.
// - `httpConfig` carries SPEC §9's max retries (12) for analytics-next clients that deliver with
//   the library itself (other properties loading these settings).
import { MAX_RETRIES, METRICS_SAMPLE_RATE } from '@lender/analytics';

/** SPEC §9: batching delivery, 10 events or 5000 ms. */
export const BATCH_SIZE_EVENTS = 10;
export const BATCH_TIMEOUT_MS = 5_000;

/** SPEC §9: metrics flush every 30000 ms, a queue of 20. */
export const METRICS_FLUSH_MS = 30_000;
export const METRICS_QUEUE_SIZE = 20;
/** SPEC §9's metrics sample rate on an https site, 0 on plain http (see the top of this file). */
export function metricsSampleRate(protocol: 'http' | 'https'): number {
  return protocol === 'https' ? METRICS_SAMPLE_RATE : 0;
}

/** SPEC §9 backoff: the first retry after 0.5 s (analytics-next counts in seconds). */
export const BASE_BACKOFF_SECONDS = 0.5;

/** Where the collector lives under the site's origin. */
export const COLLECTOR_PATH = '/v1';

/** The collector's host and path without a scheme, and the scheme, as analytics-next wants them. */
export function collectorHost(siteUrl: string): { apiHost: string; protocol: 'http' | 'https' } {
  const url = new URL(siteUrl);
  return {
    apiHost: `${url.host}${COLLECTOR_PATH}`,
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

/** The CDN settings of the site's write key (analytics-next's `CDNSettings`). */
export function cdnSettings(writeKey: string, siteUrl: string) {
  const { apiHost, protocol } = collectorHost(siteUrl);
  return {
    integrations: {
      'Segment.io': {
        apiKey: writeKey,
        apiHost,
        protocol,
        addBundledMetadata: true,
        unbundledIntegrations: [],
        deliveryStrategy: {
          strategy: 'batching',
          config: { size: BATCH_SIZE_EVENTS, timeout: BATCH_TIMEOUT_MS },
        },
        httpConfig: {
          backoffConfig: { maxRetryCount: MAX_RETRIES, baseBackoffInterval: BASE_BACKOFF_SECONDS },
          rateLimitConfig: { maxRetryCount: MAX_RETRIES },
        },
      },
    },
    plan: {
      track: { __default: { enabled: true, integrations: {} } },
      identify: { __default: { enabled: true } },
      group: { __default: { enabled: true } },
    },
    edgeFunction: {},
    analyticsNextEnabled: true,
    middlewareSettings: {},
    legacyVideoPluginsEnabled: false,
    metrics: {
      host: apiHost,
      protocol,
      sampleRate: metricsSampleRate(protocol),
      flushTimer: METRICS_FLUSH_MS,
      maxQueueSize: METRICS_QUEUE_SIZE,
    },
  } as const;
}

/** The settings document's type. */
export type CdnSettings = ReturnType<typeof cdnSettings>;
