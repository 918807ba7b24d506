import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../playwright.config.ts';

/** One event as the collector stored it (GET /admin/analytics/events). */
export interface StoredEvent {
  messageId: string;
  type: string;
  eventName: string | null;
  anonymousId: string | null;
  pagePath: string | null;
  pageName: string | null;
  /** When the page made the call (ISO 8601). */
  timestamp: string | null;
  properties: Record<string, unknown> | null;
  context: Record<string, unknown> | null;
}

/** The visitor's anonymous id, as analytics-next stored it (a JSON string in the cookie). */
export async function anonymousIdOf(page: Page): Promise<string> {
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'ajs_anonymous_id'))
    .toBe(true);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'ajs_anonymous_id');
  return decodeURIComponent(cookie!.value).replace(/^"|"$/g, '');
}

/** Waits until the analytics library has loaded and taken over the stub's queue. */
export async function analyticsLoaded(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as { lenderAnalytics?: { loaded?: boolean } }).lenderAnalytics?.loaded,
    undefined,
    { timeout: 20_000 },
  );
}

/** The stored events of one visitor, in the order the pages made them. */
export async function storedEvents(
  request: APIRequestContext,
  anonymousId: string,
): Promise<StoredEvent[]> {
  const response = await request.get(
    `/admin/analytics/events?anonymousId=${encodeURIComponent(anonymousId)}&limit=500`,
    { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } },
  );
  expect(response.status()).toBe(200);
  const { events } = (await response.json()) as { events: StoredEvent[] };
  return events.sort((a, b) => (a.timestamp ?? '').localeCompare(b.timestamp ?? ''));
}

/** The stored events' names: a track call's event name, a page call as `page:{name}`. */
export function eventNames(events: readonly StoredEvent[]): string[] {
  return events.map((event) =>
    event.type === 'page' ? `page:${event.pageName ?? ''}` : (event.eventName ?? event.type),
  );
}
