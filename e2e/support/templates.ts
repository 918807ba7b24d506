/**
 * One page of each of the site's page templates (apps/site/app/routes.ts), for the checks that
 * must hold on every template. The get-started wizard is left to the specs that open it.
 */
export const TEMPLATE_PAGES = [
  '/',
  '/search?q=fha',
  '/privacy',
  '/opt-out',
  '/subscribe',
  '/phone-updates',
  '/screen-share',
  '/learn',
  '/learn/loan-types',
  '/learn/loan-types/fha-loans',
  '/no-such-page',
] as const;
