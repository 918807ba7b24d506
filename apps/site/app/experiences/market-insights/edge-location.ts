// SPEC §7: reverse geocoding "on an empty search with edge-location cookies". The visitor's
// approximate position comes from the CDN in front of the site, which sets two cookies on the
// visitor's first response (never from the browser's geolocation: the site's Permissions-Policy
// forbids it). Configure the CDN to write them, readable by script (not HttpOnly), in decimal
// degrees:
//
//   edge_latitude=42.33; Path=/; Secure; SameSite=Lax
//   edge_longitude=-83.05; Path=/; Secure; SameSite=Lax
//
// (Akamai EdgeScape's `lat`/`long`, Cloudflare's `cf.latitude`/`cf.longitude`, Fastly's
// `client.geo.latitude`/`longitude`, rounded to a city's precision.) Without them, nothing happens.
import type { Coordinates } from '@lender/guided-experiences/market-insights';
import { parseCookies } from '@lender/analytics/document-cookies';

/** The cookie holding the visitor's latitude, as the CDN sets it. */
export const EDGE_LATITUDE_COOKIE = 'edge_latitude';
/** The cookie holding the visitor's longitude. */
export const EDGE_LONGITUDE_COOKIE = 'edge_longitude';

const DECIMAL = /^-?\d{1,3}(\.\d+)?$/;

/** The edge-location coordinates in a cookie string; null when either is missing or out of range. */
export function edgeCoordinates(cookieString: string): Coordinates | null {
  const cookies = parseCookies(cookieString);
  const latitudeText = cookies.get(EDGE_LATITUDE_COOKIE)?.trim() ?? '';
  const longitudeText = cookies.get(EDGE_LONGITUDE_COOKIE)?.trim() ?? '';
  if (!DECIMAL.test(latitudeText) || !DECIMAL.test(longitudeText)) return null;
  const latitude = Number(latitudeText);
  const longitude = Number(longitudeText);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}
