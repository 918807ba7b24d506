import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import {
  analyticsLoaded,
  anonymousIdOf,
  storedEvents,
  type StoredEvent,
} from './support/analytics.ts';
import { hydrated } from './support/hydration.ts';

// Issue 35, Analytics: what the page views say (SPEC §2 funnel groups, SPEC §3 loaded_page
// fields, SPEC §4 audience segment, SPEC §7 the first-party cookie script), read back as the
// collector stored them.

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

const pageViews = (events: StoredEvent[]) => events.filter((event) => event.type === 'page');
const named = (events: StoredEvent[], name: string) =>
  events.filter((event) => event.eventName === name).map((event) => event.properties ?? {});

/** The value of a cookie of the page's site, if set. */
async function cookie(page: Page, name: string): Promise<string | undefined> {
  return (await page.context().cookies()).find((item) => item.name === name)?.value;
}

test('each page view is grouped by what the page is (SPEC §2 funnel experience)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const expected: [string, string][] = [
    ['/rates', 'rates'],
    ['/purchase/get-started', 'home loans'],
    ['/loan-options', 'home loans'],
    ['/find-a-calculator', 'calculators'],
    ['/calculators/mortgage', 'calculators'],
    ['/learn', 'learning center'],
    ['/market-insights', 'general storefronts'],
    ['/privacy', 'general storefronts'],
  ];
  // Each page's view is kept by the page until the library of a later page sends it.
  for (const [path] of expected) {
    await page.goto(path);
    await hydrated(page);
  }
  await analyticsLoaded(page);
  const anonymousId = await anonymousIdOf(page);
  await hidePage(page);

  const events = await eventsUntil(
    page,
    anonymousId,
    (stored) => pageViews(stored).length >= expected.length,
  );
  expect(
    pageViews(events).map((view) => [view.pagePath, view.properties?.funnel_experience]),
  ).toEqual(expected);
});

test('the audience segment is reported on whatever page first sees it change (SPEC §4)', async ({
  page,
  context,
  baseURL,
}) => {
  // The experimentation script's cookies, new to this browser, met on a plain content page.
  await context.addCookies([
    { name: 'personalization_segment', value: 'modern_affluent', url: baseURL! },
  ]);
  await page.goto('/learn');
  await analyticsLoaded(page);
  const anonymousId = await anonymousIdOf(page);
  // Unchanged on the next page: nothing; then the script moves the visitor to a hold group.
  await page.goto('/privacy');
  // Its page view (which reads the cookies) has been made once the library has loaded: a cookie
  // set before that, on a busy machine, would be this page's change and not the next one's.
  await analyticsLoaded(page);
  await context.addCookies([
    { name: 'personalization_hold_group', value: 'holdout', url: baseURL! },
  ]);
  await page.goto('/terms');
  await analyticsLoaded(page);
  await hidePage(page);

  const events = await eventsUntil(
    page,
    anonymousId,
    (stored) =>
      named(stored, 'identified_audience_segment').length >= 2 &&
      pageViews(stored).some((view) => view.pagePath === '/terms'),
  );
  expect(named(events, 'identified_audience_segment')).toEqual([
    expect.objectContaining({
      page_url: expect.stringMatching(/\/learn$/),
      user_segment_name: 'modern_affluent',
      segment_predicted: true,
      was_withheld_from_segment_prediction: false,
    }),
    expect.objectContaining({
      page_url: expect.stringMatching(/\/terms$/),
      user_segment_name: 'modern_affluent',
      was_withheld_from_segment_prediction: true,
    }),
  ]);
});

test('a first visit from a campaign link: the page view carries the visitor id, the lead codes and the experiment, and /fpc.js gets the id', async ({
  page,
}) => {
  const firstPartyScript = page.waitForRequest((request) =>
    new URL(request.url()).pathname.endsWith('/fpc.js'),
  );
  await page.goto('/?qls=SPRING_MAILER_26&utm_source=newsletter');
  await analyticsLoaded(page);
  const anonymousId = await anonymousIdOf(page);
  const rvid = await cookie(page, 'rvid');
  expect(rvid).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  // SPEC §7 GET /fpc.js?rvid={rvid}, from the first page of the first visit.
  expect(new URL((await firstPartyScript).url()).searchParams.get('rvid')).toBe(rvid);
  // The code stays with the visit on the next page, which runs no experiment.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await hidePage(page);

  const events = await eventsUntil(page, anonymousId, (stored) => pageViews(stored).length >= 2);
  const [home, privacy] = pageViews(events).map((view) => view.properties ?? {});
  expect(home).toMatchObject({
    page_name: 'harborlight:home',
    user_rvid: rvid,
    qls_code: 'SPRING_MAILER_26',
    lead_type_code: expect.any(String),
    experiment_source: 'first_party',
    experiment_id: 'home-hero',
  });
  expect(privacy).toMatchObject({
    page_name: 'privacy',
    user_rvid: rvid,
    qls_code: 'SPRING_MAILER_26',
    lead_type_code: expect.any(String),
  });
  expect(privacy).not.toHaveProperty('experiment_source');
  expect(named(events, 'loaded_initial_page')).toEqual([
    expect.objectContaining({ qls_code: 'SPRING_MAILER_26', user_rvid: rvid }),
  ]);
});
