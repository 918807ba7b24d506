/**
 * One page of each of the site's page templates (apps/site/app/routes.ts), for the checks that
 * must hold on every template: the same pages as bench/lighthouse-pages.ts, and the 404 page.
 */
export const TEMPLATE_PAGES = [
  '/',
  '/search?q=fha',
  '/privacy',
  '/data-attributions',
  '/purchase/get-started',
  '/opt-out',
  '/opt-out/thank-you',
  '/subscribe',
  '/phone-updates',
  '/screen-share',
  '/learn',
  '/learn/loan-types',
  '/learn/loan-types/fha-loans',
  '/calculators',
  '/calculators/affordability',
  '/calculators/rent-vs-buy',
  '/rent-rewards',
  '/find-a-calculator',
  '/loan-options',
  '/rates',
  '/market-insights',
  '/market-insights/detroit-mi',
  '/no-such-page',
] as const;
