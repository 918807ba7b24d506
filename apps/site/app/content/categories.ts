import { slugify } from './slug.ts';

/** A topic of the learning center, with the introduction its category page shows. */
export interface LearningCategoryInfo {
  /** As articles name it in their front matter `category`. */
  name: string;
  slug: string;
  /** One or two sentences: the category page's lead paragraph and meta description. */
  description: string;
}

/**
 * The learning center's categories, in the order the learning center lists them. An article
 * naming any other category fails the build, so a typo cannot create a stray category page.
 */
export const LEARNING_CATEGORIES: readonly LearningCategoryInfo[] = [
  {
    name: 'Buying',
    description:
      'Plan your home purchase: your budget, your down payment, renting or buying, and each step from preapproval to closing.',
  },
  {
    name: 'Loan types',
    description:
      'How conventional, FHA and VA loans differ, and how fixed-rate and adjustable-rate mortgages work.',
  },
  {
    name: 'Rates and costs',
    description:
      'What a mortgage costs: interest rates, points and APR, mortgage insurance and closing costs.',
  },
  {
    name: 'Credit and finances',
    description:
      'How your credit and finances affect the mortgages you can get, and what you can do to improve them.',
  },
  {
    name: 'Refinancing',
    description:
      'When refinancing can make sense, the types of refinance and how to work out your break-even point.',
  },
  {
    name: 'Home equity',
    description:
      'Ways to borrow against the equity in your home, what each one costs and the risks to weigh up.',
  },
].map((category) => ({ ...category, slug: slugify(category.name) }));

/** The registered category of this name, if any. */
export function categoryNamed(name: string): LearningCategoryInfo | undefined {
  return LEARNING_CATEGORIES.find((category) => category.name === name);
}
