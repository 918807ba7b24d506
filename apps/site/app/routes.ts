import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { calculatorRoutes } from './calculators/calculator-routes.ts';

export default [
  index('routes/home.tsx'),
  route('search', 'routes/search.tsx'),
  route('licensing', 'routes/licensing.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('accessibility', 'routes/accessibility.tsx'),
  route('data-attributions', 'routes/data-attributions.tsx'),
  route('purchase/get-started', 'routes/get-started.tsx'),
  // Marketing preferences and support (SPEC §2): forms that work with and without JavaScript.
  route('opt-out', 'routes/opt-out.tsx'),
  route('opt-out/thank-you', 'routes/opt-out-thank-you.tsx'),
  // The opt-out page's marketing-cloud opt-out without JavaScript (a resource route, no page).
  route('opt-out/marketing-cloud', 'routes/opt-out-marketing-cloud.ts'),
  route('subscribe', 'routes/subscribe.tsx'),
  route('subscribe/thank-you', 'routes/subscribe-thank-you.tsx'),
  route('phone-updates', 'routes/phone-updates.tsx'),
  route('phone-updates/thank-you', 'routes/phone-updates-thank-you.tsx'),
  route('screen-share', 'routes/screen-share.tsx'),
  // Guided experiences (issue 25, SPEC §2, §4): the wizard, the questionnaire, rates and markets.
  route('find-a-calculator', 'routes/find-a-calculator.tsx'),
  route('loan-options', 'routes/loan-options.tsx'),
  route('rates', 'routes/rates.tsx'),
  route('market-insights', 'routes/market-insights.tsx'),
  route('market-insights/search', 'routes/market-insights-search.tsx'),
  route('market-insights/:place', 'routes/market-insights-place.tsx'),
  // For crawlers (resource routes, rendered per request): every indexable page, and the rules.
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  // Learning center (issue 6): pages made from content/articles, pre-rendered.
  route('learn', 'routes/learn.tsx'),
  route('learn/:category', 'routes/learn-category.tsx'),
  route('learn/:category/:article', 'routes/learn-article.tsx'),
  // Calculators (issue 23): the hub, and a page per calculator of the registry
  // (@lender/calculator-kit/registry), each loading its calculator's bundle from
  // CALCULATORS_BASE_URL, whose files live under /calculators/bundles/, a path no page here takes.
  route('calculators', 'routes/calculators.tsx'),
  ...calculatorRoutes(),
  // The Rent Rewards program (the wizard's RentRewards card): a content page.
  route('rent-rewards', 'routes/rent-rewards.tsx'),
  // Anything else is a 404 rendered by the server with the real status code.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
