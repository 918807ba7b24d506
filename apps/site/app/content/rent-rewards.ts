// The Rent Rewards program page's words (the wizard's RentRewards card links to it). No program
// data exists yet: every figure here is an example, worked out below from named example values,
// and the page says so where the figures are.
import type { FaqEntry } from './article.ts';

/** The example the page works through: demo values, not program terms. */
export const RENT_REWARDS_EXAMPLE = {
  monthlyRentDollars: 1_800,
  onTimeMonths: 24,
  /** Percent of each on-time rent payment earned as rewards (an example rate). */
  rewardPercent: 1,
} as const;

/**
 * Rewards earned for `months` on-time payments of `monthlyRentDollars` at `rewardPercent`, in
 * whole cents (half up), so the example on screen is exact.
 */
export function exampleRewardsCents(
  monthlyRentDollars: number,
  months: number,
  rewardPercent: number,
): number {
  const rentCents = Math.round(monthlyRentDollars * 100);
  // Percent of cents, kept in integers: rent × percent × 100 ÷ 10,000 hundredths.
  return Math.round((rentCents * months * Math.round(rewardPercent * 100)) / 10_000);
}

export const RENT_REWARDS_STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Join and link your rent payments',
    text: 'Sign up and tell us how you pay your rent: through your landlord’s portal or from your bank account.',
  },
  {
    title: 'Pay your rent on time',
    text: 'Every month your rent is paid in full by its due date, you earn rewards.',
  },
  {
    title: 'Watch your rewards grow',
    text: 'See what you have earned and the months that counted, and get tips to get mortgage-ready.',
  },
  {
    title: 'Use them when you buy',
    text: 'When you buy your first home with a mortgage from us, your rewards go toward your closing costs.',
  },
];

export const RENT_REWARDS_ELIGIBILITY: readonly string[] = [
  'You rent your home in the United States and pay rent every month.',
  'You have not owned a home in the last 3 years.',
  'You are 18 or older.',
  'Rewards are used toward closing costs on a home purchase loan from us.',
];

export const RENT_REWARDS_FAQ: readonly FaqEntry[] = [
  {
    question: 'Does joining cost anything?',
    answer:
      'No. Joining and earning rewards are free, and you are not obliged to get a mortgage from us.',
  },
  {
    question: 'What counts as paying on time?',
    answer:
      'Rent paid in full by the due date in your lease. A late or partial month earns nothing that month, but you keep what you have already earned.',
  },
  {
    question: 'Will this affect my credit score?',
    answer:
      'Joining does not check your credit. When you apply for a mortgage, the lender checks your credit as part of the application.',
  },
  {
    question: 'Are the figures on this page real?',
    answer:
      'No. The program’s rates and limits are not set yet, so the figures here are examples to show how rewards would add up.',
  },
];
