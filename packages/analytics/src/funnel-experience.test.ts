import { describe, expect, it } from 'vitest';
import {
  FUNNEL_EXPERIENCE_RULES,
  FunnelExperience,
  funnelExperience,
  SITE_FUNNEL_EXPERIENCE_RULES,
  SPEC_FUNNEL_EXPERIENCE_RULES,
} from './funnel-experience.ts';

/**
 * SPEC §2, word for word: "Funnel experience groups: calculators, rates (mortgage rates,
 * refinance rates, rate updates), home loans, learning centre (learn), general storefronts."
 * Each group with the pages the SPEC names in it, as paths (words joined by hyphens).
 */
const SPEC_GROUPS = [
  { group: 'calculators', pages: ['calculators'] },
  { group: 'rates', pages: ['mortgage rates', 'refinance rates', 'rate updates'] },
  { group: 'home loans', pages: ['home loans'] },
  { group: 'learning center', pages: ['learn'] },
] as const;

const specTable = SPEC_GROUPS.flatMap(({ group, pages }) =>
  pages.map((words) => ({ path: `/${words.replaceAll(' ', '-')}`, group })),
);

describe('funnelExperience: the SPEC §2 table', () => {
  it('has exactly the SPEC’s rules, in its order', () => {
    expect(
      SPEC_FUNNEL_EXPERIENCE_RULES.map((rule) => ({ path: rule.prefix, group: rule.experience })),
    ).toEqual(specTable);
  });

  it.each(specTable)('puts $path, and every page under it, in "$group"', ({ path, group }) => {
    expect(funnelExperience(path)).toBe(group);
    expect(funnelExperience(`${path}/`)).toBe(group);
    expect(funnelExperience(`${path}/some-page?zip=48226#top`)).toBe(group);
    // Prefixes match whole segments, at the start of the path only.
    expect(funnelExperience(`${path}-old`)).toBe(FunnelExperience.GeneralStorefronts);
    expect(funnelExperience(`/es${path}`)).toBe(FunnelExperience.GeneralStorefronts);
  });

  it('leaves everything else to the general storefronts', () => {
    for (const path of ['/', '', '/opt-out', '/search?q=/calculators', '/learning']) {
      expect(funnelExperience(path)).toBe(FunnelExperience.GeneralStorefronts);
    }
  });

  it('has a rule for every group except the general storefronts fallback', () => {
    const ruled = new Set(SPEC_FUNNEL_EXPERIENCE_RULES.map((rule) => rule.experience));
    const groups = Object.values(FunnelExperience).filter(
      (group) => group !== FunnelExperience.GeneralStorefronts,
    );
    expect([...ruled].sort()).toEqual([...groups].sort());
  });
});

describe('funnelExperience: the site’s own paths (issue 35)', () => {
  it.each([
    { path: '/find-a-calculator', group: FunnelExperience.Calculators },
    { path: '/rates', group: FunnelExperience.Rates },
    { path: '/rates?purpose=refinance&products=VA30', group: FunnelExperience.Rates },
    { path: '/purchase/get-started', group: FunnelExperience.HomeLoans },
    { path: '/loan-options', group: FunnelExperience.HomeLoans },
    { path: '//learn//buying-a-home', group: FunnelExperience.LearningCenter },
    { path: '/calculators/refinance', group: FunnelExperience.Calculators },
    { path: '/market-insights/detroit-mi', group: FunnelExperience.GeneralStorefronts },
    { path: '/rent-rewards', group: FunnelExperience.GeneralStorefronts },
    { path: '/ratesheet', group: FunnelExperience.GeneralStorefronts },
  ])('puts $path in "$group"', ({ path, group }) => {
    expect(funnelExperience(path)).toBe(group);
  });

  it('checks the SPEC’s rules first, and no site rule repeats or hides one of them', () => {
    expect(FUNNEL_EXPERIENCE_RULES).toEqual([
      ...SPEC_FUNNEL_EXPERIENCE_RULES,
      ...SITE_FUNNEL_EXPERIENCE_RULES,
    ]);
    const prefixes = FUNNEL_EXPERIENCE_RULES.map((rule) => rule.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const site of SITE_FUNNEL_EXPERIENCE_RULES) {
      for (const spec of SPEC_FUNNEL_EXPERIENCE_RULES) {
        expect(site.prefix.startsWith(`${spec.prefix}/`)).toBe(false);
      }
    }
  });
});
