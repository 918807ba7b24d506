import { describe, expect, it } from 'vitest';
import {
  FUNNEL_EXPERIENCE_RULES,
  FunnelExperience,
  funnelExperience,
} from './funnel-experience.ts';

describe('funnelExperience', () => {
  // SPEC §2: calculators, rates (mortgage rates, refinance rates, rate updates), home loans,
  // learning centre (learn), general storefronts.
  it.each([
    { path: '/calculators', experience: FunnelExperience.Calculators },
    { path: '/calculators/', experience: FunnelExperience.Calculators },
    {
      path: '/calculators/refinance?zip=48226',
      experience: FunnelExperience.Calculators,
    },
    { path: '/mortgage-rates', experience: FunnelExperience.Rates },
    { path: '/mortgage-rates/30-year-fixed', experience: FunnelExperience.Rates },
    { path: '/refinance-rates', experience: FunnelExperience.Rates },
    { path: '/rate-updates#today', experience: FunnelExperience.Rates },
    { path: '/home-loans/va-loans', experience: FunnelExperience.HomeLoans },
    { path: '/learn', experience: FunnelExperience.LearningCenter },
    { path: '//learn//buying-a-home', experience: FunnelExperience.LearningCenter },
    { path: '/', experience: FunnelExperience.GeneralStorefronts },
    { path: '', experience: FunnelExperience.GeneralStorefronts },
    { path: '/purchase/get-started', experience: FunnelExperience.GeneralStorefronts },
    { path: '/opt-out', experience: FunnelExperience.GeneralStorefronts },
    // Prefixes match whole segments only.
    { path: '/learning', experience: FunnelExperience.GeneralStorefronts },
    { path: '/calculators-old', experience: FunnelExperience.GeneralStorefronts },
    { path: '/rates', experience: FunnelExperience.GeneralStorefronts },
    // Only the start of the path counts.
    { path: '/es/calculators', experience: FunnelExperience.GeneralStorefronts },
    { path: '/search?q=/calculators', experience: FunnelExperience.GeneralStorefronts },
  ])('puts $path in "$experience"', ({ path, experience }) => {
    expect(funnelExperience(path)).toBe(experience);
  });

  it('has a rule for every group except the general storefronts fallback', () => {
    const ruled = new Set(FUNNEL_EXPERIENCE_RULES.map((rule) => rule.experience));
    const groups = Object.values(FunnelExperience).filter(
      (group) => group !== FunnelExperience.GeneralStorefronts,
    );
    expect([...ruled].sort()).toEqual([...groups].sort());
  });
});
