// @lender/guided-experiences/market-insights: the market insights page (SPEC §2–§4, §7–§9).
export * from './machine.ts';
export * from './report-view.ts';
