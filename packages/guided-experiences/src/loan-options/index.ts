// @lender/guided-experiences/loan-options: the loan-options personalization (SPEC §2–§5, §8, §9).
export * from './questions.ts';
export * from './content.ts';
export * from './results.ts';
export * from './machine.ts';
