import { hostMatches, normaliseHost } from './host-match.ts';
import { ANALYTICS_COOKIE_DAYS, StoredValueName, type CookieJar } from './stored-values.ts';

/** SPEC §6 visitor-source marker values derived from the referrer. */
export const VisitorSource = {
  Search: 'search',
  Social: 'social',
  Other: 'other',
  None: 'none',
} as const;

/** One of the {@link VisitorSource} values. */
export type VisitorSource = (typeof VisitorSource)[keyof typeof VisitorSource];

/** SPEC §6: a marker starting with this opens the co-branded dialog. */
export const CO_BRANDED_MARKER_PREFIX = 'COO_';

/**
 * Search engines (SPEC §6 "search-engine domains"; the SPEC gives no list, this is ours). A
 * ".*" entry is that name under any top-level domain, see `hostMatches`.
 */
export const SEARCH_ENGINE_DOMAINS: readonly string[] = [
  'google.*',
  'bing.com',
  'yahoo.*',
  'duckduckgo.com',
  'ecosia.org',
  'search.brave.com',
  'startpage.com',
  'ask.com',
  'aol.com',
  'baidu.com',
  'yandex.*',
];

/** Social networks (SPEC §6 "social domains"; the SPEC gives no list, this is ours). */
export const SOCIAL_DOMAINS: readonly string[] = [
  'facebook.com',
  'fb.me',
  'instagram.com',
  'threads.net',
  'x.com',
  'twitter.com',
  't.co',
  'linkedin.com',
  'lnkd.in',
  'pinterest.*',
  'reddit.com',
  'youtube.com',
  'tiktok.com',
  'snapchat.com',
  'nextdoor.com',
];

/**
 * The SPEC §6 source of a visit from its referrer (`document.referrer`): search, social, other,
 * or none when there is no referrer. A referrer on the site itself (`siteHost`, its "www."-less
 * name, or a subdomain of that) is not "another domain", so it is none too; so is a referrer that
 * is not a URL. A referrer from an app (android-app://…) is other.
 */
export function visitorSource(referrer: string, siteHost: string): VisitorSource {
  let url: URL;
  try {
    url = new URL(referrer.trim());
  } catch {
    return VisitorSource.None;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return VisitorSource.Other;
  const host = normaliseHost(url.hostname);
  const site = normaliseHost(siteHost).replace(/^www\./, '');
  if (hostMatches(host, site)) return VisitorSource.None;
  if (SEARCH_ENGINE_DOMAINS.some((domain) => hostMatches(host, domain)))
    return VisitorSource.Search;
  if (SOCIAL_DOMAINS.some((domain) => hostMatches(host, domain))) return VisitorSource.Social;
  return VisitorSource.Other;
}

/**
 * The visitor-source marker (SPEC §6, ReferringDomain): an existing non-empty marker is kept (a
 * partner's COO_ marker, or the source of the first visit); otherwise the source of this visit
 * is stored for a year and returned. Note "none" is non-empty, so it is kept too, as written.
 */
export function rememberVisitorSource(
  cookies: CookieJar,
  visit: { readonly referrer: string; readonly siteHost: string },
): string {
  const existing = cookies.get(StoredValueName.ReferringDomain)?.trim();
  if (existing) return existing;
  const source = visitorSource(visit.referrer, visit.siteHost);
  cookies.set(StoredValueName.ReferringDomain, source, { days: ANALYTICS_COOKIE_DAYS });
  return source;
}

/** Whether a marker opens the co-branded dialog (SPEC §6: it starts with COO_). */
export function isCoBrandedMarker(marker: string | undefined): boolean {
  return marker?.startsWith(CO_BRANDED_MARKER_PREFIX) ?? false;
}
