/** One page of the site, as listed in navigation, search and pre-rendering. */
export interface SitePage {
  path: string;
  title: string;
  description: string;
  /** Where the page is linked from the page shell. */
  nav?: 'main' | 'legal';
  /** Static pages are pre-rendered at build time; dynamic ones are rendered per request. */
  prerender: boolean;
}

/** Every page of the site. Feature work adds its pages here. */
export const sitePages: readonly SitePage[] = [
  {
    path: '/',
    title: 'Home loans, refinancing and mortgage advice',
    description:
      'Compare home loan options, understand your numbers and talk to a licensed loan officer.',
    nav: 'main',
    prerender: true,
  },
  {
    path: '/search',
    title: 'Search',
    description: 'Search the site for calculators, articles and pages.',
    prerender: false,
  },
  {
    path: '/licensing',
    title: 'Licensing',
    description: 'Our NMLS ID and the state licences we hold, with links to verify them.',
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
    path: '/accessibility',
    title: 'Accessibility statement',
    description: 'How we make this site usable by everyone, and how to tell us about a problem.',
    nav: 'legal',
    prerender: true,
  },
];

/** Paths rendered to HTML files at build time. */
export function prerenderedPaths(): string[] {
  return sitePages.filter((page) => page.prerender).map((page) => page.path);
}

/** The page registered at a path, if any. */
export function pageAt(path: string): SitePage | undefined {
  return sitePages.find((page) => page.path === path);
}

/** Pages linked from one part of the shell, in registry order. */
export function navigation(place: 'main' | 'legal'): SitePage[] {
  return sitePages.filter((page) => page.nav === place);
}
