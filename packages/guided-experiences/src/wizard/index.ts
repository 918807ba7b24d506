// @lender/guided-experiences/wizard: the calculator-recommendation wizard (SPEC §3, §4, §5, §8).
export * from './questions.ts';
export * from './cards.ts';
export * from './machine.ts';
export * from './zip-check.ts';
