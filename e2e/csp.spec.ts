import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { hydrated } from './support/hydration.ts';
import { TEMPLATE_PAGES } from './support/templates.ts';

// The pages' Content-Security-Policy allows no eval and no inline style but what is listed. A
// refused script or style is a feature silently missing and a console error (Lighthouse counts
// both against best practices), so every page template, its dialogs open, must cause none.

/** Starts recording the page's CSP violations; read them with `violations(page)`. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test.describe('Content-Security-Policy', () => {
  for (const path of TEMPLATE_PAGES) {
    test(`${path} loads and hydrates with no CSP violation`, async ({ page }) => {
      await recordViolations(page);
      await page.goto(path);
      await hydrated(page);
      // The forms build their schemas as their modules load: by now every one has been built.
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
    });
  }

  test('a react-aria modal opens with no CSP violation', async ({ page }) => {
    await recordViolations(page);
    await page.goto('/purchase/get-started');
    await hydrated(page);
    await page.getByRole('button', { name: 'Read the legal disclosures' }).click();
    await expect(page.getByRole('dialog', { name: 'Legal disclosures' })).toBeVisible();
    // react-aria inserted its pressable <style> element, allowed by hash (@lender/ui/csp).
    await expect(page.locator('head > style#react-aria-pressable-style')).toHaveCount(1);
    expect(await violations(page)).toEqual([]);
  });
});
