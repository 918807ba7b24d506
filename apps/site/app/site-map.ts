import { CALCULATOR_REGISTRY, type CalculatorEntry } from '@lender/calculator-kit/registry';
import { calculatorPageLinks, CALCULATORS_HUB_PATH } from './calculators/calculator-page-links.ts';
import { learningCenterPages } from './content/site-pages.ts';
import { featuredMarketPages } from './experiences/market-insights/featured-places.ts';
import type { NavPlace, SitePage } from './site-page.ts';

// Where most modules find the types; their own module keeps content/site-pages.ts out of a cycle.
export type { NavPlace, SitePage } from './site-page.ts';

/** The calculators hub and each calculator page of the registry (issue 23), pre-rendered. */
export function calculatorSitePages(
  registry: readonly CalculatorEntry[] = CALCULATOR_REGISTRY,
): SitePage[] {
  return [
    {
      path: CALCULATORS_HUB_PATH,
      title: 'Mortgage calculators',
      description:
        'Calculators for your payment, what you can afford, refinancing and paying off your loan, with the figures shown.',
      nav: 'main',
      navLabel: 'Calculators',
      summary:
        'Work out your monthly payment, what you can afford, your down payment, refinancing and paying off early, with every figure explained.',
      prerender: true,
      lastModified: '2026-11-24',
    },
    ...calculatorPageLinks(registry).map((page) => ({
      path: page.path,
      title: page.title,
      description: page.description,
      prerender: true,
      lastModified: '2026-11-24',
    })),
  ];
}

/**
 * The fixed pages of the site, the calculators from `registry` among them. Feature work adds its
 * pages here.
 */
export function fixedSitePages(
  registry: readonly CalculatorEntry[] = CALCULATOR_REGISTRY,
): SitePage[] {
  return [
    {
      path: '/',
      title: 'Home loans, refinancing and mortgage advice',
      description:
        'Compare home loan options, understand your numbers and talk to a licensed loan officer.',
      nav: 'main',
      navLabel: 'Home',
      prerender: true,
    },
    {
      path: '/search',
      title: 'Search',
      description: 'Search the site for calculators, articles and pages.',
      prerender: false,
      noindex: true,
    },
    {
      path: '/licensing',
      title: 'Licensing',
      description: 'Our NMLS ID and the state licences we hold, with links to verify them.',
      nav: 'legal',
      prerender: true,
    },
    {
      path: '/data-attributions',
      title: 'Data attributions',
      description: 'Where the place, ZIP code and housing market data on this site comes from.',
      nav: 'legal',
      prerender: true,
    },
    {
      path: '/privacy',
      title: 'Privacy notice',
      description: 'What we collect on this site, why, and the choices you have.',
      nav: 'legal',
      prerender: true,
    },
    {
      path: '/terms',
      title: 'Terms of use',
      description: 'The terms that apply when you use this website.',
      nav: 'legal',
      prerender: true,
    },
    {
      path: '/opt-out',
      title: 'Stop marketing emails, calls and texts',
      description:
        'Opt out of promotional emails, phone calls and text messages from us, whenever you like.',
      nav: 'legal',
      // The form's action and its ?show= prefill need a server per request.
      prerender: false,
    },
    {
      path: '/opt-out/thank-you',
      title: 'We have your opt-out request',
      description: 'Your request to stop marketing emails, calls or texts has been received.',
      prerender: true,
      unlisted: true,
    },
    {
      path: '/subscribe',
      title: 'Get email updates',
      description: 'Sign up for our newsletter, mortgage rate alerts and housing market insights.',
      prerender: false,
    },
    {
      path: '/subscribe/thank-you',
      title: 'You are subscribed',
      description: 'You have signed up for email updates from us.',
      prerender: true,
      unlisted: true,
    },
    {
      path: '/phone-updates',
      title: 'Get texts and calls from us',
      description: 'Sign up for text messages and phone calls about mortgage offers and rates.',
      prerender: false,
    },
    {
      path: '/phone-updates/thank-you',
      title: 'You are signed up for texts and calls',
      description: 'You have signed up for marketing texts or calls from us.',
      prerender: true,
      unlisted: true,
    },
    {
      path: '/screen-share',
      title: 'Share your screen with our support team',
      description: 'Enter the code your support agent gave you to start sharing your screen.',
      prerender: false,
    },
    {
      path: '/accessibility',
      title: 'Accessibility statement',
      description: 'How we make this site usable by everyone, and how to tell us about a problem.',
      nav: 'legal',
      prerender: true,
    },
    {
      path: '/purchase/get-started',
      title: 'Get started buying a house',
      description:
        'Start your mortgage application online, chat with us or call a licensed loan officer about buying a home.',
      nav: 'main',
      navLabel: 'Buy a home',
      summary:
        'Start your application online, see what you need to apply, and talk it through with a licensed loan officer.',
      prerender: true,
    },
    ...calculatorSitePages(registry),
    {
      path: '/rent-rewards',
      title: 'Rent Rewards',
      description:
        'Turn the rent you pay on time into rewards toward buying your first home: how it works, who can join and answers to common questions.',
      prerender: true,
      lastModified: '2026-11-24',
    },
    // Guided experiences (issue 25): SPEC §2's wizard, questionnaire, market insights and rates.
    // Rates and market insights are sections of the site, in the main navigation (header, footer,
    // home page); the wizard and the questionnaire are tools the calculators hub, the home page and
    // one another link to ('More ways to plan'). Site search and the sitemap list them all.
    {
      path: '/find-a-calculator',
      title: 'Find the right mortgage calculator',
      description:
        'Answer a few questions about your plans and get the mortgage calculators that fit, filled in with your ZIP code and credit range.',
      nav: 'tools',
      navLabel: 'Find a calculator',
      summary:
        'Answer a few quick questions and we suggest the calculators for your plans: payment, down payment, affordability, refinancing or equity.',
      prerender: true,
    },
    {
      path: '/loan-options',
      title: 'Find the home loan options that fit you',
      description:
        'Tell us what you are looking into, your credit range and military service, and see the loans that match, or guides to get you ready.',
      nav: 'tools',
      navLabel: 'Loan options',
      summary:
        'Four questions about your plans and credit, then the loans that match you, with plain-English guides when none does yet.',
      prerender: true,
    },
    {
      path: '/rates',
      title: "Today's mortgage rates",
      description:
        "Compare today's rates, APRs, points and payments of up to three home loans, for buying a home or refinancing.",
      nav: 'main',
      navLabel: 'Rates',
      summary:
        'Compare the day’s rates, APRs, points and monthly payments of up to three loans, side by side.',
      // The day's rate sheet: read per request, never frozen at build time.
      prerender: false,
    },
    {
      path: '/market-insights',
      title: 'Housing market insights by city or ZIP code',
      description:
        'Search a city or ZIP code for its housing market: homes sold and for sale, sale prices, days on market, and whether buyers or sellers have the edge.',
      nav: 'main',
      navLabel: 'Market insights',
      summary:
        'Look up a city or ZIP code: homes sold and for sale, median prices by bedrooms, days on market and who has the edge.',
      prerender: true,
    },
    {
      path: '/market-insights/search',
      title: 'Find a housing market',
      description: 'Find the housing market report of a city or ZIP code.',
      // Where the search box goes without JavaScript: a redirect to the place, or a message.
      prerender: false,
      noindex: true,
      unlisted: true,
    },
  ];
}

