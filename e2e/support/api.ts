import type { Page, Request, Route } from '@playwright/test';

/** A v4 UUID, as the forms send in Idempotency-Key. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Resolves with the next POST to an API path (the form's own request, not a page load). */
export function nextPost(page: Page, path: string): Promise<Request> {
  return page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === path,
  );
}

/** Every POST to an API path from now on, as it happens. */
export function recordPosts(page: Page, path: string): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) {
      requests.push(request);
    }
  });
  return requests;
}

/** Makes the API answer every POST to `path` with this status (an outage, a refusal). */
export async function answerWith(page: Page, path: string, status: number): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    (route: Route) =>
      route.fulfill({
        status,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Service Unavailable' }),
      }),
  );
}

/**
 * Holds every POST to `path` until `release()` is called, then lets it through to the real
 * API: time to try a second click while the first submission is on its way.
 */
export async function holdRequests(page: Page, path: string): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === path,
    async (route: Route) => {
      await released;
      await route.continue();
    },
  );
  return { release };
}
