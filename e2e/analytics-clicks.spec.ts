import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import {
  analyticsLoaded,
  anonymousIdOf,
  storedEvents,
  type StoredEvent,
} from './support/analytics.ts';
import { hydrated } from './support/hydration.ts';

// Issue 35, Analytics: every click a visitor makes on a call link or the get-started page's call
// to action reaches the collector (SPEC §3 button-event extras: linkType "request call" for tel:
// links), read back as the collector stored it.

/** Sends what the page has queued now, as a page being hidden does (fetch with keepalive). */
async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
}

/** The visitor's stored events once `done` holds for them. */
async function eventsUntil(
  page: Page,
  anonymousId: string,
  done: (events: StoredEvent[]) => boolean,
): Promise<StoredEvent[]> {
  let events: StoredEvent[] = [];
  await expect
    .poll(
      async () => {
        events = await storedEvents(page.request, anonymousId);
        return done(events);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return events;
}

const named = (events: StoredEvent[], name: string) =>
  events.filter((event) => event.eventName === name).map((event) => event.properties ?? {});

test('every visible tel: link on the home page, the learning center and get started is reported as a call request', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // A tel: link hands the number to the phone app; in the test nothing must leave the page.
  await page.addInitScript(() => {
    window.addEventListener('click', (event) => {
      if ((event.target as Element | null)?.closest?.('a[href^="tel:"]')) event.preventDefault();
    });
  });

  const clicked: { pageName: string; name: string }[] = [];
  let anonymousId = '';
  for (const [path, pageName] of [
    ['/', 'harborlight:home'],
    ['/learn', 'learn'],
    ['/purchase/get-started', 'purchase:get started'],
  ] as const) {
    await page.goto(path);
    await hydrated(page);
    if (!anonymousId) {
      await analyticsLoaded(page);
      anonymousId = await anonymousIdOf(page);
    }
    const links = page.locator('a[href^="tel:"]');
    let visible = 0;
    for (const link of await links.all()) {
      if (!(await link.isVisible())) continue;
      clicked.push({ pageName, name: (await link.innerText()).replace(/\s+/g, ' ').trim() });
      await link.click();
      visible += 1;
    }
    expect(visible, `visible tel: links on ${path}`).toBeGreaterThan(0);
  }
  await analyticsLoaded(page);
  await hidePage(page);

  const events = await eventsUntil(
    page,
    anonymousId,
    (stored) =>
      named(stored, 'clicked_link').filter((link) => link.link_type === 'request call').length >=
      clicked.length,
  );
  const calls = named(events, 'clicked_link').filter((link) => link.link_type === 'request call');
  expect(calls).toHaveLength(clicked.length);
  expect(calls.map((call) => ({ pageName: call.pageName, name: call.link_name }))).toEqual(clicked);
  for (const call of calls) {
    expect(call).toMatchObject({
      link_value: '+13135550100',
      linkType: 'request call',
      linkValue: '+13135550100',
      funnelExperience: expect.any(String),
      time: expect.stringMatching(/:00\.000Z$/),
    });
  }
  // A call link is not a page link: no navigation event for it.
  expect(named(events, 'clicked_link').filter((link) => link.link_type !== 'request call')).toEqual(
    [],
  );
});

test("get started's Start your application is reported as a button click that starts an application", async ({
  page,
}) => {
  // The application launcher is another site: answered here, so the journey stays offline.
  await page.route('https://apply.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Application</title><p>Apply</p>' }),
  );
  await page.goto('/purchase/get-started');
  await analyticsLoaded(page);
  const anonymousId = await anonymousIdOf(page);

  await page.getByRole('link', { name: 'Start your application' }).click();
  // Leaving for the launcher hides the page, which sends what it queued (keepalive).
  await expect(page).toHaveURL(/^https:\/\/apply\.example\.com\//);

  const events = await eventsUntil(
    page,
    anonymousId,
    (stored) =>
      named(stored, 'clicked_button').length > 0 && named(stored, 'engagement_started').length > 0,
  );
  expect(named(events, 'clicked_button')).toEqual([
    expect.objectContaining({
      button_name: 'Start your application',
      button_type: 'cta',
      page_name: 'purchase:get started',
      linkType: 'navigation',
      linkValue: 'https://apply.example.com/harborlight/start',
      funnelExperience: 'home loans',
      lead_type_code: expect.any(String),
    }),
  ]);
  expect(named(events, 'engagement_started')).toEqual([
    expect.objectContaining({
      transaction_type_starting: 'application',
      funnel_experience: 'home loans',
      lead_type_code: expect.any(String),
    }),
  ]);
});