/** Every fixed page of the site, with the registry's calculators. */
export const sitePages: readonly SitePage[] = fixedSitePages();

/**
 * Every page of the site: the fixed pages above plus those made from content (learning-center
 * categories and articles) and the featured places' market reports. Sitemap, pre-rendering and
 * search read this list; `registry` is for a test that adds a calculator.
 */
export function allSitePages(registry?: readonly CalculatorEntry[]): SitePage[] {
  const fixed = registry ? fixedSitePages(registry) : sitePages;
  return [...fixed, ...learningCenterPages(), ...featuredMarketPages()];
}

/** Paths rendered to HTML files at build time. */
export function prerenderedPaths(registry?: readonly CalculatorEntry[]): string[] {
  return allSitePages(registry)
    .filter((page) => page.prerender)
    .map((page) => page.path);
}

/** The page registered at a path, if any. */
export function pageAt(path: string): SitePage | undefined {
  return allSitePages().find((page) => page.path === path);
}

/** Pages linked from one part of the shell, in registry order. */
export function navigation(place: NavPlace): SitePage[] {
  return allSitePages().filter((page) => page.nav === place);
}

/** SPEC §2's guided experiences, which link to one another ('More ways to plan'). */
const GUIDED_EXPERIENCE_PATHS = [
  '/find-a-calculator',
  '/loan-options',
  '/rates',
  '/market-insights',
];

/** The guided experiences' pages, in the order above. */
export function guidedExperiences(): SitePage[] {
  return GUIDED_EXPERIENCE_PATHS.flatMap((path) => pageAt(path) ?? []);
}

/** A page's name in navigation: its short label, else its title. */
export function navLabel(page: SitePage): string {
  return page.navLabel ?? page.title;
}

/** The sections the home page offers a way into: the main navigation but the home page itself. */
export function homeEntryPoints(): (SitePage & { summary: string })[] {
  return navigation('main').filter(
    (page): page is SitePage & { summary: string } =>
      page.path !== '/' && page.summary !== undefined,
  );
}

/** Pages site search may list. */
export function searchablePages(registry?: readonly CalculatorEntry[]): SitePage[] {
  return allSitePages(registry).filter((page) => !page.unlisted);
}
