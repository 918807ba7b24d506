// The `test` every journey imports (eslint.config.js forbids @playwright/test's own in e2e): the
// same test, which also fails when any page of the journey logs a Content-Security-Policy
// violation in the browser console (issue 33 §5). A refused style or script is a feature silently
// missing, and Lighthouse counts the console error against best practices.
import {
  test as base,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
} from '@playwright/test';

export { expect } from '@playwright/test';

/** Chromium's console text for every refused load, script, style, frame or connection. */
const CSP_VIOLATION = /Content[- ]Security[- ]Policy/i;

/** A violation as the report lists it: where, and Chromium's own words. */
function describe(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return `${url || message.page()?.url() || 'a page'}:${lineNumber}: ${message.text()}`;
}

/**
 * Collects the CSP violations of every browser context the journey uses: the one Playwright
 * gives it and any it opens itself (`browser.newContext()`), each with all its pages and frames.
 */
function watchContexts(browser: Browser, found: string[]): () => void {
  const watched = new Set<BrowserContext>();
  const onConsole = (message: ConsoleMessage) => {
    if (CSP_VIOLATION.test(message.text())) found.push(describe(message));
  };
  const watch = (context: BrowserContext) => {
    if (watched.has(context)) return;
    watched.add(context);
    context.on('console', onConsole);
  };
  browser.on('context', watch);
  for (const context of browser.contexts()) watch(context);
  return () => {
    browser.off('context', watch);
    for (const context of watched) context.off('console', onConsole);
  };
}

/** Playwright's test, failing a journey on any CSP violation in the browser console. */
export const test = base.extend<{ noCspViolations: void }>({
  noCspViolations: [
    async ({ browser }, run) => {
      const found: string[] = [];
      const stop = watchContexts(browser, found);
      try {
        await run();
      } finally {
        stop();
      }
      if (found.length > 0) {
        throw new Error(
          `The browser console logged ${found.length} Content-Security-Policy violation(s):\n` +
            found.map((line) => `  ${line}`).join('\n'),
        );
      }
    },
    { auto: true },
  ],
});
