import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { E2E_ADMIN_TOKEN } from './playwright.config.ts';
import { OptOutPage } from './pages/opt-out-page.ts';
import { analyticsLoaded, anonymousIdOf, storedEvents } from './support/analytics.ts';
import { CANARY, CANARY_EMAIL, canarySightings } from './support/canary.ts';

// Issue 26, acceptance 4: first-party session replay against the real server, in Chromium.

const BEARER = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

/** What the visitor types: none of it may reach the server or the viewer. */
const TYPED_EMAIL = `replay.${CANARY}@example.com`;
const TYPED_REASON = 'Secret reason 4815162342';
const TYPED_FRAGMENTS = [CANARY, 'Secret reason', '4815162342'];

/** Anything the page asks of session replay: its configuration, its chunks, its code. */
function isReplayRequest(request: Request): boolean {
  const url = new URL(request.url());
  return (
    url.pathname.startsWith('/v1/replay/') ||
    /\/assets\/(?:rrweb|session-replay-runtime)-[\w-]+\.js$/.test(url.pathname)
  );
}

/** Sends what the page has buffered now, as a page being hidden does. */
async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
}

/** Resolves at the page's next replay chunk (the first comes as soon as recording starts). */
function nextChunk(page: Page): Promise<Request> {
  return page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/v1/replay/chunks'),
    { timeout: 30_000 },
  );
}

/** The replay's events as stored (none yet: an empty list). */
async function storedReplay(page: Page, replayId: string): Promise<RrwebEvent[]> {
  const response = await page.request.get(`/admin/replays/${replayId}/events.json`, {
    headers: BEARER,
  });
  if (response.status() !== 200) return [];
  return ((await response.json()) as { events: RrwebEvent[] }).events;
}

/** The replay id this tab records under (packages/analytics replay-state.ts). */
async function replayIdOf(page: Page): Promise<string> {
  const state = await page.evaluate(() => window.sessionStorage.getItem('lender.replay'));
  expect(state).not.toBeNull();
  return (JSON.parse(state!) as { replayId: string }).replayId;
}

interface RrwebEvent {
  type: number;
  timestamp: number;
  data: { source?: number; text?: string } & Record<string, unknown>;
}

/** rrweb: an incremental snapshot (3) of an input (source 5). */
const isInputEvent = (event: RrwebEvent) => event.type === 3 && event.data.source === 5;

/** rrweb: a DOM mutation (incremental snapshot, source 0) that changes an inline style. */
const changesInlineStyle = (event: RrwebEvent) =>
  event.type === 3 &&
  event.data.source === 0 &&
  ((event.data.attributes ?? []) as { attributes: Record<string, unknown> }[]).some(
    (change) => 'style' in change.attributes,
  );

