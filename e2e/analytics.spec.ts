import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test.ts';
import {
  analyticsLoaded,
  anonymousIdOf,
  eventNames,
  storedEvents,
  type StoredEvent,
} from './support/analytics.ts';

// Issue 7, acceptance 2: analytics against the real server and its database, in Chromium.

/** Every request the test's pages make, to check none leaves the site's origin. */
function recordRequests(page: Page, baseURL: string): string[] {
  const foreign: string[] = [];
  page.context().on('request', (request: Request) => {
    const url = request.url();
    if (!url.startsWith(baseURL) && !url.startsWith('data:')) foreign.push(url);
  });
  return foreign;
}

/** A real button on every page that stays on the page: the footer form's, which with no address only shows an error. */
function subscribeButton(page: Page) {
  return page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' });
}

/** Sends what the page has queued now, as a page being hidden does (fetch with keepalive). */
async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
}

/**
 * The visitor's stored events once there are at least `expected`, and `last` (the visit's last
 * event, sent as the page was hidden) among them: earlier pages' events alone can reach the count.
 */
async function eventsOf(
  page: Page,
  anonymousId: string,
  expected: number,
  last?: string,
): Promise<StoredEvent[]> {
  let events: StoredEvent[] = [];
  await expect
    .poll(
      async () => {
        events = await storedEvents(page.request, anonymousId);
        const arrived = !last || eventNames(events).includes(last);
        return arrived ? events.length : 0;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(expected);
  return events;
}

test.describe('visitor analytics end to end', () => {
  test('a visit stores loaded_initial_page once and loaded_page per page, with the common fields, and a click stores clicked_button', async ({
    page,
    baseURL,
  }) => {
    const foreign = recordRequests(page, baseURL!);

    await page.goto('/');
    await analyticsLoaded(page);
    const anonymousId = await anonymousIdOf(page);
    // A client-side navigation, then a full page load: both are page views, one session.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await hidePage(page);
    await page.goto('/terms');
    await analyticsLoaded(page);
    await subscribeButton(page).click();
    await hidePage(page);

    // Until the last page's events are in: the banners' displayed_banner and each page's
    // left_page come too, so a count of events alone could be reached before them.
    let events: StoredEvent[] = [];
    await expect
      .poll(
        async () => {
          events = await storedEvents(page.request, anonymousId);
          const stored = eventNames(events);
          return stored.includes('page:terms') && stored.includes('clicked_button');
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    const names = eventNames(events);
    expect(names.filter((name) => name === 'loaded_initial_page')).toHaveLength(1);
    expect(names.filter((name) => name.startsWith('page:'))).toEqual([
      'page:harborlight:home',
      'page:privacy',
      'page:terms',
    ]);
    expect(names).toContain('clicked_button');
    expect(names).toContain('clicked_link');
    for (const event of events.filter((stored) => stored.type === 'page')) {
      expect(event.properties).toMatchObject({
        page_name: event.pageName,
        app_version: '1.0.0',
        device_type: expect.stringMatching(/^(mobile|tablet|desktop)$/),
        browser_version: expect.stringMatching(/^Chrome \d+/),
        os_version: 'Linux',
        event_id: event.messageId,
      });
    }
    const click = events.find((event) => event.eventName === 'clicked_button')!;
    expect(click.properties).toMatchObject({
      button_name: 'Subscribe',
      page_name: 'terms',
      button_type: expect.any(String),
      time: expect.stringMatching(/:00\.000Z$/),
    });
    expect(foreign).toEqual([]);
  });

  test('a shown banner is stored as displayed_banner (SPEC §3), once, with its name and kind', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('region', { name: 'Email updates' })).toBeVisible();
    await analyticsLoaded(page);
    const anonymousId = await anonymousIdOf(page);
    await hidePage(page);

    const events = await eventsOf(page, anonymousId, 2);
    const banners = events.filter((event) => event.eventName === 'displayed_banner');
    expect(banners).toHaveLength(1);
    expect(banners[0]?.properties).toMatchObject({
      banner_name: 'sales',
      banner_type: 'sales',
      viewed_sales_benefit: true,
      app_version: '1.0.0',
    });
  });

  test('events made offline are kept and sent once the connection is back, even from a later page', async ({
    page,
    context,
    baseURL,
  }) => {
    const foreign = recordRequests(page, baseURL!);
    await page.goto('/privacy');
    await analyticsLoaded(page);
    const anonymousId = await anonymousIdOf(page);
    await hidePage(page); // the page view goes now

    await context.setOffline(true);
    await subscribeButton(page).click();
    await hidePage(page); // offline: nothing can go, the click stays stored
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).some((key) => key.startsWith('lender.analytics.outbox:')),
      ),
    ).toBe(true);
    await context.setOffline(false); // the browser's online event sends it
    await expect
      .poll(async () => eventNames(await storedEvents(page.request, anonymousId)), {
        timeout: 20_000,
      })
      .toContain('clicked_button');

    // Offline again, and the tab closes before the connection returns: the next page sends it.
    await context.setOffline(true);
    await subscribeButton(page).click();
    const next = await context.newPage(); // opened first: the context lives on after the tab closes
    // close() with runBeforeUnload does not wait for the page to go; the context's calls would
    // still see the closing page.
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;
    await context.setOffline(false);
    await next.goto('/terms');
    await analyticsLoaded(next);
    await hidePage(next);
    await expect
      .poll(
        async () =>
          eventNames(await storedEvents(next.request, anonymousId)).filter(
            (name) => name === 'clicked_button',
          ).length,
        { timeout: 20_000 },
      )
      .toBe(2);
    expect(foreign).toEqual([]);
  });

  test('closing the tab flushes queued events with keepalive', async ({
    page,
    context,
    baseURL,
  }) => {
    const foreign = recordRequests(page, baseURL!);
    await page.goto('/licensing');
    await analyticsLoaded(page);
    const anonymousId = await anonymousIdOf(page);
    await subscribeButton(page).click();
    // Within the 5 s batch window: only the page's hiding can send the click now.
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;
    const reader = await context.newPage();
    await expect
      .poll(async () => eventNames(await storedEvents(reader.request, anonymousId)), {
        timeout: 4_000,
      })
      .toContain('clicked_button');
    expect(foreign).toEqual([]);
  });
});
