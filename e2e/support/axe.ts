import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.2 AA rules axe can check. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe with the WCAG 2.2 AA rules, run by `axe.run` in the page itself ("legacy mode"). The default
 * runs axe in every frame and then again in a new blank page to merge the frames' results,
 * injecting its half-megabyte script three times; this site's pages have no frames (a
 * cross-origin one would go unchecked in this mode), and the sitemap's every page took minutes.
 */
export function wcagAxe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode();
}

/** Fails with the ids, targets and summaries of any violation axe finds on the page as it is. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await wcagAxe(page).analyze();
  const found = results.violations.map((violation) => ({
    id: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
    summary: violation.nodes[0]?.failureSummary,
  }));
  expect(found).toEqual([]);
}
