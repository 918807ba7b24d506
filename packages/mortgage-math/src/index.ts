// Every module re-exported by name; the package has no side effects, so bundlers keep only what
// a consumer imports.
export * from './money.ts';
export * from './payment.ts';
export * from './schedule.ts';
export * from './apr.ts';
export * from './payoff.ts';
export * from './llpa.ts';
export * from './mortgage-insurance.ts';
export * from './credit.ts';
export * from './refinance.ts';
export * from './home-equity.ts';
export * from './down-payment.ts';
export * from './property-costs.ts';
export * from './affordability.ts';
export * from './rent-vs-buy.ts';
