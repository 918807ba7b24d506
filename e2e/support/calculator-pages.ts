// Each calculator bundle and a page that shows it (a calculator's own page, or the host page of a
// widget): the list the layout-shift journeys and bench/calculator-slot-heights.ts both walk.
export const CALCULATOR_PAGES = [
  ['affordability', '/calculators/affordability'],
  ['rent-vs-buy', '/calculators/rent-vs-buy'],
  ['amortization', '/calculators/amortization'],
  ['mortgage-payoff', '/calculators/mortgage-payoff'],
  ['refinance', '/calculators/refinance'],
  ['shorter-term-refinance', '/calculators/shorter-term-refinance'],
  ['home-equity', '/calculators/home-equity'],
  ['down-payment', '/calculators/down-payment'],
  ['mortgage', '/calculators/mortgage'],
  ['mini-mortgage', '/learn/buying/how-much-house-can-i-afford'],
  ['mini-purchase-refinance', '/'],
  ['mini-home-equity', '/learn/home-equity/heloc-vs-home-equity-loan-vs-cash-out-refinance'],
] as const;
