import { FunnelExperience, funnelExperience } from '@lender/analytics';
import { describe, expect, it } from 'vitest';
import { allSitePages } from './site-map.ts';

// Issue 35: every page of the site is grouped by what it is (SPEC §2 funnel experience groups,
// with the site's own paths added in @lender/analytics, SITE_FUNNEL_EXPERIENCE_RULES). A page
// added to the site map without a decision here fails, rather than landing in the general
// storefronts unseen.

/** The group of each page, by its path or (ending in /) the paths under it. */
const GROUPS: readonly [string, FunnelExperience][] = [
  ['/calculators', FunnelExperience.Calculators],
  ['/calculators/', FunnelExperience.Calculators],
  ['/find-a-calculator', FunnelExperience.Calculators],
  ['/rates', FunnelExperience.Rates],
  ['/purchase/get-started', FunnelExperience.HomeLoans],
  ['/loan-options', FunnelExperience.HomeLoans],
  ['/learn', FunnelExperience.LearningCenter],
  ['/learn/', FunnelExperience.LearningCenter],
  // What is not a calculator, rates, a loan or a guide: the storefront.
  ['/', FunnelExperience.GeneralStorefronts],
  ['/search', FunnelExperience.GeneralStorefronts],
  ['/market-insights', FunnelExperience.GeneralStorefronts],
  ['/market-insights/', FunnelExperience.GeneralStorefronts],
  ['/rent-rewards', FunnelExperience.GeneralStorefronts],
  ['/licensing', FunnelExperience.GeneralStorefronts],
  ['/data-attributions', FunnelExperience.GeneralStorefronts],
  ['/privacy', FunnelExperience.GeneralStorefronts],
  ['/terms', FunnelExperience.GeneralStorefronts],
  ['/accessibility', FunnelExperience.GeneralStorefronts],
  ['/opt-out', FunnelExperience.GeneralStorefronts],
  ['/opt-out/thank-you', FunnelExperience.GeneralStorefronts],
  ['/subscribe', FunnelExperience.GeneralStorefronts],
  ['/subscribe/thank-you', FunnelExperience.GeneralStorefronts],
  ['/phone-updates', FunnelExperience.GeneralStorefronts],
  ['/phone-updates/thank-you', FunnelExperience.GeneralStorefronts],
  ['/screen-share', FunnelExperience.GeneralStorefronts],
];

function expectedGroup(path: string): FunnelExperience | undefined {
  return (
    GROUPS.find(([listed]) => listed === path)?.[1] ??
    GROUPS.find(
      ([listed]) => listed.endsWith('/') && listed !== '/' && path.startsWith(listed),
    )?.[1]
  );
}

describe('funnel experience of every page (SPEC §2)', () => {
  it.each(allSitePages().map((page) => page.path))('%s is in its group', (path) => {
    const group = expectedGroup(path);
    expect(group, `decide the group of ${path} in funnel-groups.test.ts`).toBeDefined();
    expect(funnelExperience(path)).toBe(group);
  });

  it('has a page in every group', () => {
    const groups = new Set(allSitePages().map((page) => funnelExperience(page.path)));
    expect([...groups].sort()).toEqual(Object.values(FunnelExperience).sort());
  });
});
