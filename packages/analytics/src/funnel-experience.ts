import { pathSegments } from './path-segments.ts';

/**
 * SPEC §2 funnel experience groups, sent as `funnel_experience` on analytics events.
 * A const object rather than a TypeScript `enum`, so Node can run the source by type stripping.
 */
export const FunnelExperience = {
  Calculators: 'calculators',
  Rates: 'rates',
  HomeLoans: 'home loans',
  LearningCenter: 'learning center',
  GeneralStorefronts: 'general storefronts',
} as const;

/** One of the {@link FunnelExperience} values. */
export type FunnelExperience = (typeof FunnelExperience)[keyof typeof FunnelExperience];

/** A path prefix (whole segments) and the funnel experience of every path under it. */
export interface FunnelExperienceRule {
  readonly prefix: string;
  readonly experience: FunnelExperience;
}

/**
 * SPEC §2's groups as it names them: "calculators, rates (mortgage rates, refinance rates, rate
 * updates), home loans, learning centre (learn)". Kept whole, so a page added at one of these
 * paths is grouped as the SPEC says without a change here.
 */
export const SPEC_FUNNEL_EXPERIENCE_RULES: readonly FunnelExperienceRule[] = [
  { prefix: '/calculators', experience: FunnelExperience.Calculators },
  { prefix: '/mortgage-rates', experience: FunnelExperience.Rates },
  { prefix: '/refinance-rates', experience: FunnelExperience.Rates },
  { prefix: '/rate-updates', experience: FunnelExperience.Rates },
  { prefix: '/home-loans', experience: FunnelExperience.HomeLoans },
  { prefix: '/learn', experience: FunnelExperience.LearningCenter },
];

/**
 * The site's own pages that the SPEC's paths do not reach, grouped by what they are (issue 35):
 * the calculator finder is a way into the calculators; today's rates are the rates; getting
 * started on a purchase and the loan-options questionnaire choose and start a home loan.
 */
export const SITE_FUNNEL_EXPERIENCE_RULES: readonly FunnelExperienceRule[] = [
  { prefix: '/find-a-calculator', experience: FunnelExperience.Calculators },
  { prefix: '/rates', experience: FunnelExperience.Rates },
  { prefix: '/purchase', experience: FunnelExperience.HomeLoans },
  { prefix: '/loan-options', experience: FunnelExperience.HomeLoans },
];

/**
 * Every rule, checked in order: the SPEC's, then the site's. A path under none of them is a
 * general storefront (the home page, market insights, search, forms, legal pages).
 */
export const FUNNEL_EXPERIENCE_RULES: readonly FunnelExperienceRule[] = [
  ...SPEC_FUNNEL_EXPERIENCE_RULES,
  ...SITE_FUNNEL_EXPERIENCE_RULES,
];

const rules = FUNNEL_EXPERIENCE_RULES.map((rule) => ({
  segments: pathSegments(rule.prefix),
  experience: rule.experience,
}));

/**
 * The SPEC §2 funnel experience group of a path: the first rule whose prefix is the start of the
 * path, segment by segment ("/learn/x" matches "/learn", "/learning" does not), else general storefronts.
 */
export function funnelExperience(pathname: string): FunnelExperience {
  const segments = pathSegments(pathname);
  const match = rules.find((rule) => rule.segments.every((segment, i) => segments[i] === segment));
  return match?.experience ?? FunnelExperience.GeneralStorefronts;
}
