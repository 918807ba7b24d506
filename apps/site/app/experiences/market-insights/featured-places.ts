// Places the market insights page offers as links: a way in without JavaScript, and pages for
// search engines to find (each place's report has its own address, /market-insights/<place>).
import type { SitePage } from '../../site-page.ts';

/** A featured place: its page slug (`detroit-mi`) and its name as the page titles it. */
export interface FeaturedPlace {
  slug: string;
  name: string;
}

/** Large cities across the country, in the order the page lists them. */
export const FEATURED_PLACES: readonly FeaturedPlace[] = [
  { slug: 'detroit-mi', name: 'Detroit, Michigan' },
  { slug: 'chicago-il', name: 'Chicago, Illinois' },
  { slug: 'houston-tx', name: 'Houston, Texas' },
  { slug: 'phoenix-az', name: 'Phoenix, Arizona' },
  { slug: 'philadelphia-pa', name: 'Philadelphia, Pennsylvania' },
  { slug: 'columbus-oh', name: 'Columbus, Ohio' },
  { slug: 'charlotte-nc', name: 'Charlotte, North Carolina' },
  { slug: 'denver-co', name: 'Denver, Colorado' },
  { slug: 'atlanta-ga', name: 'Atlanta, Georgia' },
  { slug: 'seattle-wa', name: 'Seattle, Washington' },
];

/** The market insights page's path. */
export const MARKET_INSIGHTS_PAGE_PATH = '/market-insights';

/** A place's report page: `/market-insights/detroit-mi`. */
export function featuredPlacePath(place: FeaturedPlace): string {
  return `${MARKET_INSIGHTS_PAGE_PATH}/${place.slug}`;
}

/** The title of a place's report page. */
export function marketReportPageTitle(placeName: string): string {
  return `${placeName} housing market`;
}

/** The description of a place's report page. */
export function marketReportPageDescription(placeName: string): string {
  return `The ${placeName} housing market: homes sold and for sale, median sale prices by bedrooms, days on market, and whether it is a buyer's or seller's market.`;
}

/** The featured places' report pages, for the sitemap and site search (rendered per request). */
export function featuredMarketPages(): SitePage[] {
  return FEATURED_PLACES.map((place) => ({
    path: featuredPlacePath(place),
    title: marketReportPageTitle(place.name),
    description: marketReportPageDescription(place.name),
    prerender: false,
  }));
}
