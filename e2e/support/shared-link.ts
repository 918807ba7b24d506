import type { Browser, Page } from '@playwright/test';

/**
 * Opens a shared link as someone else would, in a new browser context (no history, no storage,
 * no cookies of the page that made the link), runs `check` on it, and closes the context even
 * when a check fails. Resolves to what `check` returns.
 */
export async function withSharedLink<T>(
  browser: Browser,
  url: string,
  check: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    return await check(page);
  } finally {
    await context.close();
  }
}