test.describe('session replay', () => {
  test('with consent, a visit is recorded with every input masked, plays back in the viewer, and its id is on the analytics events', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const chunkPosted = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/v1/replay/chunks'),
      { timeout: 30_000 },
    );
    const pageErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
    const form = new OptOutPage(page);
    await form.goto();
    await analyticsLoaded(page);
    // The first snapshot goes as soon as recording starts.
    await chunkPosted;
    const replayId = await replayIdOf(page);

    await form.email.check();
    await form.emailAddress.pressSequentially(TYPED_EMAIL);
    await form.reason.pressSequentially(TYPED_REASON);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click();
    await hidePage(page);
    // Recording broke nothing on the page: no CSP violation, no error.
    expect(pageErrors).toEqual([]);

    // Stored: every input event masked, and nothing typed anywhere in the recording.
    let events: RrwebEvent[] = [];
    await expect
      .poll(
        async () => {
          const response = await page.request.get(`/admin/replays/${replayId}/events.json`, {
            headers: BEARER,
          });
          if (response.status() !== 200) return 0;
          events = ((await response.json()) as { events: RrwebEvent[] }).events;
          return events.filter(isInputEvent).length;
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    const stored = JSON.stringify(events);
    for (const fragment of TYPED_FRAGMENTS) expect(stored).not.toContain(fragment);
    // A checkbox's input event names its value (fixed in the page, not typed) and its state.
    const choiceValues = await page
      .locator('input[type=checkbox], input[type=radio]')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const texts = events
      .filter(isInputEvent)
      .map((event) => event.data.text)
      .filter((text): text is string => typeof text === 'string');
    const typed = texts.filter((text) => !choiceValues.includes(text));
    expect(typed.length).toBeGreaterThan(0);
    for (const text of typed) expect(text).toMatch(/^\*+$/);
    // The page address keeps its path only.
    expect(events.find((event) => event.type === 4)?.data.href).toMatch(/\/opt-out$/);

    // Every analytics event of the visit carries the replay id.
    const anonymousId = await anonymousIdOf(page);
    let analytics: Awaited<ReturnType<typeof storedEvents>> = [];
    await expect
      .poll(
        async () => {
          analytics = await storedEvents(page.request, anonymousId);
          return analytics.some((event) => event.eventName === 'clicked_button');
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    for (const event of analytics) {
      expect(event.properties?.session_replay_id, event.eventName ?? event.type).toBe(replayId);
    }

    // The operator's viewer lists the visit and plays it back, masked.
    const viewer = await context.newPage();
    await viewer.setExtraHTTPHeaders(BEARER);
    const cspErrors: string[] = [];
    viewer.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        cspErrors.push(message.text());
      }
    });
    await viewer.goto('/admin/replays');
    await expect(viewer.getByRole('heading', { level: 1, name: 'Session replays' })).toBeVisible();
    const row = viewer.getByRole('row').filter({ hasText: anonymousId });
    await expect(row).toContainText('/opt-out');
    await row.getByRole('link', { name: /^Play/ }).click();

    await expect(viewer.getByRole('heading', { level: 1, name: 'Session replay' })).toBeVisible();
    await expect(
      viewer.getByRole('table', { name: 'Analytics events of this replay' }),
    ).toContainText('clicked_button');
    await expect(viewer.getByRole('status')).toContainText('Ready', { timeout: 20_000 });
    await viewer.getByRole('button', { name: 'Play' }).click();
    await expect(viewer.getByRole('status')).toContainText('Finished', { timeout: 60_000 });

    const replayed = viewer.frameLocator('#replay-player iframe');
    await expect(replayed.getByRole('heading', { level: 1 })).toHaveText(
      'Stop marketing emails, calls and texts',
    );
    const reason = replayed
      .getByRole('main')
      .getByRole('textbox', { name: /Why are you opting out/ });
    await expect(reason).toHaveValue(/^\*+$/);
    const email = replayed.getByRole('main').getByRole('textbox', { name: 'Email address' });
    await expect(email).toHaveValue(/^\*+$/);
    const frameHtml = await replayed.locator('html').evaluate((html) => html.outerHTML);
    for (const fragment of TYPED_FRAGMENTS) expect(frameHtml).not.toContain(fragment);
    expect(cspErrors).toEqual([]);
  });

  test('opened from a link with the visitor’s e-mail address, the recording and the analytics events keep no trace of it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const chunkPosted = nextChunk(page);
    const form = new OptOutPage(page);
    // The link of a marketing e-mail: the address in the query, the skip link and the form's
    // own address built from it (issue 33 §5).
    await form.goto(`?show=email&email=${encodeURIComponent(CANARY_EMAIL)}`);
    await expect(form.emailAddress).toHaveValue(CANARY_EMAIL);
    await analyticsLoaded(page);
    await chunkPosted;
    const replayId = await replayIdOf(page);
    const anonymousId = await anonymousIdOf(page);

    await form.reason.pressSequentially('No more');
    await form.submit();
    // The thank-you page comes without a page load: the recording goes on.
    await expect(
      page.getByRole('heading', { level: 1, name: 'We have your opt-out request' }),
    ).toBeVisible();
    await hidePage(page);

    let events: RrwebEvent[] = [];
    await expect
      .poll(
        async () => {
          events = await storedReplay(page, replayId);
          return JSON.stringify(events).includes('We have your opt-out request');
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(events.some(isInputEvent)).toBe(true);
    expect(canarySightings(JSON.stringify(events))).toEqual([]);

    let analytics: Awaited<ReturnType<typeof storedEvents>> = [];
    await expect
      .poll(
        async () => {
          analytics = await storedEvents(page.request, anonymousId);
          return analytics.filter((event) => event.type === 'page').length;
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThanOrEqual(2);
    expect(canarySightings(JSON.stringify(analytics))).toEqual([]);
  });

  test('recording a calculator whose slider moves its inline style breaks no CSP rule', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const chunkPosted = nextChunk(page);
    await page.goto('/calculators/rent-vs-buy#creditScore=659');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    const slider = page.getByRole('slider', { name: 'Years in the home' });
    await expect(slider).toBeVisible();
    await analyticsLoaded(page);
    await chunkPosted;
    const replayId = await replayIdOf(page);

    // The slider's fill follows the thumb through its inline width, which rrweb records.
    await slider.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    await hidePage(page);
    await expect
      .poll(async () => (await storedReplay(page, replayId)).some(changesInlineStyle), {
        timeout: 30_000,
      })
      .toBe(true);
    // support/test.ts fails the journey if the recorder's work logged a CSP violation.
  });

  test('with Global Privacy Control nothing is recorded and no replay request is made', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'Sec-GPC': '1' } });
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    );
    const page = await context.newPage();
    const replayRequests: string[] = [];
    page.on('request', (request) => {
      if (isReplayRequest(request)) replayRequests.push(request.url());
    });

    const form = new OptOutPage(page);
    await form.goto();
    expect(await page.evaluate(() => navigator.globalPrivacyControl)).toBe(true);
    await form.reason.pressSequentially(TYPED_REASON);
    // Past the moment a consenting visitor's recording starts (5 s after load, then idle).
    await page.waitForTimeout(9_000);
    await hidePage(page);
    await page.waitForTimeout(500);

    expect(replayRequests).toEqual([]);
    expect(await page.evaluate(() => window.sessionStorage.getItem('lender.replay'))).toBeNull();
    await context.close();
  });
});

declare global {
  interface Navigator {
    globalPrivacyControl?: boolean;
  }
}
