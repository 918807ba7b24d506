// Calls as @segment/analytics-next 1.84.3 sends them (research/analytics-anchor.md §2.1, captured
// from the library), for the collector's tests and bench.
import { randomUUID } from 'node:crypto';

export const WRITE_KEY = 'site_write_key_test';

/** `Authorization: Basic base64(writeKey + ':')`, as analytics-next ≥ 1.84 sends it. */
export function basicAuth(writeKey = WRITE_KEY): string {
  return `Basic ${Buffer.from(`${writeKey}:`).toString('base64')}`;
}

const CONTEXT = {
  page: {
    path: '/home-loans/va-loans',
    referrer: 'https://search.example/?q=va+loans',
    search: '?utm_source=news&utm_campaign=spring&email=visitor%40example.com',
    title: 'VA loans | Harborlight',
    url: 'https://www.lender.example/home-loans/va-loans?utm_source=news&utm_campaign=spring&email=visitor%40example.com',
  },
  userAgent:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  userAgentData: {
    brands: [{ brand: 'Chromium', version: '131' }],
    mobile: false,
    platform: 'macOS',
  },
  locale: 'en-US',
  timezone: 'America/Detroit',
  library: { name: 'analytics.js', version: 'npm:next-1.84.3' },
  campaign: { source: 'news', name: 'spring' },
  ip: '203.0.113.9',
  traits: { email: 'visitor@example.com' },
};

export function messageId(): string {
  return `ajs-next-${Date.now()}-${randomUUID()}`;
}

interface CallOptions {
  anonymousId?: string;
  messageId?: string;
  timestamp?: string;
}

function envelope(type: string, options: CallOptions) {
  const timestamp = options.timestamp ?? new Date().toISOString();
  return {
    timestamp,
    integrations: { 'Segment.io': true },
    type,
    context: structuredClone(CONTEXT),
    messageId: options.messageId ?? messageId(),
    anonymousId: options.anonymousId ?? 'a5dc5850-8662-4a12-b768-681976b5110f',
    writeKey: WRITE_KEY,
    userId: null,
    sentAt: timestamp,
    _metadata: { bundled: ['Segment.io'], unbundled: [], bundledIds: [] },
  };
}

/** A track call of a catalogue event (valid unless the properties say otherwise). */
export function trackCall(
  event = 'clicked_button',
  properties: Record<string, unknown> = { button_name: 'Get started', page_name: 'lender:home' },
  options: CallOptions = {},
) {
  return { ...envelope('track', options), event, properties };
}

/**
 * A page call as `analytics.page('loaded_page', properties)` sends it: the library adds path,
 * referrer, search, title and url, and copies name and category into the properties.
 */
export function pageCall(
  properties: Record<string, unknown> = {
    page_name: 'home loans:va loans',
    funnel_experience: 'home loans',
  },
  options: CallOptions & { path?: string; name?: string } = {},
) {
  const base = envelope('page', options);
  const path = options.path ?? CONTEXT.page.path;
  base.context.page.path = path;
  return {
    ...base,
    name: options.name ?? 'loaded_page',
    category: null,
    properties: {
      path,
      referrer: CONTEXT.page.referrer,
      search: CONTEXT.page.search,
      title: CONTEXT.page.title,
      url: `https://www.lender.example${path}`,
      name: options.name ?? 'loaded_page',
      ...properties,
    },
  };
}

export function identifyCall(options: CallOptions = {}) {
  return {
    ...envelope('identify', options),
    userId: 'user_123',
    traits: { email: 'a@example.com' },
  };
}

export function groupCall(options: CallOptions = {}) {
  return { ...envelope('group', options), groupId: 'group_1', traits: { name: 'Acme' } };
}

export function aliasCall(options: CallOptions = {}) {
  return { ...envelope('alias', options), userId: 'user_new', previousId: 'user_123' };
}

export function screenCall(options: CallOptions = {}) {
  return {
    ...envelope('screen', options),
    name: 'loaded_page',
    category: null,
    properties: { page_name: 'app:home' },
  };
}

/** A batch body as the batching dispatcher posts it: events without sentAt. */
export function batchBody(events: readonly object[], writeKey = WRITE_KEY) {
  return {
    writeKey,
    batch: events.map((event) => {
      const { sentAt: _sentAt, ...rest } = event as { sentAt?: string };
      return rest;
    }),
    sentAt: new Date().toISOString(),
  };
}
