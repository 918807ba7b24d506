import type { Page } from '@playwright/test';

/**
 * Waits until React Router has hydrated the page: the router exists once the client entry has
 * run. What appears only after hydration (banners, dialogs, client validation) can be looked for.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
}
