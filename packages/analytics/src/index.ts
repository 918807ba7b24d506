export {
  HOME_PAGE_NAME_SUFFIX,
  LOWER_PAYMENT_CALCULATOR_PATH,
  pageName,
  REFINANCE_CALCULATOR_PATH,
} from './page-name.ts';
export {
  FUNNEL_EXPERIENCE_RULES,
  FunnelExperience,
  funnelExperience,
} from './funnel-experience.ts';
export type { FunnelExperienceRule } from './funnel-experience.ts';
